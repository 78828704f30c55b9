import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  REFRESH_TOKEN_TTL_DAYS,
  type LoginBody,
  type Profile,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdateProfileBody,
  type User,
  collapseToOneLine,
} from '@boneka/shared';
import { isUniqueViolation, toBool, type Db, type Executor } from '../../db/database.js';
import type { SignupRow, UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Rule, Throttle } from '../../lib/throttle.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthRepo } from './auth.repo.js';
import type { DeviceTokens } from './devices.js';
import { generateOtp, type OtpHasher } from './otp.js';
import { hashToken, newFamilyId, newRefreshToken, type AccessClaims, type AccessTokens } from './tokens.js';
import type { NotificationsService } from '../notifications/notifications.service.js';

const MINUTE = 60_000;
export const THROTTLE_RULES = {
  /** Wrong passwords for one account from browsers it never signed in on, wherever they come from. */
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords from one browser the account signed in on before (its device cookie). */
  loginPerDevice: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 100, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 20, windowMs: 60 * MINUTE },
  verifyPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Codes one address may have sent to one e-mail; another address (the owner's) has its own budget. */
  resendPerEmailFromIp: { limit: 5, windowMs: 15 * MINUTE },
  /** Mails one address may receive from us in an hour, whoever asks: bounds mail bombing. */
  mailsPerEmail: { limit: 20, windowMs: 60 * MINUTE },
  resendPerIp: { limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

/** A just-rotated refresh token still works this long: two tabs refreshing at once both stay signed in. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

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

export interface RequestContext {
  ip: string;
  requestId: string;
  /** The device cookie this browser holds (login only). */
  device?: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

export interface SignedIn extends IssuedTokens {
  user: User;
  /** The device cookie to set on this browser. */
  device: string;
}

const INVALID_CREDENTIALS = () => unauthorized('INVALID_CREDENTIALS', 'Invalid username/e-mail or password.');
const INVALID_OTP = () =>
  badRequest('INVALID_OTP', 'The code is wrong or has expired. Check the latest e-mail or request a new code.');
const INVALID_REFRESH = () => unauthorized('INVALID_REFRESH_TOKEN', 'Your session has ended. Please sign in again.');

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    type: row.type,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    emailVerified: toBool(row.email_verified),
    profileImageUrl: row.profile_image ? `/uploads/${row.profile_image}` : null,
  };
}

/** An unverified sign-up lapses this long after it was made: no more codes for it, and its username is free. */
export const SIGNUP_LAPSE_HOURS = 24;

/**
 * Derived usernames say nothing of the e-mail (which also signs in): a word and eight random digits. Customers are
 * "pembeli", accounts made for the owner "pemilik" (a reserved word for customers).
 */
const derivedUsernameCandidate = (type: UserRow['type']) =>
  `${type === 'admin' ? 'pemilik' : 'pembeli'}${randomInt(10_000_000, 100_000_000)}`;

/** Replies that could tell known e-mails from unknown ones take at least this long (no enumeration, decision 009). */
const REPLY_FLOOR_MS = 60;

/** Runs `work` and settles no sooner than `ms` after it began, whether it succeeds or fails. */
async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const floor = new Promise((resolve) => setTimeout(resolve, ms));
  try {
    return await work();
  } finally {
    await floor;
  }
}

export interface AuthLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface AuthServiceDeps {
  db: Db;
  repo: AuthRepo;
  devices: DeviceTokens;
  storage: Storage;
  tokens: AccessTokens;
  otp: OtpHasher;
  /** The notification outbox: messages written with the change, sent after it commits (docs/design.md §10). */
  outbox: Pick<NotificationsService, 'enqueue' | 'kick'>;
  throttle: Throttle;
  clock: Clock;
  audit: AuditService;
  addresses: AddressesService;
  log: AuthLog;
  /** SIGNUPS_PER_ADDRESS_PER_HOUR; THROTTLE_RULES.registerPerIp's limit when not given. */
  signupsPerAddressPerHour?: number;
}

