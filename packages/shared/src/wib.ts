/**
 * Dates as the shop's customers and owner read them: in Western Indonesian Time (WIB, UTC+7, no daylight saving),
 * whatever the zone of the machine that writes them (docs/design.md §5). The server (pages it renders, mails, PDFs,
 * Midtrans) and the browser (which hydrates those pages in the shopper's zone) write the same text from here. One
 * formatter per language and style, made once: building an Intl formatter costs far more than using one.
 */
export type WibLanguage = 'id' | 'en';

export const WIB_ZONE = 'Asia/Jakarta';
/** Hours WIB is ahead of UTC, all year round. */
export const WIB_OFFSET_HOURS = 7;
const OFFSET_MS = WIB_OFFSET_HOURS * 3600_000;
const LOCALES: Record<WibLanguage, string> = { id: 'id-ID', en: 'en-GB' };
const STYLES = {
  date: { day: 'numeric', month: 'long', year: 'numeric', timeZone: WIB_ZONE },
  dateTime: {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: WIB_ZONE,
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const made = new Map<string, Intl.DateTimeFormat>();
function formatter(style: keyof typeof STYLES, language: WibLanguage) {
  const key = `${style}:${language}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], STYLES[style])));
  return format;
}

/** "25 November 2026" / "25 November 2026". */
export const wibDate = (date: Date | string, language: WibLanguage = 'id') =>
  formatter('date', language).format(new Date(date));

/** How each language writes the time of day: "14.30" / "14:30". */
const TIME_SEPARATORS: Record<WibLanguage, string> = { id: '.', en: ':' };

/**
 * "Kamis, 26 Nov 2026 15.00 WIB" / "Thursday, 26 Nov 2026 15:00 WIB". Put together from its parts, as ICU versions
 * (Node's, each browser's) join them differently ("pukul", a comma).
 */
export function wibDateTime(date: Date | string, language: WibLanguage = 'id') {
  const parts = formatter('dateTime', language).formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}${TIME_SEPARATORS[language]}${part('minute')}`;
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')} ${time} WIB`;
}

/** The moment as it reads on a clock in Jakarta, as an ISO string with no zone: "2026-11-26T03:00:00.000". */
const wibClock = (date: Date | string) => new Date(new Date(date).getTime() + OFFSET_MS).toISOString().slice(0, -1);

/** "2026-11-25 15:00:00 +0700", as Midtrans' Snap reads a time. */
export const wibTimestamp = (date: Date | string) => `${wibClock(date).slice(0, 19).replace('T', ' ')} +0700`;

/** The WIB day of a moment, "2026-11-26" (20:00 UTC on the 25th): the owner's days, a report's file name. */
export const wibDay = (date: Date | string) => wibClock(date).slice(0, 10);

/** The moment a WIB day (`YYYY-MM-DD`) begins: "2026-11-26" → 2026-11-25T17:00:00Z. */
export const wibDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`));

/**
 * A time on a clock in Jakarta as the moment it is; null when the clock never reads so (31 November, 25:00): the one
 * place a WIB wall-clock time becomes an instant, for what the owner types and for what a courier reports.
 */
export function wibMoment(year: number, month: number, day: number, hour: number, minute: number, second = 0) {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS;
  const back = new Date(ms + OFFSET_MS);
  // Date.UTC rolls 31 November over into December: a day that does not exist is not read as another.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return new Date(ms);
}

const WIB_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A time the owner typed in WIB (`2026-11-26T15:00`, a datetime-local field) as an ISO UTC string, whatever the
 * browser's zone; null when it is no such time (`2026-02-30T10:00`, `25:00`).
 */
export function wibInputToIso(local: string): string | null {
  const match = WIB_INPUT.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return wibMoment(y, mo, d, h, mi)?.toISOString() ?? null;
}

/** An ISO time as a WIB datetime-local value: 2026-11-26T08:00:00Z → `2026-11-26T15:00`. */
export const isoToWibInput = (iso: string) => wibClock(iso).slice(0, 16);
