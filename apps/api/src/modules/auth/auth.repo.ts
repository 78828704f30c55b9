import type { Db, Executor } from '../../db/database.js';
import type { NewSignup, NewUser, PasswordResetRow, SignupRow, UserRow } from '../../db/schema.js';

export function authRepo(db: Db) {
  return {
    findUserById(id: number, ex: Executor = db): Promise<UserRow | undefined> {
      return ex.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findUserByEmail(email: string, ex: Executor = db): Promise<UserRow | undefined> {
      return ex.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },
    findUserByUsername(username: string, ex: Executor = db): Promise<UserRow | undefined> {
      return ex.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
    },
    async usernameTaken(username: string, ex: Executor = db): Promise<boolean> {
      const row = await ex.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
      return row !== undefined;
    },
    async insertUser(user: NewUser, ex: Executor = db): Promise<UserRow> {
      return ex.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },
    async updateUser(
      id: number,
      changes: Partial<
        Pick<
          UserRow,
          'first_name' | 'last_name' | 'phone_number' | 'profile_image' | 'email_verified' | 'password_hash' | 'type'
        >
      >,
      now: string,
      ex: Executor = db,
    ): Promise<UserRow | undefined> {
      return ex
        .updateTable('users')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** A sign-up of this e-mail made at or after `notBefore` (older ones have lapsed). */
    findSignupByEmail(email: string, notBefore: string, ex: Executor = db): Promise<SignupRow | undefined> {
      return ex
        .selectFrom('signups')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .where('created_at', '>=', notBefore)
        .executeTakeFirst();
    },
    findSignupByUsername(username: string, notBefore: string, ex: Executor = db): Promise<SignupRow | undefined> {
      return ex
        .selectFrom('signups')
        .selectAll()
        .where('username', '=', username.toLowerCase())
        .where('created_at', '>=', notBefore)
        .executeTakeFirst();
    },
    /** Whether a live sign-up of another e-mail holds this username. */
    async signupHoldsUsername(username: string, exceptEmail: string, ex: Executor = db): Promise<boolean> {
      const row = await ex
        .selectFrom('signups')
        .select('id')
        .where('username', '=', username)
        .where('email', '!=', exceptEmail)
        .executeTakeFirst();
      return row !== undefined;
    },
    deleteLapsedSignups(before: string, ex: Executor = db) {
      return ex.deleteFrom('signups').where('created_at', '<', before).execute();
    },
    /** The e-mail's sign-up, replacing any earlier one of it (and its code). */
    async replaceSignup(signup: NewSignup, ex: Executor = db): Promise<SignupRow> {
      await ex.deleteFrom('signups').where('email', '=', signup.email).execute();
      return ex.insertInto('signups').values(signup).returningAll().executeTakeFirstOrThrow();
    },
    async setSignupCode(id: number, codeHash: string, expiresAt: string, ex: Executor = db): Promise<boolean> {
      const result = await ex
        .updateTable('signups')
        .set({ code_hash: codeHash, code_expires_at: expiresAt, code_attempts: 0 })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Counts a wrong guess; the code is burned (erased) at the last one allowed. */
    async countSignupCodeFailure(id: number, maxAttempts: number, ex: Executor = db): Promise<{ burned: boolean }> {
      const updated = await ex
        .updateTable('signups')
        .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
        .where('id', '=', id)
        .where('code_hash', 'is not', null)
        .where('code_attempts', '<', maxAttempts)
        .returning('code_attempts')
        .executeTakeFirst();
      if (!updated || updated.code_attempts >= maxAttempts) {
        await ex.updateTable('signups').set({ code_hash: null, code_expires_at: null }).where('id', '=', id).execute();
        return { burned: true };
      }
      return { burned: false };
    },
    /** Takes the sign-up out; false when a concurrent verification (or a newer sign-up) took it first. */
    async consumeSignup(id: number, ex: Executor = db): Promise<boolean> {
      const result = await ex.deleteFrom('signups').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** The account's reset code, replacing any older one (which dies with its row). */
    async replacePasswordReset(
      row: { user_id: number; code_hash: string; expires_at: string; created_at: string },
      ex: Executor = db,
    ): Promise<void> {
      await ex.deleteFrom('password_resets').where('user_id', '=', row.user_id).execute();
      await ex.insertInto('password_resets').values(row).execute();
    },
    findPasswordReset(userId: number, ex: Executor = db): Promise<PasswordResetRow | undefined> {
      return ex.selectFrom('password_resets').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    /** Counts a wrong guess; the code is deleted at the last one allowed. */
    async countPasswordResetFailure(id: number, maxAttempts: number, ex: Executor = db): Promise<{ burned: boolean }> {
      const updated = await ex
        .updateTable('password_resets')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .returning('attempts')
        .executeTakeFirst();
      if (!updated || updated.attempts >= maxAttempts) {
        await ex.deleteFrom('password_resets').where('id', '=', id).execute();
        return { burned: true };
      }
      return { burned: false };
    },
    /** Takes the code out; false when a parallel reset (or a newer request) took it first. */
    async consumePasswordReset(id: number, ex: Executor = db): Promise<boolean> {
      const result = await ex.deleteFrom('password_resets').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    insertRefreshToken(
      row: { user_id: number; token_hash: string; family_id: string; expires_at: string; created_at: string },
      ex: Executor = db,
    ) {
      return ex.insertInto('refresh_tokens').values(row).execute();
    },
    findRefreshToken(tokenHash: string, ex: Executor = db) {
      return ex.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** Marks the token used, only if nobody used or revoked it first. */
    async markRefreshTokenUsed(id: number, now: string, ex: Executor = db): Promise<boolean> {
      const result = await ex
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * Whether the user's sign-in `familyId` still stands: none of its refresh tokens revoked. Asked on every signed-in
     * request (decision 050); the family's index finds its first row, which a live family never revokes.
     */
    async familyIsLive(familyId: string, userId: number, ex: Executor = db): Promise<boolean> {
      const row = await ex
        .selectFrom('refresh_tokens')
        .select('id')
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Ends every session of the user (a new password or role). */
    revokeAllFamilies(userId: number, now: string, ex: Executor = db) {
      return ex
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    revokeFamily(familyId: string, now: string, ex: Executor = db) {
      return ex
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
export type AuthRepo = ReturnType<typeof authRepo>;
