import { Link } from 'react-router';
import type { DashboardData } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { DashboardPanel, PanelEmpty, panelLinkClass } from './dashboard-panel';

type TopProduct = DashboardData['topProducts'][number];

const medals = ['bg-amber-400 text-amber-950', 'bg-stone-300 text-stone-800', 'bg-orange-300 text-orange-950'];

/** 'Top Produk': the 3 best sellers (the first products while nothing is sold yet). */
export function TopProducts({ products, className }: { products: TopProduct[]; className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <DashboardPanel
      title={t('dashboard.topProducts')}
      subtitle={t('dashboard.topSubtitle')}
      className={className}
      action={
        <Link to={paths.admin.products.href()} className={panelLinkClass}>
          {t('dashboard.seeAllProducts')}
        </Link>
      }
    >
      {products.length === 0 ? (
        <PanelEmpty text={t('dashboard.topEmpty')} />
      ) : (
        <ol className="space-y-3">
          {products.map((product, index) => (
            <li key={product.product_id}>
              <Link
                to={paths.admin.productDetail.href(product.product_id)}
                className="flex items-center gap-3 rounded-2xl p-2 transition-colors hover:bg-rose-50/60"
              >
                <span className="relative shrink-0">
                  <ProductImage
                    src={product.image_url}
                    alt=""
                    className="size-14 rounded-2xl"
                    fallbackClassName="text-2xl"
                  />
                  <span
                    aria-hidden="true"
                    className={`absolute -top-1.5 -left-1.5 grid size-6 place-items-center rounded-full text-[11px] font-extrabold shadow-sm ${medals[index] ?? medals[2]}`}
                  >
                    {index + 1}
                  </span>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-bold text-cocoa-900">{product.name}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs">
                    <span className="font-extrabold text-rose-700">{formatRupiah(product.price)}</span>
                    <span className="text-stone-500">
                      {t('dashboard.sold', { count: formatCount(product.sold, language) })}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </DashboardPanel>
  );
}
