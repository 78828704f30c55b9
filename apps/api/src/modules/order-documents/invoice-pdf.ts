import PDFDocument from 'pdfkit';
import { ACCOUNT_HOLDER, formatRupiah, isCod, isOnline, lineTitle, SHOP, type Order } from '@boneka/shared';
import { fitCell, registerFonts, writeCell } from '../../lib/pdf-text.js';
import type { Language } from '../../lib/request-language.js';
import { wibDate } from '../../lib/wib.js';

const MARGIN = 48;
const ROW = 20;
const INK = '#3b2418';
const MUTED = '#6b6460';
const ROSE = '#be123c';

const WORDS = {
  id: {
    invoice: 'INVOICE',
    number: 'No. Invoice',
    date: 'Tanggal',
    status: 'Status',
    method: 'Pembayaran',
    billTo: 'Tagihan untuk',
    shipTo: 'Dikirim ke',
    product: 'Produk',
    quantity: 'Jumlah',
    price: 'Harga',
    lineTotal: 'Subtotal',
    subtotal: 'Subtotal',
    shipping: 'Ongkos kirim',
    discount: 'Diskon voucher',
    freeShipping: 'Gratis Ongkir',
    uniqueCode: 'Kode unik',
    total: 'Total',
    transfer: 'Jumlah transfer',
    paid: 'LUNAS',
    unpaid: 'BELUM DIBAYAR',
    refunded: 'DANA DIKEMBALIKAN',
    cancelled: 'DIBATALKAN',
    cod: 'Dibayar tunai kepada kurir',
    thanks: 'Terima kasih telah berbelanja di Boneka Shop.',
    holder: `Rekening a.n. ${ACCOUNT_HOLDER}`,
  },
  en: {
    invoice: 'INVOICE',
    number: 'Invoice no.',
    date: 'Date',
    status: 'Status',
    method: 'Payment',
    billTo: 'Bill to',
    shipTo: 'Ship to',
    product: 'Product',
    quantity: 'Qty',
    price: 'Price',
    lineTotal: 'Subtotal',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Voucher discount',
    freeShipping: 'Free shipping',
    uniqueCode: 'Unique code',
    total: 'Total',
    transfer: 'Amount to transfer',
    paid: 'PAID',
    unpaid: 'UNPAID',
    refunded: 'REFUNDED',
    cancelled: 'CANCELLED',
    cod: 'Paid in cash to the courier',
    thanks: 'Thank you for shopping at Boneka Shop.',
    holder: `Accounts in the name of ${ACCOUNT_HOLDER}`,
  },
} as const;
type Words = (typeof WORDS)[Language];

/** Whether the invoice says paid, unpaid, refunded or cancelled. */
function standing(order: Order, w: Words) {
  if (order.payment_status === 'refunded') return w.refunded;
  if (order.payment_status === 'paid') return w.paid;
  if (order.status === 'cancelled') return w.cancelled;
  return w.unpaid;
}

export const invoiceFileName = (order: Pick<Order, 'order_number'>) => `Invoice-${order.order_number}.pdf`;

/**
 * What each part of the invoice writes with: the document, its words, the text width, and one line of text in the
 * current colour and size, bold or not, names in the fonts that have them.
 */
function invoicePen(doc: PDFKit.PDFDocument, w: Words) {
  let bold = false;
  return {
    doc,
    w,
    width: doc.page.width - 2 * MARGIN,
    weight(isBold: boolean) {
      bold = isBold;
      doc.font(isBold ? 'Sans-Bold' : 'Sans');
      return doc;
    },
    line: (text: string, x: number, y: number, cellWidth: number, align: 'left' | 'right' = 'left') =>
      writeCell(doc, text, x, y, cellWidth, align, bold ? 'Sans-Bold' : 'Sans'),
  };
}
type Pen = ReturnType<typeof invoicePen>;

