const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const paragraphs = (lines: readonly string[]) =>
  lines.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`).join('\n');

const mail = (subject: string, lines: readonly string[]) => ({
  subject,
  text: lines.join('\n\n'),
  html: paragraphs(lines),
});

/** The owner's mail about a new question, with a link to answer it (one per question; decision 064). */
export const questionAskedMail = (productName: string, question: string, answerUrl: string) =>
  mail(`Pertanyaan baru untuk ${productName}`, [
    `Ada pertanyaan baru di Diskusi ${productName}:`,
    question,
    `Jawab di halaman Diskusi: ${answerUrl}`,
  ]);

/** The asker's mail: the shop answered their question. */
export const questionAnsweredMail = (productName: string, question: string, answer: string, productUrl: string) =>
  mail(`Pertanyaanmu tentang ${productName} sudah dijawab`, [
    `Pertanyaanmu tentang ${productName}:`,
    question,
    `Jawaban penjual:`,
    answer,
    `Lihat di halaman produk: ${productUrl}`,
  ]);
