import type { CartItem } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import type { LinePrice } from '@boneka/shared/promotions';
import { cn } from '@/components/ui/cn';
import { PriceKindBadge } from '@/components/ui/price-kind-badge';
import { UnitPrice } from '@/components/ui/sale-price';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/promotions';

/**
 * A cart or checkout line's one unit price (`linePriceOf`): the normal or harga coret price as before, or a grosir or
 * flash sale price with the price in force crossed out and a badge saying which promotion gave it.
 */
export function LineUnitPrice({
  line,
  price,
  className,
}: {
  line: Pick<CartItem, 'product' | 'variant'>;
  price: LinePrice;
  className?: string;
}) {
  const t = useT();
  if (price.kind !== 'wholesale' && price.kind !== 'flash')
    return <UnitPrice price={line.product.price} sale={line.variant.sale} className={className} />;
  const inForce = formatRupiah(line.product.price);
  const now = formatRupiah(price.unit_price);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm', className)}>
      <span className="font-bold text-rose-700">{t('promo.unitPrice', { price: now })}</span>
      <s className="text-xs text-stone-500" data-testid="normal-price">
        <span className="sr-only">{t('promo.normalPrice')} </span>
        {inForce}
      </s>
      <PriceKindBadge kind={price.kind} />
    </p>
  );
}
