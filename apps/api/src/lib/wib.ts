import type { Language } from './request-language.js';

/**
 * Dates as the shop's customers and owner read them: in Western Indonesian Time (WIB, UTC+7, no daylight saving),
 * whatever the server's own time zone, for the PDFs, the mails and Midtrans. One formatter per language and style,
 * made once (building an Intl formatter costs far more than using one).
 */
const ZONE = 'Asia/Jakarta';
const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };
const STYLES = {
  date: { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE },
  dateTime: { dateStyle: 'long', timeStyle: 'short', timeZone: ZONE },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const made = new Map<string, Intl.DateTimeFormat>();
function formatter(style: keyof typeof STYLES, language: Language) {
  const key = `${style}:${language}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], STYLES[style])));
  return format;
}

/** "25 November 2026". */
export const wibDate = (date: Date | string, language: Language = 'id') =>
  formatter('date', language).format(new Date(date));

/** "26 November 2026 pukul 15.00 WIB" / "26 November 2026 at 15:00 WIB". */
export const wibDateTime = (date: Date | string, language: Language = 'id') =>
  `${formatter('dateTime', language).format(new Date(date))} WIB`;

/** "2026-11-25 15:00:00 +0700", as Midtrans' Snap reads a time. */
export const wibTimestamp = (date: Date | string) =>
  `${new Date(new Date(date).getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')} +0700`;
