import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  REFRESH_TOKEN_TTL_DAYS,
  type LoginBody,
  type Profile,
  type RegisterBody,
  type UpdateProfileBody,
  type User,
  collapseToOneLine,
} from '@boneka/shared';
import { isUniqueViolation, toBool, type Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
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
import { hashToken, newFamilyId, newRefreshToken, type AccessTokens } from './tokens.js';
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

/** 'Siti.Nur+shop@x' → 'siti.nur'; padded to 3 characters, at most 20. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .split('+')[0]!
    .replace(/[^a-z0-9._]/g, '')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 20);
  return cleaned.length >= 3 ? cleaned : `${cleaned}user`.slice(0, 20).padEnd(3, '0');
}

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
  /** The notification outbox: messages written with the change, sent after it commits (DESIGN §10). */
  outbox: Pick<NotificationsService, 'enqueue' | 'deliver'>;
  throttle: Throttle;
  clock: Clock;
  audit: AuditService;
  addresses: AddressesService;
  log: AuthLog;
}

export function authService(deps: AuthServiceDeps) {
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

  /** A chosen username must be free (and not reserved, unless for an admin); 409 otherwise. */
  async function claimableUsername(wanted: string, type: UserRow['type']): Promise<string> {
    const name = wanted.toLowerCase();
    if ((type !== 'admin' && isReservedUsername(name)) || (await repo.usernameTaken(name))) throw USERNAME_TAKEN();
    return name;
  }

  /** A free username derived from the e-mail: its local part, or that with a random number. */
  async function derivedUsername(email: string, type: UserRow['type']): Promise<string> {
    const base = usernameBase(email);
    if ((type === 'admin' || !isReservedUsername(base)) && !(await repo.usernameTaken(base))) return base;
    for (let i = 0; i < 20; i += 1) {
      const candidate = `${base.slice(0, 20)}${randomInt(1000, 100_000)}`;
      if (!(await repo.usernameTaken(candidate))) return candidate;
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
    phoneNumber?: string | null;
    verified: boolean;
    username?: string;
  }

  /**
   * Inserts an account with a unique username (derived from the e-mail unless given). Undefined when the e-mail
   * is taken meanwhile (a parallel sign-up won). A derived username taken meanwhile is derived again: parallel
   * sign-ups of siti@a.id and siti@b.id both get an account.
   */
  async function createUser(account: NewAccount): Promise<UserRow | undefined> {
    const email = account.email.toLowerCase();
    const now = nowIso();
    for (let attempt = 0; ; attempt += 1) {
      const username = account.username
        ? await claimableUsername(account.username, account.type)
        : await derivedUsername(email, account.type);
      try {
        return await repo.insertUser({
          username,
          email,
          password_hash: account.passwordHash,
          type: account.type,
          first_name: account.firstName,
          last_name: account.lastName ?? null,
          phone_number: account.phoneNumber ?? null,
          email_verified: account.verified,
          profile_image: null,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Which constraint: the e-mail (someone else registered it first) or the username?
        if (await repo.findUserByEmail(email)) return undefined;
        if (account.username) throw USERNAME_TAKEN();
        if (attempt >= 5) throw TRY_AGAIN();
      }
    }
  }

  /** Counts one more mail to `email`, from this address and in all; false when either budget is spent. */
  async function mayMail(email: string, ip: string): Promise<boolean> {
    const keys = mailKeys(email, ip);
    if (!(await throttle.consume(keys.fromIp, THROTTLE_RULES.resendPerEmailFromIp)).allowed) return false;
    return (await throttle.consume(keys.all, THROTTLE_RULES.mailsPerEmail)).allowed;
  }

  /** A new password or role: every session of the account ends (its refresh-token families are revoked). */
  async function replaceCredentials(
    userId: number,
    changes: Partial<Pick<UserRow, 'password_hash' | 'type' | 'email_verified'>>,
  ): Promise<UserRow> {
    const now = nowIso();
    return db.transaction().execute(async (tx) => {
      const user = await repo.updateUser(userId, changes, now, tx);
      if (!user) throw notFound('User');
      await repo.revokeAllFamilies(userId, now, tx);
      return user;
    });
  }

  async function sendOtp(user: UserRow) {
    const code = generateOtp();
    const expiresAt = new Date(clock.now().getTime() + OTP_TTL_MINUTES * MINUTE).toISOString();
    // The code and its mail are stored together: a crash after this commit still sends it (the outbox's worker).
    const id = await db.transaction().execute(async (trx) => {
      await repo.replaceOtp(user.id, otp.hash(user.id, code), expiresAt, nowIso(), trx);
      return outbox.enqueue(
        {
          template: 'signup_code',
          to: user.email,
          userId: user.id,
          secret: true,
          subject: 'Kode verifikasi Boneka Shop',
          text: [
            `Halo ${collapseToOneLine(user.first_name)},`,
            '',
            `Kode verifikasi e-mail Anda: ${code}`,
            '',
            `Kode ini berlaku ${OTP_TTL_MINUTES} menit dan hanya bisa dipakai sekali.`,
            'Jika Anda tidak mendaftar di Boneka Shop, abaikan e-mail ini.',
            '',
            `Your Boneka Shop verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
          ].join('\n'),
        },
        trx,
      );
    });
    await outbox.deliver([id]);
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
    return { accessToken: await tokens.sign({ userId: user.id, type: user.type }), refreshToken };
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
     * Creates an unverified customer and mails a code. A known e-mail gets the same answer after the same work
     * (no enumeration, decision 009): the password is hashed either way, and its owner receives a fresh code if still
     * unverified, or a notice if already verified. A chosen username is checked first, for every e-mail alike.
     */
    async register(input: z.output<typeof RegisterBody>, ctx: RequestContext): Promise<{ email: string }> {
      await enforce(`register:ip:${ctx.ip}`, THROTTLE_RULES.registerPerIp);
      const email = input.email.toLowerCase();
      if (input.username) await claimableUsername(input.username, 'customer');
      const passwordHash = await hashPassword(input.password);
      const known = await repo.findUserByEmail(email);
      const created = known
        ? undefined
        : await createUser({ ...input, email, passwordHash, type: 'customer', verified: false });
      if (created) {
        await track('auth.register', ctx, created.id);
        if (await mayMail(email, ctx.ip)) await sendOtp(created);
        return { email };
      }
      // Known before, or registered by a parallel sign-up while this one was hashing.
      const existing = known ?? (await repo.findUserByEmail(email));
      if (!existing) throw TRY_AGAIN();
      await track('auth.register_existing', ctx, existing.id, null);
      if (await mayMail(email, ctx.ip)) {
        if (toBool(existing.email_verified)) {
          const id = await outbox.enqueue({
            template: 'account_exists',
            to: existing.email,
            userId: existing.id,
            subject: 'Akun Boneka Shop Anda',
            text: `Halo ${collapseToOneLine(existing.first_name)},\n\nSeseorang mencoba mendaftar dengan e-mail ini, tetapi akunnya sudah ada.\nSilakan masuk, atau abaikan e-mail ini.\n`,
          });
          await outbox.deliver([id]);
        } else {
          await sendOtp(existing);
        }
      }
      return { email };
    },

    /**
     * Wrong guesses are counted before the password is checked, so a burst of parallel guesses gets no more
     * checks than the limit. They count per account (username, e-mail and their case variants alike), except on a
     * browser where the account signed in before: that browser has its own budget, so a stranger's guesses lock
     * out strangers, not the owner (docs/decisions/009).
     */
    async login(input: z.output<typeof LoginBody>, ctx: RequestContext): Promise<SignedIn> {
      await enforce(`login:ip:${ctx.ip}`, THROTTLE_RULES.loginPerIp);
      const user = input.username.includes('@')
        ? await repo.findUserByEmail(input.username)
        : await repo.findUserByUsername(input.username);
      const device = user ? devices.deviceOf(ctx.device, user.id) : undefined;
      const guessKey = device
        ? `login:device:${device}`
        : user
          ? `login:account:${user.email}`
          : `login:unknown:${input.username.toLowerCase()}`;
      await enforce(guessKey, device ? THROTTLE_RULES.loginPerDevice : THROTTLE_RULES.loginPerAccount);

      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!user || !valid) {
        await track('auth.login_failed', ctx, user?.id ?? null);
        throw INVALID_CREDENTIALS();
      }
      await throttle.reset(guessKey);
      if (!toBool(user.email_verified)) {
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please verify your email before logging in. Check your inbox for the verification code.',
          {
            body: { requiresVerification: true, email: user.email },
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

    /** Answers in the same time for an unknown e-mail, a wrong code and a right one (no enumeration, decision 009). */
    async verifyEmail(email: string, code: string, ctx: RequestContext): Promise<SignedIn> {
      await enforce(`verify:ip:${ctx.ip}`, THROTTLE_RULES.verifyPerIp);
      return atLeast(REPLY_FLOOR_MS, async () => {
        const user = await repo.findUserByEmail(email);
        if (!user || toBool(user.email_verified)) throw INVALID_OTP();
        const stored = await repo.findOtp(user.id);
        if (!stored || stored.expires_at <= nowIso()) throw INVALID_OTP();
        if (!otp.matches(user.id, code, stored.code_hash)) {
          const { burned } = await repo.countOtpFailure(stored.id, OTP_MAX_ATTEMPTS);
          await track(burned ? 'auth.otp_burned' : 'auth.otp_failed', ctx, user.id);
          throw INVALID_OTP();
        }
        if (!(await repo.consumeOtp(stored.id))) throw INVALID_OTP();
        const verified = await repo.updateUser(user.id, { email_verified: true }, nowIso());
        if (!verified) throw INVALID_OTP();
        await track('auth.email_verified', ctx, user.id);
        return { ...(await issueTokens(verified)), user: toUser(verified), device: devices.issue(verified.id) };
      });
    },

    /**
     * Same answer, in the same time, whether or not the e-mail belongs to an unverified account. The budget is per
     * e-mail and asking address (a stranger spending it does not stop the owner), within a cap per e-mail.
     */
    async resendOtp(email: string, ctx: RequestContext): Promise<void> {
      await enforce(`resend:ip:${ctx.ip}`, THROTTLE_RULES.resendPerIp);
      const address = email.toLowerCase();
      const keys = mailKeys(address, ctx.ip);
      await enforce(keys.fromIp, THROTTLE_RULES.resendPerEmailFromIp);
      await enforce(keys.all, THROTTLE_RULES.mailsPerEmail);
      await atLeast(REPLY_FLOOR_MS, async () => {
        const user = await repo.findUserByEmail(address);
        if (user && !toBool(user.email_verified)) await sendOtp(user);
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
        verified: true,
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
        verified: true,
      });
      if (!user) throw TRY_AGAIN();
      return toUser(user);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
