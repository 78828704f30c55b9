import { useId, type ReactNode } from 'react';
import { cn } from './cn';

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'lg';
  /** The dialog's role: 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
};

/**
 * Shows a <dialog> as a modal while it is mounted and closes it just before React removes it: `close()` is what
 * makes the browser give focus back to the element that opened it (a removed dialog leaves focus on <body>).
 * A ref callback, not an effect: React runs its cleanup before the element leaves the document.
 */
export function showWhileMounted(dialog: HTMLDialogElement) {
  if (!dialog.open) dialog.showModal();
  return () => {
    if (dialog.open) dialog.close();
  };
}

/** A modal on the native <dialog>: focus trap, Escape and the top layer come from the browser. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'lg',
  role = 'dialog',
  closeLabel,
}: ModalProps) {
  const titleId = useId();

  if (!open) return null;

  return (
    <dialog
      ref={showWhileMounted}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Without this the press would move focus to <body> after close() has given it back to the opener.
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-1.5rem)] overflow-visible rounded-3xl bg-transparent p-0 text-stone-700',
        size === 'sm' ? 'max-w-md' : 'max-w-2xl',
      )}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden rounded-3xl bg-white shadow-2xl">
        <div className="flex items-center justify-between gap-4 border-b border-cream-200 px-5 py-4 sm:px-6">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {closeLabel ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="grid size-9 cursor-pointer place-items-center rounded-full text-stone-500 hover:bg-rose-50 hover:text-rose-600"
            >
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              >
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        {footer ? (
          <div className="flex flex-wrap justify-end gap-2 border-t border-cream-200 bg-cream-50 px-5 py-4 sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
