import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { applyUserUpdate } from './profile-cache';

/** Removes the picture; the user is then shown the shop's default picture. */
export function deleteProfileImage(): Promise<UserResponse> {
  return api.delete<UserResponse>('/auth/profile-image');
}

export function useDeleteProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfileImage,
    onSuccess: (reply) => applyUserUpdate(queryClient, reply.user),
  });
}
