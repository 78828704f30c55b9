import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { isApiError } from '@/lib/api-client';
import { getCities } from '@/features/addresses/api/get-cities';
import { getDistricts } from '@/features/addresses/api/get-districts';
import { getProvinces } from '@/features/addresses/api/get-provinces';
import { ProductPurchase } from '@/features/purchase/components/product-purchase';
import { productQueryKey, useProduct } from '@/features/products/api/get-product';
import { ProductDetail } from '@/features/products/components/product-detail';
import type { PlaceSource } from '@/features/products/components/shipping-estimate';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useNearViewport } from '@/lib/use-near-viewport';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/reviews';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/product-page';

/**
 * "Diskusi" is its own chunk, never in the stored page (decision 064), fetched with its questions only when the
 * shopper scrolls near it: on a flash-sale day most visits of a product page never reach the bottom, and ask
 * nothing more than the page.
 */
const ProductDiscussion = lazy(() =>
  import('@/features/discussions/components/product-discussion').then((m) => ({ default: m.ProductDiscussion })),
);

function DiscussionWhenNear({ productId }: { productId: number }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return near ? (
    <Suspense fallback={null}>
      <ProductDiscussion key={productId} productId={productId} />
    </Suspense>
  ) : (
    <div ref={ref} className="h-px" />
  );
}

/** The ongkir estimate's place lists: the address book's own reads. */
const PLACES: PlaceSource = { provinces: getProvinces, cities: getCities, districts: getDistricts };

export function ProductRoute() {
  const { id } = useParams();
  const productId = /^\d+$/.test(id ?? '') ? Number(id) : Number.NaN;
  const { isAdmin } = useSession();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
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
        places={PLACES}
        renderPurchase={
          isAdmin
            ? undefined
            : (product, choice) => (
                <ProductPurchase
                  key={product.product_id}
                  product={{ ...product, image_url: choice.imageUrl }}
                  variant={choice.variant}
                  blocker={choice.blocker}
                />
              )
        }
      >
        <ProductReviews
          productId={productId}
          onReviewsChanged={() => void queryClient.invalidateQueries({ queryKey: productQueryKey(productId) })}
        />
        {hydrated ? <DiscussionWhenNear key={productId} productId={productId} /> : null}
      </ProductDetail>
    </>
  );
}
