import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NotificationResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** Sends a sent or failed message again (the server refuses a sign-up code, or one still waiting). */
export function resendNotification(id: number) {
  return api.post<z.infer<typeof NotificationResponse>>(`/api/admin/notifications/${id}/resend`);
}

export function useResendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
