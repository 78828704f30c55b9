import { PageTitle } from '@/components/layout/page-title';
import { OrderList } from '@/features/orders/components/order-list';
import '@/lib/i18n/messages/orders';

export function OrderListRoute() {
  return (
    <>
      <PageTitle titleKey="page.orderList" />
      <OrderList />
    </>
  );
}
