import type { ExpressionBuilder } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type ReviewSort = 'recent' | 'rating_high' | 'rating_low' | 'helpful';

const withAuthor = (ex: Executor) =>
  ex
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .selectAll('reviews')
    .select([
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.profile_image',
      'products.name as product_name',
      'products.thumbnail as product_thumbnail',
    ]);

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof withAuthor>['executeTakeFirstOrThrow']>>;

/** No review uses this uploaded photo (yet). */
const notInAReview = ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'uploads'>) =>
  not(
    exists(
      selectFrom('review_images').select('review_images.id').whereRef('review_images.image', '=', 'uploads.image'),
    ),
  );

const adjustHelpful = (reviewId: number, by: 1 | -1, ex: Executor) =>
  ex
    .updateTable('reviews')
    .set((eb) => ({ helpful_count: eb('helpful_count', '+', by) }))
    .where('id', '=', reviewId)
    .execute();

export function reviewsRepo(db: Db) {
  return {
    listForProduct(productId: number, options: { rating?: number; sort: ReviewSort; limit: number; offset: number }) {
      let query = withAuthor(db)
        .where('reviews.product_id', '=', productId)
        .$if(options.rating !== undefined, (qb) => qb.where('reviews.rating', '=', options.rating!));
      if (options.sort === 'rating_high') query = query.orderBy('reviews.rating', 'desc');
      if (options.sort === 'rating_low') query = query.orderBy('reviews.rating', 'asc');
      if (options.sort === 'helpful') query = query.orderBy('reviews.helpful_count', 'desc');
      return query
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(options.limit)
        .offset(options.offset)
        .execute();
    },
    async countForProduct(productId: number, rating?: number): Promise<number> {
      const row = await db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('product_id', '=', productId)
        .$if(rating !== undefined, (qb) => qb.where('rating', '=', rating!))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    listForUser(userId: number, limit: number, offset: number) {
      return withAuthor(db)
        .where('reviews.user_id', '=', userId)
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async countForUser(userId: number): Promise<number> {
      const row = await db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    ratingCounts(productId: number) {
      return db
        .selectFrom('reviews')
        .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
        .where('product_id', '=', productId)
        .groupBy('rating')
        .execute();
    },
    find(id: number, ex: Executor = db) {
      return withAuthor(ex).where('reviews.id', '=', id).executeTakeFirst();
    },
    imagesFor(reviewIds: number[]) {
      if (reviewIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('review_images')
        .select(['review_id', 'image'])
        .where('review_id', 'in', reviewIds)
        .orderBy('position')
        .execute();
    },
    async votedBy(userId: number, reviewIds: number[]): Promise<Set<number>> {
      if (reviewIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('review_votes')
        .select('review_id')
        .where('user_id', '=', userId)
        .where('review_id', 'in', reviewIds)
        .execute();
      return new Set(rows.map((r) => r.review_id));
    },
    /** The signed-in user's delivered orders holding the product, each with whether it was reviewed already. */
    deliveredOrdersWithProduct(userId: number, productId: number) {
      return db
        .selectFrom('orders')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .leftJoin('reviews', (join) =>
          join.onRef('reviews.order_id', '=', 'orders.id').on('reviews.product_id', '=', productId),
        )
        .select(['orders.id as order_id', 'orders.status', 'reviews.id as review_id'])
        .where('orders.user_id', '=', userId)
        .where('order_items.product_id', '=', productId)
        .orderBy('orders.id')
        .execute();
    },
    findOrderOf(userId: number, orderId: number) {
      return db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('id', '=', orderId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    async insert(
      row: {
        product_id: number;
        user_id: number;
        order_id: number | null;
        rating: number;
        title: string | null;
        comment: string;
        created_at: string;
        updated_at: string;
      },
      ex: Executor,
    ) {
      return (await ex.insertInto('reviews').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async update(
      id: number,
      changes: { rating: number; title: string | null; comment: string; updated_at: string },
      ex: Executor,
    ) {
      await ex.updateTable('reviews').set(changes).where('id', '=', id).execute();
    },
    async remove(id: number, ex: Executor) {
      await ex.deleteFrom('reviews').where('id', '=', id).execute();
    },
    async replaceImages(reviewId: number, images: string[], ex: Executor) {
      await ex.deleteFrom('review_images').where('review_id', '=', reviewId).execute();
      if (images.length) {
        await ex
          .insertInto('review_images')
          .values(images.map((image, position) => ({ review_id: reviewId, image, position })))
          .execute();
      }
    },
    async imagesOf(reviewId: number, ex: Executor = db): Promise<string[]> {
      return (
        await ex
          .selectFrom('review_images')
          .select('image')
          .where('review_id', '=', reviewId)
          .orderBy('position')
          .execute()
      ).map((r) => r.image);
    },
    /** Images uploaded by this user and not used by another review. */
    async usableUploads(userId: number, keys: string[], reviewId: number | null): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const owned = await db
        .selectFrom('uploads')
        .select('image')
        .where('owner_user_id', '=', userId)
        .where('kind', '=', 'review')
        .where('image', 'in', keys)
        .execute();
      const taken = await db
        .selectFrom('review_images')
        .select('image')
        .where('image', 'in', keys)
        .$if(reviewId !== null, (qb) => qb.where('review_id', '!=', reviewId!))
        .execute();
      const takenSet = new Set(taken.map((t) => t.image));
      return new Set(owned.map((o) => o.image).filter((image) => !takenSet.has(image)));
    },
    async recordUploads(keys: string[], ownerUserId: number, at: string) {
      if (keys.length === 0) return;
      await db
        .insertInto('uploads')
        .values(keys.map((image) => ({ image, owner_user_id: ownerUserId, kind: 'review', created_at: at })))
        .execute();
    },
    /** Review photos the user uploaded that no review uses (yet). */
    async countPendingUploads(userId: number): Promise<number> {
      const row = await db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_user_id', '=', userId)
        .where('kind', '=', 'review')
        .where(notInAReview)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /**
     * Deletes the rows of review photos uploaded before `before` that no review uses, in one statement (a photo
     * attached meanwhile is kept), and answers their keys so that the files can go too.
     */
    async deleteStaleUploads(before: string): Promise<string[]> {
      const rows = await db
        .deleteFrom('uploads')
        .where('kind', '=', 'review')
        .where('created_at', '<', before)
        .where(notInAReview)
        .returning('image')
        .execute();
      return rows.map((r) => r.image);
    },
    /** Drops the rows of photos whose files are being deleted with (or from) their review. */
    async forgetUploads(keys: string[], ex: Executor) {
      if (keys.length) await ex.deleteFrom('uploads').where('image', 'in', keys).execute();
    },
    /** Adds the vote unless it is there already; the count moves only when a row was inserted. */
    async addVote(reviewId: number, userId: number, at: string, ex: Executor): Promise<void> {
      const inserted = await ex
        .insertInto('review_votes')
        .values({ review_id: reviewId, user_id: userId, created_at: at })
        .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) await adjustHelpful(reviewId, 1, ex);
    },
    /** Withdraws the vote if it is there; tells whether a row was deleted (and the count moved). */
    async removeVote(reviewId: number, userId: number, ex: Executor): Promise<boolean> {
      const removed = await ex
        .deleteFrom('review_votes')
        .where('review_id', '=', reviewId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return false;
      await adjustHelpful(reviewId, -1, ex);
      return true;
    },
    async helpfulCount(reviewId: number, ex: Executor): Promise<number> {
      return (
        await ex.selectFrom('reviews').select('helpful_count').where('id', '=', reviewId).executeTakeFirstOrThrow()
      ).helpful_count;
    },
  };
}
export type ReviewsRepo = ReturnType<typeof reviewsRepo>;
