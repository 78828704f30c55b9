import { discountBadge } from '@boneka/shared/sale';
import { formatRupiah } from '@boneka/shared/money';
import { cn } from './cn';
import { useT } from '@/lib/i18n/i18n';

/** A sale in force as the API gives it (packages/shared sale.ts `SaleNow`). */
export interface ShownSale {
  price: number;
  normal_price: number;
  percent_off: number;
}

/**
 * Harga coret (decision 046): the price in force, the normal price crossed out and the percent off ("-25%"). Screen
 * readers hear one sentence ("Harga normal Rp 200.000, sekarang Rp 150.000, hemat 25%") instead of three pieces
 * whose strike-through they would not announce.
 */
export function SalePrice({
  sale,
  className,
  priceClassName,
  prefix,
}: {
  sale: ShownSale;
  className?: string;
  /** The price in force's own size and weight (a card's, the product page's, a cart line's). */
  priceClassName?: string;
  /** Words before the price ("mulai" when other variants cost more). */
  prefix?: string;
}) {
  const t = useT();
  const now = formatRupiah(sale.price);
  const normal = formatRupiah(sale.normal_price);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className="sr-only">
        {t('sale.label', { prefix: prefix ? `${prefix} ` : '', normal, now, percent: String(sale.percent_off) })}
      </span>
      <span aria-hidden="true" className={cn('font-extrabold text-rose-700', priceClassName)}>
        {prefix ? <span className="mr-1 text-xs font-semibold text-stone-500">{prefix}</span> : null}
        {now}
      </span>
      <s aria-hidden="true" className="text-sm font-medium text-stone-500" data-testid="normal-price">
        {normal}
      </s>
      <span aria-hidden="true" className="rounded bg-rose-100 px-1.5 py-0.5 text-xs font-bold text-rose-800">
        {discountBadge(sale.percent_off)}
      </span>
    </span>
  );
}

/** A cart or checkout line's unit price: plain, or on sale with the normal price crossed out and the percent off. */
export function UnitPrice({ price, sale, className }: { price: number; sale: ShownSale | null; className?: string }) {
  if (!sale) return <p className={cn('text-sm text-stone-500', className)}>{formatRupiah(price)}</p>;
  return (
    <p className={cn('text-sm', className)}>
      <SalePrice sale={sale} priceClassName="text-sm font-bold" />
    </p>
  );
}
