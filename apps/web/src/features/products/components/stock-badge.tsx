import { LOW_STOCK_MAX } from '@boneka/shared/limits';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';

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

/** 'Habis' at 0, 'Stok Terbatas' at 1–9, otherwise 'Best Seller': the earlier shop's badges, which shoppers know. */
export function StockBadge({ stock, className }: { stock: number; className?: string }) {
  const t = useT();
  const level = stockLevel(stock);
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
