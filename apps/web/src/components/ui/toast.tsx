import { useCallback, useEffect, useState } from 'react';
import { Alert, type AlertTone } from './alert';
import { CloseIcon } from './icons';

export type Toast = { id: number; tone: AlertTone; text: string };

let nextToastId = 1;

/** One toast at a time; a new one replaces the old. Errors stay longer than good news. */
export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((tone: AlertTone, text: string) => setToast({ id: nextToastId++, tone, text }), []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), toast.tone === 'error' ? 10_000 : 6_000);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return { toast, show, dismiss };
}

type ToastRegionProps = { toast: Toast | null; onDismiss: () => void; closeLabel: string };

/** A message floating over the page's bottom edge, where it is seen wherever the page is scrolled. */
export function ToastRegion({ toast, onDismiss, closeLabel }: ToastRegionProps) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:bottom-6">
      {toast ? (
        <div key={toast.id} className="pointer-events-auto relative w-full max-w-md shadow-xl shadow-cocoa-900/10">
          <Alert tone={toast.tone} className="pr-12">
            {toast.text}
          </Alert>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={closeLabel}
            className="absolute top-2 right-2 grid size-8 cursor-pointer place-items-center rounded-full text-current opacity-70 hover:bg-black/5 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
