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

/**
 * How the stub answers a waybill tracking request (`POST /track/waybill`):
 * - `delivered`: events over three days, the last one the delivery, with the receiver's name (proof of delivery);
 * - `in_transit`: the first days of that journey, not yet delivered;
 * - `returned`: a failed delivery, then the parcel sent back to the shop;
 * - `not_found`: the documented HTTP 404 envelope, no data;
 * - `phone_required`: the validation error JNE's tracking gives without `last_phone_number` (as every answering
 *   mode also gives for courier jne when `last_phone_number` is missing);
 * - `slow`: `in_transit`, after `trackDelayMs`;
 * - `down`: HTTP 503 with an HTML page, as a gateway in front of the provider answers;
 * - `hang`: never answers;
 * - `malformed`: HTTP 200 in the envelope, but one event's date is garbage and its city a number;
 * - `not_json`: HTTP 200 with an HTML page.
 */
export type TrackMode =
  | 'delivered'
  | 'in_transit'
  | 'returned'
  | 'not_found'
  | 'phone_required'
  | 'slow'
  | 'down'
  | 'hang'
  | 'malformed'
  | 'not_json';

/** One event as the courier writes it: its WIB date ('YYYY-MM-DD') and time ('HH:MM' or 'HH:MM:SS'). */
export interface StubTrackEvent {
  date: string;
  time: string;
  description: string;
  city?: string | null;
  code?: string;
}

/**
 * One waybill's own answer, over `trackMode`: its mode, and for the answering modes its events (oldest first as
 * given; the stub lists them newest first, as most couriers do), its receiver, or a whole `data` to answer with.
 */
export interface StubParcel {
  mode: TrackMode;
  events?: readonly StubTrackEvent[];
  receiver?: string;
  data?: unknown;
}

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
  /** How tracking requests are answered, unless `parcels` has the waybill's own answer. */
  trackMode: TrackMode;
  /** How long `slow` waits before it answers. */
  trackDelayMs: number;
  /** Answers per waybill number: one order's parcel delivered, another's still on its way. */
  parcels: Map<string, StubParcel>;
  /** Tracking requests only. */
  trackRequests(): StubRequest[];
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
const TRACK_PATH = '/api/v1/track/waybill';
const QUOTA = envelope(429, 'Daily request limit exceeded', null);
const KNOWN_IDS = new Set(STUB_DESTINATIONS.map((d) => String(d.id)));

const label = (d: StubDestination) => `${d.subdistrict}, ${d.district}, ${d.city}, ${d.province}, ${d.zip}`;

/** Who signs for a `delivered` parcel unless the test names someone. */
export const STUB_POD_RECEIVER = 'SITI RAHAYU';

const PICKED_UP: readonly StubTrackEvent[] = [
  {
    date: '2026-11-23',
    time: '10:15',
    description: 'SHIPMENT RECEIVED BY COUNTER OFFICER AT [BANDUNG]',
    city: 'BANDUNG',
    code: 'PU',
  },
  {
    date: '2026-11-23',
    time: '21:40',
    description: 'PROCESSED AT SORTING CENTER [BANDUNG]',
    city: 'BANDUNG',
    code: 'OP',
  },
  // Couriers list one scan twice now and then.
  {
    date: '2026-11-24',
    time: '06:05:30',
    description: 'DEPARTED FROM TRANSIT [GATEWAY JAKARTA]',
    city: 'JAKARTA',
    code: 'TR',
  },
  {
    date: '2026-11-24',
    time: '06:05:30',
    description: 'DEPARTED FROM TRANSIT [GATEWAY JAKARTA]',
    city: 'JAKARTA',
    code: 'TR',
  },
];

