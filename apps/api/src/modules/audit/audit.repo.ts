import type { Db, Executor } from '../../db/database.js';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
  requestId?: string | null;
}

/** The ids an audit page's targets (`product:12`, `order:7`, `user:3`) point at, by kind. */
export type TargetIds = { product: number[]; order: number[]; user: number[]; category: number[]; voucher: number[] };

export function auditRepo(db: Db) {
  return {
    async insert(entry: AuditEntry, at: string, ex: Executor = db) {
      await ex
        .insertInto('audit_log')
        .values({
          actor_user_id: entry.actorUserId,
          action: entry.action,
          target: entry.target ?? null,
          details: entry.details ? JSON.stringify(entry.details) : null,
          ip: entry.ip ?? null,
          request_id: entry.requestId ?? null,
          created_at: at,
        })
        .execute();
    },
    list(limit: number, ex: Executor = db) {
      return ex
        .selectFrom('audit_log')
        .leftJoin('users as actor', 'actor.id', 'audit_log.actor_user_id')
        .selectAll('audit_log')
        .select('actor.first_name as actor_name')
        .orderBy('audit_log.id', 'desc')
        .limit(limit)
        .execute();
    },
    /** The names targets are read by: products by name, orders by number, accounts by first name. */
    async targetNames(ids: TargetIds, ex: Executor = db): Promise<Record<keyof TargetIds, Map<number, string>>> {
      const [products, orders, users, categories, vouchers] = await Promise.all([
        ids.product.length === 0
          ? []
          : ex.selectFrom('products').select(['id', 'name']).where('id', 'in', ids.product).execute(),
        ids.order.length === 0
          ? []
          : ex.selectFrom('orders').select(['id', 'order_number as name']).where('id', 'in', ids.order).execute(),
        ids.user.length === 0
          ? []
          : ex.selectFrom('users').select(['id', 'first_name as name']).where('id', 'in', ids.user).execute(),
        ids.category.length === 0
          ? []
          : ex.selectFrom('categories').select(['id', 'name_id as name']).where('id', 'in', ids.category).execute(),
        ids.voucher.length === 0
          ? []
          : ex.selectFrom('vouchers').select(['id', 'code as name']).where('id', 'in', ids.voucher).execute(),
      ]);
      const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
      return {
        product: byId(products),
        order: byId(orders),
        user: byId(users),
        category: byId(categories),
        voucher: byId(vouchers),
      };
    },
  };
}
