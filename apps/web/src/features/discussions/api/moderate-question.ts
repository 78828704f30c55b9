import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminQuestion, AdminQuestionResponse, AnswerQuestionBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { adminQuestionsQueryKey } from './get-admin-questions';

export type QuestionChange =
  { questionId: number; kind: 'answer'; answer: string } | { questionId: number; kind: 'hide' | 'show' };

/** The owner's moves on a question: answer (or edit the answer), hide, show again. */
export async function moderateQuestion(change: QuestionChange): Promise<AdminQuestion> {
  const base = `/api/admin/discussions/${change.questionId}`;
  if (change.kind === 'answer') {
    const body: AnswerQuestionBody = { answer: change.answer };
    return (await api.put<z.infer<typeof AdminQuestionResponse>>(`${base}/answer`, body)).data;
  }
  return (await api.post<z.infer<typeof AdminQuestionResponse>>(`${base}/${change.kind}`)).data;
}

export function useModerateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuestionsQueryKey }),
  });
}
