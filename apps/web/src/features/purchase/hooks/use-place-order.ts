import { useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Address, CreateOrderBody, ShippingOption } from '@boneka/shared';
import { isCod, isOnline, type PaymentMethod } from '@boneka/shared/orders';
import type { Flash } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { clearCheckoutData, clearPendingOrder, type CheckoutLine } from '@/lib/checkout-data';
import { errorText } from '@/lib/error-text';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import { randomUuid } from '@/lib/random-id';
import { useCreateOrder } from '../api/create-order';
import { cartQueryKey } from '../api/get-cart';
import { isRecheckConflict, orderConflictMessage } from '../components/order-conflict-message';
import { orderLimitMessage } from '../components/order-limit-message';
import type { AppliedVoucher } from '../components/voucher-box';
import { voucherRefusalText } from '../components/voucher-refusal-text';

/** The order as the page shows it. */
export type OrderToPlace = {
  lines: readonly CheckoutLine[];
  address: Address | null;
  shippingOption: ShippingOption | null;
  paymentMethod: PaymentMethod;
  notes: string;
  voucher: AppliedVoucher | null;
  /** What the page shows the voucher takes off: the server refuses the order when it would take off another sum. */
  discount: number;
  /** Each line's one unit price as the page shows it (orderAmounts: harga grosir, a flash sale), in line order. */
  unitPrices: readonly number[];
  /** What the page shows Gratis Ongkir takes off the shipping. */
  shippingDiscount: number;
};

/** What the page does when the server refused the order for a reason it can act on. */
export type OrderRefusalActions = {
  /** The voucher stopped applying (paused, ended, used up meanwhile): the order goes on without it. */
  dropVoucher: () => void;
  /** The courier service does not know the address: its quote is asked again, and then says so. */
  requote: () => Promise<void>;
  /** A 409: prices, stock, shipping and the voucher are read again for the next try. */
  recheck: () => Promise<void>;
};

/** What the shopper does next, said for how the order is paid: transfer and proof, cash, or online. */
const createdMessage = (method: string): MessageKey =>
  isCod(method) ? 'checkout.createdCod' : isOnline(method) ? 'checkout.createdOnline' : 'checkout.created';

function orderBody(order: OrderToPlace, address: Address, option: ShippingOption): CreateOrderBody {
  return {
    address_id: address.address_id,
    payment_method: order.paymentMethod,
    notes: order.notes.trim() || null,
    items: order.lines.map((line, i) => ({
      product_id: line.product_id,
      variant_id: line.variant_id,
      quantity: line.quantity,
      price: order.unitPrices[i] ?? line.product.price,
    })),
    shipping: { courier: option.code, service: option.service },
    voucher_code: order.voucher?.code ?? null,
    shipping_cost: option.cost,
    voucher_discount: order.discount,
    shipping_discount: order.shippingDiscount,
    // A "Beli Sekarang" order never went through the cart: the server leaves the cart as it is.
    from_cart: order.lines.some((line) => line.kind === 'cart'),
  };
}

/**
 * 'Buat Pesanan': the order's submission under one Idempotency-Key per distinct body (a retry of the very same body
 * reuses it, so no second order is made), and why the server refused it, in the shopper's language.
 */
export function usePlaceOrder(order: OrderToPlace, onRefusal: OrderRefusalActions, ordersQueryKey: QueryKey) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  const [message, setMessage] = useState<Flash>(null);
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  const fail = (key: MessageKey) => setMessage({ tone: 'error', text: t(key) });

  const placed = (token: string) => {
    clearCheckoutData();
    clearPendingOrder();
    // The server has already taken the order's lines out of the cart.
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    void navigate(isCod(order.paymentMethod) ? paths.orderDetail.href(token) : paths.payment.href(token), {
      replace: true,
      state: { flash: { tone: 'success', text: t(createdMessage(order.paymentMethod)) } },
    });
  };

  const refused = async (error: unknown) => {
    const voucherRefusal =
      order.voucher && isApiError(error) && typeof error.body?.reason === 'string'
        ? voucherRefusalText(error, t, language)
        : null;
    if (voucherRefusal) {
      onRefusal.dropVoucher();
      setMessage({ tone: 'error', text: voucherRefusal });
      return;
    }
    if (isApiError(error) && error.code === 'SHIPPING_DESTINATION_UNKNOWN') {
      // The options shown were the fixed ones of a moment the courier service could not answer; now it says it does
      // not know the address. Asked again, the quote says so too, and the page offers nothing it would refuse.
      setMessage({ tone: 'error', text: t('checkout.shippingUnknownDestination') });
      await onRefusal.requote();
      return;
    }
    const text =
      orderConflictMessage(error, t, order.lines) ??
      orderLimitMessage(error, t, order.lines) ??
      errorText(error, t, t('checkout.createFailed'));
    setMessage({ tone: 'error', text });
    if (isRecheckConflict(error)) await onRefusal.recheck();
  };

  const placeOrder = async () => {
    setMessage(null);
    if (order.lines.length === 0) return fail('checkout.noProducts');
    if (!order.address) return fail('checkout.noAddress');
    if (!order.shippingOption) return fail('checkout.noShipping');
    if (!order.paymentMethod) return fail('checkout.noPayment');

    const body = orderBody(order, order.address, order.shippingOption);
    const payload = JSON.stringify(body);
    if (attempt.current?.payload !== payload) attempt.current = { payload, key: randomUuid() };
    try {
      const reply = await create.mutateAsync({ body, idempotencyKey: attempt.current.key });
      placed(reply.data.secure_token);
    } catch (error) {
      await refused(error);
    }
  };

  return { placeOrder, message, busy: create.isPending };
}
