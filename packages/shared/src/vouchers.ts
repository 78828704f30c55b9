import { formatRupiah } from './money.js';
import { WIB_ZONE } from './wib.js';

/** A discount on the goods (a percentage or a Rupiah amount), or Gratis Ongkir: the courier's cost off, up to `value`. */
export type VoucherType = 'percent' | 'fixed' | 'shipping';

/** The products a voucher is limited to: these products, or products in these categories (empty: every product). */
export interface VoucherScope {
  product_ids: number[];
  category_ids: number[];
}

export interface Voucher {
  code: string;
  type: VoucherType;
  /** Percent (1–100) or whole Rupiah. */
  value: number;
  /** The most a percentage takes off, in Rupiah; null or absent: no cap. */
  max_discount?: number | null;
  /** The subtotal (of the products it is limited to) below which the voucher gives nothing; 0 or absent: none. */
  min_spend?: number;
  /** Limited to some products or categories; null or absent: the whole order. */
  scope?: VoucherScope | null;
}

/** Whether a voucher limited by `scope` covers a line of this product in these categories. */
export function voucherCovers(
  scope: VoucherScope | null | undefined,
  line: { product_id?: number; category_ids?: readonly number[] },
): boolean {
  if (!scope || (scope.product_ids.length === 0 && scope.category_ids.length === 0)) return true;
  if (line.product_id !== undefined && scope.product_ids.includes(line.product_id)) return true;
  return (line.category_ids ?? []).some((id) => scope.category_ids.includes(id));
}

/**
 * The one discount rule on goods for cart, checkout summary and server: a percentage rounded down to whole Rupiah and
 * held under its cap, nothing below the minimum spend, never more than the subtotal. `subtotal` is what the voucher
 * covers (orderAmounts sums only the lines a limited voucher is for). Gratis Ongkir takes nothing off the goods.
 */
export function voucherDiscount(voucher: Voucher | Omit<Voucher, 'code'> | null | undefined, subtotal: number): number {
  if (!voucher || voucher.type === 'shipping' || subtotal <= 0 || subtotal < (voucher.min_spend ?? 0)) return 0;
  let raw = voucher.type === 'percent' ? Math.floor((subtotal * voucher.value) / 100) : voucher.value;
  if (voucher.type === 'percent' && voucher.max_discount != null) raw = Math.min(raw, voucher.max_discount);
  return Math.max(0, Math.min(raw, subtotal));
}

/** Gratis Ongkir: the courier's cost off, up to the voucher's cap, when what it covers reaches its minimum spend. */
export function shippingDiscount(
  voucher: Voucher | Omit<Voucher, 'code'> | null | undefined,
  covered: number,
  shipping: number | null,
): number {
  if (!voucher || voucher.type !== 'shipping' || shipping === null || covered <= 0) return 0;
  if (covered < (voucher.min_spend ?? 0)) return 0;
  return Math.max(0, Math.min(shipping, voucher.value));
}

export const normalizeVoucherCode = (code: string) => code.trim().toUpperCase();

/** What a code may look like: capitals, digits and hyphens, 3 to 32 of them (after upper-casing). */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

/** The owner's switch: `ended` is final; paused comes back with resume. */
export type VoucherState = 'active' | 'paused' | 'ended';
/** What the owner's list shows: the state with the clock applied (a start still ahead, an end passed). */
export type VoucherStatus = 'scheduled' | 'active' | 'paused' | 'ended';

export interface VoucherRules extends Voucher {
  state: VoucherState;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit_total: number | null;
  usage_limit_per_customer: number | null;
  used_count: number;
}

/** Ended by the owner or by its end time: nothing can change it any more. */
export const voucherHasEnded = (v: Pick<VoucherRules, 'state' | 'ends_at'>, now: Date) =>
  v.state === 'ended' || (v.ends_at !== null && Date.parse(v.ends_at) <= now.getTime());

export function voucherStatus(v: Pick<VoucherRules, 'state' | 'starts_at' | 'ends_at'>, now: Date): VoucherStatus {
  if (voucherHasEnded(v, now)) return 'ended';
  if (v.state === 'paused') return 'paused';
  if (v.starts_at !== null && Date.parse(v.starts_at) > now.getTime()) return 'scheduled';
  return 'active';
}

/** Why a code gives no discount, each with its own error code and message (cart, checkout and order alike). */
export const VOUCHER_REFUSALS = {
  not_found: 'VOUCHER_NOT_FOUND',
  inactive: 'VOUCHER_INACTIVE',
  not_started: 'VOUCHER_NOT_STARTED',
  expired: 'VOUCHER_EXPIRED',
  min_spend: 'VOUCHER_MIN_SPEND',
  used_up: 'VOUCHER_USED_UP',
  customer_limit: 'VOUCHER_CUSTOMER_LIMIT',
  not_applicable: 'VOUCHER_NOT_APPLICABLE',
} as const;
export type VoucherRefusal = keyof typeof VOUCHER_REFUSALS;
export type VoucherRefusalCode = (typeof VOUCHER_REFUSALS)[VoucherRefusal];

