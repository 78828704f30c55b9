import type { ExpressionBuilder } from 'kysely';
import { FALSE, TRUE, type Db, type Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** What an emptied account row says instead of the person (decision 063). */
export interface ErasedAccount {
  username: string;
  email: string;
  firstName: string;
  passwordHash: string;
}

/** The columns of an order the shopper is shown in their download: no order link, gateway token or worker state. */
const ORDER_COLUMNS = [
  'id',
  'order_number',
  'status',
  'payment_status',
  'payment_method',
  'subtotal',
  'shipping_cost',
  'voucher_code',
  'voucher_discount',
  'total_amount',
  'unique_code',
  'transfer_amount',
  'refunded_amount',
  'courier',
  'courier_service',
  'tracking_number',
  'notes',
  'ship_recipient',
  'ship_phone',
  'ship_street',
  'ship_district',
  'ship_city',
  'ship_province',
  'ship_postal_code',
  'created_at',
  'shipped_at',
  'delivered_at',
  'completed_at',
] as const;

/**
 * Every table that holds something of one shopper, in one file (decision 063): what the download reads and what a
 * deletion erases. A new table with a shopper's data belongs here too, or the download and the deletion miss it.
 * The reads are the account's own rows only, by `user_id` or through the account's orders.
 */
export function accountDataRepo(db: Db) {
  const ordersOf = (userId: number, ex: Executor) => ex.selectFrom('orders').select('id').where('user_id', '=', userId);

  const mailsOf = (eb: ExpressionBuilder<Database, 'notifications'>, userId: number, email: string, ex: Executor) =>
    eb.or([eb('user_id', '=', userId), eb('recipient', '=', email), eb('order_id', 'in', ordersOf(userId, ex))]);

  return {
    findAccount(userId: number, ex: Executor = db) {
      return ex.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    },

    /** The facts that tell whether an order of the account is still under way. */
    ordersInFlightFacts(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('orders')
        .select([
          'order_number',
          'status',
          'payment_status',
          'payment_method',
          'payment_proof',
          'refund_due',
          'complaint_state',
          'return_state',
          'cancel_requested_at',
        ])
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['pending', 'confirmed', 'processing', 'shipped']),
            eb('complaint_state', '=', 'open'),
            eb('return_state', 'in', ['requested', 'shipped']),
            eb('refund_due', '=', TRUE),
          ]),
        )
        .orderBy('id')
        .execute();
    },

    async ordersWithDetails(userId: number, ex: Executor = db) {
      const orders = await ex
        .selectFrom('orders')
        .select(ORDER_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      const ids = orders.map((o) => o.id);
      if (ids.length === 0) return [];
      const [items, history, complaints, returns] = await Promise.all([
        ex
          .selectFrom('order_items')
          .select([
            'order_id',
            'product_id',
            'product_name',
            'variant_label',
            'sku',
            'unit_price',
            'quantity',
            'subtotal',
          ])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute(),
        ex
          .selectFrom('order_history')
          .select([
            'order_id',
            'event',
            'from_status',
            'to_status',
            'from_payment_status',
            'to_payment_status',
            'actor',
            'created_at',
          ])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute(),
        ex
          .selectFrom('order_complaints')
          .select(['order_id', 'reason', 'text', 'status', 'refund_amount', 'answer', 'created_at', 'answered_at'])
          .where('order_id', 'in', ids)
          .execute(),
        ex
          .selectFrom('order_returns')
          .select(['order_id', 'courier', 'resi', 'requested_at', 'shipped_at', 'received_at'])
          .where('order_id', 'in', ids)
          .execute(),
      ]);
      const of = <T extends { order_id: number }>(rows: T[], id: number) =>
        rows.filter((r) => r.order_id === id).map(({ order_id: _order, ...rest }) => rest);
      return orders.map(({ id, ...order }) => ({
        ...order,
        items: of(items, id),
        status_history: of(history, id),
        complaint: of(complaints, id)[0] ?? null,
        return_request: of(returns, id)[0] ?? null,
      }));
    },

    async reviews(userId: number, ex: Executor = db) {
      const reviews = await ex
        .selectFrom('reviews')
        .innerJoin('products', 'products.id', 'reviews.product_id')
        .select([
          'reviews.id',
          'reviews.product_id',
          'products.name as product_name',
          'reviews.rating',
          'reviews.title',
          'reviews.comment',
          'reviews.helpful_count',
          'reviews.created_at',
          'reviews.updated_at',
        ])
        .where('reviews.user_id', '=', userId)
        .orderBy('reviews.id')
        .execute();
      const ids = reviews.map((r) => r.id);
      const images = ids.length
        ? await ex.selectFrom('review_images').select(['review_id', 'image']).where('review_id', 'in', ids).execute()
        : [];
      return reviews.map((r) => ({
        ...r,
        images: images.filter((i) => i.review_id === r.id).map((i) => `/uploads/${i.image}`),
      }));
    },

    reviewVotes(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('review_votes')
        .select(['review_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('review_id')
        .execute();
    },

    cart(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('cart_items')
        .innerJoin('products', 'products.id', 'cart_items.product_id')
        .select([
          'cart_items.product_id',
          'products.name as product_name',
          'cart_items.variant_id',
          'cart_items.quantity',
          'cart_items.created_at',
        ])
        .where('cart_items.user_id', '=', userId)
        .orderBy('cart_items.id')
        .execute();
    },

    wishlist(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('wishlist_items')
        .innerJoin('products', 'products.id', 'wishlist_items.product_id')
        .select([
          'wishlist_items.product_id',
          'products.name as product_name',
          'wishlist_items.variant_id',
          'wishlist_items.created_at',
        ])
        .where('wishlist_items.user_id', '=', userId)
        .orderBy('wishlist_items.id')
        .execute();
    },

    voucherUses(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('voucher_redemptions')
        .innerJoin('vouchers', 'vouchers.id', 'voucher_redemptions.voucher_id')
        .innerJoin('orders', 'orders.id', 'voucher_redemptions.order_id')
        .select(['vouchers.code', 'orders.order_number', 'voucher_redemptions.created_at'])
        .where('voucher_redemptions.user_id', '=', userId)
        .orderBy('voucher_redemptions.id')
        .execute();
    },

    /** The mails sent to the account, its address (the sign-up code came first) or about its orders: what, to where, when; never a body (codes live there). */
    mails(userId: number, email: string, ex: Executor = db) {
      return ex
        .selectFrom('notifications')
        .select(['template', 'recipient', 'subject', 'status', 'created_at', 'sent_at'])
        .where((eb) => mailsOf(eb, userId, email, ex))
        .orderBy('id')
        .execute();
    },

    /** One row per sign-in (refresh-token family): when it began and when it ended; never a token or its id. */
    signIns(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('refresh_tokens')
        .select((eb) => [eb.fn.min('created_at').as('started_at'), eb.fn.max('revoked_at').as('ended_at')])
        .where('user_id', '=', userId)
        .groupBy('family_id')
        .orderBy('started_at')
        .execute();
    },

    /** The audit log's lines about the account or by it: what, when and from which address. */
    accountEvents(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('audit_log')
        .select(['action', 'ip', 'created_at'])
        .where((eb) => eb.or([eb('target', '=', `user:${userId}`), eb('actor_user_id', '=', userId)]))
        .orderBy('id')
        .execute();
    },

    /** Storage keys of the complaint photos of the account's orders (deleted after the erasure commits). */
    async complaintPhotos(userId: number, ex: Executor = db): Promise<string[]> {
      const rows = await ex
        .selectFrom('order_complaints')
        .select('photos')
        .where('order_id', 'in', ordersOf(userId, ex))
        .execute();
      return rows.flatMap((r) => JSON.parse(r.photos) as string[]);
    },

    /**
     * Claims the deletion: marks the account deleted and empties it of the person, only while it is not deleted yet
     * (two deletions at once: one claims, the other finds nothing). True when this call claimed it.
     */
    async claimDeletion(userId: number, erased: ErasedAccount, now: string, ex: Executor): Promise<boolean> {
      const result = await ex
        .updateTable('users')
        .set({
          username: erased.username,
          email: erased.email,
          first_name: erased.firstName,
          last_name: null,
          phone_number: null,
          profile_image: null,
          password_hash: erased.passwordHash,
          email_verified: FALSE,
          deleted_at: now,
          updated_at: now,
        })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Erases what is the person's and not the shop's books: addresses, cart, wishlist, pending codes and order
     * keys, every sign-in (ended now, decision 050), the name, phone, street and note on their orders, the text
     * and photos of their complaints, and the address and bodies of the mails already sent to them.
     */
    async erasePersonalRows(
      userId: number,
      email: string,
      mailPlaceholder: string,
      now: string,
      ex: Executor,
    ): Promise<void> {
      await ex.deleteFrom('addresses').where('user_id', '=', userId).execute();
      await ex.deleteFrom('cart_items').where('user_id', '=', userId).execute();
      await ex.deleteFrom('wishlist_items').where('user_id', '=', userId).execute();
      await ex.deleteFrom('password_resets').where('user_id', '=', userId).execute();
      await ex.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
      await ex
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await ex
        .updateTable('orders')
        .set({
          ship_recipient: '',
          ship_phone: '',
          ship_street: '',
          ship_postal_code: '',
          notes: null,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .execute();
      await ex
        .updateTable('order_complaints')
        .set({ text: '', photos: '[]' })
        .where('order_id', 'in', ordersOf(userId, ex))
        .execute();
      await ex
        .updateTable('notifications')
        .set({ recipient: mailPlaceholder, text_body: '', html_body: null, payload: null })
        .where((eb) => mailsOf(eb, userId, email, ex))
        .where('status', 'not in', ['pending', 'sending'])
        .execute();
    },
  };
}
export type AccountDataRepo = ReturnType<typeof accountDataRepo>;
