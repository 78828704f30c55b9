import type { Language } from './i18n/i18n';

const locales: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };
/**
 * Every date the shop shows is a date in Jakarta (WIB, UTC+7, no daylight saving), whatever the zone of the machine
 * that writes it: the server renders shop pages in its own zone and the browser hydrates them in the shopper's, and
 * both must write the same text (DESIGN §5).
 */
const WIB = 'Asia/Jakarta';
const WIB_OFFSET_MS = 7 * 3600_000;

/**
 * One formatter per language and style, made once: building an Intl formatter costs far more than using one (a
 * product page shows a date and a rating per review, and the server renders such pages too).
 */
function cached<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(locales[language])));
    return formatter;
  };
}

const dateFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: WIB }),
);
const ratingFormat = cached(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const dateTimeFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: WIB,
    }),
);
/** How each language writes the time of day: "14.30" / "14:30". */
const timeSeparators: Record<Language, string> = { id: '.', en: ':' };
const countFormat = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const dayFormats = {
  short: cached((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })),
  long: cached(
    (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ),
};

/** A calendar date as people of the language write it: "5 Mei 2025" / "5 May 2025". */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language).format(date);
}

/** A rating with one decimal in the language's style: "4,5" / "4.5". */
export function formatRating(value: number, language: Language): string {
  return ratingFormat(language).format(value);
}

/**
 * A moment with its weekday and WIB time: "Kamis, 26 Nov 2026 14.30 WIB" / "Thursday, 26 Nov 2026 14:30 WIB". Put
 * together from its parts, as ICU versions (Node's, each browser's) join them differently ("pukul", a comma).
 */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat(language).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}${timeSeparators[language]}${part('minute')}`;
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')} ${time} WIB`;
}

/** A whole number with the language's grouping: "1.234" / "1,234". */
export function formatCount(value: number, language: Language): string {
  return countFormat(language).format(value);
}

/**
 * A calendar day the server named as `YYYY-MM-DD` (a WIB day: the dashboard's days), short "5 Mei" or long
 * "5 Mei 2025"; written as that very day, never shifted by a time zone.
 */
export function formatDay(day: string, language: Language, style: 'short' | 'long' = 'long'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dayFormats[style](language).format(date);
}

/** The WIB day of a moment as `YYYY-MM-DD`: 20:00 UTC on the 25th is the 26th in Jakarta. */
export function wibDay(moment: Date | string): string {
  return new Date(new Date(moment).getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The year in Jakarta at a moment, as the footer's copyright names it. */
export function wibYear(moment: Date = new Date()): number {
  return Number(wibDay(moment).slice(0, 4));
}
