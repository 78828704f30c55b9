import { AuditLogTable } from '@/features/audit/components/audit-log-table';
import '@/lib/i18n/messages/admin-audit';

export function AdminAuditLogRoute() {
  return <AuditLogTable />;
}
