import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QuestionListResponse } from '@boneka/shared';
import { QUESTION_PAGE_SIZE } from '@boneka/shared/discussions';
import { fetchRead, type ApiRead } from '@/lib/api-read';

export type QuestionPage = z.infer<typeof QuestionListResponse>['data'];

export const productQuestionsQueryKey = (productId: number) => ['discussions', 'product', productId] as const;

/**
 * A product's shown questions, newest first. Not part of the stored product page (decision 064): read by the
 * browser without the session's token, so every shopper gets the same reply from the read cache (ETag, 304).
 */
export function productQuestionsRead(
  productId: number,
  page: number,
): ApiRead<z.infer<typeof QuestionListResponse>, QuestionPage> {
  return {
    queryKey: [...productQuestionsQueryKey(productId), page],
    path: `/api/discussions/product/${productId}?page=${page}&limit=${QUESTION_PAGE_SIZE}`,
    fromReply: (reply) => reply.data,
  };
}

export function useProductQuestions(productId: number, page: number) {
  const read = productQuestionsRead(productId, page);
  return useQuery({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => fetchRead(read, signal),
    placeholderData: keepPreviousData,
  });
}
