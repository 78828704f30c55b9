import { useEffect, useRef, useState } from 'react';
import { formatRupiah } from '@boneka/shared/money';
import { canPrintLabel } from '@boneka/shared/shipping-labels';
import type { Order } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/form-field';
import { readTyped, typedNumberText } from '@/components/ui/money-field';
import { LoadingPanel } from '@/components/ui/spinner';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { useAdminOrders, type AdminOrderFilter } from '../api/get-admin-orders';
import { useAdminOrderActions } from './admin-order-actions';
import { AdminOrderCard } from './admin-order-card';
import { ShippingLabelsPrint } from './shipping-labels-print';

const filters: Array<{ id: AdminOrderFilter; label: MessageKey }> = [
  { id: 'all', label: 'adminOrders.filterAll' },
  { id: 'unpaid', label: 'adminOrders.filterUnpaid' },
  { id: 'needs_verification', label: 'adminOrders.filterNeedsVerification' },
  { id: 'paid', label: 'adminOrders.filterPaid' },
];

/** "I see Rp 150.123 in my statement: which order?" — finds the order by its amount to transfer (kode unik). */
function AmountSearch({ amount, onSearch }: { amount: number | null; onSearch: (amount: number | null) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const invalid = refusal !== undefined;
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        // Read the Indonesian way (decision 031), like every amount the owner types; a refusal says what it read.
        const reading = readTyped(text, 'rupiah');
        if (reading.ok && reading.value > 0) {
          setRefusal(undefined);
          onSearch(reading.value);
        } else {
          setRefusal((reading.ok ? undefined : typedNumberText(t, reading)) ?? t('adminOrders.amountInvalid'));
        }
      }}
    >
      <TextField
        label={t('adminOrders.amountLabel')}
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Rp 150.123"
        error={refusal}
        wrapperClassName="min-w-0 flex-1 sm:max-w-xs"
      />
      <Button type="submit" size="sm">
        {t('adminOrders.amountSearch')}
      </Button>
      {amount !== null ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setText('');
            onSearch(null);
          }}
        >
          {t('adminOrders.amountClear')}
        </Button>
      ) : null}
      {amount !== null && !invalid ? (
        <p role="status" className="w-full text-xs font-semibold text-cocoa-700">
          {t('adminOrders.amountShowing', { amount: formatRupiah(amount) })}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Shipping labels for the ticked orders: "select all" of those in the list that get one (being processed or
 * shipped), how many are ticked, the size and "Cetak Label".
 */
function LabelsToolbar({
  printable,
  selected,
  onSelect,
}: {
  printable: Order[];
  selected: number[];
  onSelect: (ids: number[]) => void;
}) {
  const t = useT();
  const selectAll = useRef<HTMLInputElement>(null);
  const all = printable.length > 0 && selected.length === printable.length;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selected.length > 0 && !all;
  }, [selected.length, all]);
  return (
    <section
      aria-label={t('adminOrders.labelsToolbar')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-rose-100 bg-white px-4 py-3 shadow-soft"
    >
      {printable.length === 0 ? (
        <p className="text-sm text-stone-600">{t('adminOrders.labelsNoneReady')}</p>
      ) : (
        <>
          <div className="min-w-0">
            <label className="flex cursor-pointer items-center gap-3 text-sm font-bold text-cocoa-700">
              <input
                ref={selectAll}
                type="checkbox"
                checked={all}
                onChange={() => onSelect(all ? [] : printable.map((order) => order.order_id))}
                className="size-5 shrink-0 cursor-pointer accent-rose-500"
              />
              {t('adminOrders.labelsSelectAll', { count: printable.length })}
            </label>
            <p role="status" className="mt-0.5 pl-8 text-xs text-stone-600">
              {selected.length > 0
                ? t('adminOrders.labelsSelected', { count: selected.length })
                : t('adminOrders.labelsHint')}
            </p>
          </div>
          <ShippingLabelsPrint orderIds={selected} count />
        </>
      )}
    </section>
  );
}

/** /admin/orders 'Daftar Order': payment filters with counts, and every admin move behind a confirmation. */
export function AdminOrderList() {
  const t = useT();
  const [filter, setFilter] = useState<AdminOrderFilter>('all');
  const [amount, setAmount] = useState<number | null>(null);
  const orders = useAdminOrders(filter, amount);
  const actions = useAdminOrderActions();

  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());

  const counts = orders.data?.counts;
  const list = orders.data?.data ?? [];
  const printable = list.filter(canPrintLabel);
  // In the list's order, and only those still shown and still printable (a filter or a move may have taken some).
  const selected = printable.filter((order) => ticked.has(order.order_id)).map((order) => order.order_id);
  const tick = (id: number, checked: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.adminOrders')}</h1>
        <p className="mt-1 text-sm text-stone-500">{t('adminOrders.subtitle')}</p>
      </div>

      <AmountSearch amount={amount} onSearch={setAmount} />

      <div
        role="tablist"
        aria-label={t('adminOrders.filtersLabel')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {filters.map(({ id, label }) => {
          const selected = id === filter;
          return (
            <button
              key={id}
              type="button"
              role="tab"
              id={`admin-order-tab-${id}`}
              aria-selected={selected}
              aria-controls="admin-order-panel"
              onClick={() => setFilter(id)}
              className={cn(
                'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-bold transition-colors',
                selected
                  ? 'bg-rose-600 text-white shadow-sm shadow-rose-300/60'
                  : 'border border-rose-100 bg-white text-cocoa-700 hover:bg-rose-50',
              )}
            >
              {t(label)}
              {counts ? (
                <span
                  className={cn(
                    'grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-[11px]',
                    selected ? 'bg-rose-800 text-white' : 'bg-rose-100 text-rose-700',
                  )}
                >
                  {counts[id]}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <div
        id="admin-order-panel"
        role="tabpanel"
        aria-labelledby={`admin-order-tab-${filter}`}
        aria-busy={orders.isFetching || undefined}
      >
        {orders.isPending ? (
          <LoadingPanel text={t('adminOrders.loading')} />
        ) : orders.isError ? (
          <Alert tone="error">{t('adminOrders.loadFailed')}</Alert>
        ) : list.length === 0 ? (
          <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center font-semibold text-stone-500">
            {t('adminOrders.empty')}
          </p>
        ) : (
          <div className="space-y-4">
            <LabelsToolbar printable={printable} selected={selected} onSelect={(ids) => setTicked(new Set(ids))} />
            <ul aria-label={t('page.adminOrders')} className="grid gap-4 xl:grid-cols-2">
              {list.map((order) => (
                <li key={order.order_id}>
                  <AdminOrderCard
                    order={order}
                    onAction={(kind) => actions.open(kind, order)}
                    onShowProof={() => actions.showProof(order)}
                    selection={
                      canPrintLabel(order)
                        ? { checked: ticked.has(order.order_id), onChange: (checked) => tick(order.order_id, checked) }
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {actions.dialogs}
    </div>
  );
}
