import { useQuery } from '@tanstack/react-query';
import type { Address } from '@boneka/shared';
import { api } from '@/lib/api-client';

export const addressesQueryKey = ['addresses'] as const;

export async function getAddresses(): Promise<Address[]> {
  const reply = await api.get<{ success: true; addresses: Address[] }>('/auth/addresses');
  return reply.addresses;
}

export function useAddresses() {
  return useQuery({ queryKey: addressesQueryKey, queryFn: getAddresses });
}
