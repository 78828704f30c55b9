import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { TrendDownIcon, TrendFlatIcon, TrendUpIcon } from './dashboard-icons';

export type Trend = 'up' | 'down' | 'flat';

/** '+12%' is up, '-3%' down, anything else ('0%') flat. */
export function growthTrend(growth: string): Trend {
  if (growth.startsWith('+')) return 'up';
  if (growth.startsWith('-')) return 'down';
  return 'flat';
}

const trendStyle: Record<Trend, { className: string; icon: typeof TrendUpIcon }> = {
  up: { className: 'bg-emerald-50 text-emerald-700 ring-emerald-200', icon: TrendUpIcon },
  down: { className: 'bg-red-50 text-red-700 ring-red-200', icon: TrendDownIcon },
  flat: { className: 'bg-stone-100 text-stone-600 ring-stone-200', icon: TrendFlatIcon },
};

type StatCardProps = {
  label: string;
  value: string;
  growth: string;
  /** What the growth compares with: "dibanding 7 hari sebelumnya". */
  note: string;
  icon: ReactNode;
  accent: string;
};

/** One summary figure: its label, value and growth against the period just before. */
export function StatCard({ label, value, growth, note, icon, accent }: StatCardProps) {
  const labelId = useId();
  const trend = growthTrend(growth);
  const { className, icon: TrendIcon } = trendStyle[trend];
  return (
    <article
      aria-labelledby={labelId}
      data-trend={trend}
      className="min-w-0 rounded-3xl border border-rose-100 bg-white p-5 shadow-soft"
    >
      <div className="flex items-start justify-between gap-3">
        <p id={labelId} className="text-sm font-semibold text-stone-500">
          {label}
        </p>
        <span className={cn('grid size-10 shrink-0 place-items-center rounded-2xl', accent)}>{icon}</span>
      </div>
      <p className="mt-2 text-2xl font-extrabold break-words text-cocoa-900 tabular-nums sm:text-[1.7rem]">{value}</p>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-bold tabular-nums ring-1 ring-inset',
            className,
          )}
        >
          <TrendIcon className="size-3.5" />
          {growth}
        </span>
        <span className="text-stone-500">{note}</span>
      </p>
    </article>
  );
}
