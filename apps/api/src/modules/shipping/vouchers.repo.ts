import { TRUE, type Db } from '../../db/database.js';

export function vouchersRepo(db: Db) {
  return {
    listActive() {
      return db.selectFrom('vouchers').selectAll().where('is_active', '=', TRUE).orderBy('code').execute();
    },
    findActive(code: string) {
      return db
        .selectFrom('vouchers')
        .selectAll()
        .where('code', '=', code)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
    },
  };
}
export type VouchersRepo = ReturnType<typeof vouchersRepo>;
