import { useQuery } from '@tanstack/react-query';
import type { AuditLogEntry } from '@boneka/shared';
import { api } from '@/lib/api-client';

export async function getAuditLog(signal?: AbortSignal): Promise<AuditLogEntry[]> {
  const reply = await api.get<{ success: true; data: AuditLogEntry[] }>('/api/admin/audit-log?limit=200', { signal });
  return reply.data;
}

/** The newest 200 audit entries (admin changes and auth events). */
export function useAuditLog() {
  return useQuery({ queryKey: ['admin', 'audit-log'], queryFn: ({ signal }) => getAuditLog(signal) });
}
