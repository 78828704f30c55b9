import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@boneka/shared';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/errors.js';

export interface AccessClaims {
  userId: number;
  type: 'admin' | 'customer';
  /**
   * The sign-in this token belongs to: its refresh-token family. A token lives only while its family does, so ending
   * a session (logout, a new password, a replayed refresh token) ends its access tokens at once (decision 050).
   */
  sessionId: string;
}

const ISSUER = 'boneka-shop';
const ALGORITHM = 'HS256';

const VERIFIED_MAX = 20_000;
/** What `newFamilyId` makes: 16 random bytes in hex. */
const SESSION_ID = /^[0-9a-f]{32}$/;

/** Short-lived JWT access tokens, algorithm pinned; refresh tokens are opaque and live in the database. */
export function accessTokens(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens already verified, with their expiry: a signed token cannot change, so checking its signature once is
   * enough; its expiry is still checked on every use. Bounded; the oldest go first.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const expired = () => unauthorized('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: 'access', role: claims.type, sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known) {
        if (clock.now().getTime() < known.expiresAt) return known.claims;
        verified.delete(token);
        throw expired();
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: ISSUER,
          currentDate: clock.now(),
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || userId <= 0)
          throw new Error('not an access token');
        if (payload.role !== 'admin' && payload.role !== 'customer') throw new Error('unknown role');
        if (typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) throw new Error('no session');
        const claims: AccessClaims = { userId, type: payload.role, sessionId: payload.sid };
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp! * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw expired();
        throw unauthorized('INVALID_TOKEN', 'Your session is not valid. Please sign in again.');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;

export const newRefreshToken = () => `rt_${randomBytes(32).toString('base64url')}`;
export const newFamilyId = () => randomBytes(16).toString('hex');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
