import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@boneka/shared/schemas/account-data';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** "Hapus akun" with the current password; the server ends every session, so this browser's goes too. */
export function deleteAccount(body: DeleteAccountBody): Promise<{ success: true; message: string }> {
  return api.post<{ success: true; message: string }>('/auth/delete-account', body, { redirectOnExpiry: false });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
