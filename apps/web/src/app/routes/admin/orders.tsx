import { PageTitle } from '@/components/layout/page-title';
import { AdminOrderList } from '@/features/orders/components/admin-order-list';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';

export function AdminOrdersRoute() {
  return (
    <>
      <PageTitle titleKey="page.adminOrders" />
      <AdminOrderList />
    </>
  );
}
