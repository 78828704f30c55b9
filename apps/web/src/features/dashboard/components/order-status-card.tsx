import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type OrderStatusCardProps = { label: string; count: string; hint: string; icon: ReactNode; tone: string };

/** How many orders are in one state: 'Pesanan Menunggu', 'Pesanan Sampai', 'Pesanan Selesai' or 'Pesanan Dibatalkan'. */
export function OrderStatusCard({ label, count, hint, icon, tone }: OrderStatusCardProps) {
  const labelId = useId();
  return (
    <article
      aria-labelledby={labelId}
      className="flex min-w-0 items-center gap-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-soft"
    >
      <span className={cn('grid size-12 shrink-0 place-items-center rounded-2xl', tone)}>{icon}</span>
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-semibold text-stone-500">
          {label}
        </p>
        <p className="text-2xl font-extrabold text-cocoa-900 tabular-nums">{count}</p>
        <p className="text-xs text-stone-500">{hint}</p>
      </div>
    </article>
  );
}
