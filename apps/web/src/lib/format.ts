import type { Language } from './i18n/i18n';

const locales: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

/** A calendar date as people of the language write it: "5 Mei 2025" / "5 May 2025". */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locales[language], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A rating with one decimal in the language's style: "4,5" / "4.5". */
export function formatRating(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A date with the time of day: "5 Mei 2025 14.30" / "5 May 2025, 14:30". */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** A whole number with the language's grouping: "1.234" / "1,234". */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 0 }).format(value);
}

/** A calendar day given as `YYYY-MM-DD` (a UTC day), short "5 Mei" or long "5 Mei 2025"; never shifted by the time zone. */
export function formatDay(day: string, language: Language, style: 'short' | 'long' = 'long'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    ...(style === 'long' ? { year: 'numeric' as const } : {}),
    timeZone: 'UTC',
  }).format(date);
}
