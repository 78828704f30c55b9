import { PageTitle } from '@/components/layout/page-title';
import { CartView } from '@/features/purchase/components/cart-view';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/catalog';

export function CartRoute() {
  return (
    <>
      <PageTitle titleKey="page.cart" />
      <CartView />
    </>
  );
}
