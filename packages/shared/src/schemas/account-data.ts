import { z } from 'zod';
import { PASSWORD_MAX } from '../limits.js';

/**
 * The shopper's rights under UU PDP (Law 27/2022, issue 44, decision 063): their data as a download, and the
 * deletion of their account.
 */

/** Why an account cannot be deleted yet: an order of it is still on its way somewhere. */
export const OPEN_ORDER_REASONS = [
  'unpaid',
  'awaiting_verification',
  'processing',
  'shipped',
  'open_complaint',
  'return',
  'refund_due',
] as const;
export type OpenOrderReason = (typeof OPEN_ORDER_REASONS)[number];

/** What each reason says, in the shopper's words: the server's 409 message and the profile page use the same. */
export const OPEN_ORDER_REASON_TEXT: Record<'id' | 'en', Record<OpenOrderReason, string>> = {
  id: {
    unpaid: 'belum dibayar',
    awaiting_verification: 'pembayaran sedang diperiksa',
    processing: 'sedang diproses',
    shipped: 'sedang dikirim',
    open_complaint: 'komplain belum selesai',
    return: 'pengembalian barang belum selesai',
    refund_due: 'dana yang harus kami kembalikan',
  },
  en: {
    unpaid: 'not paid yet',
    awaiting_verification: 'payment being checked',
    processing: 'being processed',
    shipped: 'on its way',
    open_complaint: 'complaint not settled',
    return: 'return not finished',
    refund_due: 'a refund we owe you',
  },
};

export const OpenOrder = z.object({ order_number: z.string(), reason: z.enum(OPEN_ORDER_REASONS) });
export type OpenOrder = z.infer<typeof OpenOrder>;

/** "Akunmu belum bisa dihapus karena …": the sentence of a 409 ACCOUNT_HAS_OPEN_ORDERS, from its facts. */
export function openOrdersSentence(orders: readonly OpenOrder[], language: 'id' | 'en' = 'id'): string {
  const list = orders.map((o) => `${o.order_number} (${OPEN_ORDER_REASON_TEXT[language][o.reason]})`).join(', ');
  return language === 'id'
    ? `Akunmu belum bisa dihapus karena masih ada pesanan yang berjalan: ${list}. Tunggu sampai pesanan selesai atau dibatalkan, lalu coba lagi.`
    : `Your account cannot be deleted yet because some orders are still under way: ${list}. Wait until they are finished or cancelled, then try again.`;
}

/** "Hapus akun": the current password again (a stolen session alone cannot delete the account). */
export const DeleteAccountBody = z.object({
  password: z.string().min(1, 'Kata sandi wajib diisi').max(PASSWORD_MAX),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;

/** Loose records: the download mirrors the stored rows of one account, less every secret (decision 063). */
const Rows = z.array(z.record(z.string(), z.unknown()));

/** "Unduh data saya": everything the shop holds about the signed-in account, as one JSON file. */
export const AccountDataExport = z.object({
  exported_at: z.string(),
  notice: z.string(),
  profile: z.record(z.string(), z.unknown()),
  addresses: Rows,
  orders: Rows,
  reviews: Rows,
  review_votes: Rows,
  cart: Rows,
  wishlist: Rows,
  voucher_uses: Rows,
  mails: Rows,
  sign_ins: Rows,
  account_events: Rows,
});
export type AccountDataExport = z.infer<typeof AccountDataExport>;
