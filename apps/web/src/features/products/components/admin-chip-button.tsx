import type { ReactNode } from 'react';

type AdminChipButtonProps = {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
};

/** One of a value chip's small buttons (move left, move right, remove), named by its label. */
export function AdminChipButton({ label, disabled, onClick, children }: AdminChipButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-6 cursor-pointer place-items-center rounded-full hover:bg-rose-200 focus-visible:outline-2 focus-visible:outline-rose-500 disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
