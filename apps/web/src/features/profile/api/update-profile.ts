import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, UserResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { applyUserUpdate } from './profile-cache';

export function updateProfile(body: UpdateProfileBody): Promise<UserResponse> {
  return api.put<UserResponse>('/auth/profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => applyUserUpdate(queryClient, reply.user),
  });
}
