import { useState } from 'react';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { LoadingPanel } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { useAdminCancelOrder } from '../api/admin-cancel-order';
import { useCheckAmountMismatches } from '../api/check-amount-mismatches';
import { useAdminOrders, type AdminOrderFilter } from '../api/get-admin-orders';
import { useRecordRefund } from '../api/record-refund';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useUpdatePaymentStatus } from '../api/update-payment-status';
import { AdminOrderCard, type AdminActionKind } from './admin-order-card';
import { ProofOverlay } from './proof-overlay';

const filters: Array<{ id: AdminOrderFilter; label: MessageKey }> = [
  { id: 'all', label: 'adminOrders.filterAll' },
  { id: 'unpaid', label: 'adminOrders.filterUnpaid' },
  { id: 'needs_verification', label: 'adminOrders.filterNeedsVerification' },
  { id: 'paid', label: 'adminOrders.filterPaid' },
];

const actionText: Record<AdminActionKind, { title: MessageKey; message: MessageKey }> = {
  confirm: { title: 'adminOrders.confirmTitle', message: 'adminOrders.confirmText' },
  reject: { title: 'adminOrders.rejectTitle', message: 'adminOrders.rejectText' },
  process: { title: 'adminOrders.processTitle', message: 'adminOrders.processText' },
  ship: { title: 'adminOrders.shipTitle', message: 'adminOrders.shipText' },
  deliver: { title: 'adminOrders.deliverTitle', message: 'adminOrders.deliverText' },
  cancel: { title: 'adminOrders.cancelTitle', message: 'adminOrders.cancelText' },
  refund: { title: 'adminOrders.refundTitle', message: 'adminOrders.refundText' },
  amountCheck: { title: 'adminOrders.amountCheckTitle', message: 'adminOrders.amountCheckText' },
};

type PendingAction = { kind: AdminActionKind; order: Order };

/** Whole Rupiah from what the owner types or pastes from a statement: "Rp 150.123", "150123", "150,123.00". */
function rupiahTyped(text: string): number | null {
  const whole = text.replace(/[.,]00$/, '').replace(/\D/g, '');
  const value = Number(whole);
  return whole && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** "I see Rp 150.123 in my statement: which order?" — finds the order by its amount to transfer (kode unik). */
function AmountSearch({ amount, onSearch }: { amount: number | null; onSearch: (amount: number | null) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = rupiahTyped(text);
        setInvalid(value === null);
        if (value !== null) onSearch(value);
      }}
    >
      <TextField
        label={t('adminOrders.amountLabel')}
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Rp 150.123"
        error={invalid ? t('adminOrders.amountInvalid') : undefined}
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

/** /admin/orders 'Daftar Order': payment filters with counts, and every admin move behind a confirmation. */
export function AdminOrderList() {
  const t = useT();
  const [filter, setFilter] = useState<AdminOrderFilter>('all');
  const [amount, setAmount] = useState<number | null>(null);
  const orders = useAdminOrders(filter, amount);
  const payment = useUpdatePaymentStatus();
  const status = useUpdateOrderStatus();
  const cancel = useAdminCancelOrder();
  const refund = useRecordRefund();
  const amountCheck = useCheckAmountMismatches();
  const [action, setAction] = useState<PendingAction | null>(null);
  const [extra, setExtra] = useState('');
  const [proofOrder, setProofOrder] = useState<Order | null>(null);
  const { show } = useToast();
  const busy = payment.isPending || status.isPending || cancel.isPending || refund.isPending || amountCheck.isPending;

  const open = (kind: AdminActionKind, order: Order) => {
    setExtra('');
    setAction({ kind, order });
  };

  const run = async () => {
    if (!action) return;
    const orderId = action.order.order_id;
    const text = extra.trim();
    try {
      switch (action.kind) {
        case 'confirm':
          await payment.mutateAsync({ orderId, paymentStatus: 'paid' });
          break;
        case 'reject':
          await payment.mutateAsync({ orderId, paymentStatus: 'failed', note: text });
          break;
        case 'process':
          await status.mutateAsync({ orderId, status: 'processing' });
          break;
        case 'ship':
          await status.mutateAsync({ orderId, status: 'shipped', trackingNumber: text });
          break;
        case 'deliver':
          await status.mutateAsync({ orderId, status: 'delivered' });
          break;
        case 'cancel':
          await cancel.mutateAsync(orderId);
          break;
        case 'refund':
          await refund.mutateAsync(orderId);
          break;
        case 'amountCheck':
          await amountCheck.mutateAsync({ orderId, note: text });
          break;
      }
      show('success', t('adminOrders.updated'));
    } catch (error) {
      show('error', errorText(error, t, t('adminOrders.updateFailed')));
    } finally {
      setAction(null);
    }
  };

  const counts = orders.data?.counts;
  const list = orders.data?.data ?? [];

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
                    selected ? 'bg-white/25 text-white' : 'bg-rose-100 text-rose-700',
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
          <ul aria-label={t('page.adminOrders')} className="grid gap-4 xl:grid-cols-2">
            {list.map((order) => (
              <li key={order.order_id}>
                <AdminOrderCard
                  order={order}
                  onAction={(kind) => open(kind, order)}
                  onShowProof={() => setProofOrder(order)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={action !== null}
        title={action ? t(actionText[action.kind].title) : ''}
        message={action ? t(actionText[action.kind].message, { number: action.order.order_number }) : ''}
        confirmLabel={t('adminOrders.dialogConfirm')}
        cancelLabel={t('adminOrders.dialogCancel')}
        busyLabel={t('adminOrders.working')}
        busy={busy}
        tone={action?.kind === 'reject' || action?.kind === 'cancel' ? 'danger' : 'primary'}
        onConfirm={() => void run()}
        onCancel={() => setAction(null)}
      >
        {action?.kind === 'ship' ? (
          <TextField
            label={t('adminOrders.resiLabel')}
            optionalText={t('common.optional')}
            value={extra}
            onChange={(event) => setExtra(event.target.value)}
            maxLength={50}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('adminOrders.resiPlaceholder')}
            disabled={busy}
          />
        ) : action?.kind === 'reject' ? (
          <TextAreaField
            label={t('adminOrders.rejectReason')}
            optionalText={t('common.optional')}
            value={extra}
            onChange={(event) => setExtra(event.target.value)}
            maxLength={300}
            disabled={busy}
          />
        ) : action?.kind === 'amountCheck' ? (
          <TextField
            label={t('adminOrders.amountCheckNote')}
            optionalText={t('common.optional')}
            value={extra}
            onChange={(event) => setExtra(event.target.value)}
            maxLength={200}
            disabled={busy}
          />
        ) : null}
      </ConfirmDialog>
      <ProofOverlay order={proofOrder} onClose={() => setProofOrder(null)} />
    </div>
  );
}
