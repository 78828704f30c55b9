export type Language = 'id' | 'en';

/** One area's strings in both languages; `en` must have every key of `id`. */
export type Catalogue = { id: Readonly<Record<string, string>>; en: Readonly<Record<string, string>> };

const tables: Record<Language, Record<string, string>> = { id: {}, en: {} };

/**
 * Adds an area's strings to the tables. The shell's strings come with the first page; every other area's module
 * registers itself when the lazy page that imports it loads, before that page renders.
 */
export function registerMessages(catalogue: Catalogue): void {
  Object.assign(tables.id, catalogue.id);
  Object.assign(tables.en, catalogue.en);
}

export function lookup(language: Language, key: string): string {
  const text = tables[language][key];
  if (text !== undefined) return text;
  if (import.meta.env.DEV) console.error(`i18n: "${key}" is not loaded; import its catalogue in the page.`);
  return key;
}
