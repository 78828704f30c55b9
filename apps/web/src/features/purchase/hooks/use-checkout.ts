import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Address } from '@boneka/shared';
import { orderAmounts } from '@boneka/shared/order-amounts';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from '@boneka/shared/orders';
import { voucherTerms } from '@boneka/shared/vouchers';
import { paths } from '@/config/paths';
import {
  clearCheckoutData,
  clearPendingOrder,
  hasStoredCheckoutData,
  readCheckoutData,
  readPendingOrder,
  savePendingOrder,
  type CheckoutData,
  type CheckoutLine,
  type PendingOrderDraft,
} from '@/lib/checkout-data';
import { shippingQueryKey, useShippingOptions } from '../api/calculate-shipping';
import { amountLines, lineRef } from '../components/checkout-lines';
import { shippingKey } from '../components/shipping-options';
import type { AppliedVoucher } from '../components/voucher-box';
import { useCheckoutLines } from './use-checkout-lines';
import { useFreshFacts, type ProductRead } from './use-fresh-facts';
import { usePlaceOrder } from './use-place-order';

/** How long the 'No products in order' notice stays before the cart opens again. */
const BACK_TO_CART_MS = 1500;

export type CheckoutHandOff =
  | { kind: 'missing' }
  | { kind: 'unreadable' }
  | { kind: 'empty' }
  | { kind: 'ready'; data: CheckoutData; draft: PendingOrderDraft | null };

function readHandOff(): CheckoutHandOff {
  const data = readCheckoutData();
  if (!data) return hasStoredCheckoutData() ? { kind: 'unreadable' } : { kind: 'missing' };
  if (data.selectedItems.length === 0) return { kind: 'empty' };
  return { kind: 'ready', data, draft: readPendingOrder() };
}

/** What the cart or the product page handed over, and the choices kept while the shopper edited an address, read once. */
export function useCheckoutHandOff(): CheckoutHandOff {
  const [handOff] = useState(readHandOff);
  useEffect(() => {
    // A draft is read once, when the checkout opens again after an address edit.
    clearPendingOrder();
  }, []);
  return handOff;
}

function initialMethod(draft: PendingOrderDraft | null): PaymentMethod {
  const method = draft?.paymentMethod;
  return PAYMENT_METHODS.find((known) => known === method) ?? DEFAULT_PAYMENT_METHOD;
}

/** What the checkout needs of other features, handed in by the page that joins them. */
export type CheckoutSources = {
  /** How a product's page is read: a "Beli Sekarang" line's fresh price and stock come from it. */
  productRead: ProductRead;
  /** The shopper's orders, out of date once an order is placed. */
  ordersQueryKey: QueryKey;
};

export type UseCheckoutOptions = CheckoutSources & { data: CheckoutData; draft: PendingOrderDraft | null };

/** The couriers quoted for the address and these lines, and the one chosen (the cheapest until the shopper picks). */
function useCheckoutShipping(address: Address | null, lines: readonly CheckoutLine[], draftKey: string | null) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string | null>(draftKey);
  const shippingAddress = address ? { districtId: address.district_id, addressId: address.address_id } : null;
  // Quoted for these lines at their real weight (decision 037): the cost shown is the one the order is charged.
  const parcel = lines.map((line) => ({ variant_id: line.variant_id, quantity: line.quantity }));
  const quote = useShippingOptions(shippingAddress, parcel);
  const options = quote.data?.options ?? [];
  const selected = options.find((option) => shippingKey(option) === choice) ?? options[0] ?? null;
  return {
    selected,
    /** The address's quotes asked again. */
    requote: () => queryClient.invalidateQueries({ queryKey: shippingQueryKey(shippingAddress) }),
    view: {
      quote: quote.data,
      loading: quote.isPending && shippingAddress !== null,
      failed: quote.isError && !quote.isFetching,
      retry: () => void quote.refetch(),
      selectedKey: selected ? shippingKey(selected) : null,
      select: setChoice,
    },
  };
}

/** With no line left the hand-off is dropped, and the cart opens again after a moment's notice. */
function useBackToCartWhenEmpty(empty: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!empty) return;
    clearCheckoutData();
    const timer = window.setTimeout(() => void navigate(paths.cart.href(), { replace: true }), BACK_TO_CART_MS);
    return () => window.clearTimeout(timer);
  }, [empty, navigate]);
}

/**
 * The checkout's state: lines, address, shipping, payment, voucher and notes; the amounts the server will charge
 * (orderAmounts, the server's own sum); and the order's submission (usePlaceOrder), after a 409 with the facts
 * read again.
 */
export function useCheckout({ data, draft, productRead, ordersQueryKey }: UseCheckoutOptions) {
  const navigate = useNavigate();
  const { lines, setQuantity, removeLine, applyFacts } = useCheckoutLines(data, draft);
  const [address, setAddress] = useState<Address | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(() => initialMethod(draft));
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(draft ? draft.voucher : data.appliedVoucher);
  const [notes, setNotes] = useState(draft?.notes ?? '');
  const shipping = useCheckoutShipping(address, lines, draft?.shippingKey ?? null);
  const fresh = useFreshFacts(productRead);
  const amounts = orderAmounts(amountLines(lines), shipping.selected?.cost ?? null, voucher);
  const empty = lines.length === 0;
  useBackToCartWhenEmpty(empty);

  /** Keeps the unsent choices and opens the profile, where the address book edits addresses. */
  const leaveForProfile = () => {
    savePendingOrder({
      lines: lines.map((line) => ({ ...lineRef(line), quantity: line.quantity })),
      addressId: address?.address_id ?? null,
      shippingKey: shipping.view.selectedKey,
      paymentMethod,
      voucher: voucher ? voucherTerms(voucher) : null,
      notes,
    });
    void navigate(paths.profile.href());
  };

  /** After a 409 the server's prices, stock, shipping and voucher are fetched again for the next try. */
  const recheck = async () => {
    void shipping.requote();
    try {
      applyFacts(await fresh.readLines(lines));
    } catch {
      // The message already says what happened; the shopper can go back to the cart.
    }
    if (voucher) {
      try {
        setVoucher(await fresh.readVoucher(voucher.code));
      } catch {
        setVoucher(null);
      }
    }
  };

  const order = usePlaceOrder(
    {
      lines,
      address,
      shippingOption: shipping.selected,
      paymentMethod,
      notes,
      voucher,
      discount: amounts.discount,
      unitPrices: amounts.lines.map((line) => line.unit_price),
      shippingDiscount: amounts.shipping_discount,
    },
    { dropVoucher: () => setVoucher(null), requote: shipping.requote, recheck },
    ordersQueryKey,
  );

  return {
    lines,
    setQuantity,
    removeLine,
    address,
    setAddress,
    shipping: shipping.view,
    paymentMethod,
    setPaymentMethod,
    voucher,
    setVoucher,
    notes,
    setNotes,
    amounts,
    message: order.message,
    busy: order.busy,
    empty,
    placeOrder: order.placeOrder,
    leaveForProfile,
  };
}
