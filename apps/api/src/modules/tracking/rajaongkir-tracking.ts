import { z } from 'zod';
import { TRACKING_PLACE_MAX, TRACKING_TEXT_MAX } from '@boneka/shared';
import { wibMoment } from '../../lib/wib.js';
import { RAJAONGKIR_BASE_URL, RajaOngkirError } from '../../lib/komerce.js';

/** One thing the courier said of a parcel: when (ISO, UTC), where, what, and the courier's own code for it. */
export interface TrackingEvent {
  at: string;
  place: string | null;
  text: string;
  code: string | null;
}

/** What the courier knows of a waybill; an unknown waybill is an answer too, not a failure. */
export type TrackingAnswer =
  | { found: false }
  | {
      found: true;
      state: 'in_transit' | 'delivered' | 'returned' | 'lost';
      /** Oldest first, each event once. */
      events: TrackingEvent[];
      /** Who signed for the parcel, when it is delivered and the courier says. */
      receiver: string | null;
      deliveredAt: string | null;
    };

export interface TrackingQuery {
  awb: string;
  /** Our (and Komerce's) lower-case courier code. */
  courier: string;
  /** The last five digits of the recipient's phone number: JNE answers only with them. */
  lastPhoneDigits?: string;
}

/** JNE would not answer without the last digits of the recipient's phone number (or refused the ones sent). */
export class TrackingPhoneRequired extends RajaOngkirError {}

/** More events than any parcel's journey has: a longer list is not a courier's. */
const EVENTS_MAX = 500;
/** A reply larger than this is not read to its end. */
const REPLY_MAX_BYTES = 2 * 1024 * 1024;
const AWB = /^[A-Za-z0-9-]{1,50}$/;
const COURIER = /^[a-z]{2,20}$/;
const PHONE_DIGITS = /^\d{5}$/;

const Meta = z.object({
  code: z.number().optional(),
  status: z.string().optional(),
  message: z.string().max(1000).optional(),
});

/** Text the courier may leave out, send as null or as an empty string: trimmed, and null when empty. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A courier's WIB date ('YYYY-MM-DD') and time ('HH:MM' or 'HH:MM:SS') as an ISO instant; null when not one. */
function wibInstant(date: string, time: string): string | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  if (year < 2000 || year > 2100) return null;
  const [hour, minute, second] = [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)];
  // A date that does not exist (31 November) is no date, not another one (wibMoment).
  return wibMoment(year, month, dayOfMonth, hour, minute, second)?.toISOString() ?? null;
}

/** Every event must be whole and dated: one malformed event makes the reply malformed, not a shorter journey. */
const ManifestItem = z
  .object({
    manifest_code: z
      .union([z.string().trim().max(40), z.number().int().nonnegative().max(1e9).transform(String)])
      .nullish()
      .transform((code) => code || null),
    manifest_description: z.string().trim().min(1).max(TRACKING_TEXT_MAX),
    manifest_date: z.string().trim(),
    manifest_time: z.string().trim(),
    city_name: optionalText(TRACKING_PLACE_MAX),
  })
  .transform((item, ctx): TrackingEvent => {
    const at = wibInstant(item.manifest_date, item.manifest_time);
    if (!at) {
      ctx.addIssue({ code: 'custom', message: 'an event with no readable date and time' });
      return z.NEVER;
    }
    return { at, place: item.city_name, text: item.manifest_description, code: item.manifest_code };
  });

const Summary = z.object({
  courier_code: optionalText(40),
  courier_name: optionalText(200),
  waybill_number: optionalText(100),
  service_code: optionalText(80),
  waybill_date: optionalText(40),
  shipper_name: optionalText(200),
  receiver_name: optionalText(200),
  origin: optionalText(TRACKING_PLACE_MAX),
  destination: optionalText(TRACKING_PLACE_MAX),
  status: optionalText(200),
});

const DeliveryStatus = z
  .object({
    status: optionalText(200),
    pod_receiver: optionalText(200),
    pod_date: optionalText(40),
    pod_time: optionalText(40),
  })
  .transform((pod, ctx) => {
    // A proof of delivery with a date must have a readable one; one without either leaves the time to the events.
    const at = pod.pod_date && pod.pod_time ? wibInstant(pod.pod_date, pod.pod_time) : null;
    if (pod.pod_date && pod.pod_time && !at) ctx.addIssue({ code: 'custom', message: 'an unreadable delivery time' });
    return { status: pod.status, receiver: pod.pod_receiver, at };
  });

const Waybill = z.object({
  delivered: z.boolean(),
  summary: Summary.nullish(),
  // Addresses and weights: not kept, only required to be what the documentation says (an object).
  details: z.object({}).nullish(),
  delivery_status: DeliveryStatus.nullish(),
  manifest: z.array(ManifestItem).max(EVENTS_MAX).nullish(),
});
type Waybill = z.output<typeof Waybill>;
const TrackReply = z.object({ meta: Meta, data: Waybill });

const RETURNED = /\b(retur|return|returned|dikembalikan)\b/i;
const LOST = /\b(lost|hilang)\b/i;
const DELIVERED = /\bdelivered\b/i;
const NOT_DELIVERED = /\bnot\s+delivered\b/i;
/** A refusal that asks for the recipient's phone digits (JNE's extra check). */
const PHONE_ASKED = /last_phone_number|phone|telepon|\bno\.?\s*hp\b/i;

/**
 * What the courier's last word is. A parcel sent back is `returned` even when the courier calls its arrival back at
 * the shop "delivered" (it was not delivered to the shopper); then `lost`; then `delivered`.
 */
