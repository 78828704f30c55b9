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
} from '@boneka/shared';
import { isUniqueViolation, toBool } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Storage } from '../../lib/storage.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Rule, Throttle } from '../../lib/throttle.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthRepo } from './auth.repo.js';
import { generateOtp, type OtpHasher } from './otp.js';
import { hashToken, newFamilyId, newRefreshToken, type AccessTokens } from './tokens.js';

const MINUTE = 60_000;
export const THROTTLE_RULES = {
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 100, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 20, windowMs: 60 * MINUTE },
  verifyPerIp: { limit: 30, windowMs: 15 * MINUTE },
  resendPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  resendPerIp: { limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

export interface RequestContext {
  ip: string;
  requestId: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
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

export interface AuthLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface AuthServiceDeps {
  repo: AuthRepo;
  storage: Storage;
  tokens: AccessTokens;
  otp: OtpHasher;
  mailer: Mailer;
  throttle: Throttle;
  clock: Clock;
  audit: AuditService;
  addresses: AddressesService;
  log: AuthLog;
}

export function authService(deps: AuthServiceDeps) {
  const { repo, tokens, otp, mailer, throttle, clock, audit, storage } = deps;
  const nowIso = () => clock.now().toISOString();

  async function enforce(key: string, rule: Rule) {
    const result = await throttle.consume(key, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  async function uniqueUsername(wanted: string | undefined, email: string): Promise<string> {
    if (wanted) {
      const name = wanted.toLowerCase();
      if (await repo.usernameTaken(name)) throw conflict('USERNAME_TAKEN', 'This username is already taken.');
      return name;
    }
    const base = usernameBase(email);
    if (!(await repo.usernameTaken(base))) return base;
    for (let i = 0; i < 20; i += 1) {
      const candidate = `${base.slice(0, 20)}${randomInt(1000, 100_000)}`;
      if (!(await repo.usernameTaken(candidate))) return candidate;
    }
    throw new AppError(503, 'TRY_AGAIN', 'Please try again.');
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
    password: string;
    type: UserRow['type'];
    firstName: string;
    lastName?: string | null;
    phoneNumber?: string | null;
    verified: boolean;
    username?: string;
  }

  /** Inserts an account with a unique username (derived from the e-mail unless given) and a hashed password. */
  async function createUser(account: NewAccount): Promise<UserRow> {
    const email = account.email.toLowerCase();
    const username = await uniqueUsername(account.username, email);
    const now = nowIso();
    return repo.insertUser({
      username,
      email,
      password_hash: await hashPassword(account.password),
      type: account.type,
      first_name: account.firstName,
      last_name: account.lastName ?? null,
      phone_number: account.phoneNumber ?? null,
      email_verified: account.verified,
      profile_image: null,
      created_at: now,
      updated_at: now,
    });
  }

  async function sendOtp(user: UserRow) {
    const code = generateOtp();
    const expiresAt = new Date(clock.now().getTime() + OTP_TTL_MINUTES * MINUTE).toISOString();
    await repo.replaceOtp(user.id, otp.hash(user.id, code), expiresAt, nowIso());
    await mailer.send({
      to: user.email,
      subject: 'Kode verifikasi Boneka Shop',
      text: [
        `Halo ${user.first_name},`,
        '',
        `Kode verifikasi e-mail Anda: ${code}`,
        '',
        `Kode ini berlaku ${OTP_TTL_MINUTES} menit dan hanya bisa dipakai sekali.`,
        'Jika Anda tidak mendaftar di Boneka Shop, abaikan e-mail ini.',
        '',
        `Your Boneka Shop verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
      ].join('\n'),
    });
    deps.log.info({ to: user.email, subject: 'verification code' }, 'mail sent');
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
     * Creates an unverified customer and mails a code. A known e-mail gets the same answer (no enumeration):
     * its owner receives a fresh code if still unverified, or a notice if already verified.
     */
    async register(input: z.output<typeof RegisterBody>, ctx: RequestContext): Promise<{ email: string }> {
      await enforce(`register:ip:${ctx.ip}`, THROTTLE_RULES.registerPerIp);
      const existing = await repo.findUserByEmail(input.email);
      if (existing) {
        const resend = await throttle.consume(`resend:email:${existing.email}`, THROTTLE_RULES.resendPerEmail);
        if (resend.allowed) {
          if (toBool(existing.email_verified)) {
            await mailer.send({
              to: existing.email,
              subject: 'Akun Boneka Shop Anda',
              text: `Halo ${existing.first_name},\n\nSeseorang mencoba mendaftar dengan e-mail ini, tetapi akunnya sudah ada.\nSilakan masuk, atau abaikan e-mail ini.\n`,
            });
          } else {
            await sendOtp(existing);
          }
        }
        await track('auth.register_existing', ctx, existing.id, null);
        return { email: input.email };
      }
      let user: UserRow;
      try {
        user = await createUser({ ...input, type: 'customer', verified: false });
      } catch (error) {
        // A concurrent registration of the same e-mail won the race: answer as for any known e-mail.
        if (isUniqueViolation(error)) return { email: input.email };
        throw error;
      }
      await track('auth.register', ctx, user.id);
      await sendOtp(user);
      return { email: user.email };
    },

    async login(input: z.output<typeof LoginBody>, ctx: RequestContext): Promise<IssuedTokens & { user: User }> {
      const accountKey = `login:account:${input.username.toLowerCase()}`;
      await enforce(`login:ip:${ctx.ip}`, THROTTLE_RULES.loginPerIp);
      const state = await throttle.check(accountKey, THROTTLE_RULES.loginPerAccount);
      if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);

      const user = input.username.includes('@')
        ? await repo.findUserByEmail(input.username)
        : await repo.findUserByUsername(input.username);
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!user || !valid) {
        await throttle.consume(accountKey, THROTTLE_RULES.loginPerAccount);
        await track('auth.login_failed', ctx, user?.id ?? null);
        throw INVALID_CREDENTIALS();
      }
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
      await throttle.reset(accountKey);
      await track('auth.login', ctx, user.id);
      return { ...(await issueTokens(user)), user: toUser(user) };
    },

    async verifyEmail(email: string, code: string, ctx: RequestContext): Promise<IssuedTokens & { user: User }> {
      await enforce(`verify:ip:${ctx.ip}`, THROTTLE_RULES.verifyPerIp);
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
      return { ...(await issueTokens(verified)), user: toUser(verified) };
    },

    /** Same answer whether or not the e-mail belongs to an unverified account. */
    async resendOtp(email: string, ctx: RequestContext): Promise<void> {
      await enforce(`resend:ip:${ctx.ip}`, THROTTLE_RULES.resendPerIp);
      await enforce(`resend:email:${email}`, THROTTLE_RULES.resendPerEmail);
      const user = await repo.findUserByEmail(email);
      if (user && !toBool(user.email_verified)) await sendOtp(user);
    },

    /** Rotates: the presented token dies and a new one of the same family is issued. A replay kills the family. */
    async refresh(refreshToken: string, ctx: RequestContext): Promise<IssuedTokens> {
      const stored = await repo.findRefreshToken(hashToken(refreshToken));
      if (!stored) throw INVALID_REFRESH();
      const now = nowIso();
      if (stored.revoked_at) throw INVALID_REFRESH();
      if (stored.used_at || !(await repo.markRefreshTokenUsed(stored.id, now))) {
        await repo.revokeFamily(stored.family_id, now);
        await track('auth.refresh_reuse', ctx, stored.user_id);
        throw INVALID_REFRESH();
      }
      if (stored.expires_at <= now) throw INVALID_REFRESH();
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

    /** Creates the admin, or resets its password and role (ADMIN_EMAIL/ADMIN_PASSWORD, `npm run admin:create`). */
    async ensureAdmin(email: string, password: string, firstName = 'Admin'): Promise<User> {
      const existing = await repo.findUserByEmail(email);
      if (existing) {
        const updated = await repo.updateUser(
          existing.id,
          { password_hash: await hashPassword(password), type: 'admin', email_verified: true },
          nowIso(),
        );
        return toUser(updated ?? existing);
      }
      const user = await createUser({ email, password, type: 'admin', firstName, verified: true });
      await audit.record({ actorUserId: null, action: 'auth.admin_created', target: `user:${user.id}` });
      return toUser(user);
    },

    /** A verified customer, for the demo shop and tests. */
    async ensureCustomer(email: string, password: string, firstName: string, lastName: string | null): Promise<User> {
      const existing = await repo.findUserByEmail(email);
      if (existing) return toUser(existing);
      return toUser(await createUser({ email, password, type: 'customer', firstName, lastName, verified: true }));
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
