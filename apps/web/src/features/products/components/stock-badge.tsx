import { LOW_STOCK_MAX } from '@boneka/shared/limits';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import { useIsBestSeller } from '../api/get-best-sellers';

type StockLevel = 'soldOut' | 'low' | 'plenty';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'soldOut';
  return stock <= LOW_STOCK_MAX ? 'low' : 'plenty';
}

const styles: Record<StockLevel, string> = {
  soldOut: 'bg-stone-700 text-white',
  low: 'bg-amber-400 text-amber-950',
  plenty: 'bg-rose-600 text-white',
};

/**
 * 'Habis' at 0 and 'Stok Terbatas' at 1–9, the earlier shop's badges, which shoppers know; with more stock,
 * 'Best Seller' only for what really sells best lately (docs/design.md §5). Plenty of stock alone shows nothing.
 */
export function StockBadge({ productId, stock, className }: { productId: number; stock: number; className?: string }) {
  const t = useT();
  const bestSeller = useIsBestSeller(productId);
  const level = stockLevel(stock);
  if (level === 'plenty' && !bestSeller) return null;
  const label = { soldOut: t('product.badgeSoldOut'), low: t('product.badgeLow'), plenty: t('product.badgeBest') }[
    level
  ];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-[11px] font-extrabold tracking-wide uppercase shadow-sm',
        styles[level],
        className,
      )}
    >
      {label}
    </span>
  );
}
