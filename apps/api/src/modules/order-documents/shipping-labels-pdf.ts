import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import {
  formatRupiah,
  isCod,
  LABELS_PER_A4_SHEET,
  SHOP,
  type LabelLayout,
  type Order,
  type PrintKind,
} from '@boneka/shared';
import { shortCityName } from '@boneka/shared/address-format';
import { lineTitle } from '@boneka/shared/variants';
import { fitCell, registerFonts, wrapCell, writeCell } from '../../lib/pdf-text.js';
import type { Language } from '../../lib/request-language.js';
import { wibDay } from '../../lib/wib.js';

/** Black on white only: labels go through thermal and office printers alike. */
const INK = '#000000';
const MUTED = '#444444';
const RULE = '#999999';
const PAD = 14;

const WORDS = {
  id: {
    label: 'Label pengiriman',
    slip: 'Packing slip',
    packedBy: 'Dikemas oleh: ________  Dicek: ________',
    resi: 'Resi',
    noResi: 'Resi: belum ada',
    writeResi: 'Tulis atau tempel resi dari kurir di sini',
    orderNumber: 'No. Pesanan',
    cod: 'Tagih COD',
    nonCod: 'NON-COD · sudah dibayar',
    recipient: 'PENERIMA',
    sender: 'PENGIRIM',
    contents: (lines: number, pieces: number) => `ISI PAKET · ${lines} jenis, ${pieces} pcs`,
    more: (n: number) => `+${n} barang lagi (lihat pesanan)`,
    weight: 'BERAT',
    note: 'CATATAN PEMBELI',
  },
  en: {
    label: 'Shipping label',
    slip: 'Packing slip',
    packedBy: 'Packed by: ________  Checked: ________',
    resi: 'Tracking no.',
    noResi: 'Tracking no.: not yet',
    writeResi: "Write or stick the courier's tracking number here",
    orderNumber: 'Order no.',
    cod: 'Collect COD',
    nonCod: 'NON-COD · paid',
    recipient: 'RECIPIENT',
    sender: 'SENDER',
    contents: (lines: number, pieces: number) => `CONTENTS · ${lines} items, ${pieces} pcs`,
    more: (n: number) => `+${n} more items (see the order)`,
    weight: 'WEIGHT',
    note: "BUYER'S NOTE",
  },
} as const;
type Words = Omit<(typeof WORDS)[Language], 'label'> & { label: string };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One label's order with its parcel's weight, and its resi as a Code 128 barcode picture when it has one. */
interface LabelData {
  order: Order;
  grams: number;
  barcode: Buffer | null;
  /** How many bars and spaces wide the barcode is, to print each at least a point wide where there is room. */
  modules: number;
}

const BARCODE_SCALE = 4;

/** The resi as a Code 128 picture (bwip-js, a port of Barcode Writer in Pure PostScript), black on white. */
async function barcodeOf(resi: string): Promise<{ png: Buffer; modules: number }> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: resi,
    scale: BARCODE_SCALE,
    height: 12,
    includetext: false,
    backgroundcolor: 'FFFFFF',
  });
  // A PNG's width is the big-endian number at byte 16 of its header.
  return { png, modules: png.readUInt32BE(16) / BARCODE_SCALE };
}

/** `800 g`, `2,35 kg` (`2.35 kg` in English): how a courier's counter writes a parcel's weight. */
export function weightText(grams: number, language: Language) {
  if (grams < 1000) return `${grams} g`;
  const kg = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 2 });
  return `${kg.format(grams / 1000)} kg`;
}

/** The courier as it is printed large: `JNE REG`. */
const courierOf = (order: Order) => [order.courier.toUpperCase(), order.courier_service].filter(Boolean).join(' ');

/**
 * A packing-list line as printed: `Boneka Beruang — 50 cm / Pink · SKU BB-50-PK` on one line when it fits. Else, when
 * `roomy`, the name on one line and the variant and SKU under it; otherwise one line whose name is shortened, never
 * its variant or SKU.
 */
function lineText(doc: PDFKit.PDFDocument, item: Order['items'][number], width: number, roomy: boolean): string[] {
  const sku = item.variant.sku ? `SKU ${item.variant.sku}` : '';
  const detail = [item.variant.label, sku].filter(Boolean).join(' · ');
  // The line's title as everywhere ("name — label"), then its SKU: the tail is all of it after the name.
  const tail = `${lineTitle('', item.variant.label)}${sku ? ` · ${sku}` : ''}`;
  doc.font('Sans');
  const fitted = fitCell(doc, `${item.product.name}${tail}`, width);
  if (!fitted.endsWith('…') || !detail) return [fitted];
  if (roomy) return [fitCell(doc, item.product.name, width), fitCell(doc, detail, width)];
  const room = Math.max(width / 3, width - doc.widthOfString(tail));
  return [fitCell(doc, `${fitCell(doc, item.product.name, room)}${tail}`, width)];
}

