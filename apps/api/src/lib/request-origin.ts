import type { FastifyRequest } from 'fastify';

/**
 * The shop's origin for absolute URLs (sitemap, robots.txt, the payment gateway's finish redirect): PUBLIC_URL,
 * else the origin the request came to (behind a proxy, read from X-Forwarded-* only with TRUST_PROXY).
 */
export const shopOrigin = (req: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${req.protocol}://${req.host}`;
