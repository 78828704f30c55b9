import { randomBytes } from 'node:crypto';
import {
  collapseToOneLine,
  openOrdersSentence,
  orderStateOf,
  proofAwaitsReview,
  type AccountDataExport,
  type OpenOrder,
  type OpenOrderReason,
} from '@boneka/shared';
import { toBool, type Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, forbidden, tooManyRequests, unauthorized, AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { Storage } from '../../lib/storage.js';
import type { Rule, Throttle } from '../../lib/throttle.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { AccountDataRepo } from './account-data.repo.js';

const MINUTE = 60_000;
export const ACCOUNT_DATA_RULES = {
  /** Downloads of one account's data: each reads every table of it. */
  exportPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  /** Wrong passwords on "Hapus akun": a stolen session may not guess its way to deleting the account. */
  deletePerAccount: { limit: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

/** What stays of a deleted account in its row (decision 063): nothing that reaches or names the person. */
export const erasedAccount = (userId: number) => ({
  username: `dihapus-${userId}`,
  /** `.invalid` is reserved (RFC 2606): no mail can ever be delivered there, and no sign-up can take it. */
  email: `dihapus-${userId}@akun-dihapus.invalid`,
  /** Reviews show it as every name is shown, masked: "P***i" (reviews.service.ts `reviewerName`). */
  firstName: 'Pembeli',
  /** Not an argon2 hash: no password verifies against it. */
  passwordHash: `!dihapus:${randomBytes(16).toString('hex')}`,
});

export interface RequestContext {
  ip: string;
  requestId: string;
}

type FlightFacts = Awaited<ReturnType<AccountDataRepo['ordersInFlightFacts']>>[number];

/** Why an order keeps its account from being deleted, or null when it is finished (decision 063). */
export function openOrderReason(order: FlightFacts): OpenOrderReason | null {
  if (toBool(order.refund_due)) return 'refund_due';
  if (order.return_state === 'requested' || order.return_state === 'shipped') return 'return';
  if (order.complaint_state === 'open') return 'open_complaint';
  if (order.status === 'shipped') return 'shipped';
  if (order.status === 'processing') return 'processing';
  if (order.status !== 'pending' && order.status !== 'confirmed') return null;
  const state = orderStateOf({ ...order, completed_at: null, complaint: order.complaint_state });
  if (proofAwaitsReview(state) || state.cancel_requested) return 'awaiting_verification';
  if (state.payment_status === 'paid' || state.status === 'confirmed') return 'processing';
  return 'unpaid';
}

const NOTICE =
  'Data akun Boneka Shop milikmu (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi). ' +
  'Waktu dalam UTC; uang dalam Rupiah. Kata sandi, kode, dan token tidak pernah disertakan.';

/**
 * The shopper's rights under UU PDP (issue 44, decision 063): "Unduh data saya" gives everything the shop holds
 * about the account as JSON; "Hapus akun" erases the person and keeps the orders for the shop's books.
 */
export function accountDataService(deps: {
  db: Db;
  repo: AccountDataRepo;
  addresses: Pick<AddressesService, 'list'>;
  outbox: Pick<NotificationsService, 'enqueue' | 'kick'>;
  audit: AuditService;
  throttle: Throttle;
  storage: Storage;
  clock: Clock;
}) {
  const { db, repo, outbox, audit, throttle, storage, clock } = deps;

  async function enforce(key: string, rule: Rule) {
    const result = await throttle.consume(key, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  const track = (action: string, userId: number, ctx: RequestContext) =>
    audit.record({ actorUserId: userId, action, target: `user:${userId}`, ip: ctx.ip, requestId: ctx.requestId });

  return {
    async exportData(userId: number, ctx: RequestContext): Promise<AccountDataExport> {
      await enforce(`account-data:export:${userId}`, ACCOUNT_DATA_RULES.exportPerAccount);
      const account = await repo.findAccount(userId);
      if (!account || account.deleted_at !== null)
        throw unauthorized('INVALID_TOKEN', 'Your session is not valid. Please sign in again.');
      const [addresses, orders, reviews, reviewVotes, cart, wishlist, voucherUses, mails, signIns] = await Promise.all([
        deps.addresses.list(userId),
        repo.ordersWithDetails(userId),
        repo.reviews(userId),
        repo.reviewVotes(userId),
        repo.cart(userId),
        repo.wishlist(userId),
        repo.voucherUses(userId),
        repo.mails(userId, account.email),
        repo.signIns(userId),
      ]);
      const accountEvents = await repo.accountEvents(userId);
      await track('account.data_exported', userId, ctx);
      return {
        exported_at: clock.now().toISOString(),
        notice: NOTICE,
        profile: {
          id: account.id,
          username: account.username,
          email: account.email,
          first_name: account.first_name,
          last_name: account.last_name,
          phone_number: account.phone_number,
          email_verified: toBool(account.email_verified),
          profile_image_url: account.profile_image ? `/uploads/${account.profile_image}` : null,
          created_at: account.created_at,
          updated_at: account.updated_at,
        },
        addresses,
        orders,
        reviews,
        review_votes: reviewVotes,
        cart,
        wishlist,
        voucher_uses: voucherUses,
        mails,
        sign_ins: signIns,
        account_events: accountEvents,
      };
    },

    /**
     * "Hapus akun" with the current password: refused while an order is under way (409 with which and why) and for
     * the owner's accounts (403). One transaction claims the deletion, queues the confirmation to the address
     * about to be erased, and erases the person; every session ends with it. Stored files go after the commit.
     */
    async deleteAccount(userId: number, password: string, ctx: RequestContext): Promise<void> {
      const account = await repo.findAccount(userId);
      if (!account || account.deleted_at !== null)
        throw unauthorized('SESSION_ENDED', 'Your session has ended. Please sign in again.');
      if (account.type === 'admin') throw forbidden('OWNER_ACCOUNT', 'Akun pemilik toko tidak bisa dihapus dari sini.');
      // Only wrong passwords count: the budget is checked first and spent by a wrong one.
      const budget = await throttle.check(`account-data:delete-fail:${userId}`, ACCOUNT_DATA_RULES.deletePerAccount);
      if (!budget.allowed) throw tooManyRequests(budget.retryAfterSeconds);
      if (!(await verifyPassword(account.password_hash, password))) {
        await throttle.consume(`account-data:delete-fail:${userId}`, ACCOUNT_DATA_RULES.deletePerAccount);
        await track('account.delete_wrong_password', userId, ctx);
        // 403, not 401: the session stands, only this password is wrong (a 401 would make the web refresh and retry).
        throw new AppError(403, 'WRONG_PASSWORD', 'Kata sandi salah.');
      }
      const open: OpenOrder[] = (await repo.ordersInFlightFacts(userId)).flatMap((o) => {
        const reason = openOrderReason(o);
        return reason ? [{ order_number: o.order_number, reason }] : [];
      });
      if (open.length > 0) throw conflict('ACCOUNT_HAS_OPEN_ORDERS', openOrdersSentence(open), { orders: open });

      const erased = erasedAccount(userId);
      const now = clock.now().toISOString();
      const photos = await repo.complaintPhotos(userId);
      const claimed = await db.transaction().execute(async (tx) => {
        if (!(await repo.claimDeletion(userId, erased, now, tx))) return false;
        await repo.erasePersonalRows(userId, account.email, erased.email, now, tx);
        // Queued to the old address before the row forgets it; the outbox row keeps its own recipient.
        await outbox.enqueue(
          {
            template: 'account_deleted',
            to: account.email,
            userId,
            secret: true,
            subject: 'Akun Boneka Shop kamu sudah dihapus',
            text: [
              `Halo ${collapseToOneLine(account.first_name)},`,
              '',
              'Akun Boneka Shop kamu sudah dihapus, dan semua sesi masuk sudah diakhiri.',
              'Nama, e-mail, nomor HP, foto profil, alamat, keranjang, dan wishlist-mu sudah kami hapus.',
              'Pesananmu kami simpan tanpa nama, nomor HP, dan alamat jalanmu, karena toko wajib menyimpan',
              'catatan pembukuan selama 10 tahun (UU KUP). Ulasanmu tetap tampil sebagai pembeli tanpa nama.',
              '',
              'Kamu boleh mendaftar lagi dengan e-mail ini kapan saja sebagai akun baru.',
              '',
              'Your Boneka Shop account has been deleted and every session ended.',
            ].join('\n'),
          },
          tx,
        );
        return true;
      });
      // A deletion at the same moment claimed it first: the account is gone either way.
      if (!claimed) throw unauthorized('SESSION_ENDED', 'Your session has ended. Please sign in again.');
      outbox.kick();
      await track('account.deleted', userId, ctx);
      for (const key of [account.profile_image, ...photos]) if (key) await storage.remove(key).catch(() => undefined);
    },
  };
}
export type AccountDataService = ReturnType<typeof accountDataService>;
