import {
  QUESTION_REPORTS_TO_HIDE,
  QUESTIONS_OPEN_PER_PRODUCT,
  QUESTIONS_PER_DAY,
  type AdminQuestion,
  type AdminQuestionListQuery,
  type Question,
} from '@boneka/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { reviewerName } from '../reviews/reviews.service.js';
import { questionAnsweredMail, questionAskedMail } from './discussion-mails.js';
import type { AskedRow, DiscussionsRepo } from './discussions.repo.js';

type OwnerListQuery = z.output<typeof AdminQuestionListQuery>;

export interface DiscussionsDeps {
  db: Db;
  repo: DiscussionsRepo;
  audit: AuditService;
  outbox: Pick<NotificationsService, 'enqueue' | 'kick'>;
  clock: Clock;
  /** Where the owner's mails go (SHOP_NOTIFY_EMAIL); else the first admin's address. */
  ownerEmail: string | undefined;
  /** The shop's origin for links in mails. */
  shopUrl: string;
}

const DAY_MS = 24 * 3_600_000;

const toQuestion = (row: AskedRow): Question => ({
  question_id: row.id,
  product_id: row.product_id,
  question: row.question,
  // Shown like a reviewer: never the whole name (reviews.service.ts).
  asker: reviewerName(row.first_name, row.last_name),
  asker_id: row.user_id,
  created_at: row.created_at,
  answer: row.answer !== null && row.answered_at !== null ? { text: row.answer, answered_at: row.answered_at } : null,
});

const toAdminQuestion = (row: AskedRow & { product_name: string }): AdminQuestion => ({
  ...toQuestion(row),
  product_name: row.product_name,
  hidden: row.hidden === 'owner' || row.hidden === 'reports' ? row.hidden : null,
  report_count: row.report_count,
  new_reports: Math.max(0, row.report_count - row.reports_seen),
});

/**
 * "Diskusi" (decision 064): signed-in shoppers ask on a product's page, within limits counted in the question's
 * own transaction; anyone reads the shown questions; the owner answers, edits the answer, hides and shows; shoppers
 * report a question once each, and enough distinct reports hide it until the owner looks.
 */
