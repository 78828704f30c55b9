import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ArrowLeftIcon, TrashIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatCount, formatDate, formatRating } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProduct } from '../api/get-admin-product';
import { PencilIcon } from './admin-product-icons';
import { AdminPrice, AdminStock } from './admin-stock';
import { AdminVariantStock } from './admin-variant-stock';
import { DeleteProductDialog } from './delete-product-dialog';

/** /admin/products/{id}: the product as the shop shows it, with Edit and Delete. */
export function AdminProductDetail({ productId }: { productId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const product = useAdminProduct(productId);
  const remove = useDeleteProduct();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { show } = useToast();
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

  const confirmDelete = async () => {
    try {
      const reply = await remove.mutateAsync(productId);
      const text = reply.data.hidden
        ? t('adminProducts.hiddenInstead', { name: product.data?.name ?? '' })
        : t('adminProducts.deleted');
      void navigate(paths.admin.products.href(), {
        state: { flash: { tone: 'success', text } },
      });
    } catch (error) {
      setConfirmOpen(false);
      show('error', errorText(error, t, t('adminProducts.deleteFailed')));
    }
  };

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
  const facts = [
    { label: t('adminProducts.stock'), value: <AdminStock stock={data.stock} threshold={data.low_stock_threshold} /> },
    { label: t('adminProducts.sold'), value: formatCount(data.sold_count, language) },
    {
      label: t('adminProducts.rating'),
      value:
        data.review_count > 0
          ? t('adminProducts.ratingValue', {
              rating: formatRating(data.average_rating, language),
              count: data.review_count,
            })
          : t('adminProducts.noReviews'),
    },
    {
      label: t('adminProducts.category'),
      value: data.categories.length > 0 ? data.categories.map((c) => c.name).join(', ') : data.category.name,
    },
    { label: t('adminProducts.variants'), value: t('adminProducts.variantsOnSale', { count: data.variant_count }) },
    { label: t('adminProducts.createdAt'), value: formatDate(data.created_at, language) },
  ];

  return (
    <div className="space-y-6">
      {backLink}
      <article
        aria-labelledby="admin-product-name"
        className="grid gap-6 rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-8 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-10"
      >
        <div className="space-y-3">
          <ProductImage
            src={data.image_url}
            alt={data.name}
            loading="eager"
            className="aspect-square w-full rounded-3xl"
            fallbackClassName="text-8xl"
          />
          {data.images.length > 1 ? (
            <ol aria-label={t('adminProducts.photosList')} className="grid grid-cols-5 gap-2">
              {data.images.map((image, index) => (
                <li key={image.image_id}>
                  <img
                    src={image.thumbnail_url ?? image.image_url}
                    alt={
                      index === 0
                        ? t('adminProducts.photoCover', { number: 1 })
                        : t('adminProducts.photoNumber', { number: index + 1 })
                    }
                    loading="lazy"
                    className="aspect-square w-full rounded-xl object-cover"
                  />
                </li>
              ))}
            </ol>
          ) : null}
        </div>
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wide text-rose-700 uppercase">{t('page.adminProductDetail')}</p>
          <h1 id="admin-product-name" className="mt-1 text-2xl font-extrabold break-words sm:text-3xl">
            {data.name}
          </h1>
          <p className="mt-3 text-3xl font-extrabold text-rose-700 tabular-nums">
            <AdminPrice product={data} />
          </p>

          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 rounded-2xl bg-cream-50 p-4 text-sm sm:grid-cols-3">
            {facts.map(({ label, value }) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs font-semibold text-stone-500">{label}</dt>
                <dd className="mt-0.5 font-bold text-cocoa-900">{value}</dd>
              </div>
            ))}
          </dl>

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
            <Button variant="outline" className="text-red-600 hover:bg-red-50" onClick={() => setConfirmOpen(true)}>
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
        product={confirmOpen ? data : null}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
    </div>
  );
}
