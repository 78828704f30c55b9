import type { ComponentProps } from 'react';

type ScrollRegionProps = Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-label'> & { label: string };

/**
 * A wide table's sideways-scrolling box: a named region, focusable so that keyboard users can scroll it too
 * (axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, ...props }: ScrollRegionProps) {
  return <div role="region" aria-label={label} tabIndex={0} className={className} {...props} />;
}
