import type { ReactNode } from 'react';

/** A wide table's sideways-scrolling box: a named region, focusable so that keyboard users can scroll it too. */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