/** The largest of `sizes` (largest first) at which the bold text fits `width`; the smallest when none does. */
function largestFitting(doc: PDFKit.PDFDocument, value: string, width: number, sizes: number[]) {
  for (const size of sizes) {
    doc.fontSize(size);
    if (!fitCell(doc, value, width, 'Sans-Bold').endsWith('…')) return size;
  }
  return sizes.at(-1)!;
}

/**
 * What each part of a label writes with: the document, the label's inner left edge, width and bottom, one line of
 * text cut to its cell, and a rule across the label.
 */
function labelPen(doc: PDFKit.PDFDocument, box: Box) {
  const x = box.x + PAD;
  const width = box.width - 2 * PAD;
  const text = (
    value: string,
    at: number,
    size: number,
    options: { bold?: boolean; color?: string; left?: number; cell?: number; align?: 'left' | 'right' } = {},
  ) => {
    const latin = options.bold ? 'Sans-Bold' : 'Sans';
    const cell = options.cell ?? width;
    doc.fillColor(options.color ?? INK).fontSize(size);
    writeCell(doc, fitCell(doc, value, cell, latin), options.left ?? x, at, cell, options.align ?? 'left', latin);
  };
  const rule = (at: number) =>
    doc
      .moveTo(x, at)
      .lineTo(x + width, at)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
  return { doc, x, width, bottom: box.y + box.height - PAD, text, rule };
}
type Pen = ReturnType<typeof labelPen>;

/** The shop, and the courier as large as the sorting hub reads it; where the next part starts. */
function drawHead({ doc, x, width, text, rule }: Pen, order: Order, w: Words, top: number): number {
  const courier = courierOf(order);
  const courierRoom = width - 104;
  const courierSize = largestFitting(doc, courier, courierRoom - 12, [14, 12, 10]);
  const courierWidth = Math.min(courierRoom, Math.max(96, doc.font('Sans-Bold').widthOfString(courier) + 14));
  text(SHOP.name, top + 12, 13, { bold: true, cell: width - courierWidth - 8 });
  text(w.label, top + 23, 7.5, { color: MUTED, cell: width - courierWidth - 8 });
  doc.rect(x + width - courierWidth, top, courierWidth, 28).fill(INK);
  text(courier, top + 14 + courierSize * 0.36, courierSize, {
    bold: true,
    color: '#ffffff',
    left: x + width - courierWidth + 6,
    cell: courierWidth - 12,
    align: 'right',
  });
  rule(top + 36);
  return top + 42;
}

/** The resi: its barcode and its digits, or the place to write it. */
function drawResi({ doc, x, width, text }: Pen, { order, barcode, modules }: LabelData, w: Words, y: number): number {
  if (order.tracking_number && barcode) {
    const barWidth = Math.min(width - 8, Math.max(modules * 1.2, width * 0.7));
    doc.image(barcode, x + (width - barWidth) / 2, y, { width: barWidth, height: 46 });
    doc.fillColor(INK).font('Sans-Bold').fontSize(11);
    doc.text(order.tracking_number, x, y + 50, { width, align: 'center', characterSpacing: 1.5, lineBreak: false });
    return y + 70;
  }
  doc.roundedRect(x, y, width, 56, 4).dash(3, { space: 3 }).lineWidth(1).strokeColor(INK).stroke().undash();
  text(w.noResi, y + 22, 12, { bold: true, left: x + 8, cell: width - 16 });
  text(w.writeResi, y + 36, 7.5, { color: MUTED, left: x + 8, cell: width - 16 });
  return y + 66;
}

/** The order number, and whether the courier collects money: a black bar the courier cannot miss. */
function drawPayment({ doc, x, width, text, rule }: Pen, order: Order, w: Words, top: number): number {
  let y = top;
  doc.font('Sans').fontSize(8);
  const numberLabel = `${w.orderNumber}: `;
  const numberLabelWidth = doc.widthOfString(numberLabel);
  text(numberLabel, y + 9, 8, { color: MUTED });
  text(order.order_number, y + 9.5, 11, { bold: true, left: x + numberLabelWidth, cell: width - numberLabelWidth });
  y += 15;
  const pay = isCod(order.payment_method) ? `${w.cod}: ${formatRupiah(order.total_amount)}` : w.nonCod;
  if (isCod(order.payment_method)) doc.rect(x, y, width, 26).fill(INK);
  else doc.rect(x, y, width, 26).lineWidth(1).strokeColor(INK).stroke();
  const paySize = largestFitting(doc, pay, width - 16, isCod(order.payment_method) ? [15, 13, 11] : [11, 10, 9]);
  text(pay, y + 13 + paySize * 0.36, paySize, {
    bold: true,
    color: isCod(order.payment_method) ? '#ffffff' : INK,
    left: x + 8,
    cell: width - 16,
  });
  y += 32;
  rule(y);
  return y;
}