/** The shop, and what this is. */
function drawHeading({ doc, w, width }: Pen) {
  doc.fillColor(ROSE).font('Sans-Bold').fontSize(20).text(SHOP.name, MARGIN, MARGIN);
  doc.fillColor(MUTED).font('Sans').fontSize(9);
  doc.text(SHOP.address, MARGIN, doc.y + 2, { width: 280 });
  doc.text(`${SHOP.phone} · ${SHOP.email}`, MARGIN, doc.y + 1);
  doc.fillColor(INK).font('Sans-Bold').fontSize(22).text(w.invoice, MARGIN, MARGIN, { width, align: 'right' });
}

/** Number, date, status, payment; where the next part starts. */
function drawFacts({ doc, w, width, weight, line }: Pen, order: Order, language: Language): number {
  let y = MARGIN + 80;
  const facts: [string, string][] = [
    [w.number, order.order_number],
    [w.date, wibDate(order.created_at, language)],
    [w.status, standing(order, w)],
    [w.method, order.payment_method],
  ];
  doc.fontSize(9);
  for (const [label, value] of facts) {
    weight(false).fillColor(MUTED);
    line(label, MARGIN, y, 90);
    weight(true).fillColor(label === w.status && order.payment_status === 'paid' ? '#047857' : INK);
    line(value, MARGIN + 90, y, width / 2);
    y += 15;
  }
  return y;
}

/** Who pays, and where it goes, side by side; where the taller of the two ends. */
function drawParties({ w, width, weight, line }: Pen, order: Order, y: number): number {
  const half = width / 2 - 10;
  const address = order.shipping_address;
  const customer = [order.user.first_name, order.user.last_name].filter(Boolean).join(' ');
  const blocks: [number, string, string[]][] = [
    [MARGIN, w.billTo, [customer, order.user.email]],
    [
      MARGIN + width / 2 + 10,
      w.shipTo,
      [
        `${address.recipient_name} · ${address.phone_number}`,
        address.street_address,
        [address.district_name, address.city_name].filter(Boolean).join(', '),
        `${address.province_name} ${address.postal_code}`.trim(),
      ],
    ],
  ];
  let lowest = y;
  for (const [x, title, lines] of blocks) {
    let blockY = y;
    weight(true).fillColor(MUTED).fontSize(9);
    line(title.toUpperCase(), x, blockY, half);
    blockY += 15;
    weight(false).fillColor(INK).fontSize(10);
    for (const text of lines.filter(Boolean)) {
      line(text, x, blockY, half);
      blockY += 14;
    }
    lowest = Math.max(lowest, blockY);
  }
  return lowest;
}

/** The lines, a new page when the page is full; where the table ends. */
function drawLines({ doc, w, width, weight, line }: Pen, order: Order, top: number): number {
  let y = top;
  const columns = [
    { header: w.product, width: width - 250, align: 'left' as const },
    { header: w.quantity, width: 50, align: 'right' as const },
    { header: w.price, width: 100, align: 'right' as const },
    { header: w.lineTotal, width: 100, align: 'right' as const },
  ];
  const productWidth = columns[0]!.width - 8;
  /** A row of cells; `detail` (the SKU) is written small under the first. */
  const row = (cells: string[], header = false, detail?: string) => {
    if (y > doc.page.height - MARGIN - 120) {
      doc.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    weight(header).fillColor(INK).fontSize(9.5);
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      line(cell, x, y + 13, column.width - (i === 0 ? 8 : 0), column.align);
      x += column.width;
    });
    if (detail) {
      weight(false).fillColor(MUTED).fontSize(8);
      line(detail, MARGIN, y + 24, productWidth);
    }
    y += detail ? ROW + 10 : ROW;
  };
  /** "Boneka Beruang — 50 cm / Pink": a long name is shortened, never the variant that was bought. */
  const titleOf = ({ product, variant }: Order['items'][number]) => {
    if (!variant.label) return product.name;
    weight(false).fontSize(9.5);
    const room = Math.max(productWidth / 3, productWidth - doc.widthOfString(lineTitle('', variant.label)));
    return lineTitle(fitCell(doc, product.name, room), variant.label);
  };
  doc.rect(MARGIN, y, width, ROW).fill('#fff1f2');
  row(
    columns.map((c) => c.header),
    true,
  );
  for (const item of order.items) {
    row(
      [titleOf(item), String(item.quantity), formatRupiah(item.price), formatRupiah(item.subtotal)],
      false,
      item.variant.sku ? `SKU ${item.variant.sku}` : undefined,
    );
  }
  doc
    .moveTo(MARGIN, y + 4)
    .lineTo(MARGIN + width, y + 4)
    .strokeColor('#e7e5e4')
    .stroke();
  return y + 10;
}

