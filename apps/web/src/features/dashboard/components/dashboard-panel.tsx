import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type DashboardPanelProps = {
  title: string;
  subtitle?: string;
  /** A link or button at the heading's end, e.g. 'Lihat Semua'. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled white card of the dashboard; a region named by its heading. */
export function DashboardPanel({ title, subtitle, action, children, className }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6',
        className,
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-extrabold">
            {title}
          </h2>
          {subtitle ? <p className="text-xs text-stone-500">{subtitle}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The quiet text of an empty panel. */
export function PanelEmpty({ text }: { text: string }) {
  return (
    <p className="grid flex-1 place-items-center rounded-2xl border-2 border-dashed border-rose-100 bg-rose-50/40 px-4 py-8 text-center text-sm font-semibold text-stone-500">
      {text}
    </p>
  );
}

export const panelLinkClass =
  'shrink-0 rounded-full px-3 py-1.5 text-xs font-bold text-rose-700 transition-colors hover:bg-rose-50 hover:text-rose-700';
