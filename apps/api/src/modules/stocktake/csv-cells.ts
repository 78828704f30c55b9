import { stringify } from 'csv-stringify/sync';

/**
 * A text cell a spreadsheet would run as a formula when it starts with one of these (OWASP "CSV Injection"): it is
 * written with a leading apostrophe, which shows it as text. Numbers are written as numbers and never need it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type Cell = string | number | null | undefined;

export const neutralise = (cell: Cell): string | number =>
  typeof cell === 'number' ? cell : cell && FORMULA_START.test(cell) ? `'${cell}` : (cell ?? '');

/** What `neutralise` added, taken off again when a sheet comes back (a round trip through Excel keeps it). */
export const unneutralise = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * CSV rows as the shop writes them: comma-separated, CRLF line ends (Excel's), every text cell neutralised, quotes
 * only where a cell needs them. The first chunk of a file starts with the UTF-8 byte-order mark, which tells Excel
 * the file is UTF-8 (without it, "王小明" and "Rp" signs turn to mojibake).
 */
export function csvChunk(rows: readonly Cell[][], first: boolean): string {
  return stringify(
    rows.map((row) => row.map(neutralise)),
    { bom: first, record_delimiter: 'windows' },
  );
}
