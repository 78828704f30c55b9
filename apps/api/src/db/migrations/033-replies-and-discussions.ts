import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Replies where shoppers talk (issue 44, decision 064).
 *
 * - `reviews.reply*`: the owner's one public answer to a review ("Balasan Penjual"), when it was last written and
 *   by whom; null while unanswered.
 * - `product_questions`: a shopper's question on a product ("Diskusi") and the owner's answer. `hidden` is null
 *   (shown), `owner` (the owner hid it) or `reports` (distinct reporters reached the threshold; waits for the
 *   owner). `report_count` counts distinct reporters; `reports_seen` is the count the owner last looked at, so a
 *   question shown again is hidden by reports only when new ones arrive.
 * - `question_reports`: one row per (question, reporter): "Laporkan" counts once per account.
 */
export function repliesAndDiscussions(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('reviews').addColumn('reply', 'varchar(1000)').execute();
      await db.schema.alterTable('reviews').addColumn('replied_at', k.timestamp).execute();
      await db.schema
        .alterTable('reviews')
        .addColumn('replied_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await k
        .withId(db.schema.createTable('product_questions'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('question', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('answer', 'varchar(1000)')
        .addColumn('answered_at', k.timestamp)
        .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('hidden', 'varchar(10)')
        .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reports_seen', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('product_questions_product')
        .on('product_questions')
        .columns(['product_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('product_questions_user')
        .on('product_questions')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('question_reports')
        .addColumn('question_id', 'integer', (c) => c.notNull().references('product_questions.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('question_reports_once', ['question_id', 'user_id'])
        .execute();
    },
  };
}
