import type { AdminProductDetail } from '@boneka/shared';
import { formatCount, formatDate, formatRating } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { AdminStock } from './admin-stock';

/** The product's figures at a glance: stock, sold, rating, categories, variants on sale, and when it was added. */
export function AdminProductFacts({ product }: { product: AdminProductDetail }) {
  const t = useT();
  const { language } = useLanguage();
  const facts = [
    {
      label: t('adminProducts.stock'),
      value: <AdminStock stock={product.stock} threshold={product.low_stock_threshold} />,
    },
    { label: t('adminProducts.sold'), value: formatCount(product.sold_count, language) },
    {
      label: t('adminProducts.rating'),
      value:
        product.review_count > 0
          ? t('adminProducts.ratingValue', {
              rating: formatRating(product.average_rating, language),
              count: product.review_count,
            })
          : t('adminProducts.noReviews'),
    },
    {
      label: t('adminProducts.category'),
      value: product.categories.length > 0 ? product.categories.map((c) => c.name).join(', ') : product.category.name,
    },
    { label: t('adminProducts.variants'), value: t('adminProducts.variantsOnSale', { count: product.variant_count }) },
    { label: t('adminProducts.createdAt'), value: formatDate(product.created_at, language) },
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 rounded-2xl bg-cream-50 p-4 text-sm sm:grid-cols-3">
      {facts.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold text-stone-500">{label}</dt>
          <dd className="mt-0.5 font-bold text-cocoa-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