function stateOf(waybill: Waybill, events: TrackingEvent[]): 'in_transit' | 'delivered' | 'returned' | 'lost' {
  const statuses = [waybill.summary?.status, waybill.delivery_status?.status, events.at(-1)?.text].filter(
    (status): status is string => !!status,
  );
  if (statuses.some((status) => RETURNED.test(status))) return 'returned';
  if (statuses.some((status) => LOST.test(status))) return 'lost';
  const podStatus = waybill.delivery_status?.status ?? '';
  if (waybill.delivered || (DELIVERED.test(podStatus) && !NOT_DELIVERED.test(podStatus))) return 'delivered';
  return 'in_transit';
}

/** Oldest first (couriers list either way), each event once (couriers repeat one when asked again). */
function journey(events: TrackingEvent[]): TrackingEvent[] {
  const listed = events.length > 1 && events[0]!.at > events.at(-1)!.at ? [...events].reverse() : [...events];
  listed.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const seen = new Set<string>();
  return listed.filter((event) => {
    const key = `${event.at}\n${event.place ?? ''}\n${event.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const sameWaybill = (a: string, b: string) =>
  a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/**
 * Komerce's RajaOngkir "Track AWB" (`POST /track/waybill?awb=&courier=`, the same fields form-encoded, with the
 * `key` header). Every reply is parsed against its documented shape (the classic RajaOngkir waybill in Komerce's
 * `meta`/`data` envelope); anything else is a `RajaOngkirError` whose message is fit for the server log.
 */
export function rajaOngkirTracker(config: { apiKey: string; baseUrl?: string }) {
  const base = (config.baseUrl ?? RAJAONGKIR_BASE_URL).replace(/\/+$/, '');

  /** The provider's own words, for the log: never the key, no control characters, not too long. */
  const logSafe = (message: string) =>
    (config.apiKey ? message.split(config.apiKey).join('[key]') : message)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .slice(0, 200);

  const failed = (error: unknown, signal: AbortSignal) => {
    if (signal.aborted) {
      const reason: unknown = signal.reason;
      return new RajaOngkirError(`request failed: ${reason instanceof Error ? reason.name : 'AbortError'}`);
    }
    const cause = (error as { cause?: { code?: unknown } }).cause?.code;
    const name = error instanceof Error ? error.name : 'Error';
    return new RajaOngkirError(`request failed: ${name}${typeof cause === 'string' ? ` (${cause})` : ''}`);
  };

  async function readText(response: Response): Promise<string> {
    const reader = response.body?.getReader();
    if (!reader) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > REPLY_MAX_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new RajaOngkirError(`HTTP ${response.status}: a reply larger than ${REPLY_MAX_BYTES} bytes`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  async function call(url: string, body: URLSearchParams, signal: AbortSignal) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { key: config.apiKey, accept: 'application/json' },
        body,
        signal,
      });
    } catch (error) {
      throw failed(error, signal);
    }
    let text: string;
    try {
      text = await readText(response);
    } catch (error) {
      if (error instanceof RajaOngkirError) throw error;
      throw failed(error, signal);
    }
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new RajaOngkirError(`HTTP ${response.status} with a body that is not JSON`);
    }
  }

  return {
    /** What the courier says of one waybill now. */
    async track(query: TrackingQuery, signal: AbortSignal): Promise<TrackingAnswer> {
      const awb = query.awb.trim();
      const courier = query.courier.trim().toLowerCase();
      const digits = query.lastPhoneDigits?.trim();
      if (!AWB.test(awb)) throw new RajaOngkirError('not asked: the waybill number is not one a courier writes');
      if (!COURIER.test(courier)) throw new RajaOngkirError('not asked: the courier code is not one');
      if (digits !== undefined && !PHONE_DIGITS.test(digits)) {
        throw new RajaOngkirError('not asked: the phone digits are not five digits');
      }

      const form = new URLSearchParams({ awb, courier });
      if (digits !== undefined) form.set('last_phone_number', digits);
      const { status, body } = await call(
        `${base}/track/waybill?${new URLSearchParams({ awb, courier })}`,
        form,
        signal,
      );

      const envelope = body !== null && typeof body === 'object' ? (body as { meta?: unknown; data?: unknown }) : {};
      const meta = Meta.safeParse(envelope.meta);
      const code = meta.success ? meta.data.code : undefined;
      const message = logSafe((meta.success && meta.data.message) || 'no message');
      // The documented "not found" is an answer: the courier does not know this waybill (yet).
      if ((status === 404 || code === 404) && meta.success && envelope.data == null) return { found: false };
      const refused = status < 200 || status >= 300 || (code !== undefined && code >= 400);
      if (refused && [400, 422].some((c) => c === status || c === code) && PHONE_ASKED.test(message)) {
        throw new TrackingPhoneRequired(`HTTP ${status}: ${message}`);
      }
      if (refused) throw new RajaOngkirError(`HTTP ${status}: ${message}`);

      const reply = TrackReply.safeParse(body);
      if (!reply.success) throw new RajaOngkirError(`HTTP ${status}: malformed tracking reply`);
      const waybill = reply.data.data;
      const answered = waybill.summary?.waybill_number;
      if (answered && !sameWaybill(answered, awb)) {
        throw new RajaOngkirError(`HTTP ${status}: a tracking reply for another waybill`);
      }

      const events = journey(waybill.manifest ?? []);
      const state = stateOf(waybill, events);
      const delivered = state === 'delivered';
      return {
        found: true,
        state,
        events,
        receiver: delivered ? (waybill.delivery_status?.receiver ?? null) : null,
        deliveredAt: delivered ? (waybill.delivery_status?.at ?? events.at(-1)?.at ?? null) : null,
      };
    },
  };
}
export type RajaOngkirTracker = ReturnType<typeof rajaOngkirTracker>;
