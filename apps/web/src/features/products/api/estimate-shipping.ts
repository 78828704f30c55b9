import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ShippingEstimate, ShippingEstimateBody, ShippingEstimateResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** One variant's ongkir to a district, or (`districtId` null) to the signed-in shopper's default address. */
export type EstimateRequest = { variantId: number; districtId: number | null };

export const shippingEstimateQueryKey = (request: EstimateRequest, userId: number | null) =>
  ['shipping', 'estimate', request.variantId, request.districtId, userId] as const;

export async function estimateShipping(request: EstimateRequest, signal?: AbortSignal): Promise<ShippingEstimate> {
  const body: ShippingEstimateBody = {
    variant_id: request.variantId,
    ...(request.districtId !== null ? { districtId: request.districtId } : {}),
  };
  const reply = await api.post<z.infer<typeof ShippingEstimateResponse>>('/api/shipping/estimate', body, {
    // An estimate is no reason to send the shopper to sign in again when the session lapsed.
    redirectOnExpiry: false,
    signal,
  });
  return reply.data;
}

/** The estimate, asked only when there is somewhere to send to (`request` null otherwise). */
export function useShippingEstimate(request: EstimateRequest | null, userId: number | null) {
  return useQuery({
    queryKey: request ? shippingEstimateQueryKey(request, userId) : ['shipping', 'estimate', null],
    queryFn: ({ signal }) => estimateShipping(request!, signal),
    enabled: request !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
