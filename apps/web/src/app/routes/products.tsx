import { ToastRegion, useToast } from '@/components/ui/toast';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ProductCatalog } from '@/features/products/components/product-catalog';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/cart';

export function ProductsRoute() {
  const t = useT();
  const { isAdmin } = useSession();
  const { toast, show, dismiss } = useToast();
  return (
    <>
      <ProductCatalog
        renderAction={isAdmin ? undefined : (product) => <AddToCartButton product={product} onResult={show} />}
      />
      <ToastRegion toast={toast} onDismiss={dismiss} closeLabel={t('common.close')} />
    </>
  );
}
