import type { Product } from '@boneka/shared';
import { LOW_STOCK_MAX } from '@boneka/shared/limits';
import { formatRupiah } from '@boneka/shared/money';
import { discountBadge } from '@boneka/shared/sale';
import { wibDateTime } from '@boneka/shared/wib';
import { cn } from '@/components/ui/cn';
import { useLanguage, useT } from '@/lib/i18n/i18n';

/**
 * '12 pcs', with 'Habis' at 0 and 'Menipis' from 1 to the product's low-stock threshold where it is known (its own
 * page); lists, which do not carry it, use 9.
 */
export function AdminStock({
  stock,
  threshold = LOW_STOCK_MAX,
  className,
}: {
  stock: number;
  threshold?: number;
  className?: string;
}) {
  const t = useT();
  const badge =
    stock <= 0
      ? { text: t('adminProducts.soldOut'), className: 'bg-stone-700 text-white' }
      : stock <= threshold
        ? { text: t('adminProducts.lowStock'), className: 'bg-amber-100 text-amber-800' }
        : null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)}>
      <span className="font-semibold whitespace-nowrap text-cocoa-900 tabular-nums">
        {t('adminProducts.stockPcs', { count: stock })}
      </span>
      {badge ? (
        <span className={cn('rounded-full px-2 py-0.5 text-[11px] font-bold whitespace-nowrap', badge.className)}>
          {badge.text}
        </span>
      ) : null}
    </span>
  );
}

/**
 * 'Rp 95.000', or 'Rp 95.000 – Rp 150.000' when its variants cost differently; on sale, the sale price and until
 * when ("Sedang diskon sampai …", decision 046).
 */
export function AdminPrice({ product }: { product: Pick<Product, 'price' | 'price_max' | 'sale'> }) {
  const t = useT();
  const { language } = useLanguage();
  const normal =
    product.price_max > product.price ? (
      <>
        {formatRupiah(product.price)} – {formatRupiah(product.price_max)}
      </>
    ) : (
      <>{formatRupiah(product.price)}</>
    );
  if (!product.sale) return normal;
  return (
    <>
      {normal}
      <span className="mt-1 block text-xs font-semibold text-rose-800">
        {formatRupiah(product.sale.price)} ({discountBadge(product.sale.percent_off)}) ·{' '}
        {t('adminProducts.onSaleUntil', { time: wibDateTime(product.sale.ends_at, language) })}
      </span>
    </>
  );
}
