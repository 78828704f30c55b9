import PDFDocument from 'pdfkit';
import { formatRupiah, type DashboardPeriod } from '@boneka/shared';
import { registerFonts, writeCell } from '../../lib/pdf-text.js';
import { wibDate, wibDay, wibDayStart } from '../../lib/wib.js';

type Stat = { value: number; growth: string };

export interface ReportData {
  date: Date;
  /** The WIB days the figures cover and the ones their growth compares with. */
  period: DashboardPeriod;
  stats: { products: Stat; orders: Stat; customers: Stat; revenue: Stat };
  /** The dashboard's chart: one line per WIB day of the period. */
  daily: { date: string; revenue: number; orders: number }[];
  /** `price` is the cheapest switched-on variant's, `price_max` the dearest's, `stock` their sum. */
  products: { name: string; price: number; price_max: number; stock: number }[];
  /** The variants at or below their product's threshold, fewest first (the dashboard's "Stok Menipis"). */
  lowStock: { name: string; variant_label: string; sku: string | null; stock: number; threshold: number }[];
  orders: {
    order_number: string;
    customer: string;
    payment_status: string;
    /** As people read it (`statusAsRead`): "completed" for a delivered order that completed. */
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
  delivered: 'Sampai',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};

/** "1 November 2026 – 26 November 2026", or the one day. */
export function periodText(from: string, to: string) {
  return from === to ? wibDate(wibDayStart(from)) : `${wibDate(wibDayStart(from))} – ${wibDate(wibDayStart(to))}`;
}

/** Named by the WIB day it was made, as its title page is dated (the spec's name; the period is inside). */
export const reportFileName = (date: Date) => `Laporan-Admin-${wibDay(date)}.pdf`;

const priceText = (p: { price: number; price_max: number }) =>
  p.price_max > p.price ? `${formatRupiah(p.price)} – ${formatRupiah(p.price_max)}` : formatRupiah(p.price);

type Doc = PDFKit.PDFDocument;

/** Title, date, the period and what its growth is compared with. */
function drawTitle(doc: Doc, data: ReportData) {
  doc.font('Sans-Bold').fontSize(20).fillColor('#3b2418').text('LAPORAN ADMIN', { align: 'center' });
  doc.font('Sans').fontSize(11).fillColor('#555').text('Boneka Shop', { align: 'center' });
  doc.text(`Tanggal: ${wibDate(data.date)}`, { align: 'center' });
  const { period } = data;
  doc.text(`Periode: ${periodText(period.from, period.to)} (WIB, ${period.days} hari)`, { align: 'center' });
  doc
    .fontSize(9)
    .text(`Pertumbuhan dibanding ${periodText(period.previousFrom, period.previousTo)}`, { align: 'center' });
  doc.moveDown(1.2);
}

/** The four figures, in boxes side by side. */
function drawStats(doc: Doc, data: ReportData) {
  const stats: [string, string, string][] = [
    ['Total Produk', String(data.stats.products.value), `${data.stats.products.growth} produk baru`],
    ['Total Pesanan', String(data.stats.orders.value), data.stats.orders.growth],
    ['Total Pelanggan', String(data.stats.customers.value), data.stats.customers.growth],
    ['Total Pendapatan', formatRupiah(data.stats.revenue.value), data.stats.revenue.growth],
  ];
  const boxWidth = (doc.page.width - MARGIN * 2 - 30) / 4;
  const top = doc.y;
  stats.forEach(([label, value, growth], i) => {
    const x = MARGIN + i * (boxWidth + 10);
    doc.roundedRect(x, top, boxWidth, 62, 6).fillAndStroke('#fff1f4', '#f4b8c5');
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
    doc
      .fillColor('#8a5a44')
      .font('Sans')
      .fontSize(8)
      .text(growth, x + 8, top + 45, { width: boxWidth - 16 });
  });
  doc.x = MARGIN;
  doc.y = top + 82;
}

/** One of the report's tables: its rows as text, what it says when empty, and a note under its title. */
interface Table {
  title: string;
  columns: Column[];
  rows: string[][];
  empty: string;
  note: string | null;
}

/** A table from where the page is, its header repeated on every page it runs onto. */
function drawTable(doc: Doc, { title, columns, rows, empty, note }: Table) {
  const bottom = () => doc.page.height - MARGIN - ROW;
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

const dailyTable = (data: ReportData): Table => ({
  title: 'Pendapatan & Pesanan per Hari',
  columns: [
    { header: '#', width: 30 },
    { header: 'Tanggal (WIB)', width: 245 },
    { header: 'Pesanan', width: 100, align: 'right' },
    { header: 'Pendapatan', width: 140, align: 'right' },
  ],
  rows: [
    ...data.daily.map((d, i) => [
      String(i + 1),
      wibDate(wibDayStart(d.date)),
      String(d.orders),
      formatRupiah(d.revenue),
    ]),
    ['', 'Jumlah', String(data.stats.orders.value), formatRupiah(data.stats.revenue.value)],
  ],
  empty: 'Tidak ada data',
  note: null,
});

const lowStockTable = (data: ReportData): Table => ({
  title: 'Stok Menipis',
  columns: [
    { header: '#', width: 30 },
    { header: 'Nama Produk', width: 185 },
    { header: 'Varian', width: 110 },
    { header: 'SKU', width: 90 },
    { header: 'Stok', width: 50, align: 'right' },
    { header: 'Batas', width: 50, align: 'right' },
  ],
  rows: data.lowStock.map((v, i) => [
    String(i + 1),
    v.name,
    v.variant_label || '–',
    v.sku ?? '–',
    String(v.stock),
    String(v.threshold),
  ]),
  empty: 'Semua stok aman',
  note: 'Stok saat ini, tidak mengikuti periode',
});

const productTable = (data: ReportData): Table => ({
  title: 'Daftar Produk',
  columns: [
    { header: '#', width: 30 },
    { header: 'Nama Produk', width: 245 },
    // Wide enough for a price range, "Rp 150.000 – Rp 1.250.000".
    { header: 'Harga', width: 150, align: 'right' },
    { header: 'Stok', width: 90, align: 'right' },
  ],
  rows: data.products.map((p, i) => [String(i + 1), p.name, priceText(p), String(p.stock)]),
  empty: 'Tidak ada data produk',
  note:
    data.totals.products > data.products.length
      ? `Menampilkan ${data.products.length} dari ${data.totals.products} produk`
      : null,
});

const orderTable = (data: ReportData): Table => ({
  title: 'Daftar Pesanan',
  columns: [
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
  rows: data.orders.map((o, i) => [
    String(i + 1),
    o.order_number,
    o.customer,
    PAYMENT_LABELS[o.payment_status] ?? o.payment_status,
    STATUS_LABELS[o.status] ?? o.status,
    o.unique_code === null ? '–' : String(o.unique_code),
    formatRupiah(o.total),
  ]),
  empty: 'Tidak ada data pesanan',
  note:
    data.totals.orders > data.orders.length
      ? `Menampilkan ${data.orders.length} pesanan terbaru dari ${data.totals.orders} dalam periode ini`
      : 'Pesanan yang dibuat dalam periode ini',
});

/**
 * A4 portrait: title, date, the four figures, then the daily, low-stock, product and order tables (headers repeat on every
 * page).
 */
export function renderReport(data: ReportData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: 'Laporan Admin Boneka Shop', Author: 'Boneka Shop' },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  drawTitle(doc, data);
  drawStats(doc, data);
  for (const table of [dailyTable, lowStockTable, productTable, orderTable]) drawTable(doc, table(data));
  doc.end();
  return done;
}
