import { useLocation, useParams } from 'react-router';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { flashFromState } from '@/lib/navigation-flash';
import '@/lib/i18n/messages/orders';

export function OrderDetailRoute() {
  const { token = '' } = useParams();
  const location = useLocation();
  return <OrderDetail key={token} token={token} flash={flashFromState(location.state)} />;
}
