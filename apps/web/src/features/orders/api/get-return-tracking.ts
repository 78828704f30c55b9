import { useQuery } from '@tanstack/react-query';
import type { ReturnTracking, ReturnTrackingResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** The server answers the same parcel from its last ask for a minute (decision 059); the page keeps it as long. */
const FRESH_MS = 60_000;

export const returnTrackingQueryKey = (token: string, resi: string) => ['return-tracking', token, resi] as const;

/** What the courier says of the order's return parcel now; for its shopper and for the shop alike. */
export async function getReturnTracking(token: string, signal?: AbortSignal): Promise<ReturnTracking> {
  const reply = await api.get<ReturnTrackingResponse>(
    `/api/orders/secure/${encodeURIComponent(token)}/return/tracking`,
    { signal },
  );
  return reply.data;
}

/**
 * Asked when the return's section shows a resi, and again when the person asks (`refetch`): on demand, never polled.
 * A corrected resi is another parcel, asked at once.
 */
export function useReturnTracking(token: string, resi: string | null) {
  return useQuery({
    queryKey: returnTrackingQueryKey(token, resi ?? ''),
    queryFn: ({ signal }) => getReturnTracking(token, signal),
    enabled: resi !== null,
    staleTime: FRESH_MS,
    retry: false,
  });
}
