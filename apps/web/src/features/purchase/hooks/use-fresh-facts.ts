import { useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@boneka/shared';
import { isApiError } from '@/lib/api-client';
import { fetchRead, type ApiRead } from '@/lib/api-read';
import type { CheckoutLine } from '@/lib/checkout-data';
import { cartQueryKey, getCart } from '../api/get-cart';
import { getVoucher } from '../api/get-voucher';
import { buyNowLine } from '../components/checkout-lines';
import type { AppliedVoucher } from '../components/voucher-box';
import type { LineFacts } from './use-checkout-lines';

/** How a product's page is read: the products feature's read, handed in by the page that joins the two. */
export type ProductRead = (productId: number) => ApiRead<never, ProductDetail>;

/**
 * What the server says now, read again after it refused an order as out of date: the lines' prices and stock, and
 * whether the voucher still applies.
 */
export function useFreshFacts(productRead: ProductRead) {
  const queryClient = useQueryClient();

  /** The cart's lines; a line whose variant is not in the cart ("Beli Sekarang") from its product's page. */
  const readLines = async (lines: readonly CheckoutLine[]): Promise<LineFacts[]> => {
    const { items } = await queryClient.fetchQuery({ queryKey: cartQueryKey, queryFn: () => getCart(), staleTime: 0 });
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
  };

  /** The voucher as it applies now; null when it is unknown or no longer applies (paused, ended, used up). */
  const readVoucher = async (code: string): Promise<AppliedVoucher | null> => {
    try {
      return await getVoucher(code);
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400 || error.body?.reason)) return null;
      throw error;
    }
  };

  return { readLines, readVoucher };
}
