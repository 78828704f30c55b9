import { cn } from './cn';

export type AlertTone = 'success' | 'error' | 'info';

const tones: Record<AlertTone, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  error: 'border-red-200 bg-red-50 text-red-700',
  info: 'border-amber-200 bg-amber-50 text-amber-800',
};

const icons: Record<AlertTone, string> = {
  success: 'M5 13l4 4L19 7',
  error: 'M12 8v5m0 3.5v.01M10.3 3.9L2.6 17.3A2 2 0 004.3 20h15.4a2 2 0 001.7-2.7L13.7 3.9a2 2 0 00-3.4 0z',
  info: 'M12 16v-4m0-4h.01M22 12a10 10 0 11-20 0 10 10 0 0120 0z',
};

type AlertProps = {
  tone: AlertTone;
  children: React.ReactNode;
  className?: string;
  /** False inside a live region that is already on the page (a new region with its text is not announced). */
  live?: boolean;
};

/** An inline message: errors are announced at once, the rest politely. */
export function Alert({ tone, children, className, live = true }: AlertProps) {
  return (
    <div
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={cn(
        'flex items-start gap-2.5 rounded-2xl border px-4 py-3 text-sm font-medium',
        tones[tone],
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icons[tone]} />
      </svg>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

export type Flash = { tone: AlertTone; text: string } | null;
