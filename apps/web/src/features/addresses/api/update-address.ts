import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { addressesQueryKey } from './get-addresses';

type AddressReply = { success: true; message: string; address: Address };

export function updateAddress({ id, body }: { id: number; body: AddressBody }): Promise<AddressReply> {
  return api.put<AddressReply>(`/auth/addresses/${id}`, body);
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
