import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** Sets the new password with the mailed code; the server ends every session of the account. */
export function resetPassword(body: ResetPasswordBody): Promise<{ success: true; message: string }> {
  return api.post('/auth/reset-password', body, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
