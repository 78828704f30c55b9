import { randomInt } from 'node:crypto';
import type { UserRow } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import type { AuthRepo } from './auth.repo.js';
import { TRY_AGAIN } from './auth-shared.js';

/** Names a customer may not take (nor be given from an e-mail like admin@…): they would pass for the shop. */
const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'owner',
  'root',
  'system',
  'support',
  'staff',
  'moderator',
  'security',
  'help',
  'info',
  'official',
  'boneka',
  'bonekashop',
  'boneka_shop',
  'boneka.shop',
  'shop',
  'toko',
  'pemilik',
  'null',
  'undefined',
  'api',
  'auth',
]);
export const isReservedUsername = (name: string) => RESERVED_USERNAMES.has(name.toLowerCase());

export const USERNAME_TAKEN = () => conflict('USERNAME_TAKEN', 'This username is already taken.');

/**
 * Derived usernames say nothing of the e-mail (which also signs in): a word and eight random digits. Customers are
 * "pembeli", accounts made for the owner "pemilik" (a reserved word for customers).
 */
const derivedUsernameCandidate = (type: UserRow['type']) =>
  `${type === 'admin' ? 'pemilik' : 'pembeli'}${randomInt(10_000_000, 100_000_000)}`;

/** The usernames an account may take: one chosen, or one derived for it. */
export function usernameRules(repo: AuthRepo) {
  return {
    /**
     * A chosen username must be free (and not reserved, unless for an admin); 409 otherwise. A live sign-up of
     * another e-mail holds its username; an earlier sign-up of the same e-mail does not (this one replaces it).
     */
    async claimable(wanted: string, type: UserRow['type'], email: string): Promise<string> {
      const name = wanted.toLowerCase();
      if (
        (type !== 'admin' && isReservedUsername(name)) ||
        (await repo.usernameTaken(name)) ||
        (await repo.signupHoldsUsername(name, email))
      ) {
        throw USERNAME_TAKEN();
      }
      return name;
    },
    /** A free username that says nothing of the e-mail. */
    async derived(type: UserRow['type']): Promise<string> {
      for (let i = 0; i < 20; i += 1) {
        const candidate = derivedUsernameCandidate(type);
        if (!(await repo.usernameTaken(candidate)) && !(await repo.signupHoldsUsername(candidate, '')))
          return candidate;
      }
      throw TRY_AGAIN();
    },
  };
}
export type UsernameRules = ReturnType<typeof usernameRules>;
