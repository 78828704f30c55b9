import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { AccessClaims, AccessTokens } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims;
    /** Set only where the route allows anonymous callers. */
    viewerId?: number;
  }
}

export type Authenticate = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Whether the sign-in a token belongs to still stands (auth/sign-in.ts `sessionIsLive`). */
export type SessionCheck = (claims: AccessClaims) => Promise<boolean>;

/**
 * Reads `Authorization: Bearer <access token>`; refresh tokens and anything else are refused with 401, and so is a
 * token whose session has ended (logout, a new password): asked of the database on every request, so no instance
 * lets it through (SECURITY 39, decision 050).
 */
export function makeAuthenticate(tokens: AccessTokens, sessionIsLive: SessionCheck): Authenticate {
  return async (req) => {
    const header = req.headers.authorization;
    const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]{10,4096})$/.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    const claims = await tokens.verify(match[1]);
    if (!(await sessionIsLive(claims))) {
      throw unauthorized('SESSION_ENDED', 'Your session has ended. Please sign in again.');
    }
    req.auth = claims;
  };
}

/** Signs the request in when it carries a token (a bad one is still a 401); anonymous otherwise. */
export function makeOptionalAuth(authenticate: Authenticate): Authenticate {
  return async (req, reply) => {
    if (req.headers.authorization) await authenticate(req, reply);
  };
}

export function makeRequireAdmin(authenticate: Authenticate): Authenticate {
  return async (req, reply) => {
    await authenticate(req, reply);
    if (req.auth.type !== 'admin') throw forbidden('ADMIN_ONLY', 'This page is for the shop admin only.');
  };
}
