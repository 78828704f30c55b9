import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminVoucher, AdminVoucherResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { adminVouchersQueryKey } from './get-admin-vouchers';

export type VoucherStateChange = 'pause' | 'resume' | 'end';

/** `POST /api/admin/vouchers/:id/{pause,resume,end}`; 409 when the voucher is not in a state that allows it. */
export async function changeVoucherState({
  voucherId,
  change,
}: {
  voucherId: number;
  change: VoucherStateChange;
}): Promise<AdminVoucher> {
  const reply = await api.post<z.infer<typeof AdminVoucherResponse>>(`/api/admin/vouchers/${voucherId}/${change}`);
  return reply.data;
}

export function useChangeVoucherState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVoucherState,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVouchersQueryKey }),
  });
}
