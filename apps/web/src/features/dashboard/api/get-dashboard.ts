import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DashboardData, DashboardResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

/** The owner's figures: totals with growth, order states, recent orders, top and low-stock products, 30 days. */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const reply = await api.get<z.infer<typeof DashboardResponse>>('/api/admin/dashboard', { signal });
  return reply.data;
}

export function useDashboard() {
  // Figures change with every order and product edit: each visit asks again (showing the last ones meanwhile).
  return useQuery({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
}
