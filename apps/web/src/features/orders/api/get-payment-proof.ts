import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

/** The receipt is private: it is fetched with the token (never put in a URL) and shown from a blob: URL. */
export function getPaymentProof(url: string, signal?: AbortSignal): Promise<Blob> {
  return api.blob(url, { signal });
}

export function usePaymentProof(url: string | null) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'proof', url],
    queryFn: ({ signal }) => getPaymentProof(url!, signal),
    enabled: url !== null,
    staleTime: Infinity,
  });
}
