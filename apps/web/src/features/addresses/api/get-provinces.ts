import { useQuery } from '@tanstack/react-query';
import type { Province } from '@boneka/shared';
import { api } from '@/lib/api-client';

export async function getProvinces(): Promise<Province[]> {
  const reply = await api.get<{ success: true; provinces: Province[] }>('/auth/provinces', { auth: false });
  return reply.provinces;
}

export function useProvinces() {
  return useQuery({ queryKey: ['locations', 'provinces'], queryFn: getProvinces, staleTime: Infinity });
}
