import { useState } from 'react';
import { Link } from 'react-router';
import { orderAmounts } from '@boneka/shared/order-amounts';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { useCart } from '../api/get-cart';
import type { VoucherInfo } from '../api/get-voucher';
import { useCartCheckout } from '../hooks/use-cart-checkout';
import { useCartRemoval } from '../hooks/use-cart-removal';
import { useCartSelection } from '../hooks/use-cart-selection';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { amountLines } from './checkout-lines';
import { lineName } from './line-variant';

function CartHeading({ itemCount }: { itemCount: number }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.cart')}</h1>
        {itemCount > 0 ? (
          <p className="mt-1 text-sm text-stone-500">{t('cart.itemCount', { count: itemCount })}</p>
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
}

/** /cart 'Keranjang Belanja': lines with selection, voucher, summary and the way to checkout. */
export function CartView() {
  const t = useT();
  const cart = useCart();
  const { show } = useToast();
  const items = cart.data?.items ?? [];
  const selection = useCartSelection(items);
  const [voucher, setVoucher] = useState<VoucherInfo | null>(null);
  const removal = useCartRemoval();
  const handOff = useCartCheckout(() => void cart.refetch());
  const amounts = orderAmounts(amountLines(selection.selected), null, voucher);

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

  const { confirmation } = removal;
  return (
    <div className="space-y-6">
      <CartHeading itemCount={items.length} />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <CartLines
          items={items}
          selection={selection}
          onRemove={removal.askRemove}
          onClear={removal.askClear}
          onResult={show}
        />
        <CartSummary
          voucher={voucher}
          onVoucherChange={setVoucher}
          amounts={amounts}
          selectedCount={selection.selected.length}
          checkingOut={handOff.pending}
          onCheckout={() => void handOff.checkout(selection.selected, voucher)}
          onResult={show}
        />
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
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
