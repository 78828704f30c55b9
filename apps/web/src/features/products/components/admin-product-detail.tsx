import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ArrowLeftIcon, TrashIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useAdminProduct } from '../api/get-admin-product';
import { useProductDelete } from '../hooks/use-product-delete';
import { AdminProductFacts } from './admin-product-facts';
import { PencilIcon } from './admin-product-icons';
import { AdminProductPhotos } from './admin-product-photos';
import { AdminPrice } from './admin-stock';
import { AdminVariantStock } from './admin-variant-stock';
import { DeleteProductDialog } from './delete-product-dialog';

/** /admin/products/{id}: the product as the shop shows it, with Edit and Delete. */
export function AdminProductDetail({ productId }: { productId: number }) {
  const t = useT();
  const product = useAdminProduct(productId);
  const removal = useProductDelete(productId, product.data?.name);
  const validId = Number.isInteger(productId) && productId > 0;

  const backLink = (
    <Link
      to={paths.admin.products.href()}
      className="inline-flex items-center gap-2 text-sm font-bold text-rose-700 hover:text-rose-700"
    >
      <ArrowLeftIcon className="size-4" />
      {t('adminProducts.backToList')}
    </Link>
  );

  if (!validId || (product.isError && isApiError(product.error) && product.error.status === 404)) {
    return (
      <StatusPanel
        title={t('adminProducts.notFound')}
        text={t('adminProducts.notFoundText')}
        action={
          <Link to={paths.admin.products.href()} className={buttonClass('secondary')}>
            {t('adminProducts.backToList')}
          </Link>
        }
      />
    );
  }
  if (product.isPending) return <LoadingPanel text={t('adminProducts.loading')} />;
  if (product.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="error">{t('adminProducts.loadFailed')}</Alert>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {backLink}
          <Button variant="outline" size="sm" onClick={() => void product.refetch()}>
            {t('adminProducts.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const data = product.data;
  return (
    <div className="space-y-6">
      {backLink}
      <article
        aria-labelledby="admin-product-name"
        className="grid gap-6 rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-8 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-10"
      >
        <AdminProductPhotos product={data} />
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wide text-rose-700 uppercase">{t('page.adminProductDetail')}</p>
          <h1 id="admin-product-name" className="mt-1 text-2xl font-extrabold break-words sm:text-3xl">
            {data.name}
          </h1>
          <p className="mt-3 text-3xl font-extrabold text-rose-700 tabular-nums">
            <AdminPrice product={data} />
          </p>

          <AdminProductFacts product={data} />

          <section aria-labelledby="admin-product-description" className="mt-6">
            <h2 id="admin-product-description" className="text-sm font-bold text-cocoa-700">
              {t('adminProducts.description')}
            </h2>
            <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-stone-600">
              {data.description?.trim() ? data.description : '-'}
            </p>
          </section>

          <div className="mt-8 flex flex-wrap gap-2 border-t border-cream-200 pt-6">
            <Link to={paths.admin.editProduct.href(data.product_id)} className={buttonClass('primary')}>
              <PencilIcon className="size-4.5" />
              {t('adminProducts.edit')}
            </Link>
            <Button variant="outline" className="text-red-600 hover:bg-red-50" onClick={removal.ask}>
              <TrashIcon className="size-4.5" />
              {t('adminProducts.delete')}
            </Button>
            <Link to={paths.product.href(data.product_id)} className={buttonClass('ghost', 'md', 'ml-auto')}>
              {t('adminProducts.viewInShop')}
            </Link>
          </div>
        </div>
      </article>

      <AdminVariantStock product={data} />

      <DeleteProductDialog
        product={removal.confirmOpen ? data : null}
        busy={removal.deleting}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </div>
  );
}
