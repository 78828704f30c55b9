import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** One photo to choose for a variant in the gallery's dialog (or none: the cover shows), pressed when chosen. */
export function AdminPhotoChoice({
  chosen,
  label,
  onChoose,
  children,
}: {
  chosen: boolean;
  label: string;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={chosen}
        onClick={onChoose}
        className="block w-full cursor-pointer rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
      >
        <span
          className={cn(
            'block aspect-square overflow-hidden rounded-xl border-2 bg-cream-50',
            chosen ? 'border-rose-600 ring-4 ring-rose-100' : 'border-cream-300 hover:border-rose-300',
          )}
        >
          {children}
        </span>
        <span className="mt-1 block text-center text-xs font-semibold text-cocoa-700">{label}</span>
      </button>
    </li>
  );
}
