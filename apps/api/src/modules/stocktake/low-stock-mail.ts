import { lineTitle, variantLabel } from '@boneka/shared';
import { wibDate, wibTimestamp } from '../../lib/wib.js';
import type { LowStockVariant } from './low-stock.repo.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The owner's daily low-stock mail, in Indonesian: one line (or table row) per low variant, as read at `now`. */
export function lowStockMail(low: readonly LowStockVariant[], now: Date) {
  const items = low.map((v) => {
    return {
      title: lineTitle(v.name, variantLabel([v.option1, v.option2, v.option3])),
      sku: v.sku,
      stock: v.stock,
      threshold: v.low_stock_threshold,
    };
  });
  const date = wibDate(now);
  const subject = `Stok menipis: ${items.length} varian (${date})`;
  const intro = `Varian berikut stoknya di bawah atau sama dengan batas stok menipis produknya, per ${date} pukul ${wibTimestamp(now).slice(11, 16)} WIB:`;
  const text = [
    intro,
    '',
    ...items.map((i) => `- ${i.title}${i.sku ? ` (SKU ${i.sku})` : ''}: stok ${i.stock}, batas ${i.threshold}`),
    '',
    'Ubah stok di halaman Produk atau impor lembar stok di halaman Stok & CSV.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    '<tr><th align="left">Produk</th><th align="left">SKU</th><th align="right">Stok</th><th align="right">Batas</th></tr>',
    ...items.map(
      (i) =>
        `<tr><td>${escapeHtml(i.title)}</td><td>${escapeHtml(i.sku ?? '')}</td><td align="right">${i.stock}</td><td align="right">${i.threshold}</td></tr>`,
    ),
    '</table>',
    '<p>Ubah stok di halaman Produk atau impor lembar stok di halaman Stok &amp; CSV.</p>',
  ].join('\n');
  return { subject, text, html };
}
