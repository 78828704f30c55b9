import { PageTitle } from '@/components/layout/page-title';
import { AuditLogTable } from '@/features/audit/components/audit-log-table';
import '@/lib/i18n/messages/admin-audit';

export function AdminAuditLogRoute() {
  return (
    <>
      <PageTitle titleKey="adminAudit.title" />
      <AuditLogTable />
    </>
  );
}
