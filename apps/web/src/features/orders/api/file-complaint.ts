import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileComplaintFields } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';
import { orderQueryKey } from './get-order';

export type FileComplaintInput = FileComplaintFields & { token: string; photos: readonly File[] };

/**
 * "Ajukan Komplain" on a delivered order that has not completed: the reason, what happened and up to
 * COMPLAINT_MAX_PHOTOS photos in one multipart form; the order then waits for the shop's answer (decision 042).
 */
export function fileComplaint({ token, reason, text, photos }: FileComplaintInput): Promise<OrderReply> {
  const form = new FormData();
  form.append('reason', reason);
  form.append('text', text);
  for (const photo of photos) form.append('photos', photo);
  return api.post<OrderReply>(`/api/orders/secure/${encodeURIComponent(token)}/complaint`, form);
}

export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileComplaint,
    onSuccess: (reply, { token }) => {
      queryClient.setQueryData(orderQueryKey(token), reply.data);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
