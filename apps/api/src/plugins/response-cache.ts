import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { ReadCache } from '../lib/read-cache.js';

/**
 * Which replies a GET route may serve from memory:
 * - `public`: the same for every anonymous caller (catalogue reads); keyed by URL, sent with an ETag and
 *   `Cache-Control: public, no-cache` so browsers revalidate with If-None-Match and get 304. A request that
 *   carries a token is never served from or stored in the cache (its reply may depend on the viewer).
 * - `user`: one signed-in user's own data (the cart); keyed by user and URL, looked up after authentication,
 *   still `no-store` for browsers.
 * - `shared`: the same for everyone the route's own guard lets in (the admin dashboard); looked up after it.
 * A handler names what its reply shows with `showsInCache` (db/change-tags.ts); a reply that names nothing is
 * dropped by any write.
 */
export type CacheMode = 'public' | 'user' | 'shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CacheMode;
  }
  interface FastifyRequest {
    cacheKey?: string;
    cacheBegun?: number;
    cacheTags?: readonly string[];
  }
}

interface CachedReply {
  body: string;
  contentType: string;
  etag?: string;
}

/**
 * What the reply being built shows: the writes that must drop it (the handler knows, e.g. the products on a page).
 * Called only when the reply is going to be stored.
 */
export function showsInCache(req: FastifyRequest, tags: () => readonly string[]): void {
  if (req.cacheKey !== undefined) req.cacheTags = tags();
}

const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** Labels a public reply with its ETag; true when the browser already holds it (If-None-Match matches). */
function revalidated(req: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  return req.headers['if-none-match'] === etag;
}

function keyOf(req: FastifyRequest, mode: CacheMode): string | undefined {
  if (mode === 'public') return req.headers.authorization ? undefined : `p:${req.url}`;
  if (mode === 'user') return req.auth ? `u${req.auth.userId}:${req.url}` : undefined;
  return `s:${req.url}`;
}

/** Serves the cached reply, or marks the request so onSend stores what the handler produces. */
function lookup(cache: ReadCache, req: FastifyRequest, reply: FastifyReply, mode: CacheMode): boolean {
  const key = keyOf(req, mode);
  if (!key) return false;
  const hit = cache.get<CachedReply>(key);
  if (!hit) {
    req.cacheKey = key;
    req.cacheBegun = cache.begin();
    return false;
  }
  if (hit.etag && revalidated(req, reply, hit.etag)) {
    void reply.code(304).send();
    return true;
  }
  void reply.header('content-type', hit.contentType).send(hit.body);
  return true;
}

export function registerResponseCache(app: FastifyInstance, cache: ReadCache) {
  if (!cache.enabled) return;
  app.addHook('onRequest', (req, reply, done) => {
    const mode = req.routeOptions.config.cache;
    if (mode === 'public' && req.method === 'GET' && lookup(cache, req, reply, mode)) return;
    done();
  });
  app.addHook('preHandler', (req, reply, done) => {
    const mode = req.routeOptions.config.cache;
    if ((mode === 'user' || mode === 'shared') && req.method === 'GET' && lookup(cache, req, reply, mode)) return;
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const key = req.cacheKey;
    if (key === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const isPublic = req.routeOptions.config.cache === 'public';
    const etag = isPublic ? `"${createHash('sha1').update(payload).digest('base64url')}"` : undefined;
    const entry: CachedReply = { body: payload, contentType: String(reply.getHeader('content-type')), etag };
    cache.set(key, entry, req.cacheBegun!, req.cacheTags, payload.length + key.length);
    if (etag && revalidated(req, reply, etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}
