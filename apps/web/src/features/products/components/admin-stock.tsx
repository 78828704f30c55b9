import type { AdminProduct, Product } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { discountBadge } from '@boneka/shared/sale';
import { wibDateTime } from '@boneka/shared/wib';
import { cn } from '@/components/ui/cn';
import { formatDay, wibDay } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';

/**
 * '12 pcs', with 'Habis' at 0 and 'Menipis' from 1 to the product's own low-stock threshold: the rule of the
 * dashboard and the daily mail, which every owner's list and page carries.
 */
export function AdminStock({ stock, threshold, className }: { stock: number; threshold: number; className?: string }) {
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
 * when ("Sedang diskon sampai …", decision 046), or — a sale on a variant that leaves the cheapest price as it is —
 * "Diskon s.d. 15 Des".
 */
export function AdminPrice({
  product,
}: {
  product: Pick<Product, 'price' | 'price_max' | 'sale'> & { variant_sales?: AdminProduct['variant_sales'] };
}) {
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
  // A sale that leaves the cheapest price as it is (the dearest size on sale) shows on no card: the owner's list
  // still says it is on, and until which WIB day.
  if (!product.sale && product.variant_sales) {
    return (
      <>
        {normal}
        <span className="mt-1 block text-xs font-semibold text-rose-800">
          {t('adminProducts.variantSaleUntil', {
            date: formatDay(wibDay(product.variant_sales.ends_at), language, 'short'),
          })}
        </span>
      </>
    );
  }
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
