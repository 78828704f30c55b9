import type { ExpressionBuilder } from 'kysely';
import { TRUE, type Db, type Executor } from '../../db/database.js';
import { prepared, preparedByShape, slot, slots, SLOTS } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';

export type ReviewSort = 'recent' | 'rating_high' | 'rating_low' | 'helpful';

/** A review with what its reply shows of its author. */
const authored = (ex: Executor) =>
  ex
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.product_id',
      'reviews.user_id',
      'reviews.order_id',
      'reviews.rating',
      'reviews.title',
      'reviews.comment',
      'reviews.helpful_count',
      'reviews.created_at',
      'reviews.updated_at',
      'reviews.reply',
      'reviews.replied_at',
      'users.first_name',
      'users.last_name',
      'users.profile_image',
    ]);
/** … and of its product (a product's own page knows its product already). */
export const withAuthor = (ex: Executor) =>
  authored(ex)
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select(['products.name as product_name', 'products.thumbnail as product_thumbnail']);

export type AuthoredRow = Awaited<ReturnType<ReturnType<typeof authored>['executeTakeFirstOrThrow']>>;
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

/** Each sort's keys, newest and then the latest id last, as the index reviews_product_created reads them. */
const REVIEW_ORDER: Record<ReviewSort, ['rating' | 'helpful_count' | 'created_at' | 'id', 'asc' | 'desc'][]> = {
  recent: [],
  rating_high: [['rating', 'desc']],
  rating_low: [['rating', 'asc']],
  helpful: [['helpful_count', 'desc']],
};
const reviewOrder = (sort: ReviewSort) => [
  ...REVIEW_ORDER[sort],
  ['created_at', 'desc'] as const,
  ['id', 'desc'] as const,
];

export interface ProductReviewPage {
  product: { name: string; thumbnail: string | null; review_count: number };
  reviews: AuthoredRow[];
  /** The reviews' photos, each review's in order. */
  images: { review_id: number; image: string }[];
  /** The variant labels of each review's order lines of its product, in line order. */
  variantLabels: Map<number, (string | null)[]>;
}

