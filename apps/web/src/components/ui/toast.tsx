import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { Alert, type AlertTone } from './alert';
import { cn } from './cn';
import { CloseIcon } from './icons';

export type Toast = { id: number; tone: AlertTone; text: string; durationMs: number };

type ToastApi = {
  toast: Toast | null;
  show: (tone: AlertTone, text: string, options?: { durationMs?: number }) => void;
  dismiss: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);

let nextToastId = 1;

/**
 * The app's one toast: a new one replaces the old, errors stay longer than good news. Its live regions are
 * rendered here, once, under every page, so they are on the page before any message is put into them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback<ToastApi['show']>((tone, text, options) => {
    const durationMs = options?.durationMs ?? (tone === 'error' ? 10_000 : 6_000);
    setToast({ id: nextToastId++, tone, text, durationMs });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const api = useMemo(() => ({ toast, show, dismiss }), [toast, show, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <LiveToast toast={toast} onDismiss={dismiss} />
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/**
 * A message floating over the page's bottom edge, where it is seen wherever the page is scrolled. Screen readers
 * ignore a live region that arrives together with its text, so both regions stay mounted and empty until a toast
 * comes: errors go to the assertive `alert`, everything else to the polite `status`. The close button is outside
 * them so that it is not read out with the message.
 */
function LiveToast({ toast, onDismiss }: { toast: Toast | null; onDismiss: () => void }) {
  const t = useT();
  const card = (inAlertRegion: boolean) =>
    toast && (toast.tone === 'error') === inAlertRegion ? (
      <Alert key={toast.id} tone={toast.tone} live={false} className="pr-12 shadow-xl shadow-cocoa-900/10">
        {toast.text}
      </Alert>
    ) : null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:bottom-6">
      <div className={cn('relative w-full max-w-md', toast && 'pointer-events-auto')}>
        <div role="status">{card(false)}</div>
        <div role="alert">{card(true)}</div>
        {toast ? (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('common.close')}
            className="absolute top-2 right-2 grid size-8 cursor-pointer place-items-center rounded-full text-current opacity-70 hover:bg-black/5 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
