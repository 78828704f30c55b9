import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Review, ReviewReplyBody, ReviewResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { adminReviewsQueryKey } from './get-admin-reviews';

/** `PUT /api/admin/reviews/:id/reply` writes or replaces the reply; `text: null` removes it (`DELETE`). */
export async function saveReviewReply({ reviewId, text }: { reviewId: number; text: string | null }): Promise<Review> {
  const url = `/api/admin/reviews/${reviewId}/reply`;
  if (text === null) return (await api.delete<z.infer<typeof ReviewResponse>>(url)).data;
  const body: ReviewReplyBody = { reply: text };
  return (await api.put<z.infer<typeof ReviewResponse>>(url, body)).data;
}

export function useSaveReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReviewReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey }),
  });
}