/** The recipient: name, phone, and the whole address; the street may wrap and shrink, never the place names. */
function drawRecipient({ doc, width, text }: Pen, order: Order, w: Words, top: number): number {
  const address = order.shipping_address;
  let y = top + 4;
  text(w.recipient, y + 8, 7, { bold: true, color: MUTED });
  y += 10;
  text(address.recipient_name, y + 15, largestFitting(doc, address.recipient_name, width, [16, 14, 12]), {
    bold: true,
  });
  y += 19;
  text(address.phone_number, y + 12, 11, { bold: true });
  y += 16;
  let street = { size: 9.5, lines: [] as string[] };
  for (const [size, maxLines] of [
    [9.5, 3],
    [8.5, 4],
  ] as const) {
    doc.font('Sans').fontSize(size);
    const wrapped = wrapCell(doc, address.street_address, width, maxLines);
    street = { size, lines: wrapped.lines };
    if (wrapped.complete) break;
  }
  for (const line of street.lines) {
    text(line, y + street.size + 1, street.size);
    y += street.size + 2.5;
  }
  const place = [
    address.district_name.trim() && `Kec. ${address.district_name.trim()}`,
    shortCityName(address.city_name),
  ]
    .filter(Boolean)
    .join(', ');
  text(place, y + 11, 10, { bold: true });
  y += 13;
  text(`${address.province_name} ${address.postal_code}`.trim(), y + 11, 10, { bold: true });
  return y + 16;
}

/** The sender: the shop. */
function drawSender({ doc, width, text, rule }: Pen, w: Words, top: number): number {
  let y = top;
  text(w.sender, y + 8, 7, { bold: true, color: MUTED });
  y += 10;
  text(`${SHOP.name} · ${SHOP.phone}`, y + 8.5, 8, { bold: true });
  y += 11;
  doc.font('Sans').fontSize(7.5);
  for (const line of wrapCell(doc, SHOP.address, width, 2).lines) {
    text(line, y + 7.5, 7.5, { color: MUTED });
    y += 9.5;
  }
  y += 3;
  rule(y);
  return y;
}

/**
 * The buyer's note ("bungkus kado, jangan ada nota harga") where the packer reads it, before the packing list: up
 * to two lines, the rest cut with an ellipsis (the whole note is on the owner's page of the order), so that the
 * packing list keeps its room.
 */
function drawNote({ doc, width, text, rule }: Pen, order: Order, w: Words, top: number): number {
  const note = order.notes?.trim();
  if (!note) return top;
  let y = top + 4;
  text(w.note, y + 8, 7, { bold: true, color: MUTED });
  y += 10;
  doc.font('Sans-Bold').fontSize(8.5);
  for (const line of wrapCell(doc, note, width, 2, 'Sans-Bold').lines) {
    text(line, y + 8.5, 8.5, { bold: true });
    y += 10.5;
  }
  y += 3;
  rule(y);
  return y;
}

/**
 * The packing list: every line with its variant, SKU and quantity, as many as fit; the rest counted. Its heading
 * ends with the parcel's weight, which the courier's counter checks the paid shipping against.
 */
function drawPackingList(
  { doc, x, width, bottom, text }: Pen,
  { order, grams }: LabelData,
  w: Words,
  language: Language,
  top: number,
) {
  let y = top + 4;
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  text(`${w.contents(order.items.length, pieces)} · ${w.weight} ${weightText(grams, language)}`, y + 8, 7.5, {
    bold: true,
    color: MUTED,
  });
  y += 11;
  const ROW = 10.5;
  doc.fontSize(8.5);
  // Names in full, with the variant under them, when every line fits so; else one line each, to show the most.
  const roomy =
    order.items.reduce((rows, item) => rows + lineText(doc, item, width - 30, true).length, 0) <=
    Math.floor((bottom - y) / ROW);
  for (const [i, item] of order.items.entries()) {
    doc.fontSize(8.5);
    const lines = lineText(doc, item, width - 30, roomy);
    const rest = order.items.length - i;
    // The last line needs only its own rows; any other leaves one for the count of those after it.
    if (Math.floor((bottom - y) / ROW) < lines.length + (rest > 1 ? 1 : 0)) {
      text(w.more(rest), y + 8.5, 8.5, { bold: true });
      break;
    }
    text(`${item.quantity}×`, y + 8.5, 8.5, { bold: true, cell: 24, align: 'right' });
    lines.forEach((line, n) => {
      text(line, y + 8.5, n === 0 ? 8.5 : 8, { left: x + 30, cell: width - 30, color: n === 0 ? INK : MUTED });
      y += ROW;
    });
  }
}

