import { REFRESH_TOKEN_TTL_DAYS, type User } from '@boneka/shared';
import { toBool, type Db, type Executor } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import type { Rule, Throttle } from '../../lib/throttle.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { AuthRepo } from './auth.repo.js';
import type { DeviceTokens } from './devices.js';
import type { OtpHasher } from './otp.js';
import { hashToken, newFamilyId, newRefreshToken, type AccessTokens } from './tokens.js';

/**
 * What the parts of `authService` (sign-up.ts, sign-in.ts, password-reset.ts, profile.ts, account-setup.ts) share:
 * the budgets, the request's context, the answers alike for every e-mail, and the steps more than one part takes.
 */
export const MINUTE = 60_000;
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

export const INVALID_OTP = () =>
  badRequest('INVALID_OTP', 'The code is wrong or has expired. Check the latest e-mail or request a new code.');
export const TRY_AGAIN = () => new AppError(503, 'TRY_AGAIN', 'Please try again.');

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

/** Replies that could tell known e-mails from unknown ones take at least this long (no enumeration, decision 009). */
export const REPLY_FLOOR_MS = 60;

/** Runs `work` and settles no sooner than `ms` after it began, whether it succeeds or fails. */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
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

/** The steps more than one part of `authService` takes. */
export function authShared({ db, repo, tokens, throttle, clock, audit }: AuthServiceDeps) {
  const nowIso = () => clock.now().toISOString();

  async function enforce(key: string, rule: Rule) {
    const result = await throttle.consume(key, rule);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
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

  return {
    nowIso,
    enforce,
    track,
    replaceCredentials,
    issueTokens,
    /** The two mail budgets of one e-mail: per asking address, and in all (`mayMail`, `resendOtp`). */
    mailKeys: (email: string, ip: string) => ({
      fromIp: `resend:email-ip:${email}:${ip}`,
      all: `mail:email:${email}`,
    }),
    lapseCutoff: () => new Date(clock.now().getTime() - SIGNUP_LAPSE_HOURS * 60 * MINUTE).toISOString(),
  };
}
export type AuthShared = ReturnType<typeof authShared>;
