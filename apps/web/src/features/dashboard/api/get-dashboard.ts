import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DashboardData, DashboardQuery, DashboardResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

/** The range as the API reads it: `range=7d`, or `range=custom&from=…&to=…`. */
export function dashboardSearch(query: DashboardQuery): string {
  const params = new URLSearchParams({ range: query.range });
  if (query.range === 'custom' && query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  return params.toString();
}

/** The owner's figures for a range of WIB days: totals with growth, the chart's days, order states, best sellers. */
export async function getDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<DashboardData> {
  const reply = await api.get<z.infer<typeof DashboardResponse>>(`/api/admin/dashboard?${dashboardSearch(query)}`, {
    signal,
  });
  return reply.data;
}

export function useDashboard(query: DashboardQuery, enabled = true) {
  // Figures change with every order and product edit: each visit asks again. While another range loads, the last
  // one stays on screen (marked busy) instead of a blank page.
  return useQuery({
    queryKey: [...dashboardQueryKey, dashboardSearch(query)],
    queryFn: ({ signal }) => getDashboard(query, signal),
    staleTime: 0,
    enabled,
    placeholderData: keepPreviousData,
  });
}
