import { useQuery } from '@tanstack/react-query';
import type { City } from '@boneka/shared';
import { api } from '@/lib/api-client';

export async function getCities(provinceId: number): Promise<City[]> {
  const reply = await api.get<{ success: true; cities: City[] }>(`/auth/provinces/${provinceId}/cities`, {
    auth: false,
  });
  return reply.cities;
}

export function useCities(provinceId: number | null) {
  return useQuery({
    queryKey: ['locations', 'cities', provinceId],
    queryFn: () => getCities(provinceId as number),
    enabled: provinceId !== null,
    staleTime: Infinity,
  });
}
