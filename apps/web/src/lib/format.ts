import { wibDate, wibDateTime, wibDay } from '@boneka/shared/wib';
import type { Language } from './i18n/i18n';

export { wibDay };

const locales: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

/**
 * One formatter per language and style, made once: building an Intl formatter costs far more than using one (a
 * product page shows a date and a rating per review, and the server renders such pages too). Dates are WIB, from
 * packages/shared/src/wib.ts, so that the server's render and the browser's hydration write the same text.
 */
function cached<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(locales[language])));
    return formatter;
  };
}

const ratingFormat = cached(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
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
  return wibDate(date, language);
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
  return wibDateTime(date, language);
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

/** The year in Jakarta at a moment, as the footer's copyright names it. */
export function wibYear(moment: Date = new Date()): number {
  return Number(wibDay(moment).slice(0, 4));
}
