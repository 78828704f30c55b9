import type { User } from '@boneka/shared';
import { isUniqueViolation, toBool } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { toUser, TRY_AGAIN, type AuthServiceDeps, type AuthShared } from './auth-shared.js';
import type { UsernameRules } from './usernames.js';

interface NewAccount {
  email: string;
  passwordHash: string;
  type: UserRow['type'];
  firstName: string;
  lastName?: string | null;
}

/** The accounts the shop makes itself, verified at once: the owner's, and the demo customer's. */
export function accountSetup(deps: AuthServiceDeps, shared: AuthShared, usernames: UsernameRules) {
  const { repo, audit } = deps;
  const { nowIso, replaceCredentials } = shared;

  /**
   * Inserts a verified account with a derived username (the owner's and the demo customer's). Undefined when the
   * e-mail is taken meanwhile; a username taken meanwhile is derived again.
   */
  async function createUser(account: NewAccount): Promise<UserRow | undefined> {
    const email = account.email.toLowerCase();
    const now = nowIso();
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await repo.insertUser({
          username: await usernames.derived(account.type),
          email,
          password_hash: account.passwordHash,
          type: account.type,
          first_name: account.firstName,
          last_name: account.lastName ?? null,
          phone_number: null,
          email_verified: true,
          profile_image: null,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await repo.findUserByEmail(email)) return undefined;
        if (attempt >= 5) throw TRY_AGAIN();
      }
    }
  }

  return {
    /**
     * Creates the admin, or resets its password and role (ADMIN_EMAIL/ADMIN_PASSWORD at every start,
     * `npm run admin:create`). An unchanged password changes nothing; a new one ends every session the account had.
     */
    async ensureAdmin(email: string, password: string, firstName = 'Admin'): Promise<User> {
      const existing = await repo.findUserByEmail(email);
      if (existing) {
        const samePassword = await verifyPassword(existing.password_hash, password);
        if (samePassword && existing.type === 'admin') {
          if (toBool(existing.email_verified)) return toUser(existing);
          return toUser((await repo.updateUser(existing.id, { email_verified: true }, nowIso())) ?? existing);
        }
        const user = await replaceCredentials(existing.id, {
          type: 'admin',
          email_verified: true,
          ...(samePassword ? {} : { password_hash: await hashPassword(password) }),
        });
        await audit.record({ actorUserId: null, action: 'auth.admin_reset', target: `user:${user.id}` });
        return toUser(user);
      }
      const user = await createUser({
        email,
        passwordHash: await hashPassword(password),
        type: 'admin',
        firstName,
      });
      if (!user) throw TRY_AGAIN();
      await audit.record({ actorUserId: null, action: 'auth.admin_created', target: `user:${user.id}` });
      return toUser(user);
    },

    /** A verified customer, for the demo shop and tests. */
    async ensureCustomer(email: string, password: string, firstName: string, lastName: string | null): Promise<User> {
      const existing = await repo.findUserByEmail(email);
      if (existing) return toUser(existing);
      const user = await createUser({
        email,
        passwordHash: await hashPassword(password),
        type: 'customer',
        firstName,
        lastName,
      });
      if (!user) throw TRY_AGAIN();
      return toUser(user);
    },
  };
}
