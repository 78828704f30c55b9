import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@boneka/shared';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/errors.js';

export interface AccessClaims {
  userId: number;
  type: 'admin' | 'customer';
}

const ISSUER = 'boneka-shop';
const ALGORITHM = 'HS256';

/** Short-lived JWT access tokens, algorithm pinned; refresh tokens are opaque and live in the database. */
export function accessTokens(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: 'access', role: claims.type })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: ISSUER,
          currentDate: clock.now(),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || userId <= 0)
          throw new Error('not an access token');
        if (payload.role !== 'admin' && payload.role !== 'customer') throw new Error('unknown role');
        return { userId, type: payload.role };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw unauthorized('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
        throw unauthorized('INVALID_TOKEN', 'Your session is not valid. Please sign in again.');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;

export const newRefreshToken = () => `rt_${randomBytes(32).toString('base64url')}`;
export const newFamilyId = () => randomBytes(16).toString('hex');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
