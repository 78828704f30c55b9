import { Link } from 'react-router';
import type { DashboardData } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { DashboardPanel, PanelEmpty } from './dashboard-panel';

type LowStockVariant = DashboardData['lowStock'][number];

/**
 * 'Stok Menipis': the variants on sale at or below their product's low-stock threshold, fewest first (stock is
 * counted per variant: one colour runs out while the product still has others). Each leads to its product's page,
 * where its stock is changed; the link is named by what it shows (the doll, its variant and SKU), as WCAG 2.5.3 asks
 * of a visible label.
 */
export function LowStockList({ variants, className }: { variants: LowStockVariant[]; className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <DashboardPanel title={t('dashboard.lowStock')} className={className}>
      {variants.length === 0 ? (
        <PanelEmpty text={t('dashboard.lowStockEmpty')} />
      ) : (
        <ul className="-mx-2 divide-y divide-cream-200">
          {variants.map((variant) => (
            <li key={variant.variant_id} className="flex items-center justify-between gap-3 px-2 py-2.5">
              <Link
                to={paths.admin.productDetail.href(variant.product_id)}
                className="min-w-0 text-sm hover:text-rose-600"
              >
                <span className="block truncate font-semibold text-cocoa-900">{variant.name}</span>
                {variant.variant_label || variant.sku ? (
                  <span className="block truncate text-xs text-stone-500">
                    {[variant.variant_label, variant.sku ? t('dashboard.sku', { sku: variant.sku }) : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                ) : null}
              </Link>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
                  variant.stock <= 0 ? 'bg-stone-700 text-white' : 'bg-amber-100 text-amber-800',
                )}
              >
                {variant.stock <= 0
                  ? t('dashboard.soldOut')
                  : t('dashboard.lowStockLeft', {
                      count: formatCount(variant.stock, language),
                      threshold: formatCount(variant.threshold, language),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
