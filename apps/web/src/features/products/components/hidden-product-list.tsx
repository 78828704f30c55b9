import { useState } from 'react';
import type { AdminProduct } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { ProductImage } from '@/components/ui/product-image';
import { LoadingPanel } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useAdminProducts } from '../api/get-admin-products';
import { useShowProduct } from '../api/show-product';
import { AdminPrice, AdminStock } from './admin-stock';

const PAGE_SIZE = 50;

/**
 * "Disembunyikan": the products "Hapus" hid because they were ever ordered, each with "Tampilkan lagi" (docs/design.md §5,
 * nothing the owner does by mistake is final).
 */
export function HiddenProductList({ search }: { search: string }) {
  const t = useT();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const hidden = useAdminProducts({ status: 'hidden', page, limit: PAGE_SIZE, search: search || undefined });
  const show = useShowProduct();
  const { show: toast } = useToast();

  const showAgain = async (product: AdminProduct) => {
    try {
      await show.mutateAsync(product.product_id);
      toast('success', t('adminProducts.shown', { name: product.name }));
    } catch (error) {
      toast('error', errorText(error, t, t('adminProducts.showFailed')));
    }
  };

  const list = hidden.data?.data ?? [];
  const total = hidden.data?.pagination.total ?? 0;
  return (
    <div className="space-y-4" aria-busy={hidden.isFetching || undefined}>
      <p className="text-sm text-stone-600">{t('adminProducts.hiddenHelp')}</p>
      {hidden.isPending ? (
        <LoadingPanel text={t('adminProducts.loading')} />
      ) : hidden.isError ? (
        <Alert tone="error">{t('adminProducts.loadFailed')}</Alert>
      ) : list.length === 0 ? (
        <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center font-bold text-cocoa-900">
          {search ? t('adminProducts.noMatch', { search }) : t('adminProducts.hiddenEmpty')}
        </p>
      ) : (
        <>
          <ul aria-label={t('adminProducts.tabHidden')} className="grid gap-3 lg:grid-cols-2">
            {list.map((product) => (
              <li key={product.product_id}>
                <article
                  aria-labelledby={`hidden-product-${product.product_id}`}
                  className="flex gap-3 rounded-3xl border border-stone-200 bg-white p-4 shadow-soft"
                >
                  <ProductImage
                    src={product.thumbnail_url ?? product.image_url}
                    alt=""
                    className="size-20 shrink-0 rounded-2xl opacity-80"
                    fallbackClassName="text-3xl"
                  />
                  <div className="min-w-0 flex-1">
                    <h2
                      id={`hidden-product-${product.product_id}`}
                      className="line-clamp-2 text-sm font-bold text-cocoa-900"
                    >
                      {product.name}
                    </h2>
                    <p className="mt-1 font-extrabold text-rose-700 tabular-nums">
                      <AdminPrice product={product} />
                    </p>
                    <AdminStock
                      stock={product.stock}
                      threshold={product.low_stock_threshold}
                      className="mt-1 text-xs"
                    />
                    <p className="mt-1 text-xs text-stone-500">
                      {t('adminProducts.hiddenSince', { date: formatDate(product.updated_at, language) })}
                    </p>
                    <Button
                      size="sm"
                      variant="outline"
                      className="mt-3"
                      aria-label={t('adminProducts.showLabel', { name: product.name })}
                      disabled={show.isPending}
                      onClick={() => void showAgain(product)}
                    >
                      {t('adminProducts.show')}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
            onPageChange={setPage}
            label={t('adminProducts.pagination')}
            previousLabel={t('adminProducts.previous')}
            nextLabel={t('adminProducts.next')}
            pageLabel={(n) => t('adminProducts.page', { page: n })}
          />
        </>
      )}
    </div>
  );
}