/**
 * The first reason `voucher` does not apply now to this subtotal (of the lines it covers) and this customer's earlier
 * uses (`usedByCustomer`, unknown for a shopper not signed in), or null when it applies. `coversAny` false: a voucher
 * limited to some products, and none of them is being bought.
 */
export function voucherRefusal(
  v: VoucherRules,
  context: { now: Date; subtotal?: number; usedByCustomer?: number; coversAny?: boolean },
): VoucherRefusal | null {
  const now = context.now.getTime();
  if (v.ends_at !== null && Date.parse(v.ends_at) <= now) return 'expired';
  if (v.state !== 'active') return 'inactive';
  if (v.starts_at !== null && Date.parse(v.starts_at) > now) return 'not_started';
  if (v.usage_limit_total !== null && v.used_count >= v.usage_limit_total) return 'used_up';
  if (
    v.usage_limit_per_customer !== null &&
    context.usedByCustomer !== undefined &&
    context.usedByCustomer >= v.usage_limit_per_customer
  )
    return 'customer_limit';
  if (context.coversAny === false) return 'not_applicable';
  if (context.subtotal !== undefined && context.subtotal < (v.min_spend ?? 0)) return 'min_spend';
  return null;
}

// Kept here rather than in wib.ts, which every shop page loads: only the cart and the owner's vouchers need it.
const MINUTE = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;
const shortDateTimes = {
  id: new Intl.DateTimeFormat('id-ID', { ...MINUTE, timeZone: WIB_ZONE }),
  en: new Intl.DateTimeFormat('en-GB', { ...MINUTE, timeZone: WIB_ZONE }),
};

/**
 * "1 Des 2026 00:00 WIB" / "1 Dec 2026 00:00 WIB": a voucher's start or end, put together from its parts (ICU
 * versions join them differently).
 */
export function voucherTime(iso: string, language: 'id' | 'en' = 'id'): string {
  const parts = shortDateTimes[language].formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace('.', '')} ${part('year')} ${part('hour')}:${part('minute')} WIB`;
}

/** What the browser keeps of an applied voucher to work out its discount as the server does. */
export const voucherTerms = (v: Voucher): Voucher => ({
  code: v.code,
  type: v.type,
  value: v.value,
  max_discount: v.max_discount ?? null,
  min_spend: v.min_spend ?? 0,
  scope: v.scope ?? null,
});

/**
 * Why a code gives no discount, in words, written once: the server's `message` (Indonesian, for clients written from
 * the spec) and the web's catalogue (apps/web/src/lib/i18n/messages/cart.ts, both languages) are both these. The
 * server's refusal carries the reason and the figures ({code}, {time}, {amount}, {count}) so the page says it in
 * the shopper's language.
 */
export const VOUCHER_REFUSAL_TEXT = {
  id: {
    not_found: 'Kode voucher tidak valid!',
    inactive: 'Voucher {code} sedang tidak berlaku.',
    not_started: 'Voucher {code} berlaku mulai {time}.',
    expired: 'Voucher {code} sudah berakhir {time}.',
    min_spend: 'Voucher {code} berlaku untuk minimal belanja {amount}.',
    used_up: 'Kuota voucher {code} sudah habis.',
    customer_limit: 'Kamu sudah memakai voucher {code} {count} kali, batas untuk setiap pelanggan.',
    not_applicable: 'Voucher {code} tidak berlaku untuk produk yang kamu beli.',
  },
  en: {
    not_found: 'Invalid voucher code!',
    inactive: 'Voucher {code} is not available right now.',
    not_started: 'Voucher {code} starts on {time}.',
    expired: 'Voucher {code} ended on {time}.',
    min_spend: 'Voucher {code} needs a minimum spend of {amount}.',
    used_up: 'Voucher {code} has been used up.',
    customer_limit: 'You have used voucher {code} {count} times, the limit for each customer.',
    not_applicable: 'Voucher {code} does not apply to the products you are buying.',
  },
} as const satisfies Record<'id' | 'en', Record<VoucherRefusal, string>>;

/** The refusal in the shop's Indonesian, with the voucher's figures filled in (the server's error message). */
export function voucherRefusalMessage(
  reason: VoucherRefusal,
  v?: Pick<VoucherRules, 'code' | 'min_spend' | 'starts_at' | 'ends_at' | 'usage_limit_per_customer'>,
): string {
  if (!v) return VOUCHER_REFUSAL_TEXT.id.not_found;
  const time = reason === 'not_started' ? v.starts_at : v.ends_at;
  const figures: Record<string, string> = {
    code: v.code,
    time: time ? voucherTime(time) : '',
    amount: formatRupiah(v.min_spend ?? 0),
    count: String(v.usage_limit_per_customer ?? 0),
  };
  return VOUCHER_REFUSAL_TEXT.id[reason].replace(/\{(\w+)\}/g, (_, name: string) => figures[name] ?? '');
}
