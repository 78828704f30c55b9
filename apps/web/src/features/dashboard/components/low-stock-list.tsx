import { Link } from 'react-router';
import type { DashboardData } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { DashboardPanel, PanelEmpty } from './dashboard-panel';

type LowStockProduct = DashboardData['lowStock'][number];

/** 'Stok Menipis': products with 0 to 9 left, fewest first; each leads to its edit form. */
export function LowStockList({ products, className }: { products: LowStockProduct[]; className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <DashboardPanel title={t('dashboard.lowStock')} className={className}>
      {products.length === 0 ? (
        <PanelEmpty text={t('dashboard.lowStockEmpty')} />
      ) : (
        <ul className="-mx-2 divide-y divide-cream-200">
          {products.map((product) => (
            <li key={product.product_id} className="flex items-center justify-between gap-3 px-2 py-2.5">
              <Link
                to={paths.admin.editProduct.href(product.product_id)}
                aria-label={t('dashboard.restock', { name: product.name })}
                className="min-w-0 truncate text-sm font-semibold text-cocoa-900 hover:text-rose-600"
              >
                {product.name}
              </Link>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
                  product.stock <= 0 ? 'bg-stone-700 text-white' : 'bg-amber-100 text-amber-800',
                )}
              >
                {product.stock <= 0
                  ? t('dashboard.soldOut')
                  : t('dashboard.lowStockLeft', { count: formatCount(product.stock, language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
