import type { z } from 'zod';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, type RegisterBody, collapseToOneLine } from '@boneka/shared';
import type { SignupRow } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  atLeast,
  INVALID_OTP,
  MINUTE,
  REPLY_FLOOR_MS,
  THROTTLE_RULES,
  toUser,
  type AuthServiceDeps,
  type AuthShared,
  type RequestContext,
  type SignedIn,
} from './auth-shared.js';
import { generateOtp } from './otp.js';
import { signupRecords } from './signup-records.js';
import type { UsernameRules } from './usernames.js';

/**
 * Signing up (decision 025): a sign-up is stored and its code mailed; the account is made only when the code comes
 * back. Every answer is the same, after the same work, for a known e-mail and an unknown one (decision 009).
 */
export function signUp(deps: AuthServiceDeps, shared: AuthShared, usernames: UsernameRules) {
  const { db, repo, otp, outbox, throttle, clock, devices } = deps;
  const { nowIso, enforce, track, mailKeys, lapseCutoff, issueTokens } = shared;
  const { saveSignup, completeSignup } = signupRecords(deps, shared, usernames);
  const registerPerIp = {
    ...THROTTLE_RULES.registerPerIp,
    limit: deps.signupsPerAddressPerHour ?? THROTTLE_RULES.registerPerIp.limit,
  };

  /** Counts one more mail to `email`, from this address and in all; false when either budget is spent. */
  async function mayMail(email: string, ip: string): Promise<boolean> {
    const keys = mailKeys(email, ip);
    if (!(await throttle.consume(keys.fromIp, THROTTLE_RULES.resendPerEmailFromIp)).allowed) return false;
    return (await throttle.consume(keys.all, THROTTLE_RULES.mailsPerEmail)).allowed;
  }

  /** A fresh code for this sign-up (the previous one dies), mailed through the outbox; nobody waits for the mail. */
  async function sendCode(signup: SignupRow) {
    const code = generateOtp();
    const expiresAt = new Date(clock.now().getTime() + OTP_TTL_MINUTES * MINUTE).toISOString();
    // The code and its mail are stored together: a crash after this commit still sends it (the outbox's worker).
    await db.transaction().execute(async (trx) => {
      // A newer sign-up of the e-mail replaced this one meanwhile: that one has its own code.
      if (!(await repo.setSignupCode(signup.id, otp.hash(signup.id, code), expiresAt, trx))) return;
      await outbox.enqueue(
        {
          template: 'signup_code',
          to: signup.email,
          secret: true,
          subject: 'Kode verifikasi Boneka Shop',
          text: [
            `Halo ${collapseToOneLine(signup.first_name)},`,
            '',
            `Kode verifikasi e-mailmu: ${code}`,
            '',
            `Kode ini berlaku ${OTP_TTL_MINUTES} menit dan hanya bisa dipakai sekali.`,
            'Jika kamu tidak mendaftar di Boneka Shop, abaikan e-mail ini.',
            '',
            `Your Boneka Shop verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
          ].join('\n'),
        },
        trx,
      );
    });
    outbox.kick();
  }

  return {
    /**
     * Stores a sign-up (replacing an earlier one of the e-mail) and mails its code; the account is made only when
     * that code comes back (decision 025). A known e-mail gets the same answer after the same work (no enumeration,
     * decision 009): the password is hashed either way, and its owner receives a notice. A chosen username is
     * checked first, for every e-mail alike.
     */
    async register(input: z.output<typeof RegisterBody>, ctx: RequestContext): Promise<{ email: string }> {
      await enforce(`register:ip:${ctx.ip}`, registerPerIp);
      const email = input.email.toLowerCase();
      await repo.deleteLapsedSignups(lapseCutoff());
      if (input.username) await usernames.claimable(input.username, 'customer', email);
      const passwordHash = await hashPassword(input.password);
      const known = await repo.findUserByEmail(email);
      if (known) {
        await track('auth.register_existing', ctx, known.id, null);
        if (await mayMail(email, ctx.ip)) {
          await outbox.enqueue({
            template: 'account_exists',
            to: known.email,
            userId: known.id,
            subject: 'Akun Boneka Shop milikmu',
            text: `Halo ${collapseToOneLine(known.first_name)},\n\nSeseorang mencoba mendaftar dengan e-mail ini, tetapi akunnya sudah ada.\nSilakan masuk, atau abaikan e-mail ini.\n`,
          });
          outbox.kick();
        }
        return { email };
      }
      const signup = await saveSignup(input, email, passwordHash);
      await track('auth.register', ctx, null, null);
      if (signup && (await mayMail(email, ctx.ip))) await sendCode(signup);
      return { email };
    },

    /**
     * Answers in the same time for an unknown e-mail, a wrong code and a right one (no enumeration, decision 009).
     * The code confirms the sign-up it was sent for, and the account is made from that sign-up (decision 025).
     */
    async verifyEmail(email: string, code: string, ctx: RequestContext): Promise<SignedIn> {
      await enforce(`verify:ip:${ctx.ip}`, THROTTLE_RULES.verifyPerIp);
      return atLeast(REPLY_FLOOR_MS, async () => {
        const signup = await repo.findSignupByEmail(email, lapseCutoff());
        if (!signup?.code_hash || !signup.code_expires_at || signup.code_expires_at <= nowIso()) throw INVALID_OTP();
        if (!otp.matches(signup.id, code, signup.code_hash)) {
          const { burned } = await repo.countSignupCodeFailure(signup.id, OTP_MAX_ATTEMPTS);
          await track(burned ? 'auth.otp_burned' : 'auth.otp_failed', ctx, null, null);
          throw INVALID_OTP();
        }
        const user = await completeSignup(signup);
        if (!user) throw INVALID_OTP();
        await track('auth.email_verified', ctx, user.id);
        return { ...(await issueTokens(user)), user: toUser(user), device: devices.issue(user.id) };
      });
    },

    /**
     * Same answer, in the same time, whether or not the e-mail has a sign-up waiting for its code. The budget is per
     * e-mail and asking address (a stranger spending it does not stop the owner), within a cap per e-mail.
     */
    async resendOtp(email: string, ctx: RequestContext): Promise<void> {
      await enforce(`resend:ip:${ctx.ip}`, THROTTLE_RULES.resendPerIp);
      const address = email.toLowerCase();
      const keys = mailKeys(address, ctx.ip);
      await enforce(keys.fromIp, THROTTLE_RULES.resendPerEmailFromIp);
      await enforce(keys.all, THROTTLE_RULES.mailsPerEmail);
      await atLeast(REPLY_FLOOR_MS, async () => {
        const signup = await repo.findSignupByEmail(address, lapseCutoff());
        if (signup) await sendCode(signup);
      });
    },
  };
}
