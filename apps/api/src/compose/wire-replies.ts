import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { Storage } from '../lib/storage.js';
import type { Authenticate } from '../plugins/authenticate.js';
import type { AuditService } from '../modules/audit/audit.service.js';
import type { CatalogService } from '../modules/catalog/catalog.service.js';
import { discussionsRepo } from '../modules/discussions/discussions.repo.js';
import { adminDiscussionsRoutes, discussionsRoutes } from '../modules/discussions/discussions.routes.js';
import { discussionsService, type DiscussionsService } from '../modules/discussions/discussions.service.js';
import type { NotificationsService } from '../modules/notifications/notifications.service.js';
import { reviewRepliesRepo } from '../modules/reviews/review-replies.repo.js';
import { reviewRepliesRoutes } from '../modules/reviews/review-replies.routes.js';
import {
  reviewNotices,
  reviewRepliesService,
  type ReviewRepliesService,
} from '../modules/reviews/review-replies.service.js';
import { reviewsRepo } from '../modules/reviews/reviews.repo.js';
import { reviewsService } from '../modules/reviews/reviews.service.js';

export interface RepliesDeps {
  catalog: CatalogService;
  storage: Storage;
  clock: Clock;
  audit: AuditService;
  outbox: NotificationsService;
}

/**
 * Where shoppers talk and the owner answers (decision 064): reviews with the owner's replies and mails, and the
 * products' questions ("Diskusi").
 */
export function wireReplies(
  config: AppConfig,
  { db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>,
  { catalog, storage, clock, audit, outbox }: RepliesDeps,
) {
  // The shop's origin for links in mails, which the outbox's worker sends outside any request.
  const shopUrl = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  const repliesRepo = reviewRepliesRepo(db);
  const notices = reviewNotices({ repo: repliesRepo, outbox, clock, ownerEmail: config.shopNotifyEmail, shopUrl });
  const reviews = reviewsService(db, reviewsRepo(db), catalog, storage, clock, notices);
  const reviewReplies = reviewRepliesService({ db, repo: repliesRepo, reviews, notices, audit, clock });
  const discussions = discussionsService({
    db,
    repo: discussionsRepo(db, dialect),
    audit,
    outbox,
    clock,
    ownerEmail: config.shopNotifyEmail,
    shopUrl,
  });
  return { reviews, reviewReplies, discussions };
}

export async function registerReplyRoutes(
  app: FastifyInstance,
  services: { reviewReplies: ReviewRepliesService; discussions: DiscussionsService },
  authenticate: Authenticate,
  requireAdmin: Authenticate,
) {
  await app.register(reviewRepliesRoutes(services.reviewReplies, requireAdmin), { prefix: '/api/admin/reviews' });
  await app.register(discussionsRoutes(services.discussions, authenticate), { prefix: '/api/discussions' });
  await app.register(adminDiscussionsRoutes(services.discussions, requireAdmin), {
    prefix: '/api/admin/discussions',
  });
}
