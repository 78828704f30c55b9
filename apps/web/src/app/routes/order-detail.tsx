import { useLocation, useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { flashFromState } from '@/lib/navigation-flash';
import '@/lib/i18n/messages/orders';
import '@/lib/i18n/messages/returns';

export function OrderDetailRoute() {
  const { token = '' } = useParams();
  const location = useLocation();
  return (
    <>
      <PageTitle titleKey="page.orderDetail" />
      <OrderDetail key={token} token={token} flash={flashFromState(location.state)} />
    </>
  );
}
