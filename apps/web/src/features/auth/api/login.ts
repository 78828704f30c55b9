import { useMutation } from '@tanstack/react-query';
import type { AuthTokensResponse, LoginBody } from '@boneka/shared';
import { api } from '@/lib/api-client';

export function login(body: LoginBody): Promise<AuthTokensResponse> {
  return api.post<AuthTokensResponse>('/auth/login', body, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
