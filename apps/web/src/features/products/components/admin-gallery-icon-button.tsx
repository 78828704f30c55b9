import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type IconButtonProps = {
  ref?: (element: HTMLButtonElement | null) => void;
  label: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
};

/** One of a gallery photo's small round buttons, named by its label. */
export function AdminGalleryIconButton({ ref, label, disabled, onClick, className, children }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'grid size-8 cursor-pointer place-items-center rounded-full text-cocoa-700 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose-500 disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent',
        className,
      )}
    >
      {children}
    </button>
  );
}
