import { useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/form-field';
import { PlusIcon, SearchIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { LoadingPanel } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { MD_UP, useMediaQuery } from '@/lib/use-media-query';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { AdminProductCards } from './admin-product-cards';
import { AdminProductTable } from './admin-product-table';
import { DeleteProductDialog } from './delete-product-dialog';
import { HiddenProductList } from './hidden-product-list';

const PAGE_SIZE = 100;
const SEARCH_DELAY_MS = 300;
/** The products in the shop, or those "Hapus" hid because they were ever ordered. */
const VIEWS = [
  { id: 'listed', label: 'adminProducts.tabListed' },
  { id: 'hidden', label: 'adminProducts.tabHidden' },
] as const;
type View = (typeof VIEWS)[number]['id'];

/**
 * /admin/products 'Daftar Produk': every product, newest first, with search, view, edit and delete; the
 * "Disembunyikan" tab holds the hidden ones, to be shown again.
 */
export function AdminProductList({ flash }: { flash?: Flash }) {
  const t = useT();
  const [view, setView] = useState<View>('listed');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The owner's list, not the shop's: it names every sale on a variant, also one no card shows.
  const products = useAdminProducts({ status: 'listed', page, limit: PAGE_SIZE, search: query || undefined });
  const remove = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const { show } = useToast();
  const wide = useMediaQuery(MD_UP);

  const list = products.data?.data ?? [];
  const total = products.data?.pagination.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const firstNumber = (page - 1) * PAGE_SIZE + 1;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const reply = await remove.mutateAsync(toDelete.product_id);
      show(
        'success',
        reply.data.hidden ? t('adminProducts.hiddenInstead', { name: toDelete.name }) : t('adminProducts.deleted'),
      );
    } catch (error) {
      show('error', errorText(error, t, t('adminProducts.deleteFailed')));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.adminProducts')}</h1>
          <p className="mt-1 text-sm text-stone-500">
            {t('adminProducts.subtitle')}
            {products.data ? (
              <span className="ml-2 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-bold text-rose-700">
                {t('adminProducts.count', { count: total })}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div role="search" className="relative sm:flex-1 lg:w-72 lg:flex-none">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
            <input
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              maxLength={100}
              placeholder={t('adminProducts.searchPlaceholder')}
              aria-label={t('adminProducts.search')}
              className={`${inputClass} h-11 pl-9`}
            />
          </div>
          <Link to={paths.admin.addProduct.href()} className={buttonClass('primary', 'md', 'shrink-0')}>
            <PlusIcon className="size-4.5" />
            {t('adminProducts.add')}
          </Link>
        </div>
      </div>

      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}

      <div role="tablist" aria-label={t('adminProducts.tabsLabel')} className="flex flex-wrap gap-2">
        {VIEWS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`admin-products-tab-${id}`}
            aria-selected={id === view}
            aria-controls="admin-products-panel"
            onClick={() => setView(id)}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-bold transition-colors',
              id === view
                ? 'bg-rose-600 text-white shadow-sm shadow-rose-300/60'
                : 'border border-rose-100 bg-white text-cocoa-700 hover:bg-rose-50',
            )}
          >
            {t(label)}
          </button>
        ))}
      </div>

      <div
        id="admin-products-panel"
        role="tabpanel"
        aria-labelledby={`admin-products-tab-${view}`}
        aria-busy={(view === 'listed' && products.isFetching) || undefined}
      >
        {view === 'hidden' ? (
          <HiddenProductList search={query} />
        ) : products.isPending ? (
          <LoadingPanel text={t('adminProducts.loading')} />
        ) : products.isError ? (
          <div className="mx-auto max-w-xl space-y-3">
            <Alert tone="error">{t('adminProducts.loadFailed')}</Alert>
            <div className="flex justify-center">
              <Button variant="outline" size="sm" onClick={() => void products.refetch()}>
                {t('adminProducts.retry')}
              </Button>
            </div>
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center">
            <p className="font-bold text-cocoa-900">
              {query ? t('adminProducts.noMatch', { search: query }) : t('adminProducts.empty')}
            </p>
            {query ? null : <p className="mt-1 text-sm text-stone-500">{t('adminProducts.emptyText')}</p>}
          </div>
        ) : (
          <div className="space-y-6">
            {wide ? (
              <AdminProductTable products={list} firstNumber={firstNumber} onDelete={setToDelete} />
            ) : (
              <AdminProductCards products={list} firstNumber={firstNumber} onDelete={setToDelete} />
            )}
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
              label={t('adminProducts.pagination')}
              previousLabel={t('adminProducts.previous')}
              nextLabel={t('adminProducts.next')}
              pageLabel={(n) => t('adminProducts.page', { page: n })}
            />
          </div>
        )}
      </div>

      <DeleteProductDialog
        product={toDelete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
