import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { isApiError } from '@/lib/api-client';
import { ProductPurchase } from '@/features/cart/components/product-purchase';
import { productQueryKey, useProduct } from '@/features/products/api/get-product';
import { ProductDetail } from '@/features/products/components/product-detail';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { useSession } from '@/lib/session';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/reviews';
import '@/lib/i18n/messages/cart';

export function ProductRoute() {
  const { id } = useParams();
  const productId = /^\d+$/.test(id ?? '') ? Number(id) : Number.NaN;
  const { isAdmin } = useSession();
  const queryClient = useQueryClient();
  const product = useProduct(productId);
  const missing = product.isError && isApiError(product.error) && product.error.status === 404;
  return (
    <>
      {product.data ? (
        <PageTitle title={product.data.name} />
      ) : (
        <PageTitle titleKey={missing ? 'product.notFound' : 'page.productDetail'} />
      )}
      <ProductDetail
        key={productId}
        productId={productId}
        renderPurchase={
          isAdmin ? undefined : (product) => <ProductPurchase key={product.product_id} product={product} />
        }
      >
        <ProductReviews
          productId={productId}
          onReviewsChanged={() => void queryClient.invalidateQueries({ queryKey: productQueryKey(productId) })}
        />
      </ProductDetail>
    </>
  );
}
