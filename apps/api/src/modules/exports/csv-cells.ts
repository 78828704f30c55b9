import { stringify } from 'csv-stringify/sync';

/**
 * A text cell a spreadsheet would run as a formula when it starts with one of these (OWASP "CSV Injection"): it is
 * written with a leading apostrophe, which shows it as text. Numbers are written as numbers and never need it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A phone number as the shop takes one (`PhoneNumber` in packages/shared/src/schemas/auth.ts): digits, spaces and
 * dashes after an optional `+`. Nothing here can close a formula's string literal.
 */
const PHONE = /^\+?[0-9][0-9 -]*$/;

/** A value a spreadsheet must show exactly as written, never read as a number (decision 053). */
export interface TextCell {
  text: string;
}
export type Cell = string | number | null | undefined | TextCell;

/**
 * Text a spreadsheet keeps as written: a phone number becomes `="0812…"`, which Excel and Google Sheets show as the
 * text 0812… (a bare 0812… loses its 0, a bare +62… its +). Anything else is an ordinary text cell.
 */
export const keptText = (value: string | null): Cell => (value === null ? null : { text: value });

export function neutralise(cell: Cell): string | number {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'object' && cell !== null)
    return PHONE.test(cell.text) ? `="${cell.text}"` : neutralise(cell.text);
  return cell && FORMULA_START.test(cell) ? `'${cell}` : (cell ?? '');
}

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
