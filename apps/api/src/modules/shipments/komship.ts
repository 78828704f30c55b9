import { z } from 'zod';

/**
 * Komship, Komerce's delivery-order API (decision 058), as its documentation describes it: every call carries the
 * `x-api-key` header and answers `{ meta: { message, code, status }, data }`. Every reply is parsed against the
 * documented shape; anything else is a `KomshipError` whose message the owner can act on.
 */
export interface KomshipConfig {
  apiKey: string;
  baseUrl: string;
  /** How long one call may take; the documentation names no limit. */
  timeoutMs: number;
  /** The signal that ends one call's wait; tests pass their own instead of waiting for a timer. */
  deadline?: () => AbortSignal;
}

/** Why the vendor gave no usable answer: out of reach or failing (5xx), refusing (4xx), unreadable, or too slow. */
export type KomshipFailure = 'down' | 'refused' | 'malformed' | 'timeout';

/**
 * A call to Komship that gave no usable answer. `message` is the owner's sentence (Indonesian, with the vendor's own
 * words when it gave some), kept on the shipment; `detail` is for the server log.
 */
export class KomshipError extends Error {
  constructor(
    readonly kind: KomshipFailure,
    message: string,
    readonly detail: string,
    /** The vendor's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

const Meta = z.object({
  message: z.string().max(2000).optional(),
  code: z.number().optional(),
  status: z.string().max(40).optional(),
});
const text = (max: number) => z.string().max(max);
const Id = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const OrderNo = z.string().trim().min(1).max(60);

const Destination = z.object({
  id: Id,
  label: text(300),
  subdistrict_name: text(100).nullish(),
  district_name: text(100),
  city_name: text(100),
  zip_code: text(10).nullish(),
});
export type KomshipDestination = z.output<typeof Destination>;

const Rupiah = z.number().min(0).max(1_000_000_000);
const Rate = z.object({
  shipping_name: text(40).min(1),
  service_name: text(60).min(1),
  is_cod: z.boolean().optional(),
  shipping_cost: Rupiah,
  shipping_cashback: Rupiah,
  service_fee: Rupiah.optional(),
});
export type KomshipRate = z.output<typeof Rate>;
const Rates = z.object({
  calculate_reguler: z.array(Rate).max(200).nullish(),
  calculate_cargo: z.array(Rate).max(200).nullish(),
  calculate_instant: z.array(Rate).max(200).nullish(),
});

const Stored = z.object({ order_no: OrderNo });
const PickupResult = z.object({ status: text(20), order_no: OrderNo, awb: text(60).nullish() });
const Label = z.object({ base_64: z.string().min(8).max(20_000_000) });
const Detail = z.object({ order_no: OrderNo, awb: text(60).nullish(), order_status: text(60).nullish() });
export type KomshipOrderDetail = z.output<typeof Detail>;

/** The body of "Store Order" (`POST /order/api/v1/orders/store`) as its documentation lists it. */
export interface KomshipOrderBody {
  order_date: string;
  brand_name: string;
  shipper_name: string;
  shipper_phone: string;
  shipper_destination_id: number;
  shipper_address: string;
  shipper_email: string;
  receiver_name: string;
  receiver_phone: string;
  receiver_destination_id: number;
  receiver_address: string;
  shipping: string;
  shipping_type: string;
  payment_method: 'COD' | 'BANK TRANSFER';
  shipping_cost: number;
  shipping_cashback: number;
  service_fee: number;
  additional_cost: number;
  grand_total: number;
  cod_value: number;
  insurance_value: number;
  order_details: {
    product_name: string;
    product_variant_name: string;
    product_price: number;
    product_width: number;
    product_height: number;
    product_length: number;
    product_weight: number;
    qty: number;
    subtotal: number;
  }[];
}

export interface KomshipPickup {
  /** WIB, `YYYY-MM-DD` and `HH:MM`. */
  date: string;
  time: string;
  vehicle: 'Motor' | 'Mobil' | 'Truk';
  orderNo: string;
}

/** The vendor's own words of a refusal: `meta.message`, and `data.errors` or a `data` sentence when it gives one. */
function vendorWords(body: unknown): string | null {
  const envelope = (body ?? {}) as { meta?: unknown; data?: unknown };
  const meta = Meta.safeParse(envelope.meta);
  const data = envelope.data as { errors?: unknown } | string | null | undefined;
  const extra = typeof data === 'string' ? data : typeof data?.errors === 'string' ? data.errors : null;
  const words = [meta.success ? meta.data.message : undefined, extra]
    .map((w) => w?.replace(/\s+/g, ' ').trim())
    .filter((w): w is string => Boolean(w));
  return words.length > 0 ? [...new Set(words)].join(': ').slice(0, 300) : null;
}

const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

const malformed = (what: string, detail: string) =>
  new KomshipError(
    'malformed',
    'Jawaban Komship tidak bisa dibaca. Coba lagi; kalau terulang, periksa pesanan ini di dasbor Komship.',
    `${what}: ${detail}`,
  );

/** The `data` of a 2xx reply, parsed against its documented shape. */
function dataOf<T extends z.ZodType>(what: string, body: unknown, schema: T): z.output<T> {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as { meta?: unknown; data?: unknown };
  const meta = Meta.safeParse(envelope.meta);
  const data = schema.safeParse(envelope.data);
  if (!meta.success || envelope.meta === undefined || !data.success) {
    throw malformed(what, 'reply not in the documented shape');
  }
  return data.data as z.output<T>;
}

/** An HTTP answer that is not a success, as the owner reads it: Komship down (5xx, 429), or refusing (4xx). */
function failureOf(what: string, status: number, body: unknown): KomshipError | null {
  const words = vendorWords(body);
  if (status >= 500 || status === 429) {
    const said = words ? `: ${words}` : '';
    return new KomshipError(
      'down',
      `Komship sedang bermasalah (HTTP ${status}${said}). Coba lagi sebentar lagi.`,
      `${what}: HTTP ${status}${body === undefined ? ' with a body that is not JSON' : said}`,
      status,
    );
  }
  if (status >= 400) {
    const said = words ?? 'tanpa keterangan';
    const key = status === 401 ? ' Periksa KOMSHIP_API_KEY.' : '';
    return new KomshipError('refused', `Komship menolak (HTTP ${status}): ${said}.${key}`, `${what}: ${said}`, status);
  }
  return null;
}

type Method = 'GET' | 'POST' | 'PUT';
type CallOptions = { query?: Record<string, string>; body?: unknown };

/** One call to Komship: its JSON answer, or a `KomshipError` for every way it fails. */
async function komshipCall(
  config: KomshipConfig,
  what: string,
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<unknown> {
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const signal = (config.deadline ?? (() => AbortSignal.timeout(config.timeoutMs)))();
  let response: Response;
  let raw: string;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}${path}${query}`, {
      method,
      headers: {
        'x-api-key': config.apiKey,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
    raw = await response.text();
  } catch (error) {
    if (timedOut(error) || signal.aborted) {
      const seconds = Math.round(config.timeoutMs / 1000);
      throw new KomshipError(
        'timeout',
        `Komship tidak menjawab dalam ${seconds} detik. Coba lagi.`,
        `${what}: timeout`,
      );
    }
    throw new KomshipError(
      'down',
      'Komship tidak bisa dihubungi. Coba lagi sebentar lagi.',
      `${what}: ${(error as Error).name}`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = undefined;
  }
  const failure = failureOf(what, response.status, body);
  if (failure) throw failure;
  if (body === undefined) throw malformed(what, `HTTP ${response.status} with a body that is not JSON`);
  return body;
}

export function komshipClient(config: KomshipConfig) {
  const call = (what: string, method: Method, path: string, options?: CallOptions) =>
    komshipCall(config, what, method, path, options);

  return {
    /** "Search Destination": kelurahan rows whose names or postal code contain `keyword`; none is an empty list. */
    async searchDestinations(keyword: string): Promise<KomshipDestination[]> {
      let body: unknown;
      try {
        body = await call('destination search', 'GET', '/tariff/api/v1/destination/search', { query: { keyword } });
      } catch (error) {
        // A search that finds nothing may answer 404 in the envelope: that is an answer, not a failure.
        if (error instanceof KomshipError && error.status === 404) return [];
        throw error;
      }
      return dataOf('destination search', body, z.array(Destination).max(1000).nullable()) ?? [];
    },

    /** "Calculate": the services that carry this parcel, with the costs "Store Order" must repeat. */
    async rates(query: {
      origin: number;
      destination: number;
      kilograms: number;
      itemValue: number;
      cod: boolean;
    }): Promise<KomshipRate[]> {
      const body = await call('calculate', 'GET', '/tariff/api/v1/calculate', {
        query: {
          shipper_destination_id: String(query.origin),
          receiver_destination_id: String(query.destination),
          weight: String(query.kilograms),
          item_value: String(query.itemValue),
          cod: query.cod ? 'yes' : 'no',
        },
      });
      const data = dataOf('calculate', body, Rates);
      return [...(data.calculate_reguler ?? []), ...(data.calculate_cargo ?? []), ...(data.calculate_instant ?? [])];
    },

    /** "Store Order": Komship's own order number for the parcel. */
    async storeOrder(order: KomshipOrderBody): Promise<string> {
      const body = await call('store order', 'POST', '/order/api/v1/orders/store', { body: order });
      return dataOf('store order', body, Stored).order_no;
    },

    /**
     * "Pickup Order": the airway bill. The vendor answers 201 even when it refuses one order of the request; that
     * order's `status` says so.
     */
    async requestPickup(pickup: KomshipPickup): Promise<string> {
      const body = await call('pickup', 'POST', '/order/api/v1/pickup/request', {
        body: {
          pickup_date: pickup.date,
          pickup_time: pickup.time,
          pickup_vehicle: pickup.vehicle,
          orders: [{ order_no: pickup.orderNo }],
        },
      });
      const results = dataOf('pickup', body, z.array(PickupResult).max(100));
      const mine = results.find((r) => r.order_no === pickup.orderNo);
      if (!mine) throw malformed('pickup', 'the reply does not name the order');
      const awb = mine.awb?.trim();
      if (mine.status.toLowerCase() !== 'success' || !awb) {
        throw new KomshipError(
          'refused',
          `Komship menolak permintaan pick-up (status ${mine.status}). Periksa jadwal dan alamat pengirim, lalu coba lagi.`,
          `pickup: status ${mine.status}`,
        );
      }
      return awb;
    },

    /** "Label Order": the vendor's label as a PDF (one label on a 10 × 15 cm thermal page). */
    async label(orderNo: string): Promise<Buffer> {
      const body = await call('print label', 'POST', '/order/api/v1/orders/print-label', {
        query: { page: 'page_6', order_no: orderNo },
      });
      const pdf = Buffer.from(dataOf('print label', body, Label).base_64, 'base64');
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw malformed('print label', 'base_64 is not a PDF');
      return pdf;
    },

    /** "Detail Order": what Komship itself says of its order; null when it does not know the number. */
    async detail(orderNo: string): Promise<KomshipOrderDetail | null> {
      let body: unknown;
      try {
        body = await call('order detail', 'GET', '/order/api/v1/orders/detail', { query: { order_no: orderNo } });
      } catch (error) {
        // The documented "Data not found" is HTTP 400.
        if (error instanceof KomshipError && error.status === 400 && /not found/i.test(error.detail)) return null;
        throw error;
      }
      const detail = dataOf('order detail', body, Detail);
      if (detail.order_no !== orderNo) throw malformed('order detail', 'the reply names another order');
      return detail;
    },

    /** "Cancel Order": only while Komship's order is Created or Packing (not picked up). */
    async cancel(orderNo: string): Promise<void> {
      const body = await call('cancel', 'PUT', '/order/api/v1/orders/cancel', { body: { order_no: orderNo } });
      dataOf('cancel', body, z.unknown());
    },
  };
}
export type KomshipClient = ReturnType<typeof komshipClient>;
