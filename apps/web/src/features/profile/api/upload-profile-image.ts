import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { applyUserUpdate } from './profile-cache';

export function uploadProfileImage(file: File): Promise<UserResponse> {
  const form = new FormData();
  form.append('profileImage', file);
  return api.post<UserResponse>('/auth/upload-profile-image', form);
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (reply) => applyUserUpdate(queryClient, reply.user),
  });
}