export function reviewsRepo(db: Db) {
  /**
   * Slots: product id, [rating,] limit, offset. One statement: the active product, its page of reviews with their
   * authors, their photos and the variants bought in the reviewed orders (a row per photo and order line of the
   * product: one line for most reviews). One query per sort and rating filter.
   */
  const productPage = preparedByShape((shape) => {
    const [sort, filter] = shape.split(':') as [ReviewSort, string];
    const byRating = filter === 'rating';
    const next = byRating ? 2 : 1;
    const keys = reviewOrder(sort);
    const page = keys
      .reduce(
        (q, [column, direction]) => q.orderBy(`reviews.${column}`, direction),
        authored(db)
          .where('reviews.product_id', '=', slot(0))
          .$if(byRating, (qb) => qb.where('reviews.rating', '=', slot(1))),
      )
      .limit(slot(next))
      .offset(slot(next + 1))
      .as('page');
    const query = db
      .selectFrom('products')
      .leftJoin(page, 'page.product_id', 'products.id')
      .leftJoin('review_images', 'review_images.review_id', 'page.id')
      .leftJoin('order_items', (join) =>
        join
          .onRef('order_items.order_id', '=', 'page.order_id')
          .onRef('order_items.product_id', '=', 'page.product_id'),
      )
      .select([
        'products.name as product_name',
        'products.thumbnail as product_thumbnail',
        'products.review_count as product_review_count',
        'page.id',
        'page.product_id',
        'page.user_id',
        'page.order_id',
        'page.rating',
        'page.title',
        'page.comment',
        'page.helpful_count',
        'page.created_at',
        'page.updated_at',
        'page.reply',
        'page.replied_at',
        'page.first_name',
        'page.last_name',
        'page.profile_image',
        'review_images.image',
        'order_items.id as line_id',
        'order_items.variant_label',
      ])
      .where('products.id', '=', slot(0))
      .where('products.is_active', '=', TRUE);
    return prepared(
      db,
      keys
        .reduce((q, [column, direction]) => q.orderBy(`page.${column}`, direction), query)
        .orderBy('review_images.position')
        .orderBy('order_items.id'),
    );
  });
  const countsForProduct = [false, true].map((byRating) =>
    prepared(
      db,
      db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('product_id', '=', slot(0))
        .$if(byRating, (qb) => qb.where('rating', '=', slot(1))),
    ),
  );
  /** One statement: no row when there is no such active product; a row of rating null when it has no review. */
  const ratingCountsOf = prepared(
    db,
    db
      .selectFrom('products')
      .leftJoin('reviews', 'reviews.product_id', 'products.id')
      .select(['reviews.rating', (eb) => eb.fn.count<number>('reviews.rating').as('n')])
      .where('products.id', '=', slot(0))
      .where('products.is_active', '=', TRUE)
      .groupBy('reviews.rating'),
  );
  /** Slots: the review ids (one query per number of ids). */
  const imagesOfReviews = preparedByShape((count) =>
    prepared(
      db,
      db
        .selectFrom('review_images')
        .select(['review_id', 'image'])
        .where('review_id', 'in', slots(0, Number(count)))
        .orderBy('position'),
    ),
  );
  /** Slots: the user id, then the review ids (one query per number of ids). */
  const votesOf = preparedByShape((count) =>
    prepared(
      db,
      db
        .selectFrom('review_votes')
        .select('review_id')
        .where('user_id', '=', slot(0))
        .where('review_id', 'in', slots(1, Number(count))),
    ),
  );

  return {
    /** One page of an active product's reviews with their photos; undefined when there is no such product. */
    async listForProduct(
      productId: number,
      options: { rating?: number; sort: ReviewSort; limit: number; offset: number },
    ): Promise<ProductReviewPage | undefined> {
      const byRating = options.rating !== undefined;
      const rows = await productPage(`${options.sort}:${byRating ? 'rating' : ''}`)(
        productId,
        ...(byRating ? [options.rating] : []),
        options.limit,
        options.offset,
      );
      const first = rows[0];
      if (!first) return undefined;
      const reviews: AuthoredRow[] = [];
      const images: ProductReviewPage['images'] = [];
      const variantLabels = new Map<number, (string | null)[]>();
      // A review's rows are its photos times its order lines of the product: each photo and each line once.
      const seenImages = new Set<string>();
      const seenLines = new Set<number>();
      for (const row of rows) {
        if (row.id === null) continue;
        if (reviews.at(-1)?.id !== row.id) reviews.push(row as AuthoredRow);
        if (row.image !== null && !seenImages.has(`${row.id}:${row.image}`)) {
          seenImages.add(`${row.id}:${row.image}`);
          images.push({ review_id: row.id, image: row.image });
        }
        if (row.line_id !== null && !seenLines.has(row.line_id)) {
          seenLines.add(row.line_id);
          variantLabels.set(row.id, [...(variantLabels.get(row.id) ?? []), row.variant_label]);
        }
      }
      const product = {
        name: first.product_name,
        thumbnail: first.product_thumbnail,
        review_count: first.product_review_count,
      };
      return { product, reviews, images, variantLabels };
    },
    async countForProduct(productId: number, rating?: number): Promise<number> {
      const [row] = await countsForProduct[rating === undefined ? 0 : 1]!(productId, rating);
      return Number(row!.n);
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
    /** How many reviews give each rating (ratings nobody gave are left out); undefined when there is no such product. */
    async ratingCounts(productId: number): Promise<{ rating: number; n: number }[] | undefined> {
      const rows = await ratingCountsOf(productId);
      if (rows.length === 0) return undefined;
      return rows.flatMap((r) => (r.rating === null ? [] : [{ rating: r.rating, n: Number(r.n) }]));
    },
    find(id: number, ex: Executor = db) {
      return withAuthor(ex).where('reviews.id', '=', id).executeTakeFirst();
    },
    /**
     * The variant labels of the order lines each review's order holds of its product, in line order (reviews
     * without an order have none).
     */
    async variantLabelsFor(
      reviews: readonly { id: number; order_id: number | null; product_id: number }[],
    ): Promise<Map<number, (string | null)[]>> {
      const orderIds = [...new Set(reviews.flatMap((r) => (r.order_id === null ? [] : [r.order_id])))];
      const labels = new Map<number, (string | null)[]>();
      if (orderIds.length === 0) return labels;
      const lines = await db
        .selectFrom('order_items')
        .select(['order_id', 'product_id', 'variant_label'])
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute();
      for (const review of reviews) {
        const own = lines.filter((l) => l.order_id === review.order_id && l.product_id === review.product_id);
        labels.set(
          review.id,
          own.map((l) => l.variant_label),
        );
      }
      return labels;
    },
    imagesFor(reviewIds: number[]) {
      if (reviewIds.length === 0) return Promise.resolve([]);
      if (reviewIds.length <= SLOTS) return imagesOfReviews(String(reviewIds.length))(...reviewIds);
      return db
        .selectFrom('review_images')
        .select(['review_id', 'image'])
        .where('review_id', 'in', reviewIds)
        .orderBy('position')
        .execute();
    },
    async votedBy(userId: number, reviewIds: number[]): Promise<Set<number>> {
      if (reviewIds.length === 0) return new Set();
      const rows =
        reviewIds.length < SLOTS
          ? await votesOf(String(reviewIds.length))(userId, ...reviewIds)
          : await db
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