export function discussionsService({ db, repo, audit, outbox, clock, ownerEmail, shopUrl }: DiscussionsDeps) {
  const record = (actor: Actor, action: string, productId: number, questionId: number, ex: Executor) =>
    audit.record(
      {
        actorUserId: actor.userId,
        action,
        target: `product:${productId}`,
        details: { question_id: questionId },
        ip: actor.ip,
        requestId: actor.requestId,
      },
      ex,
    );

  async function load(id: number, ex: Executor = db) {
    const row = await repo.find(id, ex);
    if (!row) throw notFound('Pertanyaan');
    return row;
  }

  return {
    async listForProduct(productId: number, page: number, limit: number) {
      if (!(await repo.activeProduct(productId))) throw notFound('Product');
      const [rows, total] = await Promise.all([
        repo.listShown(productId, limit, (page - 1) * limit),
        repo.countShown(productId),
      ]);
      return { questions: rows.map(toQuestion), pagination: { page, limit, total } };
    },

    /**
     * Asks a question. The asker's open questions on the product and questions of the last 24 hours are counted
     * and the question written in one transaction holding the asker's row, so parallel asks never pass a limit.
     */
    async ask(userId: number, productId: number, question: string): Promise<Question> {
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const product = await repo.activeProduct(productId, trx);
        if (!product) throw notFound('Product');
        await repo.lockAsker(userId, trx);
        if ((await repo.countOpen(userId, productId, trx)) >= QUESTIONS_OPEN_PER_PRODUCT)
          throw new AppError(
            422,
            'TOO_MANY_OPEN_QUESTIONS',
            `Kamu masih punya ${QUESTIONS_OPEN_PER_PRODUCT} pertanyaan yang belum dijawab untuk produk ini. Tunggu jawabannya dulu, ya.`,
            { body: { limit: QUESTIONS_OPEN_PER_PRODUCT } },
          );
        const since = new Date(now.getTime() - DAY_MS).toISOString();
        const today = await repo.countSince(userId, since, trx);
        if (today.n >= QUESTIONS_PER_DAY) {
          // Room comes back when the first question of the window turns a day old.
          const free = Date.parse(today.first ?? now.toISOString()) + DAY_MS - now.getTime();
          throw new AppError(
            429,
            'TOO_MANY_QUESTIONS',
            `Kamu sudah mengirim ${QUESTIONS_PER_DAY} pertanyaan dalam 24 jam terakhir. Coba lagi nanti.`,
            {
              body: { limit: QUESTIONS_PER_DAY },
              headers: { 'retry-after': String(Math.max(1, Math.ceil(free / 1000))) },
            },
          );
        }
        const questionId = await repo.insert(
          { product_id: productId, user_id: userId, question, created_at: now.toISOString() },
          trx,
        );
        const to = ownerEmail ?? (await repo.firstAdminEmail(trx));
        if (to) {
          const mail = questionAskedMail(product.name, question, `${shopUrl}/admin/diskusi`);
          await outbox.enqueue({ template: 'question_asked', to, language: 'id', ...mail }, trx);
        }
        return questionId;
      });
      outbox.kick();
      return toQuestion(await load(id));
    },

    /** "Laporkan": once per account, never one's own; a hidden question cannot be found to report. */
    async report(userId: number, questionId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const question = await load(questionId, trx);
        if (question.hidden !== null) throw notFound('Pertanyaan');
        if (question.user_id === userId)
          throw new AppError(422, 'OWN_QUESTION', 'Kamu tidak bisa melaporkan pertanyaanmu sendiri.');
        const counted = await repo.report(question, userId, clock.now().toISOString(), QUESTION_REPORTS_TO_HIDE, trx);
        if (!counted) throw new AppError(409, 'ALREADY_REPORTED', 'Kamu sudah melaporkan pertanyaan ini.');
      });
    },

    async listForOwner(query: OwnerListQuery) {
      const [rows, total] = await Promise.all([
        repo.listForOwner(query.tab, query.limit, (query.page - 1) * query.limit),
        repo.countForOwner(query.tab),
      ]);
      return { questions: rows.map(toAdminQuestion), pagination: { page: query.page, limit: query.limit, total } };
    },

    /** Answers, or edits the answer; the asker is mailed about the first answer only. */
    async answer(questionId: number, answer: string, actor: Actor): Promise<AdminQuestion> {
      const mailed = await db.transaction().execute(async (trx) => {
        const question = await load(questionId, trx);
        const at = clock.now().toISOString();
        const first = await repo.setAnswer(question, answer, actor.userId, at, true, trx);
        if (!first) await repo.setAnswer(question, answer, actor.userId, at, false, trx);
        await record(actor, first ? 'question.answer' : 'question.answer_edit', question.product_id, question.id, trx);
        if (first) {
          const mail = questionAnsweredMail(
            question.product_name,
            question.question,
            answer,
            `${shopUrl}/product/${question.product_id}`,
          );
          await outbox.enqueue(
            { template: 'question_answered', to: question.asker_email, language: 'id', ...mail },
            trx,
          );
        }
        return first;
      });
      if (mailed) outbox.kick();
      return toAdminQuestion(await load(questionId));
    },

    /** Hides the question from the page, or shows it again (which also clears the reports seen so far). */
    async setHidden(questionId: number, hidden: boolean, actor: Actor): Promise<AdminQuestion> {
      await db.transaction().execute(async (trx) => {
        const question = await load(questionId, trx);
        await repo.setHidden(question, hidden ? 'owner' : null, trx);
        await record(actor, hidden ? 'question.hide' : 'question.show', question.product_id, question.id, trx);
      });
      return toAdminQuestion(await load(questionId));
    },
  };
}
export type DiscussionsService = ReturnType<typeof discussionsService>;
