import type { z } from 'zod';
import {
  REVIEW_PENDING_IMAGES_MAX,
  UNATTACHED_UPLOAD_TTL_HOURS,
  type CreateReviewBody,
  type Review,
  type ReviewListQuery,
  type ReviewStats,
  type UpdateReviewBody,
} from '@boneka/shared';
import { isUniqueViolation, type Db, type Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { publicUrl } from '../catalog/catalog.service.js';
import type { AuthoredRow, ProductReviewPage, ReviewRow, ReviewsRepo } from './reviews.repo.js';

type ListQuery = z.output<typeof ReviewListQuery>;
type CreateInput = z.output<typeof CreateReviewBody>;
type UpdateInput = z.output<typeof UpdateReviewBody>;

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

export interface Eligibility {
  canReview: boolean;
  reason: string | null;
  orderId: number | null;
}

/**
 * How a reviewer is shown to everyone, the way Indonesian marketplaces do: the first and last letter of the first
 * name around "***" ("S***i"; a name of one or two letters keeps only its first, "A***") and the initial of the last
 * name ("S***i D."). Never the username or the e-mail, which sign in, and never a whole name.
 */
export function reviewerName(firstName: string, lastName: string | null): string {
  const letters = Array.from(firstName.trim().split(/\s+/)[0] ?? '');
  const first = letters.length > 2 ? `${letters[0]}***${letters.at(-1)}` : `${letters[0] ?? ''}***`;
  const initial = Array.from(lastName?.trim() ?? '')[0]?.toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** "50 cm / Coklat", or the distinct labels of several lines joined by ", "; null when no line named a variant. */
export function boughtVariants(labels: readonly (string | null)[] | undefined): string | null {
  const named = [...new Set((labels ?? []).map((l) => l?.trim() ?? '').filter((l) => l !== ''))];
  return named.length > 0 ? named.join(', ') : null;
}

/** What a new review causes beyond itself: the owner's mail about few stars (review-replies.service.ts). */
export interface ReviewEvents {
  /** In the review's transaction; tells whether a mail was queued. */
  reviewed(reviewId: number, trx: Executor): Promise<boolean>;
  /** After the commit: the outbox sends what was queued. */
  kick(): void;
}

/** Reviews: only for a product of the reviewer's own delivered order, one per (order, product). */
export function reviewsService(
  db: Db,
  repo: ReviewsRepo,
  catalog: CatalogService,
  storage: Storage,
  clock: Clock,
  events?: ReviewEvents,
) {
  /**
   * Review replies. A product's page passes its product (name, picture) and the reviews' photos, read with its
   * reviews; otherwise each row names its product and the photos are read here.
   */
  async function present(
    rows: (AuthoredRow & Partial<Pick<ReviewRow, 'product_name' | 'product_thumbnail'>>)[],
    viewerId: number | null,
    known?: Pick<ProductReviewPage, 'product' | 'images' | 'variantLabels'>,
  ): Promise<Review[]> {
    const ids = rows.map((r) => r.id);
    const [images, voted, variantLabels] = await Promise.all([
      known ? known.images : repo.imagesFor(ids),
      viewerId ? repo.votedBy(viewerId, ids) : new Set<number>(),
      known ? known.variantLabels : repo.variantLabelsFor(rows),
    ]);
    const product = known?.product;
    return rows.map((r) => ({
      review_id: r.id,
      product_id: r.product_id,
      order_id: r.order_id,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      images: images.filter((i) => i.review_id === r.id).map((i) => publicUrl(i.image)!),
      is_verified: r.order_id !== null,
      helpful_count: r.helpful_count,
      voted_helpful: voted.has(r.id),
      created_at: r.created_at,
      updated_at: r.updated_at,
      // The spec's `username` and `full_name` both carry the display name: the username also signs in.
      user: {
        user_id: r.user_id,
        username: reviewerName(r.first_name, r.last_name),
        full_name: reviewerName(r.first_name, r.last_name),
        profileImageUrl: publicUrl(r.profile_image),
      },
      product: {
        product_id: r.product_id,
        name: product ? product.name : r.product_name!,
        image_url: publicUrl(product ? product.thumbnail : (r.product_thumbnail ?? null)),
      },
      variant_label: boughtVariants(variantLabels.get(r.id)),
      reply: r.reply !== null && r.replied_at !== null ? { text: r.reply, replied_at: r.replied_at } : null,
    }));
  }

  async function loadOwn(userId: number, reviewId: number): Promise<ReviewRow> {
    const row = await repo.find(reviewId);
    if (!row) throw notFound('Review');
    if (row.user_id !== userId) throw forbidden('NOT_REVIEW_AUTHOR', 'Only the author can change this review.');
    return row;
  }

  async function checkImages(userId: number, urls: string[], reviewId: number | null): Promise<string[]> {
    const keys = [...new Set(urls.map(keyOf))];
    const usable = await repo.usableUploads(userId, keys, reviewId);
    if (keys.some((k) => !usable.has(k))) {
      throw badRequest('INVALID_REVIEW_IMAGES', 'Upload the images with your account first.', [
        { path: 'images', message: 'Unknown image' },
      ]);
    }
    return keys;
  }

  async function eligibility(userId: number, productId: number, orderId?: number): Promise<Eligibility> {
    await catalog.get(productId);
    if (orderId !== undefined) {
      const order = await repo.findOrderOf(userId, orderId);
      if (!order) return { canReview: false, reason: 'Order not found', orderId: null };
      if (order.status !== 'delivered')
        return { canReview: false, reason: 'Only delivered orders can be reviewed', orderId };
    }
    const orders = (await repo.deliveredOrdersWithProduct(userId, productId)).filter(
      (o) => orderId === undefined || o.order_id === orderId,
    );
    const delivered = orders.filter((o) => o.status === 'delivered');
    if (delivered.length === 0) {
      return {
        canReview: false,
        reason: orders.length
          ? 'Only delivered orders can be reviewed'
          : 'You can review this product after it is delivered to you',
        orderId: orderId ?? null,
      };
    }
    const open = delivered.find((o) => o.review_id === null);
    return open
      ? { canReview: true, reason: null, orderId: open.order_id }
      : { canReview: false, reason: 'Already reviewed', orderId: delivered[0]!.order_id };
  }

  return {
    async listForProduct(productId: number, query: ListQuery, viewerId: number | null) {
      const page = await repo.listForProduct(productId, {
        rating: query.rating,
        sort: query.sort,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      if (!page) throw notFound('Product');
      // Unfiltered, the count is the product row's own (kept in each review's transaction).
      const total =
        query.rating === undefined ? page.product.review_count : await repo.countForProduct(productId, query.rating);
      return {
        reviews: await present(page.reviews, viewerId, page),
        pagination: { page: query.page, limit: query.limit, total },
      };
    },
    async listForUser(userId: number, page: number, limit: number, viewerId: number | null) {
      const [rows, total] = await Promise.all([
        repo.listForUser(userId, limit, (page - 1) * limit),
        repo.countForUser(userId),
      ]);
      return { reviews: await present(rows, viewerId), pagination: { page, limit, total } };
    },
    async stats(productId: number): Promise<ReviewStats> {
      const counts = await repo.ratingCounts(productId);
      if (!counts) throw notFound('Product');
      const distribution = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
      for (const row of counts) distribution[row.rating as 1 | 2 | 3 | 4 | 5] = Number(row.n);
      const total = Object.values(distribution).reduce((a, b) => a + b, 0);
      const sum = Object.entries(distribution).reduce((acc, [star, n]) => acc + Number(star) * n, 0);
      const pct = (n: number) => (total ? Math.round((n / total) * 1000) / 10 : 0);
      return {
        average_rating: total ? Math.round((sum / total) * 10) / 10 : 0,
        total_reviews: total,
        rating_distribution: distribution,
        rating_percentages: {
          5: pct(distribution[5]),
          4: pct(distribution[4]),
          3: pct(distribution[3]),
          2: pct(distribution[2]),
          1: pct(distribution[1]),
        },
      };
    },
    eligibility,
    /** Reviews as the API shows them, each naming its product (the owner's list: review-replies.service.ts). */
    present: (rows: ReviewRow[]) => present(rows, null),
    async create(userId: number, input: CreateInput): Promise<Review> {
      const check = await eligibility(userId, input.product_id, input.order_id);
      if (!check.canReview) {
        if (check.reason === 'Already reviewed')
          throw conflict('ALREADY_REVIEWED', 'You have already reviewed this product for this order.');
        throw new AppError(403, 'REVIEW_NOT_ALLOWED', check.reason ?? 'You cannot review this product.');
      }
      const images = await checkImages(userId, input.images, null);
      const now = clock.now().toISOString();
      let id: number;
      let mailed = false;
      try {
        id = await db.transaction().execute(async (trx) => {
          const reviewId = await repo.insert(
            {
              product_id: input.product_id,
              user_id: userId,
              order_id: input.order_id,
              rating: input.rating,
              title: input.title,
              comment: input.comment,
              created_at: now,
              updated_at: now,
            },
            trx,
          );
          await repo.replaceImages(reviewId, images, trx);
          await catalog.adjustRating(input.product_id, input.rating, 1, trx);
          mailed = (await events?.reviewed(reviewId, trx)) ?? false;
          return reviewId;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('ALREADY_REVIEWED', 'You have already reviewed this product for this order.');
        throw error;
      }
      if (mailed) events?.kick();
      return (await present([(await repo.find(id))!], userId))[0]!;
    },
    async update(userId: number, reviewId: number, input: UpdateInput): Promise<Review> {
      const current = await loadOwn(userId, reviewId);
      const images = await checkImages(userId, input.images, reviewId);
      const dropped = (await repo.imagesOf(reviewId)).filter((key) => !images.includes(key));
      await db.transaction().execute(async (trx) => {
        await repo.update(
          reviewId,
          { rating: input.rating, title: input.title, comment: input.comment, updated_at: clock.now().toISOString() },
          trx,
        );
        await repo.replaceImages(reviewId, images, trx);
        await repo.forgetUploads(dropped, trx);
        await catalog.adjustRating(current.product_id, input.rating - current.rating, 0, trx);
      });
      for (const key of dropped) await storage.remove(key);
      return (await present([(await repo.find(reviewId))!], userId))[0]!;
    },
    async remove(userId: number, reviewId: number): Promise<void> {
      const current = await loadOwn(userId, reviewId);
      const images = await repo.imagesOf(reviewId);
      await db.transaction().execute(async (trx) => {
        await repo.remove(reviewId, trx);
        await repo.forgetUploads(images, trx);
        await catalog.adjustRating(current.product_id, -current.rating, -1, trx);
      });
      for (const key of images) await storage.remove(key);
    },
    /**
     * Sets the caller's helpful vote to `wanted`, or flips it when the client does not say. Each statement is
     * atomic and the count moves only with a row that really changed, so parallel calls never collide: a flip
     * that finds the vote just added by a parallel call leaves it, as the single vote the double tap meant.
     */
    async voteHelpful(userId: number, reviewId: number, wanted?: boolean) {
      const review = await repo.find(reviewId);
      if (!review) throw notFound('Review');
      if (review.user_id === userId) throw new AppError(422, 'OWN_REVIEW', 'You cannot vote for your own review.');
      const at = clock.now().toISOString();
      return db.transaction().execute(async (trx) => {
        const flip = wanted === undefined;
        const voted = flip ? !(await repo.removeVote(reviewId, userId, trx)) : wanted;
        if (voted) await repo.addVote(reviewId, userId, at, trx);
        else if (!flip) await repo.removeVote(reviewId, userId, trx);
        return { helpful_count: await repo.helpfulCount(reviewId, trx), voted_helpful: voted };
      });
    },
    /**
     * Refuses, before its bytes are read, a photo that would take the user past REVIEW_PENDING_IMAGES_MAX photos
     * that no review uses. Uploads streaming in at once may each see the same room: UPLOADS_IN_FLIGHT_PER_USER
     * bounds that overshoot, and the hourly quota the total.
     */
    async pendingImageGuard(userId: number): Promise<(index: number) => void> {
      const room = REVIEW_PENDING_IMAGES_MAX - (await repo.countPendingUploads(userId));
      const full = () =>
        new AppError(
          422,
          'TOO_MANY_PENDING_IMAGES',
          `You can keep at most ${REVIEW_PENDING_IMAGES_MAX} uploaded photos that are not in a review yet. Add them to a review first; unused photos are deleted after ${UNATTACHED_UPLOAD_TTL_HOURS} hours.`,
        );
      if (room <= 0) throw full();
      return (index) => {
        if (index >= room) throw full();
      };
    },
    /** Stores up to five re-encoded pictures for a review the user is about to write: all of them, or none. */
    async uploadImages(userId: number, files: Buffer[]): Promise<string[]> {
      const images: Buffer[] = [];
      for (const data of files) images.push(await reencodeImage(data, { width: 1200, height: 1200, fit: 'inside' }));
      const keys: string[] = [];
      try {
        for (const image of images) keys.push(await storage.put('reviews', image, 'webp'));
        await repo.recordUploads(keys, userId, clock.now().toISOString());
      } catch (error) {
        for (const key of keys) await storage.remove(key);
        throw error;
      }
      return keys.map((key) => publicUrl(key)!);
    },
    /**
     * Deletes review photos nobody put in a review within the TTL: the rows first (a photo attached meanwhile keeps
     * its row), then their files; a file that cannot be removed does not stop the others.
     */
    async sweepUnattachedUploads(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNATTACHED_UPLOAD_TTL_HOURS * 3_600_000).toISOString();
      const keys = await repo.deleteStaleUploads(before);
      const failed = (await Promise.allSettled(keys.map((key) => storage.remove(key)))).filter(
        (result) => result.status === 'rejected',
      );
      if (failed.length) throw new Error(`${failed.length} of ${keys.length} unused upload files could not be removed`);
      return keys.length;
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