export function authService(deps: AuthServiceDeps) {
  const registerPerIp = {
    ...THROTTLE_RULES.registerPerIp,
    limit: deps.signupsPerAddressPerHour ?? THROTTLE_RULES.registerPerIp.limit,
  };
  const { db, repo, tokens, otp, outbox, throttle, clock, audit, storage, devices } = deps;
  const nowIso = () => clock.now().toISOString();

  async function enforce(key: string, rule: Rule) {
    const result = await throttle.consume(key, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  const USERNAME_TAKEN = () => conflict('USERNAME_TAKEN', 'This username is already taken.');
  const TRY_AGAIN = () => new AppError(503, 'TRY_AGAIN', 'Please try again.');
  /** The two mail budgets of one e-mail: per asking address, and in all (`mayMail`, `resendOtp`). */
  const mailKeys = (email: string, ip: string) => ({
    fromIp: `resend:email-ip:${email}:${ip}`,
    all: `mail:email:${email}`,
  });

  const lapseCutoff = () => new Date(clock.now().getTime() - SIGNUP_LAPSE_HOURS * 60 * MINUTE).toISOString();

  /**
   * A chosen username must be free (and not reserved, unless for an admin); 409 otherwise. A live sign-up of
   * another e-mail holds its username; an earlier sign-up of the same e-mail does not (this one replaces it).
   */
  async function claimableUsername(wanted: string, type: UserRow['type'], email: string): Promise<string> {
    const name = wanted.toLowerCase();
    if (
      (type !== 'admin' && isReservedUsername(name)) ||
      (await repo.usernameTaken(name)) ||
      (await repo.signupHoldsUsername(name, email))
    ) {
      throw USERNAME_TAKEN();
    }
    return name;
  }

  /** A free username that says nothing of the e-mail. */
  async function derivedUsername(type: UserRow['type']): Promise<string> {
    for (let i = 0; i < 20; i += 1) {
      const candidate = derivedUsernameCandidate(type);
      if (!(await repo.usernameTaken(candidate)) && !(await repo.signupHoldsUsername(candidate, ''))) return candidate;
    }
    throw TRY_AGAIN();
  }

  /** Audit-logs an event about one account; the actor is that account unless said otherwise. */
  function track(action: string, ctx: RequestContext, subjectId: number | null, actorId: number | null = subjectId) {
    return audit.record({
      actorUserId: actorId,
      action,
      target: subjectId === null ? null : `user:${subjectId}`,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  }

  interface NewAccount {
    email: string;
    passwordHash: string;
    type: UserRow['type'];
    firstName: string;
    lastName?: string | null;
  }

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
          username: await derivedUsername(account.type),
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
          username: input.username?.toLowerCase() ?? (await derivedUsername('customer')),
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
    const username = (await repo.usernameTaken(signup.username)) ? await derivedUsername('customer') : signup.username;
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

  /** Counts one more mail to `email`, from this address and in all; false when either budget is spent. */
  async function mayMail(email: string, ip: string): Promise<boolean> {
    const keys = mailKeys(email, ip);
    if (!(await throttle.consume(keys.fromIp, THROTTLE_RULES.resendPerEmailFromIp)).allowed) return false;
    return (await throttle.consume(keys.all, THROTTLE_RULES.mailsPerEmail)).allowed;
  }

  /**
   * A new password or role: every session of the account ends (its refresh-token families are revoked), in the
   * caller's transaction when it has one.
   */
  async function replaceCredentials(
    userId: number,
    changes: Partial<Pick<UserRow, 'password_hash' | 'type' | 'email_verified'>>,
    tx?: Executor,
  ): Promise<UserRow> {
    const now = nowIso();
    const replace = async (ex: Executor) => {
      const user = await repo.updateUser(userId, changes, now, ex);
      if (!user) throw notFound('User');
      await repo.revokeAllFamilies(userId, now, ex);
      return user;
    };
    return tx ? replace(tx) : db.transaction().execute(replace);
  }

  /** What a reset code is bound to: this account's password, nothing else (SECURITY 31). */
  const resetCodeFor = (userId: number) => `reset:${userId}`;

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

  async function issueTokens(user: UserRow, familyId = newFamilyId(), familyExpiresAt?: string): Promise<IssuedTokens> {
    const refreshToken = newRefreshToken();
    const now = clock.now();
    await repo.insertRefreshToken({
      user_id: user.id,
      token_hash: hashToken(refreshToken),
      family_id: familyId,
      expires_at: familyExpiresAt ?? new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * MINUTE).toISOString(),
      created_at: now.toISOString(),
    });
    return { accessToken: await tokens.sign({ userId: user.id, type: user.type, sessionId: familyId }), refreshToken };
  }

  async function replaceProfileImage(userId: number, key: string | null) {
    const current = await repo.findUserById(userId);
    if (!current) throw notFound('User');
    const user = await repo.updateUser(userId, { profile_image: key }, nowIso());
    if (!user) throw notFound('User');
    return { user: toUser(user), previous: current.profile_image };
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
      if (input.username) await claimableUsername(input.username, 'customer', email);
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
     * Wrong guesses are counted before the password is checked, so a burst of parallel guesses gets no more
     * checks than the limit. They count per account (username, e-mail and their case variants alike), except on a
     * browser where the account signed in before: that browser has its own budget, so a stranger's guesses lock
     * out strangers, not the owner (docs/decisions/009).
     */
    async login(input: z.output<typeof LoginBody>, ctx: RequestContext): Promise<SignedIn> {
      const byEmail = input.username.includes('@');
      const user = byEmail ? await repo.findUserByEmail(input.username) : await repo.findUserByUsername(input.username);
      const device = user ? devices.deviceOf(ctx.device, user.id) : undefined;
      // A known browser has its own budget and only that one: a spent address budget (a stranger behind the same
      // carrier's NAT, say) does not lock the owner out.
      if (!device) await enforce(`login:ip:${ctx.ip}`, THROTTLE_RULES.loginPerIp);
      const pending = user
        ? undefined
        : byEmail
          ? await repo.findSignupByEmail(input.username, lapseCutoff())
          : await repo.findSignupByUsername(input.username, lapseCutoff());
      const accountEmail = user?.email ?? pending?.email;
      const guessKey = device
        ? `login:device:${device}`
        : accountEmail
          ? `login:account:${accountEmail}`
          : `login:unknown:${input.username.toLowerCase()}`;
      await enforce(guessKey, device ? THROTTLE_RULES.loginPerDevice : THROTTLE_RULES.loginPerAccount);

      const passwordHash = user?.password_hash ?? pending?.password_hash;
      const valid = passwordHash
        ? await verifyPassword(passwordHash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!valid) {
        await track('auth.login_failed', ctx, user?.id ?? null);
        throw INVALID_CREDENTIALS();
      }
      await throttle.reset(guessKey);
      if (!user || !toBool(user.email_verified)) {
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please verify your email before logging in. Check your inbox for the verification code.',
          {
            body: { requiresVerification: true, email: accountEmail },
          },
        );
      }
      await track('auth.login', ctx, user.id);
      return {
        ...(await issueTokens(user)),
        user: toUser(user),
        device: device ? ctx.device! : devices.issue(user.id),
      };
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

    /**
     * Rotates: the presented token dies and a new one of the same family is issued. A token used again within
     * a few seconds of its rotation (a second tab refreshing at the same moment) gets a token of the same family;
     * used again any later, it is a replay and kills the family.
     */
    async refresh(refreshToken: string, ctx: RequestContext): Promise<IssuedTokens> {
      const tokenHash = hashToken(refreshToken);
      const stored = await repo.findRefreshToken(tokenHash);
      if (!stored || stored.revoked_at) throw INVALID_REFRESH();
      const now = clock.now();
      if (stored.expires_at <= now.toISOString()) throw INVALID_REFRESH();
      const rotatedNow = !stored.used_at && (await repo.markRefreshTokenUsed(stored.id, now.toISOString()));
      if (!rotatedNow) {
        const current = stored.used_at ? stored : await repo.findRefreshToken(tokenHash);
        const usedAt = current?.used_at ? Date.parse(current.used_at) : Number.NaN;
        const withinGrace = !current?.revoked_at && now.getTime() - usedAt <= REFRESH_REUSE_GRACE_MS;
        if (!withinGrace) {
          await repo.revokeFamily(stored.family_id, now.toISOString());
          await track('auth.refresh_reuse', ctx, stored.user_id);
          throw INVALID_REFRESH();
        }
      }
      const user = await repo.findUserById(stored.user_id);
      if (!user) throw INVALID_REFRESH();
      return issueTokens(user, stored.family_id, stored.expires_at);
    },

    /**
     * Whether the sign-in an access token belongs to still stands, asked on every signed-in request: logout, a new
     * password or role and a replayed refresh token revoke the family, and its access tokens stop at once on every
     * instance, not 15 minutes later (SECURITY 39, decision 050).
     */
    sessionIsLive(claims: AccessClaims): Promise<boolean> {
      return repo.familyIsLive(claims.sessionId, claims.userId);
    },

    async logout(refreshToken: string | undefined, ctx: RequestContext): Promise<void> {
      if (!refreshToken) return;
      const stored = await repo.findRefreshToken(hashToken(refreshToken));
      if (!stored) return;
      await repo.revokeFamily(stored.family_id, nowIso());
      await track('auth.logout', ctx, stored.user_id);
    },

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
export type AuthService = ReturnType<typeof authService>;
