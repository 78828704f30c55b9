import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '@boneka/shared';
import { PageTitle } from '@/components/layout/page-title';
import { DeliveryAddressPicker } from '@/features/addresses/components/delivery-address-picker';
import { cartQueryKey, getCart } from '@/features/cart/api/get-cart';
import { productRead } from '@/features/products/api/get-product';
import { getVoucher } from '@/features/cart/api/get-voucher';
import { VoucherBox } from '@/features/cart/components/voucher-box';
import { CheckoutView, type CheckoutVoucher } from '@/features/checkout/components/checkout-view';
import { ordersQueryKey } from '@/features/orders/api/get-my-orders';
import { isApiError } from '@/lib/api-client';
import { fetchRead } from '@/lib/api-read';
import { buyNowLine } from '@/lib/checkout-data';
import '@/lib/i18n/messages/account';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/checkout';

/** /order joins the checkout with the address book's picker and the cart's voucher box and data. */
export function CheckoutRoute() {
  const queryClient = useQueryClient();

  const reloadCartItems = useCallback(
    async (lines: CartItem[]) => {
      const { items } = await queryClient.fetchQuery({
        queryKey: cartQueryKey,
        queryFn: () => getCart(),
        staleTime: 0,
      });
      // A "Beli Sekarang" line's variant is not in the cart: the product page's data has its price and stock.
      const missing = lines.filter((line) => !items.some((item) => item.variant_id === line.variant_id));
      const bought = await Promise.all(
        missing.map(async (line) => {
          const read = productRead(line.product_id);
          const product = await queryClient.fetchQuery({
            queryKey: read.queryKey,
            queryFn: ({ signal }) => fetchRead(read, signal),
            staleTime: 0,
          });
          const variant = product.variants.find((v) => v.variant_id === line.variant_id);
          return variant ? [buyNowLine(product, variant, line.quantity)] : [];
        }),
      );
      return [...items, ...bought.flat()];
    },
    [queryClient],
  );

  const reloadVoucher = useCallback(async (code: string): Promise<CheckoutVoucher | null> => {
    try {
      return await getVoucher(code);
    } catch (error) {
      // Not found, or no longer applying (paused, ended, used up: `reason`): the order goes without it.
      if (isApiError(error) && (error.status === 404 || error.status === 400 || error.body?.reason)) return null;
      throw error;
    }
  }, []);

  const onOrderCreated = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  }, [queryClient]);

  return (
    <>
      <PageTitle titleKey="page.checkout" />
      <CheckoutView
        renderAddressPicker={(slot) => <DeliveryAddressPicker {...slot} />}
        renderVoucherBox={({ applied, subtotal, onApply, onRemove, onResult }) => (
          <VoucherBox
            applied={applied ? { ...applied, description: applied.description ?? '' } : null}
            subtotal={subtotal}
            onApply={onApply}
            onRemove={onRemove}
            onResult={onResult}
          />
        )}
        reloadCartItems={reloadCartItems}
        reloadVoucher={reloadVoucher}
        onOrderCreated={onOrderCreated}
      />
    </>
  );
}
