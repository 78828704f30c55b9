import type { OrderStatus, PaymentStatus } from '@boneka/shared/orders';
import { cn } from '@/components/ui/cn';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { knownPaymentStatus, knownStatus } from './order-state';

const statusStyle: Record<OrderStatus, { label: MessageKey; className: string }> = {
  pending: { label: 'orderStatus.pending', className: 'bg-amber-100 text-amber-800 ring-amber-200' },
  confirmed: { label: 'orderStatus.confirmed', className: 'bg-sky-100 text-sky-800 ring-sky-200' },
  processing: { label: 'orderStatus.processing', className: 'bg-indigo-100 text-indigo-800 ring-indigo-200' },
  shipped: { label: 'orderStatus.shipped', className: 'bg-violet-100 text-violet-800 ring-violet-200' },
  delivered: { label: 'orderStatus.delivered', className: 'bg-emerald-100 text-emerald-800 ring-emerald-200' },
  cancelled: { label: 'orderStatus.cancelled', className: 'bg-stone-200 text-stone-700 ring-stone-300' },
};

const paymentStyle: Record<PaymentStatus, { label: MessageKey; className: string }> = {
  unpaid: { label: 'paymentStatus.unpaid', className: 'bg-orange-50 text-orange-700 ring-orange-200' },
  paid: { label: 'paymentStatus.paid', className: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  failed: { label: 'paymentStatus.failed', className: 'bg-red-50 text-red-700 ring-red-200' },
  refunded: { label: 'paymentStatus.refunded', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1 ring-inset';

export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT();
  const style = statusStyle[knownStatus(status)];
  return <span className={cn(badge, style.className)}>{t(style.label)}</span>;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useT();
  const style = paymentStyle[knownPaymentStatus(status)];
  return <span className={cn(badge, style.className)}>{t(style.label)}</span>;
}

/** Unpaid with a proof attached: the admin has something to verify. */
export function ProofBadge({ label }: { label?: string }) {
  const t = useT();
  return <span className={cn(badge, 'bg-sky-50 text-sky-700 ring-sky-200')}>{label ?? t('orderStatus.hasProof')}</span>;
}
