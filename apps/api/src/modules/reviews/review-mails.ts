import { wibDate } from '../../lib/wib.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const paragraphs = (lines: readonly string[]) =>
  lines.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`).join('\n');

/** What the review mails tell: the product, the stars, the words, and where to act. */
export interface ReviewFacts {
  productName: string;
  productId: number;
  rating: number;
  comment: string;
}

/** The owner's mail about a new review of few stars, with a link to answer it (decision 064). */
export function lowRatingMail(review: ReviewFacts, answerUrl: string, now: Date) {
  const subject = `Ulasan bintang ${review.rating} untuk ${review.productName}`;
  const lines = [
    `Ada ulasan baru bintang ${review.rating} untuk ${review.productName} (${wibDate(now)}):`,
    review.comment,
    `Balas ulasan ini di halaman Ulasan: ${answerUrl}`,
  ];
  return { subject, text: lines.join('\n\n'), html: paragraphs(lines) };
}

/** The shopper's mail: the shop answered their review in public ("Balasan Penjual"). */
export function replyMail(review: ReviewFacts, reply: string, productUrl: string) {
  const subject = `Penjual membalas ulasanmu untuk ${review.productName}`;
  const lines = [
    `Penjual membalas ulasanmu untuk ${review.productName}:`,
    reply,
    `Lihat di halaman produk: ${productUrl}`,
  ];
  return { subject, text: lines.join('\n\n'), html: paragraphs(lines) };
}
