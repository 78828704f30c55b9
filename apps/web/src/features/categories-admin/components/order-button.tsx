import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons';

type OrderButtonProps = {
  ref: (element: HTMLElement | null) => void;
  label: string;
  disabled: boolean;
  onClick: () => void;
  up?: boolean;
};

/** Moves a category one place up or down among its siblings. */
export function OrderButton({ ref, label, disabled, onClick, up = false }: OrderButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-9 cursor-pointer place-items-center rounded-full border border-rose-100 text-cocoa-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent"
    >
      <ChevronDownIcon className={cn('size-4', up && 'rotate-180')} />
    </button>
  );
}
