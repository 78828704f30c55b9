import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import type { Address, CartItem, CreateOrderBody } from '@boneka/shared';
import { DEFAULT_PAYMENT_METHOD, isCod, PAYMENT_METHODS, type PaymentMethod } from '@boneka/shared/orders';
import { voucherDiscount, type Voucher } from '@boneka/shared/vouchers';
import { Alert, type AlertTone, type Flash } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { ArrowLeftIcon, ShieldIcon } from '@/components/ui/icons';
import { ToastRegion, useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
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
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { randomUuid } from '@/lib/random-id';
import { shippingQueryKey, useShippingOptions } from '../api/calculate-shipping';
import { ORDER_CONFLICT_CODES, useCreateOrder } from '../api/create-order';
import { CheckoutItems } from './checkout-items';
import { CheckoutSummary } from './checkout-summary';
import { orderLimitMessage } from './order-limit-message';
import { PaymentMethods } from './payment-methods';
import { ShippingOptions, shippingKey } from './shipping-options';

/** How long the 'No products in order' notice stays before the cart opens again. */
const BACK_TO_CART_MS = 1500;

export type CheckoutVoucher = Voucher & { description?: string };

export type AddressPickerSlot = {
  selected: Address | null;
  preferredId: number | null;
  onSelect: (address: Address | null) => void;
  onEdit: (address: Address) => void;
  onAdd: () => void;
  onResult: (tone: AlertTone, text: string) => void;
};

export type VoucherSlot = {
  applied: CheckoutVoucher | null;
  onApply: (voucher: CheckoutVoucher) => void;
  onRemove: () => void;
  onResult: (tone: AlertTone, text: string) => void;
};

type CheckoutViewProps = {
  /** The address book's picker (another feature), joined in by the page. */
  renderAddressPicker: (slot: AddressPickerSlot) => ReactNode;
  /** The cart's voucher box, joined in by the page. */
  renderVoucherBox: (slot: VoucherSlot) => ReactNode;
  /** Fresh prices and stock after the server refused the order as out of date. */
  reloadCartItems: () => Promise<CartItem[]>;
  reloadVoucher: (code: string) => Promise<CheckoutVoucher | null>;
  /** Called once the order exists (the server has already taken its lines out of the cart). */
  onOrderCreated: () => void;
};

type Loaded =
  | { kind: 'missing' }
  | { kind: 'unreadable' }
  | { kind: 'empty' }
  | { kind: 'ready'; data: CheckoutData; draft: PendingOrderDraft | null };

function loadCheckout(): Loaded {
  const data = readCheckoutData();
  if (!data) return hasStoredCheckoutData() ? { kind: 'unreadable' } : { kind: 'missing' };
  if (data.selectedItems.length === 0) return { kind: 'empty' };
  return { kind: 'ready', data, draft: readPendingOrder() };
}

/** /order: redirects to the cart without a hand-off from it; otherwise the checkout form. */
export function CheckoutView(props: CheckoutViewProps) {
  const t = useT();
  const [loaded] = useState(loadCheckout);

  useEffect(() => {
    // A draft is read once, when the checkout opens again after an address edit.
    clearPendingOrder();
  }, []);

  if (loaded.kind === 'missing') return <Navigate to={paths.cart.href()} replace />;
  if (loaded.kind !== 'ready') {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="error">{loaded.kind === 'empty' ? t('checkout.noItemsSelected') : t('checkout.loadFailed')}</Alert>
        <Link to={paths.cart.href()} className={buttonClass('secondary')}>
          {t('checkout.backToCart')}
        </Link>
      </div>
    );
  }
  return <CheckoutForm {...props} data={loaded.data} draft={loaded.draft} />;
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

function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const id = `checkout-step-${step}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6">
      <h2 id={id} className="mb-4 flex items-center gap-3 text-lg font-extrabold">
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-full bg-rose-100 text-sm text-rose-600"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function CheckoutForm({
  data,
  draft,
  renderAddressPicker,
  renderVoucherBox,
  reloadCartItems,
  reloadVoucher,
  onOrderCreated,
}: CheckoutViewProps & { data: CheckoutData; draft: PendingOrderDraft | null }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  const { toast, show, dismiss } = useToast();
  const [lines, setLines] = useState(() => initialLines(data, draft));
  const [address, setAddress] = useState<Address | null>(null);
  const [shippingChoice, setShippingChoice] = useState<string | null>(draft?.shippingKey ?? null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(() => initialMethod(draft));
  const [voucher, setVoucher] = useState<CheckoutVoucher | null>(draft ? draft.voucher : data.appliedVoucher);
  const [notes, setNotes] = useState(draft?.notes ?? '');
  const [message, setMessage] = useState<Flash>(null);
  const [toRemove, setToRemove] = useState<CartItem | null>(null);
  // One key per distinct order attempt: a retry of the very same body reuses it, so no second order is made.
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  const districtId = address?.district_id ?? null;
  const shipping = useShippingOptions(districtId);
  const options = shipping.data?.options ?? [];
  const selectedOption = options.find((option) => shippingKey(option) === shippingChoice) ?? options[0] ?? null;

  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const shippingCost = selectedOption?.cost ?? null;
  const discount = voucherDiscount(voucher, subtotal);
  const total = subtotal + (shippingCost ?? 0) - discount;
  const busy = create.isPending;
  const empty = lines.length === 0;

  useEffect(() => {
    if (!empty) return;
    clearCheckoutData();
    const timer = window.setTimeout(() => void navigate(paths.cart.href(), { replace: true }), BACK_TO_CART_MS);
    return () => window.clearTimeout(timer);
  }, [empty, navigate]);

  const leaveForProfile = () => {
    savePendingOrder({
      lines: lines.map((line) => ({ cart_item_id: line.cart_item_id, quantity: line.quantity })),
      addressId: address?.address_id ?? null,
      shippingKey: selectedOption ? shippingKey(selectedOption) : null,
      paymentMethod,
      voucher: voucher ? { code: voucher.code, type: voucher.type, value: voucher.value } : null,
      notes,
    });
    void navigate(paths.profile.href());
  };

  const setQuantity = (cartItemId: number, quantity: number) =>
    setLines((current) => current.map((line) => (line.cart_item_id === cartItemId ? { ...line, quantity } : line)));

  /** After a 409 the server's prices, stock, shipping and voucher are fetched again for the next try. */
  const refreshFromServer = async () => {
    void queryClient.invalidateQueries({ queryKey: shippingQueryKey(districtId) });
    try {
      const fresh = await reloadCartItems();
      setLines((current) =>
        current.flatMap((line) => {
          const match = fresh.find((item) => item.product_id === line.product_id);
          if (!match) return [line];
          if (match.product.stock <= 0) return [];
          return [{ ...line, product: match.product, quantity: Math.min(line.quantity, match.product.stock) }];
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
      items: lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity, price: line.product.price })),
      shipping: { courier: selectedOption.code, service: selectedOption.service },
      voucher_code: voucher?.code ?? null,
      shipping_cost: selectedOption.cost,
      voucher_discount: discount,
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
        state: { flash: { tone: 'success', text: cod ? t('checkout.createdCod') : t('checkout.created') } },
      });
    } catch (error) {
      if (isApiError(error) && error.status === 409 && ORDER_CONFLICT_CODES.has(error.code)) {
        setMessage({ tone: 'error', text: error.serverMessage ?? t('checkout.createFailed') });
        await refreshFromServer();
        return;
      }
      const text = orderLimitMessage(error, t, lines) ?? errorMessage(error, t('checkout.createFailed'));
      setMessage({ tone: 'error', text });
    }
  };

  if (empty) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="error">{t('checkout.noProducts')}</Alert>
        <p className="text-sm text-stone-500">{t('checkout.returningToCart')}</p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.checkout')}</h1>
          <p className="mt-1 text-sm text-stone-500">{t('checkout.subtitle')}</p>
        </div>
        <Link
          to={paths.cart.href()}
          className="inline-flex items-center gap-2 self-start text-sm font-bold text-rose-600 hover:text-rose-700 sm:self-auto"
        >
          <ArrowLeftIcon className="size-4" />
          {t('checkout.backToCart')}
        </Link>
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <Section step={1} title={t('checkout.addressTitle')}>
            {renderAddressPicker({
              selected: address,
              preferredId: draft?.addressId ?? null,
              onSelect: setAddress,
              onEdit: leaveForProfile,
              onAdd: leaveForProfile,
              onResult: show,
            })}
          </Section>

          <Section step={2} title={t('checkout.itemsTitle')}>
            <CheckoutItems lines={lines} disabled={busy} onQuantityChange={setQuantity} onRemove={setToRemove} />
          </Section>

          <Section step={3} title={t('checkout.shippingTitle')}>
            <ShippingOptions
              hasAddress={address !== null}
              quote={shipping.data}
              loading={shipping.isPending && districtId !== null}
              selectedKey={selectedOption ? shippingKey(selectedOption) : null}
              onSelect={setShippingChoice}
              disabled={busy}
            />
          </Section>

          <Section step={4} title={t('checkout.paymentTitle')}>
            <PaymentMethods value={paymentMethod} onChange={setPaymentMethod} disabled={busy} />
            <TextAreaField
              label={t('checkout.notes')}
              optionalText={t('common.optional')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              maxLength={500}
              rows={2}
              placeholder={t('checkout.notesPlaceholder')}
              disabled={busy}
              wrapperClassName="mt-5"
            />
          </Section>
        </div>

        <aside
          aria-labelledby="checkout-summary-title"
          className="space-y-5 rounded-3xl border border-rose-100 bg-white p-5 shadow-soft lg:sticky lg:top-24"
        >
          <h2 id="checkout-summary-title" className="text-lg font-extrabold">
            {t('checkout.summaryTitle')}
          </h2>
          {renderVoucherBox({
            applied: voucher,
            onApply: setVoucher,
            onRemove: () => setVoucher(null),
            onResult: show,
          })}
          <div className="border-t border-cream-200 pt-4">
            <CheckoutSummary
              amounts={{ subtotal, shipping: shippingCost, discount, total }}
              itemCount={lines.length}
              voucherCode={voucher?.code ?? null}
            />
          </div>
          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
          <Button size="lg" className="w-full" disabled={busy} onClick={() => void placeOrder()}>
            {busy ? t('checkout.placing') : t('checkout.placeOrder')}
          </Button>
          <p className="flex items-start gap-2 text-xs text-stone-500">
            <ShieldIcon className="size-4 shrink-0 text-rose-400" />
            {t('checkout.serverNote')}
          </p>
        </aside>
      </div>

      <ConfirmDialog
        open={toRemove !== null}
        title={t('checkout.removeTitle')}
        message={toRemove ? t('checkout.removeConfirm', { name: toRemove.product.name }) : ''}
        confirmLabel={t('checkout.removeButton')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          if (toRemove) setLines((current) => current.filter((line) => line.cart_item_id !== toRemove.cart_item_id));
          setToRemove(null);
        }}
        onCancel={() => setToRemove(null)}
      />
      <ToastRegion toast={toast} onDismiss={dismiss} closeLabel={t('common.close')} />
    </div>
  );
}
