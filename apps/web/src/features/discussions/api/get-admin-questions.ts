import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminQuestionListResponse, QuestionTab } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type AdminQuestionPage = z.infer<typeof AdminQuestionListResponse>['data'];

export const ADMIN_QUESTION_PAGE_SIZE = 20;
export const adminQuestionsQueryKey = ['admin', 'discussions'] as const;

/** The owner's tabs: "Belum Dijawab", "Dilaporkan", "Semua" (`GET /api/admin/discussions`). */
export async function getAdminQuestions(tab: QuestionTab, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ tab, page: String(page), limit: String(ADMIN_QUESTION_PAGE_SIZE) });
  const reply = await api.get<z.infer<typeof AdminQuestionListResponse>>(`/api/admin/discussions?${query.toString()}`, {
    signal,
  });
  return reply.data;
}

export function useAdminQuestions(tab: QuestionTab, page: number) {
  return useQuery({
    queryKey: [...adminQuestionsQueryKey, tab, page],
    queryFn: ({ signal }) => getAdminQuestions(tab, page, signal),
    placeholderData: keepPreviousData,
  });
}