/** Each answering mode's journey, oldest first, in WIB as the courier writes it. */
export const STUB_JOURNEYS: Readonly<Record<'delivered' | 'in_transit' | 'returned', readonly StubTrackEvent[]>> = {
  in_transit: PICKED_UP,
  delivered: [
    ...PICKED_UP,
    {
      date: '2026-11-25',
      time: '08:12',
      description: 'WITH DELIVERY COURIER [JAKARTA PUSAT]',
      city: 'JAKARTA PUSAT',
      code: 'DL',
    },
    {
      date: '2026-11-25',
      time: '14:30',
      description: `DELIVERED TO [${STUB_POD_RECEIVER} | 25-11-2026 14:30 | JAKARTA PUSAT]`,
      city: 'JAKARTA PUSAT',
      code: 'D01',
    },
  ],
  returned: [
    ...PICKED_UP,
    {
      date: '2026-11-25',
      time: '16:20',
      description: 'UNDELIVERED: ALAMAT TIDAK DITEMUKAN [JAKARTA PUSAT]',
      city: 'JAKARTA PUSAT',
      code: 'U01',
    },
    {
      date: '2026-11-28',
      time: '16:45',
      description: 'RETURN TO SHIPPER: PAKET DIKEMBALIKAN KE PENGIRIM [BANDUNG]',
      city: 'BANDUNG',
      code: 'RTS',
    },
  ],
};

const COURIER_NAMES: Record<string, string> = {
  jne: JNE,
  jnt: 'J&T Express',
  sicepat: 'SiCepat Express',
  anteraja: 'AnterAja',
  pos: 'POS Indonesia (POS)',
  tiki: 'Citra Van Titipan Kilat (TIKI)',
  lion: 'Lion Parcel',
  ninja: 'Ninja Xpress',
  ide: 'ID Express',
};

/** The classic RajaOngkir waybill, as Komerce's Track AWB gives it in `data`. */
function waybillData(
  awb: string,
  courier: string,
  state: 'delivered' | 'in_transit' | 'returned',
  journey: readonly StubTrackEvent[],
  receiver: string,
) {
  const last = journey.at(-1);
  const status = { delivered: 'DELIVERED', in_transit: 'ON PROCESS', returned: 'RETURNED' }[state];
  const delivered = state === 'delivered';
  return {
    delivered,
    summary: {
      courier_code: courier,
      courier_name: COURIER_NAMES[courier] ?? courier.toUpperCase(),
      waybill_number: awb,
      service_code: 'REG',
      waybill_date: journey[0]?.date ?? '',
      shipper_name: 'BONEKA SHOP',
      receiver_name: STUB_POD_RECEIVER,
      origin: 'BANDUNG',
      destination: 'JAKARTA PUSAT',
      status,
    },
    details: {
      waybill_number: awb,
      waybill_date: journey[0]?.date ?? '',
      waybill_time: journey[0]?.time ?? '',
      weight: '1',
      origin: 'BANDUNG',
      destination: 'JAKARTA PUSAT',
      shipper_name: 'BONEKA SHOP',
      shipper_address1: '',
      shipper_address2: '',
      shipper_address3: '',
      shipper_city: 'BANDUNG',
      receiver_name: STUB_POD_RECEIVER,
      receiver_address1: '',
      receiver_address2: '',
      receiver_address3: '',
      receiver_city: 'JAKARTA PUSAT',
    },
    delivery_status: {
      status,
      pod_receiver: delivered ? receiver : '',
      pod_date: delivered ? (last?.date ?? '') : '',
      pod_time: delivered ? (last?.time ?? '') : '',
    },
    // Newest first, as most couriers list them.
    manifest: [...journey].reverse().map((event) => ({
      manifest_code: event.code ?? '',
      manifest_description: event.description,
      manifest_date: event.date,
      manifest_time: event.time,
      city_name: event.city ?? '',
    })),
  };
}

const MALFORMED_EVENT = {
  manifest_code: 'OP',
  manifest_description: 'PROCESSED AT SORTING CENTER [BANDUNG]',
  manifest_date: 'kemarin sore',
  manifest_time: '21:40',
  city_name: 40151,
};
const PHONE_REQUIRED = envelope(422, 'last_phone_number is required for courier jne', null);

