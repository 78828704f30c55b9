import { useQuery } from '@tanstack/react-query';
import type { Profile, ProfileResponse } from '@boneka/shared';
import { api, isApiError } from '@/lib/api-client';
import { clearSession, saveUser, useSession } from '@/lib/session';

export const sessionQueryKey = ['auth', 'session'] as const;

/** A valid token gives the signed-in user; 401/403 means the stored session is invalid (null). */
export async function validateSession(): Promise<Profile | null> {
  try {
    const reply = await api.get<ProfileResponse>('/auth/profile', { redirectOnExpiry: false });
    saveUser(reply.user);
    return reply.user;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      clearSession();
      return null;
    }
    throw error;
  }
}

export function useSessionValidation() {
  const { isSignedIn } = useSession();
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: validateSession,
    enabled: isSignedIn,
    staleTime: 60_000,
  });
}
