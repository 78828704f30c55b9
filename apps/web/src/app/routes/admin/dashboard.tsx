import { PageTitle } from '@/components/layout/page-title';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/orders/components/order-badges';
import '@/lib/i18n/messages/admin-dashboard';
import '@/lib/i18n/messages/orders';

export function AdminDashboardRoute() {
  return (
    <>
      <PageTitle titleKey="page.adminDashboard" />
      <DashboardView
        renderOrderStatus={(order) => (
          <>
            <OrderStatusBadge status={order.status} completed={order.completed_at !== null} />
            <PaymentStatusBadge status={order.payment_status} />
          </>
        )}
      />
    </>
  );
}
