import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimits } from '../config.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-minute limits a route opts into with `config: { rateLimit: app.rateLimits.<name> }`. */
    rateLimits: { orderCreates: RateLimitOptions; uploads: RateLimitOptions };
  }
}

const MINUTE_MS = 60_000;

/** Counted per signed-in customer: customers sharing one address (a carrier's NAT, an office) are not one client. */
const clientKey = (req: FastifyRequest) => {
  const userId = (req.auth as { userId: number } | undefined)?.userId;
  return userId ? `user:${userId}` : `ip:${req.ip}`;
};

/** Read from the header: the body is not parsed yet. A JSON edit of a product, say, uploads nothing. */
const sendsMultipart = (req: FastifyRequest) =>
  req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') ?? false;

const acceptsMultipart = (route: RouteOptions) =>
  (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data') ?? false;

/**
 * Burst limits on the routes that cost the most: placing an order and uploading a picture. Only
 * routes that opt in are limited (`global: false`), except that every route taking multipart/form-data gets the
 * upload limit, so that a new upload route cannot forget it. Each route counts on its own, per minute, in Redis
 * when instances share it (REDIS_URL) and in this process otherwise; the check runs after the route's sign-in
 * hook and before any of the body is read. These sit in front of the hourly limits of the services
 * (TOO_MANY_ORDERS, TOO_MANY_UPLOADS), which stay.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  redisUrl: string | undefined,
): Promise<void> {
  const shared: RateLimitOptions = { timeWindow: MINUTE_MS, keyGenerator: clientKey };
  app.decorate('rateLimits', {
    orderCreates: { ...shared, max: limits.orderCreatesPerMinute },
    uploads: { ...shared, max: limits.uploadsPerMinute, allowList: (req) => !sendsMultipart(req) },
  });
  app.addHook('onRoute', (route) => {
    if (acceptsMultipart(route) && route.config?.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: app.rateLimits.uploads };
    }
  });

  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'boneka:rate-limit:',
    // Redis being down must not stop orders and uploads: the burst limit is skipped until it answers again.
    skipOnError: true,
    errorResponseBuilder: (_req, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const wait = `${seconds} second${seconds === 1 ? '' : 's'}`;
      return new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${wait}.`, {
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
}
