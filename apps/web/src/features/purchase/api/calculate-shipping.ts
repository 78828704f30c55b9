import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ShippingOption, ShippingQuoteResponse } from '@boneka/shared';
import { api, isApiError } from '@/lib/api-client';

export type ShippingQuote = {
  options: readonly ShippingOption[];
  /**
   * Where the prices come from, as the server says ('fallback': its fixed options, when no quote could be had);
   * 'unknown-destination' when the courier service does not know the address's place (no option can be offered).
   */
  source: z.infer<typeof ShippingQuoteResponse>['meta']['source'] | 'unknown-destination';
  message: string | null;
};

/** The address a quote is for: its district, and its id so that the server quotes its exact place. */
export type ShippingAddress = { districtId: number; addressId: number };

/** A line of the parcel: the server weighs its variant (decision 037), so the quote is what the order costs. */
export type ParcelLine = { variant_id: number; quantity: number };

/** The quotes of an address; with the lines, the quote of that parcel. */
export const shippingQueryKey = (address: ShippingAddress | null, items?: readonly ParcelLine[]) =>
  [
    'shipping',
    address?.districtId ?? null,
    address?.addressId ?? null,
    ...(items ? [items.map((line) => `${line.variant_id}x${line.quantity}`).join(',')] : []),
  ] as const;

const byCost = (a: ShippingOption, b: ShippingOption) => a.cost - b.cost;

export async function calculateShipping(
  address: ShippingAddress,
  items: readonly ParcelLine[],
  signal?: AbortSignal,
): Promise<ShippingQuote> {
  try {
    const reply = await api.post<z.infer<typeof ShippingQuoteResponse>>(
      '/api/shipping/calculate-shipping',
      { ...address, items },
      { signal },
    );
    return { options: [...reply.data].sort(byCost), source: reply.meta.source, message: reply.meta.message || null };
  } catch (error) {
    // No option fits this address, and the shopper must be told so.
    if (isApiError(error) && error.code === 'SHIPPING_DESTINATION_UNKNOWN') {
      return { options: [], source: 'unknown-destination', message: null };
    }
    // Only the server offers options, its fixed ones included, when it can quote none: options made up here after a
    // failed call were ones the order could then refuse (issue 40, item 17). The page offers to ask again.
    throw error;
  }
}

/** The couriers for the chosen address and these lines (at their real weight), cheapest first. */
export function useShippingOptions(address: ShippingAddress | null, items: readonly ParcelLine[]) {
  return useQuery({
    queryKey: shippingQueryKey(address, items),
    queryFn: ({ signal }) => calculateShipping(address!, items, signal),
    enabled: address !== null && items.length > 0,
    staleTime: 5 * 60_000,
  });
}
