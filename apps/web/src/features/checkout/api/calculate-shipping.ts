import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ShippingOption, ShippingQuoteResponse } from '@boneka/shared';
import { FALLBACK_SHIPPING_OPTIONS, SHIPPING_WEIGHT_GRAMS } from '@boneka/shared/shipping';
import { api } from '@/lib/api-client';

export type ShippingQuote = {
  options: readonly ShippingOption[];
  /** Where the prices come from; 'fallback' when the lookup failed. */
  source: z.infer<typeof ShippingQuoteResponse>['meta']['source'];
  message: string | null;
};

export const shippingQueryKey = (districtId: number | null) => ['shipping', districtId] as const;

const byCost = (a: ShippingOption, b: ShippingOption) => a.cost - b.cost;

export async function calculateShipping(districtId: number, signal?: AbortSignal): Promise<ShippingQuote> {
  try {
    const reply = await api.post<z.infer<typeof ShippingQuoteResponse>>(
      '/api/shipping/calculate-shipping',
      { districtId, weight: SHIPPING_WEIGHT_GRAMS },
      { signal },
    );
    if (reply.data.length === 0) return { options: FALLBACK_SHIPPING_OPTIONS, source: 'fallback', message: null };
    return { options: [...reply.data].sort(byCost), source: reply.meta.source, message: reply.meta.message || null };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { options: FALLBACK_SHIPPING_OPTIONS, source: 'fallback', message: null };
  }
}

/** The couriers for the chosen address's district, cheapest first. */
export function useShippingOptions(districtId: number | null) {
  return useQuery({
    queryKey: shippingQueryKey(districtId),
    queryFn: ({ signal }) => calculateShipping(districtId!, signal),
    enabled: districtId !== null,
    staleTime: 5 * 60_000,
  });
}
