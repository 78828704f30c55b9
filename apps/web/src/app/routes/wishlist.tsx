import { WishlistView } from '@/features/cart/components/wishlist-view';

export function WishlistRoute() {
  return <WishlistView />;
}
