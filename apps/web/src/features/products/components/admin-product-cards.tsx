import type { AdminProduct, Product } from '@boneka/shared';
import { ProductImage } from '@/components/ui/product-image';
import { useT } from '@/lib/i18n/i18n';
import { AdminProductActions } from './admin-product-actions';
import { AdminPrice, AdminStock } from './admin-stock';

type AdminProductCardsProps = {
  products: AdminProduct[];
  firstNumber: number;
  onDelete: (product: Product) => void;
};

/** The layout below md: one card per product. */
export function AdminProductCards({ products, firstNumber, onDelete }: AdminProductCardsProps) {
  const t = useT();
  return (
    <ul className="space-y-3">
      {products.map((product, index) => (
        <li key={product.product_id}>
          <article
            aria-labelledby={`admin-product-${product.product_id}`}
            className="rounded-3xl border border-rose-100 bg-white p-4 shadow-soft"
          >
            <div className="flex gap-3">
              <ProductImage
                src={product.thumbnail_url ?? product.image_url}
                alt=""
                className="size-20 shrink-0 rounded-2xl"
                fallbackClassName="text-3xl"
              />
              <div className="min-w-0 flex-1">
                <p className="text-xs text-stone-500 tabular-nums">#{firstNumber + index}</p>
                <h2
                  id={`admin-product-${product.product_id}`}
                  className="line-clamp-2 text-sm font-bold text-cocoa-900"
                >
                  {product.name}
                </h2>
                <p className="mt-1 font-extrabold text-rose-700 tabular-nums">
                  <AdminPrice product={product} />
                </p>
                <AdminStock stock={product.stock} threshold={product.low_stock_threshold} className="mt-1 text-xs" />
                {product.variant_count > 1 ? (
                  <p className="mt-1 text-xs text-stone-500">
                    {t('adminProducts.variantsOnSale', { count: product.variant_count })}
                  </p>
                ) : null}
              </div>
            </div>
            <AdminProductActions
              product={product}
              onDelete={onDelete}
              className="mt-3 justify-end border-t border-cream-200 pt-3"
            />
          </article>
        </li>
      ))}
    </ul>
  );
}
