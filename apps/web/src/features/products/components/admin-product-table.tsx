import type { AdminProduct, Product } from '@boneka/shared';
import { ProductImage } from '@/components/ui/product-image';
import { useT } from '@/lib/i18n/i18n';
import { AdminProductActions } from './admin-product-actions';
import { AdminPrice, AdminStock } from './admin-stock';

type AdminProductTableProps = {
  products: AdminProduct[];
  /** The row number of the first product (pages after the first continue the count). */
  firstNumber: number;
  onDelete: (product: Product) => void;
};

/** The md-and-up layout: #, Nama Produk (with its thumbnail), Harga, Stok, Aksi. */
export function AdminProductTable({ products, firstNumber, onDelete }: AdminProductTableProps) {
  const t = useT();
  const th = 'px-4 py-3 text-xs font-bold tracking-wide text-cocoa-700 uppercase';
  return (
    <div className="overflow-x-auto rounded-3xl border border-rose-100 bg-white shadow-soft">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('page.adminProducts')}</caption>
        <thead className="bg-cream-100">
          <tr>
            <th scope="col" className={`${th} w-14 text-center`}>
              {t('adminProducts.colNumber')}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t('adminProducts.colName')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('adminProducts.colPrice')}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t('adminProducts.colStock')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('adminProducts.colActions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">
          {products.map((product, index) => (
            <tr key={product.product_id} className="transition-colors hover:bg-rose-50/40">
              <td className="px-4 py-3 text-center text-stone-500 tabular-nums">{firstNumber + index}</td>
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <span className="flex items-center gap-3">
                  <ProductImage
                    src={product.thumbnail_url ?? product.image_url}
                    alt=""
                    className="size-12 shrink-0 rounded-xl"
                    fallbackClassName="text-2xl"
                  />
                  <span className="min-w-0">
                    <span className="line-clamp-2 font-bold text-cocoa-900">{product.name}</span>
                    <span className="block text-xs text-stone-500">
                      {product.category.name}
                      {product.variant_count > 1
                        ? ` · ${t('adminProducts.variantsOnSale', { count: product.variant_count })}`
                        : ''}
                    </span>
                  </span>
                </span>
              </th>
              <td className="px-4 py-3 text-right font-bold whitespace-nowrap text-rose-700 tabular-nums">
                <AdminPrice product={product} />
              </td>
              <td className="px-4 py-3">
                <AdminStock stock={product.stock} threshold={product.low_stock_threshold} />
              </td>
              <td className="px-4 py-3">
                <AdminProductActions product={product} onDelete={onDelete} className="justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
