import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UploadUrlsResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** Uploads up to five photos; the server re-encodes them and answers with their URLs. */
export async function uploadReviewImages(files: File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  const reply = await api.post<z.infer<typeof UploadUrlsResponse>>('/api/upload/review-images', form);
  return reply.data.urls;
}

export function useUploadReviewImages() {
  return useMutation({ mutationFn: uploadReviewImages });
}
