import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StockImportApplied, StockImportApplyResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** Applies a clean preview, exactly as previewed (409 STALE_PREVIEW when a value moved meanwhile). */
export async function applyStockSheet(importId: number): Promise<StockImportApplied> {
  const reply = await api.post<z.infer<typeof StockImportApplyResponse>>(`/api/admin/stock-imports/${importId}/apply`);
  return reply.data;
}

export function useApplyStockSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyStockSheet,
    // Prices and stock changed: every product list and the dashboard ask again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