/**
 * A stand-in for Komerce's RajaOngkir on loopback, answering the documented shapes of its destination search
 * (`GET /api/v1/destination/domestic-destination?search=&limit=&offset=`), its cost call
 * (`POST /api/v1/calculate/domestic-cost`, form-encoded) and its waybill tracking
 * (`POST /api/v1/track/waybill?awb=&courier=`, the same and `last_phone_number` also form-encoded). It knows only
 * its own destination ids.
 */
export async function startRajaOngkirStub(apiKey = 'stub-rajaongkir-key'): Promise<RajaOngkirStub> {
  const requests: StubRequest[] = [];
  const stub = {
    mode: 'list' as StubMode,
    searchMode: 'found' as SearchMode,
    onHang: undefined as (() => void) | undefined,
    trackMode: 'in_transit' as TrackMode,
    trackDelayMs: 200,
  };
  const parcels = new Map<string, StubParcel>();
  const slowAnswers = new Set<NodeJS.Timeout>();

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
      const known =
        (req.method === 'POST' && (path === COST_PATH || path === TRACK_PATH)) ||
        (req.method === 'GET' && path === SEARCH_PATH);
      if (!known) return json(404, envelope(404, 'Not Found', null));
      if (key !== apiKey) return json(401, envelope(401, 'Invalid Api key, key not found', null));

      if (path === TRACK_PATH) {
        const awb = (query.awb ?? form.awb ?? '').trim();
        const courier = (query.courier ?? form.courier ?? '').trim().toLowerCase();
        const digits = form.last_phone_number ?? query.last_phone_number;
        if (!awb || !/^[a-z]+$/.test(courier)) {
          return json(422, envelope(422, 'Invalid field: awb and courier are required', null));
        }
        if (digits !== undefined && !/^\d{5}$/.test(digits)) {
          return json(422, envelope(422, 'last_phone_number must be the last 5 digits of the phone number', null));
        }
        const parcel = parcels.get(awb) ?? { mode: stub.trackMode };
        const html = (status: number, page: string) => {
          res.writeHead(status, { 'content-type': 'text/html' });
          res.end(page);
        };
        const answer = (state: 'delivered' | 'in_transit' | 'returned') => {
          if (courier === 'jne' && digits === undefined) return json(422, PHONE_REQUIRED);
          const data =
            parcel.data ??
            waybillData(
              awb,
              courier,
              state,
              parcel.events ?? STUB_JOURNEYS[state],
              parcel.receiver ?? STUB_POD_RECEIVER,
            );
          return json(200, envelope(200, 'Success Tracking AWB', data));
        };
        switch (parcel.mode) {
          case 'delivered':
          case 'in_transit':
          case 'returned':
            return answer(parcel.mode);
          case 'slow': {
            const timer = setTimeout(() => {
              slowAnswers.delete(timer);
              answer('in_transit');
            }, stub.trackDelayMs);
            slowAnswers.add(timer);
            return;
          }
          case 'not_found':
            return json(404, envelope(404, 'Waybill not found', null));
          case 'phone_required':
            return json(422, PHONE_REQUIRED);
          case 'down':
            return html(503, '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
          case 'hang':
            return hang();
          case 'not_json':
            return html(200, '<html><body>Maintenance</body></html>');
          case 'malformed': {
            const data = waybillData(awb, courier, 'in_transit', STUB_JOURNEYS.in_transit, STUB_POD_RECEIVER);
            data.manifest.splice(1, 0, MALFORMED_EVENT as unknown as (typeof data.manifest)[number]);
            return json(200, envelope(200, 'Success Tracking AWB', data));
          }
        }
      }

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
    get trackMode() {
      return stub.trackMode;
    },
    set trackMode(mode: TrackMode) {
      stub.trackMode = mode;
    },
    get trackDelayMs() {
      return stub.trackDelayMs;
    },
    set trackDelayMs(ms: number) {
      stub.trackDelayMs = ms;
    },
    parcels,
    requests,
    costRequests: () => requests.filter((r) => r.path === COST_PATH),
    searches: () => requests.filter((r) => r.path === SEARCH_PATH),
    trackRequests: () => requests.filter((r) => r.path === TRACK_PATH),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of slowAnswers) clearTimeout(timer);
        slowAnswers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
