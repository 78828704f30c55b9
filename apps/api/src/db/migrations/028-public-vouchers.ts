import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Codes that give money away are secrets (SECURITY 40, decision 049).
 *
 * `vouchers.is_public`: the owner announces the code openly (a banner, a post), so an order that sends only the
 * discount, as the spec's clients do (decision 011), may be matched to it. Every voucher is private unless marked:
 * an order must name a private one's code to get it. The three codes migration 002 inserted were written into the
 * spec's own browser code, so they were never secret; they stay public, and spec clients keep applying them.
 */
export function publicVouchers(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('vouchers')
        .addColumn('is_public', k.boolean, (c) => c.notNull().defaultTo(k.falseValue))
        .execute();
      await sql`update vouchers set is_public = ${k.trueValue}
                where code in ('BONEKA10', 'PROMO20', 'HEMAT50K')`.execute(db);
    },
  };
}
