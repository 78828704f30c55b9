import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AskQuestionBody, Question, QuestionResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { productQuestionsQueryKey } from './get-product-questions';

/** `POST /api/discussions/product/:id`: 422/429 when the asker's limits are reached. */
export async function askQuestion({ productId, question }: { productId: number; question: string }): Promise<Question> {
  const body: AskQuestionBody = { question };
  return (await api.post<z.infer<typeof QuestionResponse>>(`/api/discussions/product/${productId}`, body)).data;
}

export function useAskQuestion(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQuestionsQueryKey(productId) }),
  });
}
