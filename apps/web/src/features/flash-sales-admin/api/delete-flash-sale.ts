import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminFlashSalesQueryKey } from './get-admin-flash-sales';

/** `DELETE /api/admin/flash-sales/:id`: only while it is scheduled (409 FLASH_SALE_STARTED after its start). */
export async function deleteFlashSale(flashSaleId: number): Promise<void> {
  await api.delete(`/api/admin/flash-sales/${flashSaleId}`);
}

export function useDeleteFlashSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlashSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFlashSalesQueryKey }),
  });
}
