import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { collapseToOneLine } from '@boneka/shared';

const ELLIPSIS = '…';

/**
 * Fonts embedded in the shop's PDFs, the owner's report and invoices (only the glyphs each uses): PDF's built-in
 * Helvetica knows Latin-1 alone, so "Łukasz" came out garbled and "张伟" not at all. DejaVu Sans covers Latin, Greek and Cyrillic; Noto Sans SC covers Chinese
 * and Japanese kana but not all of Latin Extended (no "Ł"), so a cell is written in runs, each in the font that
 * has its characters.
 */
const require = createRequire(import.meta.url);
const FONTS = {
  Sans: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'Sans-Bold': 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  'Sans-Oblique': 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
  CJK: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
} as const;
type FontName = keyof typeof FONTS;
const FONT_FILES = Object.entries(FONTS).map(([name, file]) => [name, require.resolve(file)] as const);

/**
 * The fonts, parsed once. Parsing a TrueType file is most of the cost of a small PDF (measured: 38 ms of an invoice's
 * 40, in fontkit's table decoding), and every invoice mail makes one; pdfkit takes a parsed font as it takes a file.
 */
const parsed = new Map<string, fontkit.Font>();

/**
 * Registers the fonts on a new document. The Chinese one (10 MB) stays a path: pdfkit reads and parses it only for
 * a document that writes such names, rare enough not to keep it in memory.
 */
export function registerFonts(doc: PDFKit.PDFDocument) {
  for (const [name, file] of FONT_FILES) {
    if (name === 'CJK') {
      doc.registerFont(name, file);
      continue;
    }
    let font = parsed.get(name);
    if (!font) {
      font = fontkit.create(readFileSync(file)) as fontkit.Font;
      parsed.set(name, font);
    }
    // pdfkit's types name paths and buffers only; its font factory takes any object that can lay out text.
    doc.registerFont(name, font as unknown as Buffer);
  }
}

const CJK_CHARACTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\ufe30-\ufe4f\uff00-\uffef]/u;

interface Run {
  font: FontName;
  text: string;
}

/** The text cut where it moves in or out of Chinese and Japanese script. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const font: FontName = CJK_CHARACTER.test(character) ? 'CJK' : 'Sans';
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

const widthOfRuns = (doc: PDFKit.PDFDocument, runs: Run[], latin: FontName = 'Sans') =>
  runs.reduce((width, run) => width + doc.font(run.font === 'Sans' ? latin : run.font).widthOfString(run.text), 0);

/**
 * A cell's text as one line that fits `width` in the fonts its runs are written in: line breaks, tabs and other
 * controls become single spaces and bidi controls go (rows written before the schemas refused them), and whatever is
 * too wide ends in an ellipsis, so one value never spills over the rows below it or onto another page.
 */
export function fitCell(doc: PDFKit.PDFDocument, text: string, width: number, latin: FontName = 'Sans'): string {
  const line = collapseToOneLine(text);
  const widthOf = (value: string) => widthOfRuns(doc, runsOf(value), latin);
  if (widthOf(line) <= width) return line;
  // The fonts' narrowest glyphs are 2 pt wide at the table's size: what lies past 2 characters a point never shows.
  const chars = Array.from(line.slice(0, Math.ceil(width) * 2));
  const clipped = (length: number) => `${chars.slice(0, length).join('').trimEnd()}${ELLIPSIS}`;
  let fits = 0;
  let tooLong = chars.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (widthOf(clipped(middle)) <= width) fits = middle;
    else tooLong = middle;
  }
  return clipped(fits);
}

/** A word, a run of spaces, or one Chinese or Japanese character (those lines may break between any two). */
const WRAP_TOKEN = new RegExp(`${CJK_CHARACTER.source}|[^\\s]+?(?=${CJK_CHARACTER.source}|\\s|$)|\\s+`, 'gu');

/**
 * Text broken into at most `maxLines` lines that each fit `width` (measured in `latin` for the Latin runs): between
 * words, inside a word only when it alone is wider than a line. What does not fit ends the last line in an ellipsis,
 * and `complete` is false.
 */
export function wrapCell(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  maxLines: number,
  latin: FontName = 'Sans',
): { lines: string[]; complete: boolean } {
  const widthOf = (value: string) => widthOfRuns(doc, runsOf(value), latin);
  const lines: string[] = [];
  let current = '';
  for (let token of collapseToOneLine(text).match(WRAP_TOKEN) ?? []) {
    if (widthOf(`${current}${token}`.trimEnd()) <= width) {
      current += token;
      continue;
    }
    if (current.trim()) lines.push(current.trim());
    current = '';
    if (!token.trim()) continue;
    while (widthOf(token) > width) {
      const chars = Array.from(token);
      let fits = 1;
      while (fits < chars.length && widthOf(chars.slice(0, fits + 1).join('')) <= width) fits += 1;
      lines.push(chars.slice(0, fits).join(''));
      token = chars.slice(fits).join('');
    }
    current = token;
  }
  if (current.trim()) lines.push(current.trim());
  if (lines.length <= maxLines) return { lines, complete: true };
  const kept = lines.slice(0, maxLines);
  // The next line did not fit after this one, so together they are too wide: the ellipsis comes.
  kept[maxLines - 1] = fitCell(doc, `${kept[maxLines - 1]!} ${lines[maxLines]!}`, width, latin);
  return { lines: kept, complete: false };
}

/** One table cell on the row's baseline, its runs side by side, fitted to `width` and aligned within it. */
export function writeCell(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  baseline: number,
  width: number,
  align: 'left' | 'right',
  /** The font of the Latin runs ('Sans-Bold' for a bold cell; Chinese and Japanese runs keep theirs). */
  latin: FontName = 'Sans',
) {
  const fontOf = (run: Run): FontName => (run.font === 'Sans' ? latin : run.font);
  const runs = runsOf(fitCell(doc, text, width)).map((run) => ({ ...run, font: fontOf(run) }));
  let runX = align === 'right' ? x + width - widthOfRuns(doc, runs) : x;
  for (const run of runs) {
    doc.font(run.font).text(run.text, runX, baseline, { lineBreak: false, baseline: 'alphabetic' });
    runX += doc.widthOfString(run.text);
  }
}
