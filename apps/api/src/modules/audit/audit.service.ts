import type { AuditLogEntry } from '@boneka/shared';
import type { Clock } from '../../lib/clock.js';
import type { Executor } from '../../db/database.js';
import type { AuditEntry, auditRepo } from './audit.repo.js';

/** Who did what to what, and when; never secrets (no passwords, codes or tokens in `details`). */
export function auditService(repo: ReturnType<typeof auditRepo>, clock: Clock) {
  return {
    record(entry: AuditEntry, ex?: Executor) {
      return repo.insert(entry, clock.now().toISOString(), ex);
    },
    async recent(limit: number): Promise<AuditLogEntry[]> {
      const rows = await repo.list(limit);
      return rows.map((r) => ({
        id: r.id,
        actor_user_id: r.actor_user_id,
        action: r.action,
        target: r.target,
        details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
        ip: r.ip,
        request_id: r.request_id,
        created_at: r.created_at,
      }));
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
