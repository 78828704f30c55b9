import type { QueryClient } from '@tanstack/react-query';
import type { Profile, User } from '@boneka/shared';
import { saveUser } from '@/lib/session';
import { profileQueryKey } from './get-profile';

/** After a change of the user: the stored session user and the cached profile follow the server's reply. */
export function applyUserUpdate(queryClient: QueryClient, user: User): void {
  saveUser(user);
  queryClient.setQueryData<Profile>(profileQueryKey, (old) => (old ? { ...old, ...user } : old));
}
