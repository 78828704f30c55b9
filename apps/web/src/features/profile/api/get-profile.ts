import { useQuery } from '@tanstack/react-query';
import type { Profile, ProfileResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export const profileQueryKey = ['profile'] as const;

export async function getProfile(): Promise<Profile> {
  const reply = await api.get<ProfileResponse>('/auth/profile');
  return reply.user;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
