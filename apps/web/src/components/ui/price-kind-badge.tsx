import type { PriceKind } from '@boneka/shared/promotions';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/promotions';
import { cn } from './cn';

const LOOK = {
  wholesale: 'bg-sky-100 text-sky-900',
  flash: 'bg-amber-100 text-amber-900',
} as const;

/**
 * Where a line's one unit price comes from, when a promotion gave it (promotions.ts `linePrice`): "Harga grosir" or
 * "Flash sale". A normal or harga coret price needs no badge (the crossed-out price says it).
 */
export function PriceKindBadge({ kind, className }: { kind: PriceKind; className?: string }) {
  const t = useT();
  if (kind !== 'wholesale' && kind !== 'flash') return null;
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-bold', LOOK[kind], className)}
    >
      {t(kind === 'wholesale' ? 'promo.kind.wholesale' : 'promo.kind.flash')}
    </span>
  );
}
