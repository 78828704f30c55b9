import { PageTitle } from '@/components/layout/page-title';
import { DeliveryAddressPicker } from '@/features/addresses/components/delivery-address-picker';
import { ordersQueryKey } from '@/features/orders/api/get-my-orders';
import { productRead } from '@/features/products/api/get-product';
import { CheckoutView } from '@/features/purchase/components/checkout-view';
import '@/lib/i18n/messages/account';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/checkout';

/**
 * /order joins the purchase feature's checkout with the address book's picker, the product page's read (a "Beli
 * Sekarang" line's fresh price and stock) and the orders it puts out of date.
 */
export function CheckoutRoute() {
  return (
    <>
      <PageTitle titleKey="page.checkout" />
      <CheckoutView
        renderAddressPicker={(slot) => <DeliveryAddressPicker {...slot} />}
        productRead={productRead}
        ordersQueryKey={ordersQueryKey}
      />
    </>
  );
}
