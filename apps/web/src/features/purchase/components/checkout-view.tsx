import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { Address } from '@boneka/shared';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import type { CheckoutLine } from '@/lib/checkout-data';
import { useT } from '@/lib/i18n/i18n';
import { useCheckout, useCheckoutHandOff, type CheckoutSources, type UseCheckoutOptions } from '../hooks/use-checkout';
import { CheckoutItems } from './checkout-items';
import { CheckoutOrderPanel } from './checkout-order-panel';
import { CheckoutSection } from './checkout-section';
import { PaymentMethods } from './payment-methods';
import { ShippingOptions } from './shipping-options';

export type AddressPickerSlot = {
  selected: Address | null;
  preferredId: number | null;
  onSelect: (address: Address | null) => void;
  onEdit: (address: Address) => void;
  onResult: (tone: AlertTone, text: string) => void;
};

type CheckoutViewProps = CheckoutSources & {
  /** The address book's picker (another feature), joined in by the page. */
  renderAddressPicker: (slot: AddressPickerSlot) => ReactNode;
};

/** /order: redirects to the cart without a hand-off from it or the product page; otherwise the checkout form. */
export function CheckoutView(props: CheckoutViewProps) {
  const t = useT();
  const handOff = useCheckoutHandOff();

  if (handOff.kind === 'missing') return <Navigate to={paths.cart.href()} replace />;
  if (handOff.kind !== 'ready') {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="error">
          {handOff.kind === 'empty' ? t('checkout.noItemsSelected') : t('checkout.loadFailed')}
        </Alert>
        <Link to={paths.cart.href()} className={buttonClass('secondary')}>
          {t('checkout.backToCart')}
        </Link>
      </div>
    );
  }
  return <CheckoutForm {...props} data={handOff.data} draft={handOff.draft} />;
}

function CheckoutForm({ renderAddressPicker, ...options }: CheckoutViewProps & UseCheckoutOptions) {
  const t = useT();
  const checkout = useCheckout(options);
  const { show } = useToast();
  const [toRemove, setToRemove] = useState<CheckoutLine | null>(null);
  const { busy, voucher } = checkout;

  if (checkout.empty) {
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
          className="inline-flex items-center gap-2 self-start text-sm font-bold text-rose-700 hover:text-rose-800 sm:self-auto"
        >
          <ArrowLeftIcon className="size-4" />
          {t('checkout.backToCart')}
        </Link>
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <CheckoutSection step={1} title={t('checkout.addressTitle')}>
            {renderAddressPicker({
              selected: checkout.address,
              preferredId: options.draft?.addressId ?? null,
              onSelect: checkout.setAddress,
              onEdit: checkout.leaveForProfile,
              onResult: show,
            })}
          </CheckoutSection>

          <CheckoutSection step={2} title={t('checkout.itemsTitle')}>
            <CheckoutItems
              lines={checkout.lines}
              disabled={busy}
              onQuantityChange={checkout.setQuantity}
              onRemove={setToRemove}
            />
          </CheckoutSection>

          <CheckoutSection step={3} title={t('checkout.shippingTitle')}>
            <ShippingOptions
              hasAddress={checkout.address !== null}
              quote={checkout.shipping.quote}
              loading={checkout.shipping.loading}
              failed={checkout.shipping.failed}
              onRetry={checkout.shipping.retry}
              selectedKey={checkout.shipping.selectedKey}
              onSelect={checkout.shipping.select}
              disabled={busy}
            />
          </CheckoutSection>

          <CheckoutSection step={4} title={t('checkout.paymentTitle')}>
            <PaymentMethods value={checkout.paymentMethod} onChange={checkout.setPaymentMethod} disabled={busy} />
            <TextAreaField
              label={t('checkout.notes')}
              optionalText={t('common.optional')}
              value={checkout.notes}
              onChange={(event) => checkout.setNotes(event.target.value)}
              maxLength={500}
              rows={2}
              placeholder={t('checkout.notesPlaceholder')}
              disabled={busy}
              wrapperClassName="mt-5"
            />
          </CheckoutSection>
        </div>

        <CheckoutOrderPanel
          voucher={voucher}
          onVoucherChange={checkout.setVoucher}
          onVoucherResult={show}
          amounts={checkout.amounts}
          itemCount={checkout.lines.length}
          message={checkout.message}
          busy={busy}
          onPlaceOrder={() => void checkout.placeOrder()}
        />
      </div>

      <ConfirmDialog
        open={toRemove !== null}
        title={t('checkout.removeTitle')}
        message={toRemove ? t('checkout.removeConfirm', { name: toRemove.product.name }) : ''}
        confirmLabel={t('checkout.removeButton')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          if (toRemove) checkout.removeLine(toRemove);
          setToRemove(null);
        }}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}
