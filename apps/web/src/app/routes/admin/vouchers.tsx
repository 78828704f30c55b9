import { PageTitle } from '@/components/layout/page-title';
import { VouchersAdminPage } from '@/features/vouchers-admin/components/vouchers-admin-page';
import '@/lib/i18n/messages/admin-vouchers';

export function AdminVouchersRoute() {
  return (
    <>
      <PageTitle titleKey="adminVouchers.title" />
      <VouchersAdminPage />
    </>
  );
}
