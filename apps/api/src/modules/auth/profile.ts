import type { z } from 'zod';
import type { Profile, UpdateProfileBody, User } from '@boneka/shared';
import { notFound, unauthorized } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import { toUser, type AuthServiceDeps, type AuthShared, type RequestContext } from './auth-shared.js';

/** The signed-in shopper's own account: its details, addresses and picture. */
export function profile(deps: AuthServiceDeps, shared: AuthShared) {
  const { repo, storage } = deps;
  const { nowIso, track } = shared;

  async function replaceProfileImage(userId: number, key: string | null) {
    const current = await repo.findUserById(userId);
    if (!current) throw notFound('User');
    const user = await repo.updateUser(userId, { profile_image: key }, nowIso());
    if (!user) throw notFound('User');
    return { user: toUser(user), previous: current.profile_image };
  }

  return {
    async profile(userId: number): Promise<Profile> {
      const user = await repo.findUserById(userId);
      if (!user) throw unauthorized('INVALID_TOKEN', 'Your session is not valid. Please sign in again.');
      return { ...toUser(user), addresses: await deps.addresses.list(userId) };
    },

    async updateProfile(userId: number, input: z.output<typeof UpdateProfileBody>, ctx: RequestContext): Promise<User> {
      const user = await repo.updateUser(
        userId,
        { first_name: input.firstName, last_name: input.lastName, phone_number: input.phoneNumber },
        nowIso(),
      );
      if (!user) throw notFound('User');
      await track('profile.update', ctx, userId);
      return toUser(user);
    },

    /** Stores a re-encoded square picture under a random name and drops the one it replaces. */
    async uploadProfileImage(userId: number, data: Buffer, ctx: RequestContext): Promise<User> {
      const image = await reencodeImage(data, { width: 400, height: 400, fit: 'cover' });
      const key = await storage.put('avatars', image, 'webp');
      const { user, previous } = await replaceProfileImage(userId, key);
      await track('profile.image_uploaded', ctx, userId);
      if (previous) await storage.remove(previous);
      return user;
    },

    /** Back to the default picture (the web shows it when `profileImageUrl` is null). */
    async deleteProfileImage(userId: number, ctx: RequestContext): Promise<User> {
      const { user, previous } = await replaceProfileImage(userId, null);
      await track('profile.image_deleted', ctx, userId);
      if (previous) await storage.remove(previous);
      return user;
    },
  };
}
