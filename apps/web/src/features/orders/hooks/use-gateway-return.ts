import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Order } from '@boneka/shared';
import { needsOnlinePayment } from '@boneka/shared/orders';
import { useCheckPayment } from '../api/pay-online';
import { orderState } from '../components/order-state';

/**
 * The shopper back from Midtrans' page (?transaction_status=…): the payment is asked about at once, and the order
 * waits for it while it needs one.
 */
export function useGatewayReturn(token: string) {
  const [search] = useSearchParams();
  const backFromGateway = search.has('transaction_status');
  const check = useCheckPayment();
  const { mutate: checkNow } = check;

  useEffect(() => {
    // Asks Midtrans at once: the payment is confirmed even if its notification is late.
    if (backFromGateway) checkNow(token);
  }, [backFromGateway, checkNow, token]);

  return {
    backFromGateway,
    awaitingGateway: (o: Order) => backFromGateway && needsOnlinePayment(orderState(o)),
    checkNow: () => check.mutate(token),
    checking: check.isPending,
  };
}
