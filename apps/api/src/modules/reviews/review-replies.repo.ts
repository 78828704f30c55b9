import type { Db, Executor } from '../../db/database.js';
import { withAuthor } from './reviews.repo.js';

export interface OwnerReviewFilter {
  rating?: number;
  /** Only reviews without a reply ("Belum dibalas"). */
  unanswered?: boolean;
}

/** The owner's side of reviews: the list to answer from, and the one public reply per review (decision 064). */
export function reviewRepliesRepo(db: Db) {
  const filtered = (ex: Executor, filter: OwnerReviewFilter) =>
    ex
      .selectFrom('reviews')
      .$if(filter.rating !== undefined, (qb) => qb.where('reviews.rating', '=', filter.rating!))
      .$if(filter.unanswered === true, (qb) => qb.where('reviews.reply', 'is', null));

  return {
    /** Newest first, with author and product, as the product page shows them. */
    listForOwner(filter: OwnerReviewFilter, limit: number, offset: number) {
      return withAuthor(db)
        .$if(filter.rating !== undefined, (qb) => qb.where('reviews.rating', '=', filter.rating!))
        .$if(filter.unanswered === true, (qb) => qb.where('reviews.reply', 'is', null))
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    listForOwnerById(reviewId: number) {
      return withAuthor(db).where('reviews.id', '=', reviewId).execute();
    },
    async countForOwner(filter: OwnerReviewFilter): Promise<number> {
      const row = await filtered(db, filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** A review with what its mails name: the product, and its author's address. */
    about(reviewId: number, ex: Executor = db) {
      return ex
        .selectFrom('reviews')
        .innerJoin('products', 'products.id', 'reviews.product_id')
        .innerJoin('users', 'users.id', 'reviews.user_id')
        .select([
          'reviews.id',
          'reviews.product_id',
          'reviews.rating',
          'reviews.comment',
          'reviews.reply',
          'products.name as product_name',
          'users.email as author_email',
        ])
        .where('reviews.id', '=', reviewId)
        .executeTakeFirst();
    },
    /**
     * Writes the reply, pinned to the review's product so that only that product's pages and review lists are
     * dropped (db/change-tags.ts). `firstOnly`: only while the review has none, so that of two owners answering at
     * once one writes the first reply (and its mail) and the other an edit. Tells whether a row changed.
     */
    async setReply(
      review: { id: number; product_id: number },
      reply: string | null,
      by: number | null,
      at: string,
      firstOnly: boolean,
      ex: Executor,
    ): Promise<boolean> {
      const result = await ex
        .updateTable('reviews')
        .set({ reply, replied_at: reply === null ? null : at, replied_by: reply === null ? null : by })
        .where('id', '=', review.id)
        .where('product_id', '=', review.product_id)
        .$if(firstOnly, (qb) => qb.where('reply', 'is', null))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    productName(productId: number, ex: Executor = db) {
      return ex.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirst();
    },
    async firstAdminEmail(ex: Executor = db): Promise<string | undefined> {
      const row = await ex
        .selectFrom('users')
        .select('email')
        .where('type', '=', 'admin')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.email;
    },
  };
}
export type ReviewRepliesRepo = ReturnType<typeof reviewRepliesRepo>;
