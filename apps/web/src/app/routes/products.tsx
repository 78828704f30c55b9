import { PageTitle } from '@/components/layout/page-title';
import { useToast } from '@/components/ui/toast';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ProductCatalog } from '@/features/products/components/product-catalog';
import { useSession } from '@/lib/session';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/cart';

export function ProductsRoute() {
  const { isAdmin } = useSession();
  const { show } = useToast();
  return (
    <>
      <PageTitle titleKey="page.products" />
      <ProductCatalog
        renderAction={isAdmin ? undefined : (product) => <AddToCartButton product={product} onResult={show} />}
      />
    </>
  );
}
