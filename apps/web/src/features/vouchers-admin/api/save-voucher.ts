import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminVoucher, AdminVoucherResponse, VoucherBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { adminVouchersQueryKey } from './get-admin-vouchers';

export type SaveVoucherInput = { voucherId?: number; body: z.input<typeof VoucherBody> };

/**
 * A new voucher (`POST /api/admin/vouchers`, 201) or an edit of one (`PUT /api/admin/vouchers/:id`). 409
 * VOUCHER_CODE_TAKEN, VOUCHER_IN_USE, VOUCHER_ENDED; 422 VOUCHER_END_PASSED, VOUCHER_LIMIT_BELOW_USES when refused.
 */
export async function saveVoucher({ voucherId, body }: SaveVoucherInput): Promise<AdminVoucher> {
  const reply =
    voucherId === undefined
      ? await api.post<z.infer<typeof AdminVoucherResponse>>('/api/admin/vouchers', body)
      : await api.put<z.infer<typeof AdminVoucherResponse>>(`/api/admin/vouchers/${voucherId}`, body);
  return reply.data;
}

export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVouchersQueryKey }),
  });
}