/** The amounts, the total, and with a kode unik the amount to transfer; where they end. */
function drawAmounts({ doc, w, width, weight, line }: Pen, order: Order, top: number): number {
  let y = top;
  const amounts: [string, string][] = [
    [w.subtotal, formatRupiah(order.subtotal)],
    [
      `${w.shipping} (${order.courier.toUpperCase()} ${order.courier_service})`.replace(' ()', ''),
      formatRupiah(order.shipping_cost),
    ],
    ...(order.voucher_discount > 0
      ? [
          [
            `${w.discount}${order.voucher_code ? ` (${order.voucher_code})` : ''}`,
            `−${formatRupiah(order.voucher_discount)}`,
          ] as [string, string],
        ]
      : []),
    ...(order.shipping_discount > 0
      ? [[w.freeShipping, `−${formatRupiah(order.shipping_discount)}`] as [string, string]]
      : []),
  ];
  const labelX = MARGIN + width - 300;
  for (const [label, value] of amounts) {
    weight(false).fillColor(MUTED).fontSize(9.5);
    line(label, labelX, y + 12, 190);
    doc.fillColor(INK);
    line(value, labelX + 190, y + 12, 110, 'right');
    y += 17;
  }
  weight(true).fillColor(INK).fontSize(12);
  line(w.total, labelX, y + 16, 190);
  doc.fillColor(ROSE);
  line(formatRupiah(order.total_amount), labelX + 190, y + 16, 110, 'right');
  y += 26;
  if (order.unique_code !== null && order.transfer_amount !== null) {
    weight(false).fillColor(MUTED).fontSize(9.5);
    line(`${w.uniqueCode} +${formatRupiah(order.unique_code)}`, labelX, y + 12, 190);
    weight(true).fillColor(INK);
    line(`${w.transfer} ${formatRupiah(order.transfer_amount)}`, labelX + 120, y + 12, 180, 'right');
    y += 17;
  }
  return y;
}

/** How it is paid, and thanks. */
function drawClosing({ w, width, weight, line }: Pen, order: Order, y: number) {
  weight(false).fillColor(MUTED).fontSize(9);
  const how = isCod(order.payment_method)
    ? w.cod
    : isOnline(order.payment_method)
      ? `Midtrans${order.gateway?.payment_type ? ` · ${order.gateway.payment_type}` : ''}${order.gateway?.transaction_id ? ` · ${order.gateway.transaction_id}` : ''}`
      : w.holder;
  line(how, MARGIN, y, width);
  line(w.thanks, MARGIN, y + 16, width);
}

/**
 * The order's invoice (issue 16), A4: the shop, invoice number = order number, date, customer and address, lines,
 * shipping, discount, kode unik and payment method, the total and whether it is paid. Names are written in runs of
 * the fonts that have their characters (lib/pdf-text.ts).
 */
export function renderInvoice(order: Order, language: Language): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Invoice ${order.order_number}`, Author: SHOP.name },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const pen = invoicePen(doc, WORDS[language]);
  drawHeading(pen);
  const factsEnd = drawFacts(pen, order, language);
  const partiesEnd = drawParties(pen, order, factsEnd + 12);
  const linesEnd = drawLines(pen, order, partiesEnd + 18);
  const amountsEnd = drawAmounts(pen, order, linesEnd);
  drawClosing(pen, order, amountsEnd + 24);
  doc.end();
  return done;
}
