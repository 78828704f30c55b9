import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartItem } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { voucherDiscount, voucherTerms } from '@boneka/shared/vouchers';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ArrowLeftIcon, ShieldIcon, TrashIcon, TruckIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { saveCheckoutData } from '@/lib/checkout-data';
import { useT } from '@/lib/i18n/i18n';
import { useClearCart } from '../api/clear-cart';
import { useCart } from '../api/get-cart';
import type { VoucherInfo } from '../api/get-voucher';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useValidateCart } from '../api/validate-cart';
import { CartItemRow } from './cart-item-row';
import { lineName } from './line-variant';
import { VoucherBox } from './voucher-box';

type Confirmation = { kind: 'remove'; item: CartItem } | { kind: 'clear' } | null;

/** /cart 'Keranjang Belanja': lines with selection, voucher, summary and the way to checkout. */
export function CartView() {
  const t = useT();
  const navigate = useNavigate();
  const cart = useCart();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const validate = useValidateCart();
  const { show } = useToast();
  // Everything is selected unless unticked; lines that leave the cart leave the selection with them.
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const [voucher, setVoucher] = useState<VoucherInfo | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const amountIds = { subtotal: useId(), discount: useId(), total: useId() };

  const items = cart.data?.items ?? [];
  const selected = items.filter((item) => !unselected.has(item.cart_item_id));
  const allSelected = items.length > 0 && selected.length === items.length;
  const subtotal = selected.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
  const discount = voucherDiscount(voucher, subtotal);
  const total = subtotal - discount;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = selected.length > 0 && !allSelected;
  }, [selected.length, allSelected]);

  const setSelected = (id: number, isSelected: boolean) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (isSelected) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirm = async () => {
    if (!confirmation) return;
    try {
      if (confirmation.kind === 'remove') {
        await remove.mutateAsync(confirmation.item.cart_item_id);
        show('success', t('cart.removed', { name: lineName(confirmation.item) }));
      } else {
        await clear.mutateAsync();
        show('success', t('cart.cleared'));
      }
    } catch {
      show('error', confirmation.kind === 'remove' ? t('cart.removeFailed') : t('cart.clearFailed'));
    } finally {
      setConfirmation(null);
    }
  };

  const checkout = async () => {
    if (selected.length === 0) {
      show('error', t('cart.selectAtLeastOne'));
      return;
    }
    const unavailable = selected.filter((item) => !item.variant.available);
    if (unavailable.length > 0) {
      show('error', t('cart.unavailableLines', { names: unavailable.map(lineName).join(', ') }));
      return;
    }
    const short = selected.filter((item) => item.quantity > item.product.stock);
    if (short.length > 0) {
      show('error', t('cart.localStockShort', { names: short.map(lineName).join(', ') }));
      return;
    }
    try {
      const result = await validate.mutateAsync({
        items: selected.map((item) => ({
          product_id: item.product_id,
          variant_id: item.variant_id,
          quantity: item.quantity,
        })),
      });
      if (!result.valid) {
        show('error', t('cart.validationFailed', { message: result.message || t('cart.someUnavailable') }));
        void cart.refetch();
        return;
      }
      saveCheckoutData({
        selectedItems: selected,
        appliedVoucher: voucher ? voucherTerms(voucher) : null,
      });
      void navigate(paths.checkout.href());
    } catch (error) {
      show('error', t('cart.checkoutFailed', { message: errorText(error, t, t('cart.systemError')) }));
    }
  };

  const heading = (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.cart')}</h1>
        {items.length > 0 ? (
          <p className="mt-1 text-sm text-stone-500">{t('cart.itemCount', { count: items.length })}</p>
        ) : null}
      </div>
      <Link
        to={paths.products.href()}
        className="inline-flex items-center gap-2 self-start text-sm font-bold text-rose-700 hover:text-rose-700 sm:self-auto"
      >
        <ArrowLeftIcon className="size-4" />
        {t('cart.continueShopping')}
      </Link>
    </div>
  );

  if (cart.isPending) return <LoadingPanel text={t('cart.loading')} />;
  if (cart.isError) {
    return (
      <StatusPanel
        title={t('cart.loadFailed')}
        action={<Button onClick={() => void cart.refetch()}>{t('catalog.retry')}</Button>}
      />
    );
  }
  if (items.length === 0) {
    return (
      <StatusPanel
        title={t('cart.emptyTitle')}
        text={t('cart.emptyText')}
        action={
          <Link to={paths.products.href()} className={buttonClass('primary')}>
            {t('cart.startShopping')}
          </Link>
        }
      />
    );
  }

  const row = 'flex items-center justify-between gap-3 text-sm';
  return (
    <div className="space-y-6">
      {heading}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-label={t('cart.listLabel')}
          className="overflow-hidden rounded-3xl border border-rose-100 bg-white shadow-soft"
        >
          <div className="flex items-center justify-between gap-3 border-b border-cream-200 bg-cream-50/60 px-4 py-3 sm:px-5">
            <label className="flex cursor-pointer items-center gap-3 text-sm font-bold whitespace-nowrap text-cocoa-700">
              <input
                ref={selectAllRef}
                type="checkbox"
                checked={allSelected}
                onChange={() =>
                  setUnselected(allSelected ? new Set(items.map((item) => item.cart_item_id)) : new Set())
                }
                className="size-5 cursor-pointer accent-rose-500"
              />
              {t('cart.selectAll')}
              <span className="hidden font-normal text-stone-500 sm:inline">
                ({selected.length}/{items.length})
              </span>
            </label>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirmation({ kind: 'clear' })}
              className="shrink-0 whitespace-nowrap text-red-600"
            >
              <TrashIcon className="size-4" />
              {t('cart.clearAll')}
            </Button>
          </div>
          <ul className="divide-y divide-cream-200">
            {items.map((item) => (
              <li key={item.cart_item_id}>
                <CartItemRow
                  item={item}
                  selected={!unselected.has(item.cart_item_id)}
                  onSelectedChange={(isSelected) => setSelected(item.cart_item_id, isSelected)}
                  onRemove={() => setConfirmation({ kind: 'remove', item })}
                  onResult={show}
                />
              </li>
            ))}
          </ul>
        </section>

        <aside
          aria-labelledby="cart-summary-title"
          className="space-y-5 rounded-3xl border border-rose-100 bg-white p-5 shadow-soft lg:sticky lg:top-24"
        >
          <h2 id="cart-summary-title" className="text-lg font-extrabold">
            {t('cart.summary')}
          </h2>
          <VoucherBox
            applied={voucher}
            subtotal={subtotal}
            onApply={setVoucher}
            onRemove={() => setVoucher(null)}
            onResult={show}
          />
          {/* Each amount is an <output> labelled by its term: getByLabel('Total') finds the number. */}
          <dl className="space-y-2.5 border-t border-cream-200 pt-4">
            <div className={row}>
              <dt className="text-stone-500">
                <label htmlFor={amountIds.subtotal}>{t('cart.subtotal')}</label>{' '}
                <span className="text-xs">({t('cart.selectedCount', { count: selected.length })})</span>
              </dt>
              <dd>
                <output id={amountIds.subtotal} className="font-semibold text-cocoa-900">
                  {formatRupiah(subtotal)}
                </output>
              </dd>
            </div>
            <div className={row}>
              <dt className="text-stone-500">
                <label htmlFor={amountIds.discount}>{t('cart.voucherDiscount')}</label>
                {voucher ? <span className="text-xs"> ({voucher.code})</span> : null}
              </dt>
              <dd>
                <output id={amountIds.discount} className="font-semibold text-emerald-700">
                  {discount > 0 ? `-${formatRupiah(discount)}` : formatRupiah(0)}
                </output>
              </dd>
            </div>
            <div className="flex items-center justify-between gap-3 border-t border-dashed border-cream-300 pt-3">
              <dt className="font-extrabold text-cocoa-900">
                <label htmlFor={amountIds.total}>{t('cart.total')}</label>
              </dt>
              <dd>
                <output id={amountIds.total} className="text-xl font-extrabold text-rose-700">
                  {formatRupiah(total)}
                </output>
              </dd>
            </div>
          </dl>
          <Button
            size="lg"
            className="w-full"
            disabled={selected.length === 0 || validate.isPending}
            onClick={() => void checkout()}
          >
            {validate.isPending ? t('cart.validating') : t('cart.checkout')}
          </Button>
          <ul className="space-y-2 text-xs text-stone-500">
            <li className="flex items-center gap-2">
              <TruckIcon className="size-4 shrink-0 text-rose-400" />
              {t('cart.freeShippingNote')}
            </li>
            <li className="flex items-center gap-2">
              <ShieldIcon className="size-4 shrink-0 text-rose-400" />
              {t('cart.guaranteeNote')}
            </li>
          </ul>
        </aside>
      </div>

      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.kind === 'clear' ? t('cart.clearTitle') : t('cart.removeTitle')}
        message={
          confirmation?.kind === 'remove'
            ? t('cart.removeConfirm', { name: lineName(confirmation.item) })
            : t('cart.clearConfirm')
        }
        confirmLabel={confirmation?.kind === 'clear' ? t('cart.clearAll') : t('cart.removeButton')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.deleting')}
        busy={remove.isPending || clear.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirmation(null)}
      />
    </div>
  );
}
