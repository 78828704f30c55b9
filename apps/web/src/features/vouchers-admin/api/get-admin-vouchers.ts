import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminVoucher, AdminVoucherListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export const adminVouchersQueryKey = ['admin', 'vouchers'] as const;

/** Every voucher, newest first, with its uses and its state (`GET /api/admin/vouchers`). */
export async function getAdminVouchers(signal?: AbortSignal): Promise<AdminVoucher[]> {
  const reply = await api.get<z.infer<typeof AdminVoucherListResponse>>('/api/admin/vouchers', { signal });
  return reply.data;
}

export function useAdminVouchers() {
  return useQuery({ queryKey: adminVouchersQueryKey, queryFn: ({ signal }) => getAdminVouchers(signal) });
}
