import type { FastifyRequest } from 'fastify';
import type { OrderActorRole } from '@boneka/shared';

/**
 * Who does something, for every module's rules and audit entries: the signed-in user in the role the route
 * serves (an admin buying a doll acts as a customer), or the server's own schedule.
 */
export interface Actor {
  userId: number | null;
  role: OrderActorRole;
  ip?: string;
  requestId?: string;
}

/** The server itself (expiry and other scheduled work): no user, no request. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ userId: null, role: 'system' });

/** The signed-in user of an authenticated request, acting as `role`. */
export const actorOf = (req: FastifyRequest, role: 'customer' | 'admin'): Actor => ({
  userId: req.auth.userId,
  role,
  ip: req.ip,
  requestId: req.id,
});
