import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the stub answers a valid request:
 * - `list`: accepted couriers with preferred and other services, plus a courier the shop does not accept;
 * - `no-preferred`: seven options, none with a preferred service, the first from a courier the shop does not accept;
 * - `unaccepted-only`: only couriers the shop does not accept;
 * - `empty`: a successful reply with no options;
 * - `server-error`: HTTP 500 in the documented envelope;
 * - `not-json`: HTTP 200 with an HTML page;
 * - `hang`: never answers.
 */
export type StubMode = 'list' | 'no-preferred' | 'unaccepted-only' | 'empty' | 'server-error' | 'not-json' | 'hang';

export interface StubRequest {
  method: string;
  path: string;
  key: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface RajaOngkirStub {
  baseUrl: string;
  apiKey: string;
  mode: StubMode;
  requests: StubRequest[];
  close(): Promise<void>;
}

interface Item {
  name: string;
  code: string;
  service: string;
  description: string;
  /** For 1 kg; the stub charges per started kilogram, as couriers do. */
  cost: number;
  etd: string | null;
}

const JNE = 'Jalur Nugraha Ekakurir (JNE)';

const ITEMS: Record<'list' | 'no-preferred' | 'unaccepted-only', Item[]> = {
  list: [
    { name: JNE, code: 'jne', service: 'OKE', description: 'Ongkos Kirim Ekonomis', cost: 16_000, etd: '3-4 day' },
    { name: JNE, code: 'jne', service: 'REG', description: 'Layanan Reguler', cost: 19_000, etd: '2-3 day' },
    { name: JNE, code: 'jne', service: 'YES', description: 'Yakin Esok Sampai', cost: 33_000, etd: '1 day' },
    { name: 'SAP Express', code: 'sap', service: 'REG', description: 'Regular', cost: 9_000, etd: '2-3 day' },
    { name: 'J&T Express', code: 'jnt', service: 'EZ', description: 'Reguler', cost: 18_000, etd: '' },
    { name: 'SiCepat Express', code: 'sicepat', service: 'GOKIL', description: 'Cargo', cost: 60_000, etd: '3-5 day' },
    {
      name: 'SiCepat Express',
      code: 'sicepat',
      service: 'BEST',
      description: 'Besok Sampai',
      cost: 30_000,
      etd: '1 day',
    },
    {
      name: 'POS Indonesia (POS)',
      code: 'pos',
      service: 'Pos Reguler',
      description: 'Pos Reguler',
      cost: 17_000,
      etd: '4 day',
    },
    { name: 'AnterAja', code: 'anteraja', service: 'REG', description: 'Regular Service', cost: 17_500, etd: '2-3' },
    { name: 'ID Express', code: 'ide', service: 'STD', description: 'Standard', cost: 16_500, etd: null },
  ],
  'no-preferred': [
    { name: 'SAP Express', code: 'sap', service: 'UDRREG', description: 'Regular', cost: 9_000, etd: '2-3 day' },
    { name: JNE, code: 'jne', service: 'OKE', description: 'Ongkos Kirim Ekonomis', cost: 16_000, etd: '3-4 day' },
    { name: JNE, code: 'jne', service: 'YES', description: 'Yakin Esok Sampai', cost: 33_000, etd: '1 day' },
    {
      name: 'POS Indonesia (POS)',
      code: 'pos',
      service: 'Pos Reguler',
      description: 'Pos Reguler',
      cost: 17_000,
      etd: '4 day',
    },
    {
      name: 'Lion Parcel',
      code: 'lion',
      service: 'REGPACK',
      description: 'Regular Pack',
      cost: 15_000,
      etd: '2-4 day',
    },
    { name: 'SiCepat Express', code: 'sicepat', service: 'GOKIL', description: 'Cargo', cost: 60_000, etd: '3-5 day' },
    {
      name: 'Citra Van Titipan Kilat (TIKI)',
      code: 'tiki',
      service: 'ECO',
      description: 'Economy',
      cost: 14_000,
      etd: '4 day',
    },
  ],
  'unaccepted-only': [
    { name: 'SAP Express', code: 'sap', service: 'REG', description: 'Regular', cost: 9_000, etd: '2-3 day' },
    { name: 'Wahana Express', code: 'wahana', service: 'NORMAL', description: 'Normal', cost: 11_000, etd: '3 day' },
  ],
};

const FORM_RULES: Record<string, RegExp> = {
  origin: /^\d+$/,
  destination: /^\d+$/,
  weight: /^[1-9]\d*$/,
  courier: /^[a-z]+(:[a-z]+)*$/,
  price: /^(lowest|highest)$/,
};

const envelope = (code: number, message: string, data: unknown) => ({
  meta: { message, code, status: code < 400 ? 'success' : 'error' },
  data,
});

/** A stand-in for Komerce's RajaOngkir `POST /api/v1/calculate/domestic-cost` on loopback, answering its documented shape. */
export async function startRajaOngkirStub(apiKey = 'stub-rajaongkir-key'): Promise<RajaOngkirStub> {
  const requests: StubRequest[] = [];
  const stub = { mode: 'list' as StubMode };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stub').pathname;
      const key = typeof req.headers.key === 'string' ? req.headers.key : undefined;
      const contentType = req.headers['content-type'];
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: req.method ?? '', path, key, contentType, form });

      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || path !== '/api/v1/calculate/domestic-cost') {
        return json(404, envelope(404, 'Not Found', null));
      }
      if (key !== apiKey) return json(401, envelope(401, 'Invalid Api key, key not found', null));
      if (!contentType?.startsWith('application/x-www-form-urlencoded')) {
        return json(400, envelope(400, 'Body must be x-www-form-urlencoded', null));
      }
      const invalid = Object.entries(FORM_RULES).filter(([field, rule]) => !rule.test(form[field] ?? ''));
      if (invalid.length > 0) {
        return json(422, envelope(422, `Invalid field: ${invalid.map(([field]) => field).join(', ')}`, null));
      }

      const kg = Math.ceil(Number(form.weight) / 1000);
      switch (stub.mode) {
        case 'hang':
          return;
        case 'server-error':
          return json(500, envelope(500, 'Internal Server Error', null));
        case 'not-json':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html><body>Maintenance</body></html>');
        case 'empty':
          return json(200, envelope(200, 'Success Calculate Domestic Shipping cost', []));
        default:
          return json(
            200,
            envelope(
              200,
              'Success Calculate Domestic Shipping cost',
              ITEMS[stub.mode].map((item) => ({ ...item, cost: item.cost * kg })),
            ),
          );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    apiKey,
    get mode() {
      return stub.mode;
    },
    set mode(mode: StubMode) {
      stub.mode = mode;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
