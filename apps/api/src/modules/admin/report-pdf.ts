import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { collapseToOneLine, formatRupiah } from '@boneka/shared';

export interface ReportData {
  date: Date;
  stats: { products: number; orders: number; customers: number; revenue: number };
  products: { name: string; price: number; stock: number }[];
  orders: {
    order_number: string;
    customer: string;
    payment_status: string;
    status: string;
    unique_code: number | null;
    total: number;
  }[];
  totals: { products: number; orders: number };
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 40;
const ROW = 18;
/** Where a row's text sits, from the row's top: 9 pt DejaVu Sans written from 5 pt below it, as the headers are. */
const CELL_BASELINE = 5 + 9 * 0.928;
const ELLIPSIS = '…';
const PAYMENT_LABELS: Record<string, string> = {
  unpaid: 'Belum Bayar',
  paid: 'Sudah Bayar',
  failed: 'Gagal',
  refunded: 'Dikembalikan',
};
const STATUS_LABELS: Record<string, string> = {
  pending: 'Menunggu',
  confirmed: 'Dikonfirmasi',
  processing: 'Diproses',
  shipped: 'Dikirim',
  delivered: 'Selesai',
  cancelled: 'Dibatalkan',
};

/**
 * Fonts embedded in the report (only the glyphs it uses): PDF's built-in Helvetica knows Latin-1 alone, so "Łukasz"
 * came out garbled and "张伟" not at all. DejaVu Sans covers Latin, Greek and Cyrillic; Noto Sans SC covers Chinese
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

const CJK_CHARACTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\ufe30-\ufe4f\uff00-\uffef]/u;

interface Run {
  font: FontName;
  text: string;
}

/** The text cut where it moves in or out of Chinese and Japanese script. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const font: FontName = CJK_CHARACTER.test(character) ? 'CJK' : 'Sans';
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

const widthOfRuns = (doc: PDFKit.PDFDocument, runs: Run[]) =>
  runs.reduce((width, run) => width + doc.font(run.font).widthOfString(run.text), 0);

/**
 * A cell's text as one line that fits `width` in the fonts its runs are written in: line breaks, tabs and other
 * controls become single spaces and bidi controls go (rows written before the schemas refused them), and whatever is
 * too wide ends in an ellipsis, so one value never spills over the rows below it or onto another page.
 */
function fitCell(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const line = collapseToOneLine(text);
  const widthOf = (value: string) => widthOfRuns(doc, runsOf(value));
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

/** One table cell on the row's baseline, its runs side by side, fitted to `width` and aligned within it. */
function writeCell(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  baseline: number,
  width: number,
  align: 'left' | 'right',
) {
  const runs = runsOf(fitCell(doc, text, width));
  let runX = align === 'right' ? x + width - widthOfRuns(doc, runs) : x;
  for (const run of runs) {
    doc.font(run.font).text(run.text, runX, baseline, { lineBreak: false, baseline: 'alphabetic' });
    runX += doc.widthOfString(run.text);
  }
}

export const reportDate = (date: Date) =>
  new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(
    date,
  );
export const reportFileName = (date: Date) => `Laporan-Admin-${date.toISOString().slice(0, 10)}.pdf`;

/** A4 portrait: title, date, the four figures, then the product and order tables (headers repeat on every page). */
export function renderReport(data: ReportData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: 'Laporan Admin Boneka Shop', Author: 'Boneka Shop' },
  });
  // Read from disk only when first used: the Chinese font (10 MB) only for a report that has such names.
  for (const [name, file] of FONT_FILES) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const bottom = () => doc.page.height - MARGIN - ROW;

  doc.font('Sans-Bold').fontSize(20).fillColor('#3b2418').text('LAPORAN ADMIN', { align: 'center' });
  doc.font('Sans').fontSize(11).fillColor('#555').text('Boneka Shop', { align: 'center' });
  doc.text(`Tanggal: ${reportDate(data.date)}`, { align: 'center' });
  doc.moveDown(1.2);

  const stats: [string, string][] = [
    ['Total Produk', String(data.stats.products)],
    ['Total Pesanan', String(data.stats.orders)],
    ['Total Pelanggan', String(data.stats.customers)],
    ['Total Pendapatan', formatRupiah(data.stats.revenue)],
  ];
  const boxWidth = (doc.page.width - MARGIN * 2 - 30) / 4;
  const top = doc.y;
  stats.forEach(([label, value], i) => {
    const x = MARGIN + i * (boxWidth + 10);
    doc.roundedRect(x, top, boxWidth, 50, 6).fillAndStroke('#fff1f4', '#f4b8c5');
    doc
      .fillColor('#8a5a44')
      .font('Sans')
      .fontSize(9)
      .text(label, x + 8, top + 9, { width: boxWidth - 16 });
    doc
      .fillColor('#3b2418')
      .font('Sans-Bold')
      .fontSize(12)
      .text(value, x + 8, top + 25, { width: boxWidth - 16 });
  });
  doc.x = MARGIN;
  doc.y = top + 70;

  function table(title: string, columns: Column[], rows: string[][], empty: string, note: string | null) {
    if (doc.y + ROW * 3 > bottom()) doc.addPage();
    doc.fillColor('#3b2418').font('Sans-Bold').fontSize(13).text(title, MARGIN, doc.y);
    if (note) doc.font('Sans').fontSize(9).fillColor('#777').text(note, MARGIN, doc.y);
    doc.moveDown(0.4);
    const header = () => {
      const y = doc.y;
      doc.rect(MARGIN, y, doc.page.width - MARGIN * 2, ROW).fill('#3b2418');
      let x = MARGIN;
      for (const column of columns) {
        doc
          .fillColor('#fff')
          .font('Sans-Bold')
          .fontSize(9)
          .text(column.header, x + 4, y + 5, {
            width: column.width - 8,
            align: column.align ?? 'left',
            lineBreak: false,
          });
        x += column.width;
      }
      doc.y = y + ROW;
    };
    header();
    if (rows.length === 0) {
      doc
        .fillColor('#777')
        .font('Sans-Oblique')
        .fontSize(10)
        .text(empty, MARGIN + 4, doc.y + 5);
      doc.y += ROW;
    }
    rows.forEach((row, index) => {
      if (doc.y > bottom()) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      if (index % 2 === 1) doc.rect(MARGIN, y, doc.page.width - MARGIN * 2, ROW).fill('#fdf6ef');
      let x = MARGIN;
      row.forEach((cell, i) => {
        const column = columns[i]!;
        doc.fillColor('#222').fontSize(9);
        writeCell(doc, cell, x + 4, y + CELL_BASELINE, column.width - 8, column.align ?? 'left');
        x += column.width;
      });
      doc.y = y + ROW;
    });
    doc.x = MARGIN;
    doc.moveDown(1.5);
  }

  table(
    'Daftar Produk',
    [
      { header: '#', width: 30 },
      { header: 'Nama Produk', width: 275 },
      { header: 'Harga', width: 120, align: 'right' },
      { header: 'Stok', width: 90, align: 'right' },
    ],
    data.products.map((p, i) => [String(i + 1), p.name, formatRupiah(p.price), String(p.stock)]),
    'Tidak ada data produk',
    data.totals.products > data.products.length
      ? `Menampilkan ${data.products.length} dari ${data.totals.products} produk`
      : null,
  );
  table(
    'Daftar Pesanan',
    [
      { header: '#', width: 28 },
      // Wide enough for the widest order number, BNK-YYYYMMDD-WWWWWW, in DejaVu Sans.
      { header: 'No. Order', width: 130 },
      { header: 'Customer', width: 82 },
      { header: 'Status Bayar', width: 74 },
      { header: 'Status Pesanan', width: 88 },
      // The kode unik that names the order's line on a bank statement; the total stays the order's revenue.
      { header: 'Kode', width: 38, align: 'right' },
      { header: 'Total', width: 75, align: 'right' },
    ],
    data.orders.map((o, i) => [
      String(i + 1),
      o.order_number,
      o.customer,
      PAYMENT_LABELS[o.payment_status] ?? o.payment_status,
      STATUS_LABELS[o.status] ?? o.status,
      o.unique_code === null ? '–' : String(o.unique_code),
      formatRupiah(o.total),
    ]),
    'Tidak ada data pesanan',
    data.totals.orders > data.orders.length
      ? `Menampilkan ${data.orders.length} pesanan terbaru dari ${data.totals.orders}`
      : null,
  );
  doc.end();
  return done;
}
