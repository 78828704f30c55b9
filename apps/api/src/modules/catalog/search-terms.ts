/**
 * Turns free text into at most 8 word tokens (letters and digits only), so no quote, operator or SQL in the
 * input ever reaches the full-text query syntax. An empty list means "matches nothing".
 */
export function searchTokens(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .slice(0, 8)
    .map((t) => t.slice(0, 40));
}

/** SQLite FTS5: every token as a quoted prefix term, all required. */
export const fts5Query = (tokens: string[]) => tokens.map((t) => `"${t}"*`).join(' ');

/** PostgreSQL to_tsquery: every token as a prefix, all required. */
export const tsQuery = (tokens: string[]) => tokens.map((t) => `${t}:*`).join(' & ');
