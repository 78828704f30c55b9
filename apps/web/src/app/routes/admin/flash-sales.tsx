import { PageTitle } from '@/components/layout/page-title';
import { FlashSalesAdminPage } from '@/features/flash-sales-admin/components/flash-sales-admin-page';
import '@/lib/i18n/messages/admin-flash-sales';

export function AdminFlashSalesRoute() {
  return (
    <>
      <PageTitle titleKey="adminFlash.title" />
      <FlashSalesAdminPage />
    </>
  );
}
