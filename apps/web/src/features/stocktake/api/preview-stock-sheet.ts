import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StockImportPreview, StockImportPreviewResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** Uploads a stock sheet: the server stores what it would change and which rows are wrong, and changes nothing. */
export async function previewStockSheet(file: File): Promise<StockImportPreview> {
  const form = new FormData();
  form.append('file', file);
  const reply = await api.post<z.infer<typeof StockImportPreviewResponse>>('/api/admin/stock-imports', form);
  return reply.data;
}

export function usePreviewStockSheet() {
  return useMutation({ mutationFn: previewStockSheet });
}
