import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminReviewListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type AdminReviewPage = z.infer<typeof AdminReviewListResponse>['data'];
export type AdminReviewFilter = { page: number; rating: number | null; unanswered: boolean };

export const ADMIN_REVIEW_PAGE_SIZE = 20;
export const adminReviewsQueryKey = ['admin', 'reviews'] as const;

/** The owner's reviews, newest first (`GET /api/admin/reviews`), by stars and "Belum dibalas". */
export async function getAdminReviews(filter: AdminReviewFilter, signal?: AbortSignal): Promise<AdminReviewPage> {
  const query = new URLSearchParams({ page: String(filter.page), limit: String(ADMIN_REVIEW_PAGE_SIZE) });
  if (filter.rating) query.set('rating', String(filter.rating));
  if (filter.unanswered) query.set('unanswered', 'true');
  const reply = await api.get<z.infer<typeof AdminReviewListResponse>>(`/api/admin/reviews?${query.toString()}`, {
    signal,
  });
  return reply.data;
}

export function useAdminReviews(filter: AdminReviewFilter) {
  return useQuery({
    queryKey: [...adminReviewsQueryKey, filter],
    queryFn: ({ signal }) => getAdminReviews(filter, signal),
    placeholderData: keepPreviousData,
  });
}
