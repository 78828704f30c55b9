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
