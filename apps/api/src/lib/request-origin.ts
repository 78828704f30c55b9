import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * A host as RFC 3986 and 9110 allow it in an origin: a name or IPv4 address, or an IPv6 address in brackets, and
 * an optional port. Nothing that could end the origin and start a path, a query, a fragment or user information.
 */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const HOST_MAX = 260;

/**
 * The origin the request says it was sent to (Host; behind a trusted proxy, X-Forwarded-Host and -Proto, as
 * Fastify reads them with TRUST_PROXY), when it is one: an http or https scheme and a well-formed host. Lowercase.
 */
export function requestOrigin(req: FastifyRequest): string | undefined {
  const protocol = req.protocol?.toLowerCase();
  const host = req.host;
  if ((protocol !== 'http' && protocol !== 'https') || host.length > HOST_MAX || !HOST.test(host)) return undefined;
  return `${protocol}://${host.toLowerCase()}`;
}

/**
 * The shop's origin for absolute URLs (canonical and Open Graph URLs, the sitemap, robots.txt, the payment gateway's
 * finish redirect): PUBLIC_URL, which production requires (config.ts). Without it (development, tests), the
 * request's own origin when it is a well-formed one; anything else is a bad request (RFC 9112 §3.2), never text
 * written into a URL (decision 030).
 */
export function shopOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const origin = requestOrigin(req);
  if (!origin) throw new AppError(400, 'BAD_HOST', 'The Host header (or X-Forwarded-Host/-Proto) is not an origin.');
  return origin;
}
