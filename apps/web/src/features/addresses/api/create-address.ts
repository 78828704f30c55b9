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
    onSuccess: (reply) => {
      // The new address is in the list at once: a picker that chooses it does not fall back to another meanwhile.
      queryClient.setQueryData<Address[]>(addressesQueryKey, (list) => (list ? [...list, reply.address] : list));
      return queryClient.invalidateQueries({ queryKey: addressesQueryKey });
    },
  });
}
