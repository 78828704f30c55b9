import type { z } from 'zod';
import type { LoginBody } from '@boneka/shared';
import { toBool } from '../../db/database.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import {
  THROTTLE_RULES,
  toUser,
  type AuthServiceDeps,
  type AuthShared,
  type IssuedTokens,
  type RequestContext,
  type SignedIn,
} from './auth-shared.js';
import { hashToken, type AccessClaims } from './tokens.js';

/** A just-rotated refresh token still works this long: two tabs refreshing at once both stay signed in. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const INVALID_CREDENTIALS = () => unauthorized('INVALID_CREDENTIALS', 'Invalid username/e-mail or password.');
const INVALID_REFRESH = () => unauthorized('INVALID_REFRESH_TOKEN', 'Your session has ended. Please sign in again.');

/** Signing in and out, and the session a sign-in starts: its refresh tokens, rotated, and whether it still stands. */
export function signIn(deps: AuthServiceDeps, shared: AuthShared) {
  const { repo, throttle, clock, devices } = deps;
  const { nowIso, enforce, track, lapseCutoff, issueTokens } = shared;

  return {
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
  };
}
