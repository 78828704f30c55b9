import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Address, CartItem, CreateOrderBody } from '@boneka/shared';
import { DEFAULT_PAYMENT_METHOD, isCod, isOnline, PAYMENT_METHODS, type PaymentMethod } from '@boneka/shared/orders';
import { voucherDiscount, voucherTerms, type Voucher } from '@boneka/shared/vouchers';
import type { Flash } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import {
  clearCheckoutData,
  clearPendingOrder,
  hasStoredCheckoutData,
  readCheckoutData,
  readPendingOrder,
  savePendingOrder,
  type CheckoutData,
  type PendingOrderDraft,
} from '@/lib/checkout-data';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import { voucherRefusalText } from '@/lib/voucher-refusal-text';
import { randomUuid } from '@/lib/random-id';
import { shippingQueryKey, useShippingOptions } from '../api/calculate-shipping';
import { useCreateOrder } from '../api/create-order';
import { isRecheckConflict, orderConflictMessage } from '../components/order-conflict-message';
import { orderLimitMessage } from '../components/order-limit-message';
import { shippingKey } from '../components/shipping-options';

/** How long the 'No products in order' notice stays before the cart opens again. */
const BACK_TO_CART_MS = 1500;

export type CheckoutVoucher = Voucher & { description?: string };

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

/** What the shopper does next, said for how the order is paid: transfer and proof, cash, or online. */
const createdMessage = (method: string): MessageKey =>
  isCod(method) ? 'checkout.createdCod' : isOnline(method) ? 'checkout.createdOnline' : 'checkout.created';

/** What the cart handed over, and the choices kept while the shopper edited an address, read once. */
export function useCheckoutHandOff(): CheckoutHandOff {
  const [handOff] = useState(readHandOff);
  useEffect(() => {
    // A draft is read once, when the checkout opens again after an address edit.
    clearPendingOrder();
  }, []);
  return handOff;
}

function initialLines(data: CheckoutData, draft: PendingOrderDraft | null): CartItem[] {
  if (!draft || draft.lines.length === 0) return data.selectedItems;
  const kept = data.selectedItems.flatMap((item) => {
    const line = draft.lines.find((entry) => entry.cart_item_id === item.cart_item_id);
    return line ? [{ ...item, quantity: line.quantity }] : [];
  });
  return kept.length > 0 ? kept : data.selectedItems;
}

function initialMethod(draft: PendingOrderDraft | null): PaymentMethod {
  const method = draft?.paymentMethod;
  return PAYMENT_METHODS.find((known) => known === method) ?? DEFAULT_PAYMENT_METHOD;
}

export type UseCheckoutOptions = {
  data: CheckoutData;
  draft: PendingOrderDraft | null;
  /**
   * Fresh prices and stock of these products after the server refused the order as out of date: the cart's lines,
   * and a "Beli Sekarang" line's product, which is not in the cart.
   */
  /** The lines' current prices and stock: the cart's, and for a "Beli Sekarang" line its variant's. */
  reloadCartItems: (lines: CartItem[]) => Promise<CartItem[]>;
  reloadVoucher: (code: string) => Promise<CheckoutVoucher | null>;
  /** Called once the order exists (the server has already taken its lines out of the cart). */
  onOrderCreated: () => void;
};

/**
 * The checkout's state: lines, address, shipping, payment, voucher and notes; the totals the server will charge;
 * and the order's submission (one Idempotency-Key per distinct body; after a 409 the facts are fetched again).
 */
