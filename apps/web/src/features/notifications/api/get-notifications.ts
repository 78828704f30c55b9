import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NotificationListResponse, NotificationStatus } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type NotificationFilter = { status: NotificationStatus | null; q: string };

export const notificationsQueryKey = ['admin', 'notifications'] as const;

/** The owner's log of messages, newest first, filtered by status and by recipient or order number. */
export async function getNotifications(filter: NotificationFilter, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q.trim()) query.set('q', filter.q.trim());
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  const reply = await api.get<z.infer<typeof NotificationListResponse>>(`/api/admin/notifications${suffix}`, {
    signal,
  });
  return reply.data;
}

export function useNotifications(filter: NotificationFilter) {
  return useQuery({
    queryKey: [...notificationsQueryKey, filter],
    queryFn: ({ signal }) => getNotifications(filter, signal),
    placeholderData: keepPreviousData,
    // Messages waiting for their next try change by themselves.
    refetchInterval: 15_000,
  });
}
