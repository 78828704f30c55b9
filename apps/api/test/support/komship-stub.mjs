// A stand-in for Komship, Komerce's delivery-order API, on loopback, written from its documentation
// (dev-collaborator.komerce.id/docs/Delivery-order-api). Plain JavaScript so that the browser tests' server
// (e2e/support/start-server.mjs) starts it too; its types and the meaning of each failure are in komship-stub.d.mts.
import http from 'node:http';
import { clearTimeout, setTimeout } from 'node:timers';
/** The shop's and the test shopper's Sukasari (Kota Bandung) and its namesakes elsewhere; Gambir in Jakarta. */
export const KOMSHIP_DESTINATIONS = [
  { id: 5101, subdistrict: 'SARIJADI', district: 'SUKASARI', city: 'BANDUNG', zip: '40151' },
  { id: 5102, subdistrict: 'SUKARASA', district: 'SUKASARI', city: 'BANDUNG', zip: '40152' },
  { id: 5103, subdistrict: 'GEGERKALONG', district: 'SUKASARI', city: 'BANDUNG', zip: '40153' },
  { id: 5104, subdistrict: 'ISOLA', district: 'SUKASARI', city: 'BANDUNG', zip: '40154' },
  { id: 8801, subdistrict: 'SUKASARI', district: 'SUKASARI', city: 'SUMEDANG', zip: '45366' },
  { id: 9902, subdistrict: 'SUKASARI', district: 'SUKASARI', city: 'SUBANG', zip: '41254' },
  { id: 17590, subdistrict: 'GAMBIR', district: 'GAMBIR', city: 'JAKARTA PUSAT', zip: '10110' },
];
/** What Calculate offers for 1 kg (the stub charges per started kilogram), as Komship names couriers and services. */
const RATES = [
  { shipping_name: 'JNE', service_name: 'REG23', cost: 16_000, cashback: 4_000, cod: true },
  { shipping_name: 'JNE', service_name: 'YES23', cost: 30_000, cashback: 0, cod: true },
  { shipping_name: 'JNT', service_name: 'EZ', cost: 15_000, cashback: 3_750, cod: true },
  { shipping_name: 'SICEPAT', service_name: 'REG', cost: 14_500, cashback: 2_900, cod: true },
  { shipping_name: 'NINJA', service_name: 'Standard', cost: 14_000, cashback: 5_600, cod: true },
  { shipping_name: 'LION', service_name: 'REGPACK', cost: 13_000, cashback: 2_600, cod: false },
];
const envelope = (code, message, data) => ({
  meta: { message, code, status: code < 400 ? 'success' : code === 400 ? 'failed' : 'error' },
  data,
});
/** A one-page PDF, as Label Order's `base_64` carries the vendor's label. */
const LABEL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 283 425]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const ROUTES = {
  'GET /tariff/api/v1/destination/search': 'search',
  'GET /tariff/api/v1/calculate': 'calculate',
  'POST /order/api/v1/orders/store': 'store',
  'POST /order/api/v1/pickup/request': 'pickup',
  'POST /order/api/v1/orders/print-label': 'label',
  'GET /order/api/v1/orders/detail': 'detail',
  'PUT /order/api/v1/orders/cancel': 'cancel',
};
const STORE_FIELDS = [
  'order_date',
  'brand_name',
  'shipper_name',
  'shipper_phone',
  'shipper_destination_id',
  'shipper_address',
  'shipper_email',
  'receiver_name',
  'receiver_phone',
  'receiver_destination_id',
  'receiver_address',
  'shipping',
  'shipping_type',
  'payment_method',
  'shipping_cost',
  'shipping_cashback',
  'service_fee',
  'additional_cost',
  'grand_total',
  'cod_value',
  'insurance_value',
  'order_details',
];
const KNOWN_IDS = new Set(KOMSHIP_DESTINATIONS.map((d) => d.id));
const label = (d) => `${d.subdistrict}, ${d.district}, ${d.city}, ${d.zip}`;
/** Statuses Cancel Order accepts: before the courier has the parcel. */
const CANCELLABLE = new Set(['Created', 'Packing', 'Diajukan']);
export async function startKomshipStub(apiKey = 'stub-komship-key') {
  const stub = {
    failures: new Map(),
    refuseMessage: 'receiver_phone must start with 62 or 8',
    slowMs: 100,
    onHang: undefined,
  };
  const orders = new Map();
  const requests = [];
  const timers = new Set();
  let counter = 0;
  /** The documented answer of each call, on the stub's own state. */
  function answer(call, query, body) {
    switch (call) {
      case 'search': {
        const keyword = (query.keyword ?? '').trim().toUpperCase();
        if (!keyword) return [422, envelope(422, 'keyword is required', null)];
        const found = KOMSHIP_DESTINATIONS.filter((d) => label(d).includes(keyword)).map((d) => ({
          id: d.id,
          label: label(d),
          subdistrict_name: d.subdistrict,
          district_name: d.district,
          city_name: d.city,
          zip_code: d.zip,
        }));
        return [200, envelope(200, 'Sucessfully Get Destination Data', found)];
      }
      case 'calculate': {
        const ids = [query.shipper_destination_id, query.receiver_destination_id].map(Number);
        if (ids.some((id) => !KNOWN_IDS.has(id))) return [400, envelope(400, 'destination not found', null)];
        const kg = Math.max(1, Math.ceil(Number(query.weight)));
        if (!Number.isFinite(kg)) return [422, envelope(422, 'weight is required', null)];
        const cod = query.cod === 'yes';
        const rows = RATES.filter((r) => !cod || r.cod).map((r) => ({
          shipping_name: r.shipping_name,
          service_name: r.service_name,
          weight: kg,
          is_cod: r.cod,
          shipping_cost: r.cost * kg,
          shipping_cashback: r.cashback * kg,
          shipping_cost_net: (r.cost - r.cashback) * kg,
          grandtotal: Number(query.item_value) + r.cost * kg,
          service_fee: cod ? Math.round((Number(query.item_value) + r.cost * kg) * 0.028) : 0,
          net_income: 0,
          etd: '2-3 day',
        }));
        return [
          200,
          envelope(200, 'Success Calculate Shipping', {
            calculate_reguler: rows,
            calculate_cargo: [],
            calculate_instant: [],
          }),
        ];
      }
      case 'store': {
        const missing = STORE_FIELDS.filter((f) => body[f] === undefined || body[f] === null || body[f] === '');
        if (missing.length > 0) return [422, envelope(422, `${missing.join(', ')} is required`, null)];
        for (const field of ['shipper_phone', 'receiver_phone']) {
          if (!/^(62|8)\d{7,13}$/.test(String(body[field]))) {
            return [400, envelope(400, `${field} must start with 62 or 8`, null)];
          }
        }
        for (const field of ['shipper_destination_id', 'receiver_destination_id']) {
          if (!KNOWN_IDS.has(Number(body[field]))) return [400, envelope(400, `${field} not found`, null)];
        }
        const offered = RATES.some((r) => r.shipping_name === body.shipping && r.service_name === body.shipping_type);
        if (!offered) return [400, envelope(400, 'shipping_type not available', null)];
        counter += 1;
        const orderNo = `KOM${String(202611210000 + counter)}`;
        orders.set(orderNo, { orderNo, body, status: 'Created', awb: null, pickup: null });
        return [201, envelope(201, 'Success Create New Order', { order_id: 9000 + counter, order_no: orderNo })];
      }
      case 'pickup': {
        const valid =
          /^\d{4}-\d{2}-\d{2}$/.test(String(body.pickup_date)) &&
          /^\d{2}:\d{2}$/.test(String(body.pickup_time)) &&
          ['Motor', 'Mobil', 'Truk'].includes(String(body.pickup_vehicle)) &&
          Array.isArray(body.orders);
        if (!valid)
          return [400, envelope(400, 'Pickup request failed: check pickup_date, pickup_time, pickup_vehicle', null)];
        const results = body.orders.map(({ order_no }) => {
          const order = orders.get(String(order_no));
          if (!order || order.status !== 'Created') return { status: 'failed', order_no, awb: '' };
          order.status = 'Diajukan';
          order.awb = `KOMERKOM${order.orderNo.slice(3)}`;
          order.pickup = body;
          return { status: 'success', order_no, awb: order.awb };
        });
        return [201, envelope(201, 'Success Request Pickup', results)];
      }
      case 'label': {
        const order = orders.get(query.order_no ?? '');
        if (!/^page_[12456]$/.test(query.page ?? '')) return [422, envelope(422, 'Generate print label failed', null)];
        if (!order?.awb || order.status === 'Dibatalkan') {
          return [500, envelope(500, 'Generate Print Label failed', 'order_no not found')];
        }
        return [
          200,
          envelope(200, 'Generate Print Label success', {
            path: `/storage/label-${order.orderNo}.pdf`,
            base_64: LABEL_PDF.toString('base64'),
          }),
        ];
      }
      case 'detail': {
        const order = orders.get(query.order_no ?? '');
        if (!order) return [400, envelope(400, 'Get Order detail failed', { errors: 'Data not found' })];
        return [
          200,
          envelope(200, 'Success get order detail', {
            ...order.body,
            order_no: order.orderNo,
            awb: order.awb ?? '',
            order_status: order.status,
          }),
        ];
      }
      case 'cancel': {
        const order = orders.get(String(body.order_no ?? ''));
        if (!order) return [400, envelope(400, 'order_no not found', null)];
        if (!CANCELLABLE.has(order.status)) {
          return [
            422,
            envelope(422, 'cancel order failed', { errors: 'Failed Cancel order, order status not eligible' }),
          ];
        }
        order.status = 'Dibatalkan';
        return [200, envelope(200, 'success cancel order', null)];
      }
    }
  }
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const query = Object.fromEntries(url.searchParams);
      const raw = Buffer.concat(chunks).toString('utf8');
      let body = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const key = req.headers['x-api-key'];
      const call = ROUTES[`${req.method} ${url.pathname}`] ?? null;
      requests.push({ call, method: req.method ?? '', path: url.pathname, key, query, body });
      const json = (status, payload) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (!call) return json(404, envelope(404, 'Not Found', null));
      if (key !== apiKey) return json(401, envelope(401, 'Invalid Api key, key not found', null));
      const respond = () => {
        const [status, payload] = answer(call, query, body ?? {});
        json(status, payload);
      };
      switch (stub.failures.get(call)) {
        case 'down':
          res.writeHead(503, { 'content-type': 'text/html' });
          return res.end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
        case 'refuse':
          return json(422, envelope(422, stub.refuseMessage, null));
        case 'malformed':
          return json(200, envelope(200, 'Success', { order_no: 42, awb: { number: null }, base_64: 7 }));
        case 'hang':
          stub.onHang?.();
          return;
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            respond();
          }, stub.slowMs);
          timers.add(timer);
          return;
        }
        default:
          return respond();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    failures: stub.failures,
    get refuseMessage() {
      return stub.refuseMessage;
    },
    set refuseMessage(message) {
      stub.refuseMessage = message;
    },
    get slowMs() {
      return stub.slowMs;
    },
    set slowMs(ms) {
      stub.slowMs = ms;
    },
    get onHang() {
      return stub.onHang;
    },
    set onHang(handler) {
      stub.onHang = handler;
    },
    orders,
    requests,
    callsOf: (call) => requests.filter((r) => r.call === call),
    pickUp(orderNo, status = 'Dijemput') {
      const order = orders.get(orderNo);
      if (!order) throw new Error(`no Komship order ${orderNo}`);
      order.status = status;
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
