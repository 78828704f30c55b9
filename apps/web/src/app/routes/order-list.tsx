import { OrderList } from '@/features/orders/components/order-list';
import '@/lib/i18n/messages/orders';

export function OrderListRoute() {
  return <OrderList />;
}
