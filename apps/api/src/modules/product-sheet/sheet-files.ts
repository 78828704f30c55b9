import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { PRODUCT_SHEET_MAX_ROWS } from '@boneka/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import { csvChunk, neutralise, unneutralise, type Cell } from '../exports/csv-cells.js';

/**
 * An XLSX is a ZIP of XML parts: a small file can unpack to gigabytes (a shared-strings bomb). Its parts are summed
 * from the ZIP's directory before anything is unpacked, and a workbook past this is refused unread.
 */
const XLSX_MAX_UNPACKED = 24 * 1024 * 1024;
const XLSX_MAX_PARTS = 200;
/** The one sheet the shop writes and reads (the first of a workbook). */
const SHEET_NAME = 'Produk';

const tooManyRows = () =>
  new AppError(
    413,
    'TOO_MANY_ROWS',
    `Satu berkas paling banyak ${PRODUCT_SHEET_MAX_ROWS} baris data; bagi berkasnya menjadi beberapa.`,
  );
const unreadable = (what: string) => badRequest('SHEET_UNREADABLE', `Berkas tidak bisa dibaca: ${what}.`);

/** The separator of the header line: Indonesian Excel writes `;` (its decimal comma), others `,`; tabs are read too. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((s) => ({ s, n: firstLine.split(s).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.s : ',';
}

/** UTF-8 (with or without its BOM), else the Windows-1252 Excel writes with "CSV (dipisahkan koma)". */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function csvRecords(bytes: Buffer): string[][] {
  if (bytes.includes(0)) {
    throw new AppError(415, 'NOT_A_SHEET', 'Berkas ini bukan CSV atau XLSX. Simpan lembarnya sebagai CSV atau XLSX.');
  }
  const text = decode(bytes).replace(/^\uFEFF/, '');
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: 64 * 1024,
      // One row past the cap is enough to say the file is too long; the rest is never read.
      to_line: PRODUCT_SHEET_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw unreadable(`CSV rusak${line ? ` sekitar baris ${line}` : ''}; periksa tanda kutip di sel`);
  }
}

/** Refuses a workbook whose parts would unpack past XLSX_MAX_UNPACKED, from the ZIP directory alone. */
function checkWorkbookSize(bytes: Buffer) {
  let unpacked = 0;
  let parts = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        parts += 1;
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    throw unreadable('XLSX rusak');
  }
  if (parts > XLSX_MAX_PARTS || unpacked > XLSX_MAX_UNPACKED) {
    throw new AppError(413, 'SHEET_TOO_LARGE', 'Isi berkas XLSX ini terlalu besar untuk dibaca.');
  }
}

async function xlsxRecords(bytes: Buffer): Promise<string[][]> {
  checkWorkbookSize(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable('XLSX rusak');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > PRODUCT_SHEET_MAX_ROWS + 1) throw tooManyRows();
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(row.getCell(column).text ?? '');
    records[number - 1] = cells;
  });
  return Array.from(records, (r) => r ?? []);
}

/**
 * The sheet's records, the header first, every cell as text with the export's formula guard taken off; an XLSX is
 * told by its ZIP signature, anything else is read as CSV.
 */
export async function sheetRecords(bytes: Buffer): Promise<string[][]> {
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const records = isZip ? await xlsxRecords(bytes) : csvRecords(bytes);
  const rows = records.filter((r) => r.some((c) => c.trim() !== ''));
  if (rows.length === 0)
    throw badRequest('EMPTY_FILE', 'Berkasnya kosong. Pilih berkas CSV atau XLSX yang berisi data.');
  if (rows.length > PRODUCT_SHEET_MAX_ROWS + 1) throw tooManyRows();
  return records.map((r) => r.map((c) => unneutralise(c.trim())));
}

/** The sheet as CSV, as the shop writes every export (csv-cells.ts: BOM, CRLF, formulas neutralised). */
export const sheetCsv = (header: readonly string[], rows: readonly Cell[][]) =>
  csvChunk([[...header]], true) + csvChunk(rows as Cell[][], false);

/** The sheet as XLSX: one worksheet, text cells neutralised like the CSV's, numbers as numbers. */
export async function sheetXlsx(header: readonly string[], rows: readonly Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(neutralise));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
