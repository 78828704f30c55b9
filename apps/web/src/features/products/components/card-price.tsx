import type { Product } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { cn } from '@/components/ui/cn';
import { SalePrice } from '@/components/ui/sale-price';
import { useT } from '@/lib/i18n/i18n';

/**
 * "Rp 145.000", or "mulai Rp 145.000" when some of its variants cost more; on sale, the price in force beside the
 * crossed-out normal price and the percent off (decision 046).
 */
export function CardPrice({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'price_max' | 'sale'>;
  className?: string;
}) {
  const t = useT();
  const from = product.price < product.price_max ? t('product.priceFrom') : undefined;
  if (product.sale) {
    return (
      <p className={cn('text-rose-700', className)}>
        <SalePrice sale={product.sale} prefix={from} />
      </p>
    );
  }
  return (
    <p className={cn('font-extrabold text-rose-700', className)}>
      {from ? <span className="mr-1 text-xs font-semibold text-stone-500">{from}</span> : null}
      {formatRupiah(product.price)}
    </p>
  );
}
