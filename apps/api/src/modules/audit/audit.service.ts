import type { AuditLogEntry } from '@boneka/shared';
import type { Clock } from '../../lib/clock.js';
import type { Executor } from '../../db/database.js';
import type { AuditEntry, auditRepo, TargetIds } from './audit.repo.js';

const TARGET = /^(product|order|user|category|voucher):(\d+)$/;

function parseTarget(target: string | null): { kind: keyof TargetIds; id: number } | null {
  const match = target ? TARGET.exec(target) : null;
  return match ? { kind: match[1] as keyof TargetIds, id: Number(match[2]) } : null;
}

/** A deleted product is gone from its table; its entry kept its name (catalog.service.ts, `summary`). */
function nameInDetails(details: Record<string, unknown> | null): string | null {
  for (const side of ['before', 'after']) {
    const summary = details?.[side];
    if (summary && typeof summary === 'object' && 'name' in summary && typeof summary.name === 'string') {
      return summary.name;
    }
  }
  const number = details?.order_number;
  return typeof number === 'string' ? number : null;
}

/** Who did what to what, and when; never secrets (no passwords, codes or tokens in `details`). */
export function auditService(repo: ReturnType<typeof auditRepo>, clock: Clock) {
  return {
    record(entry: AuditEntry, ex?: Executor) {
      return repo.insert(entry, clock.now().toISOString(), ex);
    },
    /** The newest entries, each with the names a person reads it by (the web words it: features/audit). */
    async recent(limit: number): Promise<AuditLogEntry[]> {
      const rows = await repo.list(limit);
      const targets = rows.map((r) => parseTarget(r.target));
      const ids: TargetIds = { product: [], order: [], user: [], category: [], voucher: [] };
      for (const target of targets)
        if (target && !ids[target.kind].includes(target.id)) ids[target.kind].push(target.id);
      const names = await repo.targetNames(ids);
      return rows.map((r, index) => {
        const details = r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null;
        const target = targets[index];
        return {
          id: r.id,
          actor_user_id: r.actor_user_id,
          actor_name: r.actor_name,
          action: r.action,
          target: r.target,
          target_name: target ? (names[target.kind].get(target.id) ?? nameInDetails(details)) : null,
          details,
          ip: r.ip,
          request_id: r.request_id,
          created_at: r.created_at,
        };
      });
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
