import { useId } from 'react';
import type { Order } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';
import { useReturnReceived } from '../hooks/use-return-received';
import { OrderLineVariant } from './order-line-variant';

type Received = ReturnType<typeof useReturnReceived>;
type Item = Order['items'][number];

/** "Layak jual?" of one line: yes or no, neither chosen first. */
function SellableChoice({ item, received }: { item: Item; received: Received }) {
  const t = useT();
  const name = useId();
  const { sellable } = received.lineOf(item.order_item_id);
  const error = received.errorsOf(item.order_item_id).sellable;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-cocoa-700">{t('return.receiveSellable')}</legend>
      <div className="flex gap-2">
        {([true, false] as const).map((value) => (
          <label
            key={String(value)}
            className={cn(
              'flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-semibold sm:flex-none',
              sellable === value ? 'border-rose-400 bg-rose-50 ring-2 ring-rose-100' : 'border-cream-300',
            )}
          >
            <input
              type="radio"
              name={name}
              checked={sellable === value}
              onChange={() => received.changeSellable(item.order_item_id, value)}
              className="size-4 accent-rose-500"
            />
            {t(value ? 'return.yes' : 'return.no')}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1.5 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * "Barang diterima" on the owner's order page while a return is asked for or on its way: per line, the units that
 * came back and whether they can be sold again; the sellable ones go back to stock. The refund follows in the
 * complaint's answer.
 */
export function ReturnReceivedForm({ order }: { order: Order }) {
  const t = useT();
  const titleId = useId();
  const received = useReturnReceived(order);
  const { busy } = received;
  return (
    <form
      onSubmit={(event) => void received.submit(event)}
      noValidate
      aria-labelledby={titleId}
      className="space-y-4 border-t border-cream-200 pt-4"
    >
      <div>
        <h3 id={titleId} className="text-base font-extrabold">
          {t('return.receiveTitle')}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{t('return.receiveIntro')}</p>
      </div>
      <fieldset disabled={busy} className="space-y-3">
        {order.items.map((item) => (
          <fieldset
            key={item.order_item_id}
            className="grid gap-3 rounded-2xl border border-cream-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start"
          >
            <legend className="sr-only">{item.product.name}</legend>
            <div aria-hidden="true" className="min-w-0">
              <p className="font-bold break-words text-cocoa-900">{item.product.name}</p>
              <OrderLineVariant variant={item.variant} withSku />
            </div>
            <TextField
              label={t('return.receiveQuantity')}
              hint={t('return.receiveOrdered', { count: item.quantity })}
              inputMode="numeric"
              value={received.lineOf(item.order_item_id).quantity}
              onChange={(event) => received.changeQuantity(item.order_item_id, event.target.value)}
              error={received.errorsOf(item.order_item_id).quantity}
              maxLength={6}
            />
            <SellableChoice item={item} received={received} />
          </fieldset>
        ))}
      </fieldset>
      <TextAreaField
        label={t('return.receiveNote')}
        optionalText={t('common.optional')}
        value={received.note}
        onChange={(event) => received.changeNote(event.target.value)}
        maxLength={received.noteMax}
        rows={2}
        disabled={busy}
      />
      <p className="text-sm font-medium text-cocoa-900" aria-live="polite">
        {t('return.receiveToStock', { count: received.toStock })}
      </p>
      {received.formError ? <Alert tone="error">{received.formError}</Alert> : null}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? t('return.saving') : t('return.receiveSubmit')}
      </Button>
    </form>
  );
}
