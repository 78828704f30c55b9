import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminFlashSale, AdminFlashSaleResponse, FlashSaleBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { adminFlashSalesQueryKey } from './get-admin-flash-sales';

export type SaveFlashSaleInput = { flashSaleId?: number; body: z.input<typeof FlashSaleBody> };

/**
 * A new flash sale (`POST /api/admin/flash-sales`, 201) or an edit of a scheduled one (`PUT .../:id`). 422 with
 * details by path (`items.0.price`), 409 FLASH_SALE_OVERLAP {variant_id}, 409 FLASH_SALE_STARTED when refused.
 */
export async function saveFlashSale({ flashSaleId, body }: SaveFlashSaleInput): Promise<AdminFlashSale> {
  const reply =
    flashSaleId === undefined
      ? await api.post<z.infer<typeof AdminFlashSaleResponse>>('/api/admin/flash-sales', body)
      : await api.put<z.infer<typeof AdminFlashSaleResponse>>(`/api/admin/flash-sales/${flashSaleId}`, body);
  return reply.data;
}

export function useSaveFlashSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlashSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFlashSalesQueryKey }),
  });
}
