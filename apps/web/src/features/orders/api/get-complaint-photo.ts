import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * A complaint's photo is private like a payment proof: fetched with the token and shown from a blob: URL. A filed
 * complaint's photos never change, so they are kept outside the orders' key and not fetched again with the order.
 */
export function getComplaintPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  return api.blob(url, { signal });
}

export function useComplaintPhoto(url: string) {
  return useQuery({
    queryKey: ['complaint-photos', url],
    queryFn: ({ signal }) => getComplaintPhoto(url, signal),
    staleTime: Infinity,
  });
}
