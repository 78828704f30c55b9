import type { Language } from '@/lib/i18n/i18n';

/** Thousands and millions the way each language's shops shorten them: "1rb+" on Tokopedia, "1k+" in English. */
const SUFFIXES: Record<Language, { thousand: string; million: string }> = {
  id: { thousand: 'rb', million: 'jt' },
  en: { thousand: 'k', million: 'M' },
};

/**
 * How many sold, as marketplaces print it on a card: exact from 1 to 9 ("5"), then rounded down so it never
 * claims more than is true: "10+", "120+", "1rb+", "12rb+", "1jt+". Null when nothing sold yet (the card says nothing).
 */
export function soldCountText(sold: number, language: Language): string | null {
  if (!Number.isFinite(sold) || sold < 1) return null;
  const count = Math.floor(sold);
  if (count < 10) return String(count);
  if (count < 1000) return `${Math.floor(count / 10) * 10}+`;
  const { thousand, million } = SUFFIXES[language];
  if (count < 1_000_000) return `${Math.floor(count / 1000)}${thousand}+`;
  return `${Math.floor(count / 1_000_000)}${million}+`;
}
