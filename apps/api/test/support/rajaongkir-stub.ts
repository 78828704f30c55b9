import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the stub answers a valid cost request:
 * - `list`: accepted couriers with preferred and other services, plus a courier the shop does not accept;
 * - `no-preferred`: seven options, none with a preferred service, the first from a courier the shop does not accept;
 * - `unaccepted-only`: only couriers the shop does not accept;
 * - `empty`: a successful reply with no options;
 * - `server-error`: HTTP 500 in the documented envelope;
 * - `quota`: HTTP 429, the account's daily quota spent;
 * - `not-json`: HTTP 200 with an HTML page;
 * - `malformed`: HTTP 200 in the envelope, but one item's cost is a string of text and another's is negative;
 * - `hang`: never answers.
 */
export type StubMode =
  'list' | 'no-preferred' | 'unaccepted-only' | 'empty' | 'server-error' | 'quota' | 'not-json' | 'malformed' | 'hang';

/** How the stub answers a destination search: `found` from its own list; the rest as for the cost call. */
export type SearchMode = 'found' | 'server-error' | 'quota' | 'malformed' | 'hang';

export interface StubRequest {
  method: string;
  path: string;
  key: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
  query: Record<string, string>;
}

export interface RajaOngkirStub {
  baseUrl: string;
  apiKey: string;
  mode: StubMode;
  searchMode: SearchMode;
  requests: StubRequest[];
  /** Cost requests only, and destination searches only. */
  costRequests(): StubRequest[];
  searches(): StubRequest[];
  /** Called when a request is left hanging: a test can then end the caller's wait itself. */
  onHang: (() => void) | undefined;
  close(): Promise<void>;
}

/** One row of Komerce's destination data: a kelurahan, with its own id (never the official district code). */
export interface StubDestination {
  id: number;
  subdistrict: string;
  district: string;
  city: string;
  province: string;
  zip: string;
}

/**
 * The stub's destinations, in the order its search lists them. Komerce writes names in capitals, the city without
 * "Kota"/"Kabupaten", and numbers places its own way. Sukasari is a namesake: a district of Kota Bandung (the
 * shop's) and of three regencies; the Bandung one comes first, so that taking the first hit is wrong for the others.
 */
export const STUB_DESTINATIONS: readonly StubDestination[] = [
  { id: 17350, subdistrict: 'SARIJADI', district: 'SUKASARI', city: 'BANDUNG', province: 'JAWA BARAT', zip: '40151' },
  { id: 17351, subdistrict: 'SUKARASA', district: 'SUKASARI', city: 'BANDUNG', province: 'JAWA BARAT', zip: '40152' },
  {
    id: 17352,
    subdistrict: 'GEGERKALONG',
    district: 'SUKASARI',
    city: 'BANDUNG',
    province: 'JAWA BARAT',
    zip: '40153',
  },
  { id: 17353, subdistrict: 'ISOLA', district: 'SUKASARI', city: 'BANDUNG', province: 'JAWA BARAT', zip: '40154' },
  { id: 21870, subdistrict: 'SUKASARI', district: 'SUKASARI', city: 'SUMEDANG', province: 'JAWA BARAT', zip: '45366' },
  { id: 22910, subdistrict: 'SUKASARI', district: 'SUKASARI', city: 'SUBANG', province: 'JAWA BARAT', zip: '41254' },
  {
    id: 23115,
    subdistrict: 'KERTAMUKTI',
    district: 'SUKASARI',
    city: 'PURWAKARTA',
    province: 'JAWA BARAT',
    zip: '41116',
  },
  { id: 17330, subdistrict: 'DAGO', district: 'COBLONG', city: 'BANDUNG', province: 'JAWA BARAT', zip: '40135' },
  {
    id: 17331,
    subdistrict: 'LEBAK SILIWANGI',
    district: 'COBLONG',
    city: 'BANDUNG',
    province: 'JAWA BARAT',
    zip: '40132',
  },
  {
    id: 3820,
    subdistrict: 'CILEUNYI KULON',
    district: 'CILEUNYI',
    city: 'BANDUNG',
    province: 'JAWA BARAT',
    zip: '40622',
  },
  {
    id: 17590,
    subdistrict: 'GAMBIR',
    district: 'GAMBIR',
    city: 'JAKARTA PUSAT',
    province: 'DKI JAKARTA',
    zip: '10110',
  },
  {
    id: 17591,
    subdistrict: 'CIDENG',
    district: 'GAMBIR',
    city: 'JAKARTA PUSAT',
    province: 'DKI JAKARTA',
    zip: '10150',
  },
];

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

