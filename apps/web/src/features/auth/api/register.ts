import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type RegisterResult = { success: true; message: string; email: string; requiresVerification: true };

/** Registration sends the OTP mail; it never signs the user in. */
export function register(body: RegisterBody): Promise<RegisterResult> {
  return api.post<RegisterResult>('/auth/register', body, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
