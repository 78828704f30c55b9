import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { AdminOrderView } from '@/features/orders/components/admin-order-view';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import '@/lib/i18n/messages/returns';

export function AdminOrderRoute() {
  const { orderId } = useParams();
  const id = /^\d+$/.test(orderId ?? '') ? Number(orderId) : Number.NaN;
  return (
    <>
      <PageTitle titleKey="adminOrders.pageTitle" />
      <AdminOrderView key={id} orderId={id} />
    </>
  );
}
