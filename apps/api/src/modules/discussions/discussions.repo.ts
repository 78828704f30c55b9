import { TRUE, type Db, type Dialect, type Executor } from '../../db/database.js';
import type { QuestionTab } from '@boneka/shared';

/** A question's columns, with what the pages show of its asker. */
const QUESTION_COLUMNS = [
  'product_questions.id',
  'product_questions.product_id',
  'product_questions.user_id',
  'product_questions.question',
  'product_questions.created_at',
  'product_questions.answer',
  'product_questions.answered_at',
  'product_questions.hidden',
  'product_questions.report_count',
  'product_questions.reports_seen',
  'users.first_name',
  'users.last_name',
] as const;

/** A question with what the page shows of its asker. */
const asked = (ex: Executor) =>
  ex
    .selectFrom('product_questions')
    .innerJoin('users', 'users.id', 'product_questions.user_id')
    .select(QUESTION_COLUMNS);
export type AskedRow = Awaited<ReturnType<ReturnType<typeof asked>['executeTakeFirstOrThrow']>>;

const byTab = (tab: QuestionTab) => (ex: Executor) => {
  const q = ex.selectFrom('product_questions');
  if (tab === 'unanswered')
    return q
      .where('product_questions.answer', 'is', null)
      .where((eb) =>
        eb.or([eb('product_questions.hidden', 'is', null), eb('product_questions.hidden', '=', 'reports')]),
      );
  if (tab === 'reported')
    return q.where((eb) =>
      eb.or([
        eb('product_questions.hidden', '=', 'reports'),
        eb('product_questions.report_count', '>', eb.ref('product_questions.reports_seen')),
      ]),
    );
  return q;
};

/** "Diskusi" (decision 064): questions on products, their answers, hiding and reports. */
export function discussionsRepo(db: Db, dialect: Dialect) {
  return {
    /** An active product's name; undefined when there is none. */
    activeProduct(productId: number, ex: Executor = db) {
      return ex
        .selectFrom('products')
        .select(['id', 'name'])
        .where('id', '=', productId)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
    },
    /** The questions the product page shows (not hidden), newest first. */
    listShown(productId: number, limit: number, offset: number) {
      return asked(db)
        .where('product_questions.product_id', '=', productId)
        .where('product_questions.hidden', 'is', null)
        .orderBy('product_questions.created_at', 'desc')
        .orderBy('product_questions.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async countShown(productId: number): Promise<number> {
      const row = await db
        .selectFrom('product_questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('product_id', '=', productId)
        .where('hidden', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The owner's tabs, newest first, each question with its product's name. */
    listForOwner(tab: QuestionTab, limit: number, offset: number) {
      return byTab(tab)(db)
        .innerJoin('users', 'users.id', 'product_questions.user_id')
        .innerJoin('products', 'products.id', 'product_questions.product_id')
        .select([...QUESTION_COLUMNS, 'products.name as product_name'])
        .orderBy('product_questions.created_at', 'desc')
        .orderBy('product_questions.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async countForOwner(tab: QuestionTab): Promise<number> {
      const row = await byTab(tab)(db)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** A question with its product's name and its asker's address (for the mails). */
    find(id: number, ex: Executor = db) {
      return asked(ex)
        .innerJoin('products', 'products.id', 'product_questions.product_id')
        .select(['products.name as product_name', 'users.email as asker_email'])
        .where('product_questions.id', '=', id)
        .executeTakeFirst();
    },
    /**
     * Holds the asker's row until `trx` ends, so that one account's questions are counted and written one after
     * another: on PostgreSQL two at once would both count 2 open questions and both ask a third. On SQLite the
     * shop's one connection runs one transaction at a time already.
     */
    async lockAsker(userId: number, trx: Executor): Promise<void> {
      if (dialect === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
    },
    /** The asker's questions on the product still waiting for an answer (those the owner hid do not count). */
    async countOpen(userId: number, productId: number, ex: Executor): Promise<number> {
      const row = await ex
        .selectFrom('product_questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .where('answer', 'is', null)
        .where((eb) => eb.or([eb('hidden', 'is', null), eb('hidden', '=', 'reports')]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The asker's questions since `since`, on any product, and when the first of them was asked. */
    async countSince(userId: number, since: string, ex: Executor): Promise<{ n: number; first: string | null }> {
      const row = await ex
        .selectFrom('product_questions')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('first')])
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { n: Number(row.n), first: row.first === null ? null : String(row.first) };
    },
    async insert(row: { product_id: number; user_id: number; question: string; created_at: string }, ex: Executor) {
      return (await ex.insertInto('product_questions').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    /**
     * Writes the answer, pinned to the question's product so that only its list is dropped (db/change-tags.ts).
     * `firstOnly`: only while it has none, so that of two answers at once one is the first (and mails the asker).
     */
    async setAnswer(
      question: { id: number; product_id: number },
      answer: string,
      by: number | null,
      at: string,
      firstOnly: boolean,
      ex: Executor,
    ): Promise<boolean> {
      const result = await ex
        .updateTable('product_questions')
        .set({ answer, answered_at: at, answered_by: by })
        .where('id', '=', question.id)
        .where('product_id', '=', question.product_id)
        .$if(firstOnly, (qb) => qb.where('answer', 'is', null))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Hides it for the owner, or shows it again: the reports so far count as seen. */
    async setHidden(question: { id: number; product_id: number }, hidden: 'owner' | null, ex: Executor) {
      await ex
        .updateTable('product_questions')
        .set((eb) => ({ hidden, reports_seen: eb.ref('report_count') }))
        .where('id', '=', question.id)
        .where('product_id', '=', question.product_id)
        .execute();
    },
    /**
     * One report per account: false when this account reported the question already. A report that brings the
     * reports the owner has not seen to `threshold` hides a shown question, waiting for the owner.
     */
    async report(
      question: { id: number; product_id: number },
      userId: number,
      at: string,
      threshold: number,
      ex: Executor,
    ): Promise<boolean> {
      const inserted = await ex
        .insertInto('question_reports')
        .values({ question_id: question.id, user_id: userId, created_at: at })
        .onConflict((oc) => oc.columns(['question_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await ex
        .updateTable('product_questions')
        .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
        .where('id', '=', question.id)
        .where('product_id', '=', question.product_id)
        .execute();
      await ex
        .updateTable('product_questions')
        .set({ hidden: 'reports' })
        .where('id', '=', question.id)
        .where('product_id', '=', question.product_id)
        .where('hidden', 'is', null)
        .where((eb) => eb(eb('report_count', '-', eb.ref('reports_seen')), '>=', threshold))
        .execute();
      return true;
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
export type DiscussionsRepo = ReturnType<typeof discussionsRepo>;
