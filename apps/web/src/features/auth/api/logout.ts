import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { clearSession, getRefreshToken } from '@/lib/session';

/** Ends the session on the server if it can; the local session is cleared whatever the server says. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    if (refreshToken) await api.post('/auth/logout', { refreshToken }, { redirectOnExpiry: false });
  } catch (error) {
    console.warn('Logout request failed; the local session is cleared anyway.', error);
  } finally {
    clearSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      void navigate(paths.home.href());
    },
  });
}
