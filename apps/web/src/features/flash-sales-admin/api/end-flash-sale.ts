import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminFlashSale, AdminFlashSaleResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { adminFlashSalesQueryKey } from './get-admin-flash-sales';

/** "Akhiri sekarang": `POST /api/admin/flash-sales/:id/end`; the sale's status becomes `ended`. */
export async function endFlashSale(flashSaleId: number): Promise<AdminFlashSale> {
  const reply = await api.post<z.infer<typeof AdminFlashSaleResponse>>(`/api/admin/flash-sales/${flashSaleId}/end`);
  return reply.data;
}

export function useEndFlashSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endFlashSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFlashSalesQueryKey }),
  });
}
