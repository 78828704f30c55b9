import type { Product } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';

/** "Rp 145.000", or "mulai Rp 145.000" when some of its variants cost more. */
export function CardPrice({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'price_max'>;
  className?: string;
}) {
  const t = useT();
  return (
    <p className={cn('font-extrabold text-rose-700', className)}>
      {product.price < product.price_max ? (
        <span className="mr-1 text-xs font-semibold text-stone-500">{t('product.priceFrom')}</span>
      ) : null}
      {formatRupiah(product.price)}
    </p>
  );
}
