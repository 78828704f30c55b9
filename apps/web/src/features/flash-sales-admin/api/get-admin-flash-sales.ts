import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminFlashSale, AdminFlashSaleListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export const adminFlashSalesQueryKey = ['admin', 'flash-sales'] as const;

/** Every flash sale, newest first, with its status and each variant's units sold (`GET /api/admin/flash-sales`). */
export async function getAdminFlashSales(signal?: AbortSignal): Promise<AdminFlashSale[]> {
  const reply = await api.get<z.infer<typeof AdminFlashSaleListResponse>>('/api/admin/flash-sales', { signal });
  return reply.data;
}

export function useAdminFlashSales() {
  return useQuery({ queryKey: adminFlashSalesQueryKey, queryFn: ({ signal }) => getAdminFlashSales(signal) });
}
