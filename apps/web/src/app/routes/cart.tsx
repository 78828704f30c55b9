import { CartView } from '@/features/cart/components/cart-view';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/catalog';

export function CartRoute() {
  return <CartView />;
}
