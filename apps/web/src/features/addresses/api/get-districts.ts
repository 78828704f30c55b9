import { useQuery } from '@tanstack/react-query';
import type { District } from '@boneka/shared';
import { api } from '@/lib/api-client';

export async function getDistricts(cityId: number): Promise<District[]> {
  const reply = await api.get<{ success: true; districts: District[] }>(`/auth/cities/${cityId}/districts`, {
    auth: false,
  });
  return reply.districts;
}

export function useDistricts(cityId: number | null) {
  return useQuery({
    queryKey: ['locations', 'districts', cityId],
    queryFn: () => getDistricts(cityId as number),
    enabled: cityId !== null,
    staleTime: Infinity,
  });
}
