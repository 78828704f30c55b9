import { PageTitle } from '@/components/layout/page-title';
import { WishlistView } from '@/features/purchase/components/wishlist-view';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/catalog';

export function WishlistRoute() {
  return (
    <>
      <PageTitle titleKey="page.wishlist" />
      <WishlistView />
    </>
  );
}
