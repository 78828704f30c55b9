import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

type AddressReply = { success: true; message: string; address: Address };

export function createAddress(body: AddressBody): Promise<AddressReply> {
  return api.post<AddressReply>('/auth/addresses', body);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
