// Numbers typed by people (prices, stock, thresholds), read the Indonesian way (docs/design.md §5, decision 031). Apart from
// money.ts so that the shop's first page, which only formats Rupiah, does not load the reader and its messages.
import { formatRupiah } from './money.js';

/**
 * Why a typed number was refused. `ambiguous` is a number with two honest readings ("145.00": 145 with cents in
 * English, or 145.000 missing a digit in Indonesian; "145,000": 145 with decimals in Indonesian, 145000 in English):
 * the parser names both and picks neither (docs/design.md §5, decision 031).
 */
export type TypedNumberRefusal =
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'not_a_number' | 'negative' | 'cents' | 'grouping'; read: string }
  | { ok: false; problem: 'ambiguous'; read: string; readings: [number, number] }
  | { ok: false; problem: 'too_large'; read: string; value: number; max: number; unit: TypedNumberUnit };
export type TypedNumber = { ok: true; value: number } | TypedNumberRefusal;
export type TypedNumberUnit = 'rupiah' | 'count';

/** The longest echo of a typed value a message carries: a pasted paragraph is shown cut, not whole. */
const READ_ECHO_MAX = 40;
const RUPIAH_PREFIX = /^(?:rp\.?|idr)\s*/i;
const MINUS = /^[-\u2212]\s*/;
const INDONESIAN = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
const ENGLISH_GROUPS = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
const DECIMAL_POINT = /^(\d+)\.(\d{1,2})$/;
/** `145,000`: 145 with decimals in Indonesian, 145000 in English (a longer whole part is no English group). */
const THOUSANDS_COMMA = /^(\d{1,3}),(\d{3})$/;

const digitsOnly = (text: string) => text.replace(/\D/g, '');
const allZeros = (digits: string) => /^0+$/.test(digits);

/**
 * Reads a whole number as an Indonesian writes it: `145000`, `145.000`, `145.000,00`. Dots group thousands (groups
 * of three only); a comma starts cents, which must be zero. English grouping is read only where no Indonesian
 * reading exists (`1,450,000`, `150,123.00`). Anything else is refused with what was read, never guessed.
 */
function parseTypedNumber(typed: string, unit: TypedNumberUnit, max: number | undefined): TypedNumber {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const read = trimmed.length > READ_ECHO_MAX ? `${trimmed.slice(0, READ_ECHO_MAX)}…` : trimmed;
  let text = trimmed;
  let negative = false;
  const dropMinus = () => {
    if (!MINUS.test(text)) return;
    negative = true;
    text = text.replace(MINUS, '');
  };
  dropMinus();
  if (unit === 'rupiah') {
    text = text.replace(RUPIAH_PREFIX, '');
    dropMinus();
    // "Rp 145.000,-" is how price tags and invoices end a whole amount.
    text = text.replace(/,-$/, '');
  }
  if (!/^\d(?:[\d.,]*\d)?$/.test(text)) return { ok: false, problem: 'not_a_number', read };
  if (negative) return { ok: false, problem: 'negative', read };

  const whole = wholePart(text);
  if (typeof whole !== 'string') return { ...whole, read };
  const value = Number(whole);
  const limit = max ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(value) || value > limit) {
    return { ok: false, problem: 'too_large', read, value, max: limit, unit };
  }
  return { ok: true, value };
}

type WholePartRefusal =
  { ok: false; problem: 'cents' | 'grouping' } | { ok: false; problem: 'ambiguous'; readings: [number, number] };

/** The digits of the whole part of a number made of digits, dots and commas only; or why there is none. */
function wholePart(text: string): string | WholePartRefusal {
  const twoReadings = (whole: string, tail: string): WholePartRefusal => ({
    ok: false,
    problem: 'ambiguous',
    readings: [Number(whole), Number(whole) * 1000 + Number(tail.padEnd(3, '0'))],
  });
  const decimalPoint = DECIMAL_POINT.exec(text);
  if (decimalPoint) return twoReadings(decimalPoint[1]!, decimalPoint[2]!);
  const thousandsComma = THOUSANDS_COMMA.exec(text);
  if (thousandsComma) return twoReadings(thousandsComma[1]!, thousandsComma[2]!);
  const number = INDONESIAN.exec(text) ?? ENGLISH_GROUPS.exec(text);
  if (!number) return { ok: false, problem: 'grouping' };
  const [, grouped, cents] = number;
  if (cents !== undefined && !allZeros(cents)) return { ok: false, problem: 'cents' };
  return digitsOnly(grouped!);
}

/** An amount of Rupiah typed by a person: `145000`, `145.000`, `Rp 145.000`, `Rp145.000,-`, `145.000,00`. */
export function parseTypedRupiah(typed: string, options: { max?: number } = {}): TypedNumber {
  return parseTypedNumber(typed, 'rupiah', options.max);
}

/** A count typed by a person (stock, pieces): `1000` or `1.000`, read like Rupiah but without a currency. */
export function parseTypedCount(typed: string, options: { max?: number } = {}): TypedNumber {
  return parseTypedNumber(typed, 'count', options.max);
}

/** A number that arrived as a number (JSON): whole, not negative, within `max`; described like typed text. */
export function checkWholeNumber(value: number, unit: TypedNumberUnit, max?: number): TypedNumber {
  const read = String(value);
  if (!Number.isFinite(value)) return { ok: false, problem: 'not_a_number', read };
  if (value < 0) return { ok: false, problem: 'negative', read };
  if (!Number.isInteger(value)) return { ok: false, problem: 'cents', read };
  const limit = max ?? Number.MAX_SAFE_INTEGER;
  if (value > limit) return { ok: false, problem: 'too_large', read, value, max: limit, unit };
  return { ok: true, value };
}

const plainNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Why a typed number was refused, in Indonesian, echoing what was read (the web shows its own, translated). */
export function typedNumberMessage(refusal: TypedNumberRefusal): string {
  switch (refusal.problem) {
    case 'empty':
      return 'Wajib diisi.';
    case 'not_a_number':
      return `Terbaca "${refusal.read}": tulis angka saja, misalnya 145.000.`;
    case 'negative':
      return `Terbaca "${refusal.read}": tidak boleh negatif.`;
    case 'cents':
      return `Terbaca "${refusal.read}": harus bilangan bulat, tanpa sen.`;
    case 'grouping':
      return `Terbaca "${refusal.read}": titik memisahkan ribuan per tiga angka, misalnya 145.000 atau 1.450.000.`;
    case 'ambiguous': {
      const [small, large] = refusal.readings.map((n) => plainNumber.format(n));
      return `Terbaca "${refusal.read}": maksudnya ${small} atau ${large}? Titik memisahkan ribuan dan tidak ada sen; tulis salah satunya.`;
    }
    case 'too_large': {
      const show = (n: number) => (refusal.unit === 'rupiah' ? formatRupiah(n) : plainNumber.format(n));
      return `Terbaca "${refusal.read}": maksimal ${show(refusal.max)}.`;
    }
  }
}
