import type { Db } from '../../db/database.js';

export function vouchersRepo(db: Db) {
  return {
    findActive(code: string) {
      return db
        .selectFrom('vouchers')
        .selectAll()
        .where('code', '=', code)
        .where('is_active', '=', true)
        .executeTakeFirst();
    },
  };
}
export type VouchersRepo = ReturnType<typeof vouchersRepo>;
