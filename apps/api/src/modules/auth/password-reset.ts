import type { z } from 'zod';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, type ResetPasswordBody, collapseToOneLine } from '@boneka/shared';
import { isUniqueViolation, toBool } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  atLeast,
  INVALID_OTP,
  MINUTE,
  REPLY_FLOOR_MS,
  THROTTLE_RULES,
  type AuthServiceDeps,
  type AuthShared,
  type RequestContext,
} from './auth-shared.js';
import { generateOtp } from './otp.js';

/** What a reset code is bound to: this account's password, nothing else (SECURITY 31). */
const resetCodeFor = (userId: number) => `reset:${userId}`;

/** "Lupa kata sandi?": a code mailed to a verified account's inbox sets a new password (SECURITY 4, decision 009). */
export function passwordReset(deps: AuthServiceDeps, shared: AuthShared) {
  const { db, repo, otp, outbox, throttle, clock } = deps;
  const { nowIso, enforce, track, mailKeys, replaceCredentials } = shared;

  /** A fresh reset code for the account (an older one dies), mailed through the outbox; nobody waits for the mail. */
  async function sendResetCode(user: UserRow) {
    const code = generateOtp();
    const now = clock.now();
    try {
      await db.transaction().execute(async (trx) => {
        await repo.replacePasswordReset(
          {
            user_id: user.id,
            code_hash: otp.hash(resetCodeFor(user.id), code),
            expires_at: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE).toISOString(),
            created_at: now.toISOString(),
          },
          trx,
        );
        await outbox.enqueue(
          {
            template: 'password_reset_code',
            to: user.email,
            userId: user.id,
            secret: true,
            subject: 'Kode atur ulang kata sandi Boneka Shop',
            text: [
              `Halo ${collapseToOneLine(user.first_name)},`,
              '',
              `Kode untuk mengatur ulang kata sandimu: ${code}`,
              '',
              `Kode ini berlaku ${OTP_TTL_MINUTES} menit dan hanya bisa dipakai sekali.`,
              'Jika kamu tidak meminta ini, abaikan e-mail ini: kata sandimu tidak berubah.',
              '',
              `Your Boneka Shop password reset code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
            ].join('\n'),
          },
          trx,
        );
      });
    } catch (error) {
      // A parallel request for the same account stored its code at the same moment: that one is mailed.
      if (!isUniqueViolation(error)) throw error;
      return;
    }
    outbox.kick();
  }

  return {
    /**
     * "Lupa kata sandi?": the same answer, in the same time and under the same budgets as a resend, whether or not
     * the e-mail has an account; only a verified account is mailed a code (SECURITY 4).
     */
    async forgotPassword(email: string, ctx: RequestContext): Promise<void> {
      // A resend's budgets: per address, per e-mail and asking address, and the mail cap of the e-mail.
      await enforce(`forgot:ip:${ctx.ip}`, THROTTLE_RULES.resendPerIp);
      const address = email.toLowerCase();
      const keys = mailKeys(address, ctx.ip);
      await enforce(keys.fromIp, THROTTLE_RULES.resendPerEmailFromIp);
      await enforce(keys.all, THROTTLE_RULES.mailsPerEmail);
      await atLeast(REPLY_FLOOR_MS, async () => {
        const user = await repo.findUserByEmail(address);
        if (!user || !toBool(user.email_verified)) return;
        await sendResetCode(user);
        await track('auth.password_reset_requested', ctx, user.id, null);
      });
    },

    /**
     * Sets the new password when the code mailed for this account comes back: once, within its 10 minutes, before
     * its fifth wrong guess. Every session of the account ends (decision 009). An unknown e-mail, a wrong, expired or
     * used code all get the same answer after the same work (the password is hashed first on every path).
     */
    async resetPassword(input: z.output<typeof ResetPasswordBody>, ctx: RequestContext): Promise<void> {
      await enforce(`reset:ip:${ctx.ip}`, THROTTLE_RULES.verifyPerIp);
      await atLeast(REPLY_FLOOR_MS, async () => {
        const passwordHash = await hashPassword(input.newPassword);
        const user = await repo.findUserByEmail(input.email);
        const pending = user ? await repo.findPasswordReset(user.id) : undefined;
        if (!user || !pending || pending.expires_at <= nowIso()) throw INVALID_OTP();
        if (!otp.matches(resetCodeFor(user.id), input.otp, pending.code_hash)) {
          const { burned } = await repo.countPasswordResetFailure(pending.id, OTP_MAX_ATTEMPTS);
          await track(burned ? 'auth.reset_code_burned' : 'auth.reset_code_failed', ctx, user.id, null);
          throw INVALID_OTP();
        }
        const changed = await db.transaction().execute(async (tx) => {
          if (!(await repo.consumePasswordReset(pending.id, tx))) return false;
          await replaceCredentials(user.id, { password_hash: passwordHash }, tx);
          await outbox.enqueue(
            {
              template: 'password_changed',
              to: user.email,
              userId: user.id,
              subject: 'Kata sandi Boneka Shop diganti',
              text: `Halo ${collapseToOneLine(user.first_name)},\n\nKata sandi akunmu baru saja diganti, dan semua sesi masuk sudah diakhiri.\nJika bukan kamu yang menggantinya, segera atur ulang kata sandimu lewat "Lupa kata sandi?" di halaman masuk.\n`,
            },
            tx,
          );
          return true;
        });
        if (!changed) throw INVALID_OTP();
        outbox.kick();
        // Whoever holds the inbox is the owner: the guesses strangers made at the old password lock them out no more.
        await throttle.reset(`login:account:${user.email}`);
        await track('auth.password_reset', ctx, user.id);
      });
    },
  };
}
