import { REVIEW_LOW_STARS, type AdminReviewListQuery, type Review } from '@boneka/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { lowRatingMail, replyMail } from './review-mails.js';
import type { ReviewRepliesRepo } from './review-replies.repo.js';
import type { ReviewsService } from './reviews.service.js';

type OwnerListQuery = z.output<typeof AdminReviewListQuery>;

export interface ReviewNoticesDeps {
  repo: Pick<ReviewRepliesRepo, 'about' | 'firstAdminEmail'>;
  outbox: Pick<NotificationsService, 'enqueue' | 'kick'>;
  clock: Clock;
  /** Where the owner's mails go (SHOP_NOTIFY_EMAIL); else the first admin's address. */
  ownerEmail: string | undefined;
  /** The shop's origin for links in mails. */
  shopUrl: string;
}

/** The mails reviews cause, written to the outbox in the transaction of the change (decision 064). */
export function reviewNotices({ repo, outbox, clock, ownerEmail, shopUrl }: ReviewNoticesDeps) {
  return {
    /** A new review of REVIEW_LOW_STARS stars or fewer: the owner is told, with a link to answer it. */
    async reviewed(reviewId: number, trx: Executor): Promise<boolean> {
      const review = await repo.about(reviewId, trx);
      if (!review || review.rating > REVIEW_LOW_STARS) return false;
      const to = ownerEmail ?? (await repo.firstAdminEmail(trx));
      if (!to) return false;
      const mail = lowRatingMail(
        {
          productName: review.product_name,
          productId: review.product_id,
          rating: review.rating,
          comment: review.comment,
        },
        `${shopUrl}/admin/ulasan?rating=${review.rating}&unanswered=1`,
        clock.now(),
      );
      await outbox.enqueue({ template: 'review_low_rating', to, language: 'id', ...mail }, trx);
      return true;
    },
    /** The review's author: the shop answered in public. */
    async replied(review: NonNullable<Awaited<ReturnType<ReviewRepliesRepo['about']>>>, reply: string, trx: Executor) {
      const mail = replyMail(
        {
          productName: review.product_name,
          productId: review.product_id,
          rating: review.rating,
          comment: review.comment,
        },
        reply,
        `${shopUrl}/product/${review.product_id}`,
      );
      await outbox.enqueue({ template: 'review_replied', to: review.author_email, language: 'id', ...mail }, trx);
    },
    kick: () => outbox.kick(),
  };
}
export type ReviewNotices = ReturnType<typeof reviewNotices>;

export interface ReviewRepliesDeps {
  db: Db;
  repo: ReviewRepliesRepo;
  reviews: Pick<ReviewsService, 'present'>;
  notices: ReviewNotices;
  audit: AuditService;
  clock: Clock;
}

/**
 * "Balasan Penjual" (decision 064): the owner writes, edits or removes one public reply per review. The reply is
 * a column of its review, written pinned to the product, so the product's stored page and review lists are made
 * again (decision 056); its author is mailed once, when the first reply is written.
 */
export function reviewRepliesService({ db, repo, reviews, notices, audit, clock }: ReviewRepliesDeps) {
  const record = (actor: Actor, action: string, productId: number, reviewId: number, ex: Executor) =>
    audit.record(
      {
        actorUserId: actor.userId,
        action,
        target: `product:${productId}`,
        details: { review_id: reviewId },
        ip: actor.ip,
        requestId: actor.requestId,
      },
      ex,
    );

  async function presentOne(reviewId: number): Promise<Review> {
    const rows = await repo.listForOwnerById(reviewId);
    return (await reviews.present(rows))[0]!;
  }

  return {
    /** Newest first; by stars; only those not answered yet ("Belum dibalas"). */
    async listForOwner(query: OwnerListQuery) {
      const filter = { rating: query.rating, unanswered: query.unanswered };
      const [rows, total] = await Promise.all([
        repo.listForOwner(filter, query.limit, (query.page - 1) * query.limit),
        repo.countForOwner(filter),
      ]);
      return { reviews: await reviews.present(rows), pagination: { page: query.page, limit: query.limit, total } };
    },
    /** Writes the reply, or replaces the one there; the author is mailed about the first. */
    async reply(reviewId: number, text: string, actor: Actor): Promise<Review> {
      const mailed = await db.transaction().execute(async (trx) => {
        const review = await repo.about(reviewId, trx);
        if (!review) throw notFound('Review');
        const at = clock.now().toISOString();
        const first = await repo.setReply(review, text, actor.userId, at, true, trx);
        if (!first) await repo.setReply(review, text, actor.userId, at, false, trx);
        await record(actor, first ? 'review.reply' : 'review.reply_edit', review.product_id, review.id, trx);
        if (first) await notices.replied(review, text, trx);
        return first;
      });
      if (mailed) notices.kick();
      return presentOne(reviewId);
    },
    /** Removes the reply (404 when there is none). */
    async removeReply(reviewId: number, actor: Actor): Promise<Review> {
      await db.transaction().execute(async (trx) => {
        const review = await repo.about(reviewId, trx);
        if (!review || review.reply === null) throw notFound('Balasan');
        await repo.setReply(review, null, actor.userId, clock.now().toISOString(), false, trx);
        await record(actor, 'review.reply_removed', review.product_id, review.id, trx);
      });
      return presentOne(reviewId);
    },
  };
}
export type ReviewRepliesService = ReturnType<typeof reviewRepliesService>;
