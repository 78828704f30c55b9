import type { Db, Executor } from '../../db/database.js';
import type { NewUser, UserRow } from '../../db/schema.js';

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

    async replaceOtp(userId: number, codeHash: string, expiresAt: string, now: string, ex: Executor = db) {
      await ex.deleteFrom('email_otps').where('user_id', '=', userId).execute();
      await ex
        .insertInto('email_otps')
        .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: now })
        .execute();
    },
    findOtp(userId: number, ex: Executor = db) {
      return ex.selectFrom('email_otps').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    /** Counts a wrong guess; false when the code was already used up. */
    async countOtpFailure(id: number, maxAttempts: number, ex: Executor = db): Promise<{ burned: boolean }> {
      const updated = await ex
        .updateTable('email_otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .returning('attempts')
        .executeTakeFirst();
      if (!updated || updated.attempts >= maxAttempts) {
        await ex.deleteFrom('email_otps').where('id', '=', id).execute();
        return { burned: true };
      }
      return { burned: false };
    },
    /** Consumes the code; false when a concurrent request consumed it first. */
    async consumeOtp(id: number, ex: Executor = db): Promise<boolean> {
      const result = await ex.deleteFrom('email_otps').where('id', '=', id).executeTakeFirst();
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