/** Draws one order's label inside `box`, part by part from the top. */
function drawLabel(doc: PDFKit.PDFDocument, box: Box, label: LabelData, w: Words, language: Language) {
  const pen = labelPen(doc, box);
  doc
    .roundedRect(box.x + 6, box.y + 6, box.width - 12, box.height - 12, 6)
    .lineWidth(1.25)
    .strokeColor(INK)
    .stroke();
  const { order } = label;
  let y = drawHead(pen, order, w, box.y + PAD);
  y = drawResi(pen, label, w, y);
  y = drawPayment(pen, order, w, y);
  y = drawRecipient(pen, order, w, y);
  y = drawSender(pen, w, y);
  y = drawNote(pen, order, w, y);
  drawPackingList(pen, label, w, language, y);
}

/**
 * One order's packing slip inside `box` (issue 43): what the packer puts in the parcel, read off as they go — the
 * order, the recipient, the buyer's note, every line with its SKU and quantity, and who packed and checked it.
 */
function drawSlip(doc: PDFKit.PDFDocument, box: Box, label: LabelData, w: Words, language: Language) {
  const pen = labelPen(doc, { ...box, height: box.height - 16 });
  const { order } = label;
  doc
    .roundedRect(box.x + 6, box.y + 6, box.width - 12, box.height - 12, 6)
    .lineWidth(1.25)
    .strokeColor(INK)
    .stroke();
  let y = drawHead(pen, order, { ...w, label: w.slip }, box.y + PAD);
  pen.text(`${w.orderNumber} ${order.order_number}`, y + 14, 11, { bold: true });
  y += 18;
  const { shipping_address: to } = order;
  pen.text(`${to.recipient_name} · ${shortCityName(to.city_name)}`, y + 9, 8.5, { color: MUTED });
  y += 14;
  pen.rule(y);
  y = drawNote(pen, order, w, y);
  drawPackingList(pen, label, w, language, y);
  pen.text(w.packedBy, box.y + box.height - PAD - 4, 7.5, { color: MUTED });
}

/** Dashed cut lines between the four labels of an A4 sheet. */
function drawCutLines(doc: PDFKit.PDFDocument) {
  const { width, height } = doc.page;
  doc
    .moveTo(width / 2, 0)
    .lineTo(width / 2, height)
    .moveTo(0, height / 2)
    .lineTo(width, height / 2)
    .dash(4, { space: 4 })
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
    .undash();
}

/** `Label-BK-20261127-0001.pdf` for one order; `Label-A4-2026-11-27-5-pesanan.pdf` (a WIB day) for several. */
export function shippingLabelsFileName(
  orders: Pick<Order, 'order_number'>[],
  layout: LabelLayout,
  now: Date,
  kind: PrintKind = 'label',
) {
  const name = kind === 'label' ? 'Label' : 'Packing-Slip';
  if (orders.length === 1) return `${name}-${orders[0]!.order_number}.pdf`;
  return `${name}-${layout.toUpperCase()}-${wibDay(now)}-${orders.length}-pesanan.pdf`;
}

/**
 * Shipping labels (issue 30, decision 043), one per order in the order given: A6, one per page, or four to an A4
 * sheet (each quarter of A4 is an A6) with cut lines. Each holds the courier, the resi as a Code 128 barcode, the
 * order number, the parcel's weight, the COD amount to collect, the recipient, the shop as sender, the buyer's note
 * and the packing list. Names are written
 * in runs of the fonts that have their characters (lib/pdf-text.ts), as on the invoice.
 */
export async function renderShippingLabels(
  parcels: { order: Order; grams: number }[],
  layout: LabelLayout,
  language: Language,
  kind: PrintKind = 'label',
): Promise<Buffer> {
  const w = WORDS[language];
  const labels: LabelData[] = [];
  for (const { order, grams } of parcels) {
    const barcode = order.tracking_number && kind === 'label' ? await barcodeOf(order.tracking_number) : null;
    labels.push({ order, grams, barcode: barcode?.png ?? null, modules: barcode?.modules ?? 0 });
  }
  const doc = new PDFDocument({
    size: layout === 'a6' ? 'A6' : 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${kind === 'label' ? w.label : w.slip} ${SHOP.name}`, Author: SHOP.name },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const perPage = layout === 'a6' ? 1 : LABELS_PER_A4_SHEET;
  labels.forEach((label, i) => {
    const slot = i % perPage;
    if (slot === 0) {
      doc.addPage();
      if (layout === 'a4') drawCutLines(doc);
    }
    const width = layout === 'a6' ? doc.page.width : doc.page.width / 2;
    const height = layout === 'a6' ? doc.page.height : doc.page.height / 2;
    const draw = kind === 'label' ? drawLabel : drawSlip;
    draw(doc, { x: (slot % 2) * width, y: Math.floor(slot / 2) * height, width, height }, label, w, language);
  });
  doc.end();
  return done;
}
