import { cn } from './cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-rose-200 border-t-rose-500',
        className,
      )}
    />
  );
}

/** A centred busy state with a visible text (tests and screen readers read it). */
export function LoadingPanel({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-20 text-cocoa-700">
      <Spinner className="size-8" />
      <p className="text-sm font-medium">{text}</p>
    </div>
  );
}
