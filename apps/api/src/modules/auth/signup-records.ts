import type { z } from 'zod';
import type { RegisterBody } from '@boneka/shared';
import { isUniqueViolation } from '../../db/database.js';
import type { SignupRow, UserRow } from '../../db/schema.js';
import { TRY_AGAIN, type AuthServiceDeps, type AuthShared } from './auth-shared.js';
import { USERNAME_TAKEN, type UsernameRules } from './usernames.js';

/** A sign-up waiting for its code, and the account made from it when the code comes back (decision 025). */
export function signupRecords(deps: AuthServiceDeps, shared: AuthShared, usernames: UsernameRules) {
  const { db, repo } = deps;
  const { nowIso, lapseCutoff } = shared;

  /**
   * Stores the sign-up, replacing an earlier one of the e-mail. Undefined when a parallel sign-up of the same e-mail
   * was stored at the same moment (that one goes on; this one mails nothing). A derived username taken meanwhile is
   * derived again: parallel sign-ups of siti@a.id and siti@b.id both go on.
   */
  async function saveSignup(
    input: z.output<typeof RegisterBody>,
    email: string,
    passwordHash: string,
  ): Promise<SignupRow | undefined> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await repo.replaceSignup({
          email,
          username: input.username?.toLowerCase() ?? (await usernames.derived('customer')),
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName ?? null,
          phone_number: input.phoneNumber ?? null,
          created_at: nowIso(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await repo.findSignupByEmail(email, lapseCutoff())) return undefined;
        if (input.username) throw USERNAME_TAKEN();
        if (attempt >= 5) throw TRY_AGAIN();
      }
    }
  }

  /**
   * The account, made from the sign-up its code was sent for: that sign-up's password and details, verified.
   * Undefined when the sign-up was taken meanwhile (a parallel verification, a newer sign-up) or the e-mail now
   * belongs to an account.
   */
  async function completeSignup(signup: SignupRow): Promise<UserRow | undefined> {
    const username = (await repo.usernameTaken(signup.username))
      ? await usernames.derived('customer')
      : signup.username;
    const now = nowIso();
    try {
      return await db.transaction().execute(async (tx) => {
        if (!(await repo.consumeSignup(signup.id, tx))) return undefined;
        return repo.insertUser(
          {
            username,
            email: signup.email,
            password_hash: signup.password_hash,
            type: 'customer',
            first_name: signup.first_name,
            last_name: signup.last_name,
            phone_number: signup.phone_number,
            email_verified: true,
            profile_image: null,
            created_at: now,
            updated_at: now,
          },
          tx,
        );
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (!(await repo.findUserByEmail(signup.email))) throw TRY_AGAIN();
      await repo.consumeSignup(signup.id);
      return undefined;
    }
  }

  return { saveSignup, completeSignup };
}
