import type { OrderStatus, PaymentStatus } from '@boneka/shared/orders';
import { cn } from '@/components/ui/cn';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { knownPaymentStatus, knownStatus } from './order-state';

type BadgeStyle = { label: MessageKey; className: string };

const statusStyle: Record<OrderStatus, BadgeStyle> = {
  pending: { label: 'orderStatus.pending', className: 'bg-amber-100 text-amber-800 ring-amber-200' },
  confirmed: { label: 'orderStatus.confirmed', className: 'bg-sky-100 text-sky-800 ring-sky-200' },
  processing: { label: 'orderStatus.processing', className: 'bg-indigo-100 text-indigo-800 ring-indigo-200' },
  shipped: { label: 'orderStatus.shipped', className: 'bg-violet-100 text-violet-800 ring-violet-200' },
  delivered: { label: 'orderStatus.delivered', className: 'bg-teal-100 text-teal-800 ring-teal-200' },
  cancelled: { label: 'orderStatus.cancelled', className: 'bg-stone-200 text-stone-700 ring-stone-300' },
};
/** A completed order keeps `status: delivered` (decision 042); people read "Selesai". */
const completedStyle: BadgeStyle = {
  label: 'orderStatus.completed',
  className: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
};

const paymentStyle: Record<PaymentStatus, BadgeStyle> = {
  unpaid: { label: 'paymentStatus.unpaid', className: 'bg-orange-50 text-orange-700 ring-orange-200' },
  paid: { label: 'paymentStatus.paid', className: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  failed: { label: 'paymentStatus.failed', className: 'bg-red-50 text-red-700 ring-red-200' },
  refunded: { label: 'paymentStatus.refunded', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1 ring-inset';

const statusStyleOf = (status: string, completed: boolean): BadgeStyle => {
  const known = knownStatus(status);
  return known === 'delivered' && completed ? completedStyle : statusStyle[known];
};

/** The words for an order's status: "Sampai" while delivered, "Selesai" once it completed. */
export const orderStatusLabel = (status: string, completed: boolean): MessageKey =>
  statusStyleOf(status, completed).label;

/** `completed`: the order's `completed_at` is set (where the caller knows it). */
export function OrderStatusBadge({ status, completed = false }: { status: string; completed?: boolean }) {
  const t = useT();
  const style = statusStyleOf(status, completed);
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
