import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ShippingOption, ShippingQuoteResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** Every parcel is quoted at one kilogram (spec §9). */
export const SHIPPING_WEIGHT_GRAMS = 1000;

/** Used when the quote cannot be fetched; the server always accepts these two (DESIGN §5). */
export const FALLBACK_SHIPPING_OPTIONS: ShippingOption[] = [
  {
    code: 'jne',
    courier: 'JNE',
    name: 'JNE',
    service: 'REG',
    description: 'Layanan Reguler',
    cost: 20_000,
    price: 20_000,
    etd: '2-4 hari',
  },
  {
    code: 'jnt',
    courier: 'J&T',
    name: 'J&T Express',
    service: 'EZ',
    description: 'Reguler',
    cost: 25_000,
    price: 25_000,
    etd: '1-3 hari',
  },
];

export type ShippingQuote = {
  options: ShippingOption[];
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
