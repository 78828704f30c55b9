import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportQuestionResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** "Laporkan" (`POST /api/discussions/:id/report`): once per account; 409 when this account reported it already. */
export async function reportQuestion(questionId: number): Promise<void> {
  await api.post<z.infer<typeof ReportQuestionResponse>>(`/api/discussions/${questionId}/report`);
}

export function useReportQuestion() {
  return useMutation({ mutationFn: reportQuestion });
}
