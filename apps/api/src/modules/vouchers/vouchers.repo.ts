import type { Insertable, Updateable } from 'kysely';
import { TRUE, type Db, type Executor } from '../../db/database.js';
import type { VouchersTable } from '../../db/schema.js';

export function vouchersRepo(db: Db) {
  return {
    list(ex: Executor = db) {
      return ex.selectFrom('vouchers').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },
    /** The active vouchers the owner announced openly: the only ones an order may get without naming the code. */
    listPublicActive(ex: Executor = db) {
      return ex
        .selectFrom('vouchers')
        .selectAll()
        .where('state', '=', 'active')
        .where('is_public', '=', TRUE)
        .orderBy('code')
        .execute();
    },
    findByCode(code: string, ex: Executor = db) {
      return ex.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();
    },
    findById(id: number, ex: Executor = db) {
      return ex.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insert(row: Insertable<VouchersTable>, ex: Executor = db): Promise<number> {
      const inserted = await ex.insertInto('vouchers').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },
    /**
     * Changes a voucher still in the state it was read in: not ended, and, when `unused` is set, not used by anyone
     * yet; a total limit never goes under the uses already taken. False when it changed meanwhile.
     */
    async update(
      id: number,
      changes: Updateable<VouchersTable>,
      guard: { unused: boolean; usedAtMost: number | null },
      ex: Executor = db,
    ): Promise<boolean> {
      let query = ex.updateTable('vouchers').set(changes).where('id', '=', id).where('state', '<>', 'ended');
      if (guard.unused) query = query.where('used_count', '=', 0);
      if (guard.usedAtMost !== null) query = query.where('used_count', '<=', guard.usedAtMost);
      return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
    },
    /** Moves a voucher from one of `from` to `to`; false when it was in none of them (or its end time passed). */
    async setState(
      id: number,
      from: readonly VouchersTable['state'][],
      to: VouchersTable['state'],
      now: string,
      ex: Executor = db,
    ): Promise<boolean> {
      const result = await ex
        .updateTable('vouchers')
        .set({ state: to, updated_at: now })
        .where('id', '=', id)
        .where('state', 'in', from)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * Takes one use of the voucher for an order being placed: one conditional update, so parallel orders never
     * take more uses than the limit. False when the voucher is paused, ended, outside its dates or used up.
     */
    async takeUse(id: number, now: string, ex: Executor): Promise<boolean> {
      const result = await ex
        .updateTable('vouchers')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', id)
        .where('state', '=', 'active')
        .where((eb) =>
          eb.and([
            eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]),
            eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]),
            eb.or([eb('usage_limit_total', 'is', null), eb('used_count', '<', eb.ref('usage_limit_total'))]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async customerUses(voucherId: number, userId: number, ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom('voucher_redemptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('voucher_id', '=', voucherId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insertRedemption(
      row: { voucher_id: number; order_id: number; user_id: number; created_at: string },
      ex: Executor,
    ) {
      await ex.insertInto('voucher_redemptions').values(row).execute();
    },
    /** The order's use given back: its redemption goes and the voucher counts one use less. */
    async returnUse(orderId: number, ex: Executor): Promise<boolean> {
      const removed = await ex
        .deleteFrom('voucher_redemptions')
        .where('order_id', '=', orderId)
        .returning('voucher_id')
        .executeTakeFirst();
      if (!removed) return false;
      await ex
        .updateTable('vouchers')
        .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
        .where('id', '=', removed.voucher_id)
        .where('used_count', '>', 0)
        .execute();
      return true;
    },
  };
}
export type VouchersRepo = ReturnType<typeof vouchersRepo>;