const COST_PATH = '/api/v1/calculate/domestic-cost';
const SEARCH_PATH = '/api/v1/destination/domestic-destination';
const QUOTA = envelope(429, 'Daily request limit exceeded', null);
const KNOWN_IDS = new Set(STUB_DESTINATIONS.map((d) => String(d.id)));

const label = (d: StubDestination) => `${d.subdistrict}, ${d.district}, ${d.city}, ${d.province}, ${d.zip}`;

/**
 * A stand-in for Komerce's RajaOngkir on loopback, answering the documented shapes of its destination search
 * (`GET /api/v1/destination/domestic-destination?search=&limit=&offset=`) and its cost call
 * (`POST /api/v1/calculate/domestic-cost`, form-encoded). It knows only its own destination ids.
 */
export async function startRajaOngkirStub(apiKey = 'stub-rajaongkir-key'): Promise<RajaOngkirStub> {
  const requests: StubRequest[] = [];
  const stub = {
    mode: 'list' as StubMode,
    searchMode: 'found' as SearchMode,
    onHang: undefined as (() => void) | undefined,
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const path = url.pathname;
      const key = typeof req.headers.key === 'string' ? req.headers.key : undefined;
      const contentType = req.headers['content-type'];
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const query = Object.fromEntries(url.searchParams);
      requests.push({ method: req.method ?? '', path, key, contentType, form, query });

      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const hang = () => stub.onHang?.();
      const known = (req.method === 'POST' && path === COST_PATH) || (req.method === 'GET' && path === SEARCH_PATH);
      if (!known) return json(404, envelope(404, 'Not Found', null));
      if (key !== apiKey) return json(401, envelope(401, 'Invalid Api key, key not found', null));

      if (path === SEARCH_PATH) {
        switch (stub.searchMode) {
          case 'hang':
            return hang();
          case 'server-error':
            return json(500, envelope(500, 'Internal Server Error', null));
          case 'quota':
            return json(429, QUOTA);
          case 'malformed':
            return json(200, envelope(200, 'Success Get Domestic Destinations', [{ id: 'SUKASARI', label: 7 }]));
          default: {
            const search = (query.search ?? '').trim().toUpperCase();
            if (!search) return json(400, envelope(400, 'search is required', null));
            const limit = Number(query.limit ?? 10);
            const offset = Number(query.offset ?? 0);
            const found = STUB_DESTINATIONS.filter((d) => label(d).includes(search)).slice(offset, offset + limit);
            if (found.length === 0) return json(404, envelope(404, 'Domestic Destinations Data not found', null));
            return json(
              200,
              envelope(
                200,
                'Success Get Domestic Destinations',
                found.map((d) => ({
                  id: d.id,
                  label: label(d),
                  province_name: d.province,
                  city_name: d.city,
                  district_name: d.district,
                  subdistrict_name: d.subdistrict,
                  zip_code: d.zip,
                })),
              ),
            );
          }
        }
      }

      if (!contentType?.startsWith('application/x-www-form-urlencoded')) {
        return json(400, envelope(400, 'Body must be x-www-form-urlencoded', null));
      }
      const invalid = Object.entries(FORM_RULES).filter(([field, rule]) => !rule.test(form[field] ?? ''));
      if (invalid.length > 0) {
        return json(422, envelope(422, `Invalid field: ${invalid.map(([field]) => field).join(', ')}`, null));
      }
      const unknown = (['origin', 'destination'] as const).filter((field) => !KNOWN_IDS.has(form[field]!));
      if (unknown.length > 0) {
        return json(404, envelope(404, `${unknown.join(' and ')} not found`, null));
      }

      const kg = Math.ceil(Number(form.weight) / 1000);
      switch (stub.mode) {
        case 'hang':
          return hang();
        case 'server-error':
          return json(500, envelope(500, 'Internal Server Error', null));
        case 'quota':
          return json(429, QUOTA);
        case 'not-json':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html><body>Maintenance</body></html>');
        case 'empty':
          return json(200, envelope(200, 'Success Calculate Domestic Shipping cost', []));
        case 'malformed':
          return json(
            200,
            envelope(200, 'Success Calculate Domestic Shipping cost', [
              { ...ITEMS.list[1], cost: 'gratis' },
              { ...ITEMS.list[4], cost: -18_000 },
            ]),
          );
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
    get searchMode() {
      return stub.searchMode;
    },
    set searchMode(mode: SearchMode) {
      stub.searchMode = mode;
    },
    get onHang() {
      return stub.onHang;
    },
    set onHang(handler: (() => void) | undefined) {
      stub.onHang = handler;
    },
    requests,
    costRequests: () => requests.filter((r) => r.path === COST_PATH),
    searches: () => requests.filter((r) => r.path === SEARCH_PATH),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
