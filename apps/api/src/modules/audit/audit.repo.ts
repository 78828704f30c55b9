import type { Db, Executor } from '../../db/database.js';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
  requestId?: string | null;
}

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
      return ex.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
