import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PostalCodesResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** The postal codes the courier service lists for a kecamatan (none without its key): the form fills one in. */
export async function getPostalCodes(districtId: number, signal?: AbortSignal): Promise<string[]> {
  const reply = await api.get<z.infer<typeof PostalCodesResponse>>(
    `/api/shipping/postal-codes?districtId=${districtId}`,
    { signal },
  );
  return reply.data;
}

export function usePostalCodes(districtId: number | null) {
  return useQuery({
    queryKey: ['locations', 'postal-codes', districtId],
    queryFn: ({ signal }) => getPostalCodes(districtId as number, signal),
    enabled: districtId !== null,
    staleTime: Infinity,
    // A code the shopper can type is no reason to ask again and again.
    retry: false,
  });
}
