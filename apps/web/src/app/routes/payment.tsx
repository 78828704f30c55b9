import { useLocation, useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { PaymentView } from '@/features/orders/components/payment-view';
import { flashFromState } from '@/lib/navigation-flash';
import '@/lib/i18n/messages/orders';

export function PaymentRoute() {
  const { token = '' } = useParams();
  const location = useLocation();
  return (
    <>
      <PageTitle titleKey="page.payment" />
      <PaymentView key={token} token={token} flash={flashFromState(location.state)} />
    </>
  );
}
