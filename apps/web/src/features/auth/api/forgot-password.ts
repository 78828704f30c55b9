import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** Asks for a reset code; the reply is the same whether or not the e-mail has an account. */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ success: true; message: string }> {
  return api.post('/auth/forgot-password', body, { auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
