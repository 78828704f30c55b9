import { useMutation } from '@tanstack/react-query';
import type { AuthTokensResponse, VerifyEmailBody } from '@boneka/shared';
import { api } from '@/lib/api-client';

export function verifyEmail(body: VerifyEmailBody): Promise<AuthTokensResponse> {
  return api.post<AuthTokensResponse>('/auth/verify-email', body, { auth: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
