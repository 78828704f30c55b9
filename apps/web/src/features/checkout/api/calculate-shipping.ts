import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ShippingOption, ShippingQuoteResponse } from '@boneka/shared';
import { FALLBACK_SHIPPING_OPTIONS, SHIPPING_WEIGHT_GRAMS } from '@boneka/shared/shipping';
import { api, isApiError } from '@/lib/api-client';

export type ShippingQuote = {
  options: readonly ShippingOption[];
  /**
   * Where the prices come from; 'fallback' when the lookup failed; 'unknown-destination' when the courier service
   * does not know the address's place (no option can be offered for it).
   */
  source: z.infer<typeof ShippingQuoteResponse>['meta']['source'] | 'unknown-destination';
  message: string | null;
};

/** The address a quote is for: its district, and its id so that the server quotes its exact place. */
export type ShippingAddress = { districtId: number; addressId: number };

export const shippingQueryKey = (address: ShippingAddress | null) =>
  ['shipping', address?.districtId ?? null, address?.addressId ?? null] as const;

const byCost = (a: ShippingOption, b: ShippingOption) => a.cost - b.cost;

export async function calculateShipping(address: ShippingAddress, signal?: AbortSignal): Promise<ShippingQuote> {
  try {
    const reply = await api.post<z.infer<typeof ShippingQuoteResponse>>(
      '/api/shipping/calculate-shipping',
      { ...address, weight: SHIPPING_WEIGHT_GRAMS },
      { signal },
    );
    if (reply.data.length === 0) return { options: FALLBACK_SHIPPING_OPTIONS, source: 'fallback', message: null };
    return { options: [...reply.data].sort(byCost), source: reply.meta.source, message: reply.meta.message || null };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Not a failure to fall back from: no option fits this address, and the shopper must be told so.
    if (isApiError(error) && error.code === 'SHIPPING_DESTINATION_UNKNOWN') {
      return { options: [], source: 'unknown-destination', message: null };
    }
    return { options: FALLBACK_SHIPPING_OPTIONS, source: 'fallback', message: null };
  }
}

/** The couriers for the chosen address, cheapest first. */
export function useShippingOptions(address: ShippingAddress | null) {
  return useQuery({
    queryKey: shippingQueryKey(address),
    queryFn: ({ signal }) => calculateShipping(address!, signal),
    enabled: address !== null,
    staleTime: 5 * 60_000,
  });
}
