import type { Translate } from '@/lib/i18n/i18n';

/** The server's estimates: '2-3 hari', '3 hari', and from couriers as written '1-1 hari' or '0-0 hari' (rajaongkir.ts). */
const DAYS = /^(\d+)(?:\s*-\s*(\d+))?\s*hari$/i;

/**
 * A courier's delivery estimate in the page's language: a range whose ends agree is one number ('1-1 hari' reads
 * "1 hari"), and nought days is "hari ini". Any other wording a courier gave is shown as it came.
 */
export function etdText(etd: string, t: Translate): string {
  const days = DAYS.exec(etd.trim());
  if (!days) return etd;
  const from = Number(days[1]);
  const to = days[2] === undefined ? from : Number(days[2]);
  if (from === to) return from === 0 ? t('etd.today') : t('etd.days', { count: from });
  return t('etd.range', { from, to });
}