export function useCheckout({ data, draft, reloadCartItems, reloadVoucher, onOrderCreated }: UseCheckoutOptions) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  const [lines, setLines] = useState(() => initialLines(data, draft));
  const [address, setAddress] = useState<Address | null>(null);
  const [shippingChoice, setShippingChoice] = useState<string | null>(draft?.shippingKey ?? null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(() => initialMethod(draft));
  const [voucher, setVoucher] = useState<CheckoutVoucher | null>(draft ? draft.voucher : data.appliedVoucher);
  const [notes, setNotes] = useState(draft?.notes ?? '');
  const [message, setMessage] = useState<Flash>(null);
  // One key per distinct order attempt: a retry of the very same body reuses it, so no second order is made.
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  const shippingAddress = address ? { districtId: address.district_id, addressId: address.address_id } : null;
  // Quoted for these lines at their real weight (decision 037): the cost shown is the one the order is charged.
  const parcel = lines.map((line) => ({ variant_id: line.variant_id, quantity: line.quantity }));
  const shipping = useShippingOptions(shippingAddress, parcel);
  const options = shipping.data?.options ?? [];
  const selectedOption = options.find((option) => shippingKey(option) === shippingChoice) ?? options[0] ?? null;

  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const shippingCost = selectedOption?.cost ?? null;
  const discount = voucherDiscount(voucher, subtotal);
  const total = subtotal + (shippingCost ?? 0) - discount;
  const empty = lines.length === 0;

  useEffect(() => {
    if (!empty) return;
    clearCheckoutData();
    const timer = window.setTimeout(() => void navigate(paths.cart.href(), { replace: true }), BACK_TO_CART_MS);
    return () => window.clearTimeout(timer);
  }, [empty, navigate]);

  /** Keeps the unsent choices and opens the profile, where the address book edits addresses. */
  const leaveForProfile = () => {
    savePendingOrder({
      lines: lines.map((line) => ({ cart_item_id: line.cart_item_id, quantity: line.quantity })),
      addressId: address?.address_id ?? null,
      shippingKey: selectedOption ? shippingKey(selectedOption) : null,
      paymentMethod,
      voucher: voucher ? voucherTerms(voucher) : null,
      notes,
    });
    void navigate(paths.profile.href());
  };

  const setQuantity = (cartItemId: number, quantity: number) =>
    setLines((current) => current.map((line) => (line.cart_item_id === cartItemId ? { ...line, quantity } : line)));

  const removeLine = (cartItemId: number) =>
    setLines((current) => current.filter((line) => line.cart_item_id !== cartItemId));

  /** After a 409 the server's prices, stock, shipping and voucher are fetched again for the next try. */
  const refreshFromServer = async () => {
    void queryClient.invalidateQueries({ queryKey: shippingQueryKey(shippingAddress) });
    try {
      const fresh = await reloadCartItems(lines);
      setLines((current) =>
        current.flatMap((line) => {
          const match = fresh.find((item) => item.variant_id === line.variant_id);
          if (!match) return [line];
          if (match.product.stock <= 0) return [];
          return [
            {
              ...line,
              product: match.product,
              variant: match.variant,
              quantity: Math.min(line.quantity, match.product.stock),
            },
          ];
        }),
      );
    } catch {
      // The message already says what happened; the shopper can go back to the cart.
    }
    if (voucher) {
      try {
        setVoucher(await reloadVoucher(voucher.code));
      } catch {
        setVoucher(null);
      }
    }
  };

  /** Why the server refused the order's voucher, when that is why it refused the order. */
  const voucherRefusal = (error: unknown) =>
    isApiError(error) && typeof error.body?.reason === 'string' ? voucherRefusalText(error, t, language) : null;

  const fail = (key: MessageKey) => setMessage({ tone: 'error', text: t(key) });

  const placeOrder = async () => {
    setMessage(null);
    if (lines.length === 0) return fail('checkout.noProducts');
    if (!address) return fail('checkout.noAddress');
    if (!selectedOption) return fail('checkout.noShipping');
    if (!paymentMethod) return fail('checkout.noPayment');

    const body: CreateOrderBody = {
      address_id: address.address_id,
      payment_method: paymentMethod,
      notes: notes.trim() || null,
      items: lines.map((line) => ({
        product_id: line.product_id,
        variant_id: line.variant_id,
        quantity: line.quantity,
        price: line.product.price,
      })),
      shipping: { courier: selectedOption.code, service: selectedOption.service },
      voucher_code: voucher?.code ?? null,
      shipping_cost: selectedOption.cost,
      voucher_discount: discount,
      // "Beli Sekarang" lines (negative ids, lib/checkout-data.ts) never went through the cart: leave it as it is.
      from_cart: lines.some((line) => line.cart_item_id > 0),
    };
    const payload = JSON.stringify(body);
    if (attempt.current?.payload !== payload) attempt.current = { payload, key: randomUuid() };

    try {
      const reply = await create.mutateAsync({ body, idempotencyKey: attempt.current.key });
      const token = reply.data.secure_token;
      const cod = isCod(paymentMethod);
      clearCheckoutData();
      clearPendingOrder();
      onOrderCreated();
      void navigate(cod ? paths.orderDetail.href(token) : paths.payment.href(token), {
        replace: true,
        state: { flash: { tone: 'success', text: t(createdMessage(paymentMethod)) } },
      });
    } catch (error) {
      const refusal = voucher ? voucherRefusal(error) : null;
      if (refusal) {
        // The voucher stopped applying (paused, ended, used up meanwhile): said why, and the order goes without it.
        setVoucher(null);
        setMessage({ tone: 'error', text: refusal });
        return;
      }
      if (isApiError(error) && error.code === 'SHIPPING_DESTINATION_UNKNOWN') {
        // The options shown were the fixed ones of a moment the courier service could not answer; now it says it does
        // not know the address. Asked again, the quote says so too, and the page offers nothing it would refuse.
        setMessage({ tone: 'error', text: t('checkout.shippingUnknownDestination') });
        await queryClient.invalidateQueries({ queryKey: shippingQueryKey(shippingAddress) });
        return;
      }
      const text =
        orderConflictMessage(error, t, lines) ??
        orderLimitMessage(error, t, lines) ??
        errorText(error, t, t('checkout.createFailed'));
      setMessage({ tone: 'error', text });
      if (isRecheckConflict(error)) await refreshFromServer();
    }
  };

  return {
    lines,
    setQuantity,
    removeLine,
    address,
    setAddress,
    shipping: {
      quote: shipping.data,
      loading: shipping.isPending && shippingAddress !== null,
      failed: shipping.isError && !shipping.isFetching,
      retry: () => void shipping.refetch(),
      selectedKey: selectedOption ? shippingKey(selectedOption) : null,
      select: setShippingChoice,
    },
    paymentMethod,
    setPaymentMethod,
    voucher,
    setVoucher,
    notes,
    setNotes,
    amounts: { subtotal, shipping: shippingCost, discount, total },
    message,
    busy: create.isPending,
    empty,
    placeOrder,
    leaveForProfile,
  };
}
