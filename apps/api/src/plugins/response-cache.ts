import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { cacheKey, type ReadCache } from '../lib/read-cache.js';

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
    cachePageTags?: readonly string[];
    cacheUntil?: number;
  }
}

interface CachedReply {
  body: string;
  contentType: string;
  etag?: string;
  /** A public reply's headers as Fastify sent them (less the request id and length), for the front door. */
  headers?: OutgoingHttpHeaders;
  /** A public reply's body encoded once, as the front door sends it. */
  bytes?: Buffer;
  /** What a page made of this reply shows of it, when that is less than the reply's own tags (`shownToPagesAs`). */
  pageTags?: readonly string[];
  /** When what it shows changes by itself (`cacheUntil`): a page made of it lives no longer. */
  until?: number;
}

/**
 * What the reply being built shows: the writes that must drop it (the handler knows, e.g. the products on a page).
 * Called only when the reply is going to be stored.
 */
export function showsInCache(req: FastifyRequest, tags: () => readonly string[]): void {
  if (req.cacheKey !== undefined) req.cacheTags = tags();
}

/**
 * The instant (ms) the reply being built changes by itself, with no write: a sale it shows starts or ends
 * (decision 046). The cached reply, and the pages made of it, are not served from then on.
 */
export function cacheUntil(req: FastifyRequest, until: number | undefined): void {
  if (req.cacheKey !== undefined && until !== undefined) req.cacheUntil = Math.min(req.cacheUntil ?? until, until);
}

/**
 * What a server-rendered page that embeds this reply shows of it, when that changes less often than the reply:
 * the best sellers are read again after every sale, but a page that shows them changes only when the list does
 * (a tag the catalogue touches then). The page renderer (modules/seo/shop-pages.ts) takes these instead of the
 * reply's own tags.
 */
export function shownToPagesAs(req: FastifyRequest, tags: readonly string[]): void {
  if (req.cacheKey !== undefined) req.cachePageTags = tags;
}

/** The tags a page takes from the cached reply held for `key` (see `shownToPagesAs`); undefined when not held. */
export function pageTagsOf(cache: ReadCache, key: string): readonly string[] | undefined {
  const tags = cache.tagsOf(key);
  return tags && (cache.peek<CachedReply>(key)?.pageTags ?? tags);
}

/** When the reply held for `key` changes by itself (a sale starting or ending), if it does. */
export const untilOf = (cache: ReadCache, key: string) => cache.peek<CachedReply>(key)?.until;

const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** A strong validator of a reply's bytes, for If-None-Match. */
export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Labels a public reply with its ETag; true when the browser already holds it (If-None-Match matches). */
function revalidated(req: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  return req.headers['if-none-match'] === etag;
}

/**
 * Where a reply to `url` is held: its mode, the user for `user`, and the URL as the request wrote it. Nothing else of
 * the request (Host, X-Forwarded-*) is part of a reply or of its key.
 */
export function replyCacheKey(mode: CacheMode, url: string, userId?: number): string {
  return userId === undefined ? cacheKey(mode, url) : cacheKey(mode, userId, url);
}

function keyOf(req: FastifyRequest, mode: CacheMode): string | undefined {
  if (mode === 'public') return req.headers.authorization ? undefined : replyCacheKey(mode, req.url);
  if (mode === 'user') return req.auth ? replyCacheKey(mode, req.url, req.auth.userId) : undefined;
  return replyCacheKey(mode, req.url);
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

/** Headers that belong to one request, not to the reply kept for the next ones. */
const PER_REQUEST = new Set(['content-length', 'x-request-id', 'date', 'connection', 'keep-alive']);

/**
 * The front door: a public reply held in the cache is answered straight from Node's request event, before
 * Fastify builds its request and reply objects and runs routing and hooks (decision 014). Only anonymous GETs of
 * a URL a public route has stored are answered there, with the headers Fastify sent for it, a fresh request id,
 * ETag revalidation and the same access line; everything else goes on to Fastify unchanged.
 */
function frontDoor(app: FastifyInstance, cache: ReadCache) {
  const server = app.server;
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  const fastify = listeners[0];
  if (listeners.length !== 1 || !fastify) return;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' || req.headers.authorization !== undefined) return fastify(req, res);
    const url = req.url ?? '';
    const hit = cache.get<CachedReply>(replyCacheKey('public', url), false);
    if (!hit?.headers || !hit.bytes) return fastify(req, res);
    const started = performance.now();
    const id = randomUUID();
    const notModified = hit.etag !== undefined && req.headers['if-none-match'] === hit.etag;
    if (notModified) {
      res.writeHead(304, { ...hit.headers, 'x-request-id': id });
      res.end();
    } else {
      res.writeHead(200, { ...hit.headers, 'content-length': hit.bytes.length, 'x-request-id': id });
      res.end(hit.bytes);
    }
    app.log.info(
      { reqId: id, method: 'GET', url, status: notModified ? 304 : 200, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
}

export function registerResponseCache(app: FastifyInstance, cache: ReadCache, options: { frontDoor: boolean }) {
  if (!cache.enabled) return;
  if (options.frontDoor) frontDoor(app, cache);
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
    const etag = isPublic ? etagOf(payload) : undefined;
    const entry: CachedReply = {
      body: payload,
      contentType: String(reply.getHeader('content-type')),
      etag,
      pageTags: req.cachePageTags,
      until: req.cacheUntil,
    };
    const notModified = etag !== undefined && revalidated(req, reply, etag);
    if (isPublic) {
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (!PER_REQUEST.has(name) && value !== undefined) headers[name] = value;
      }
      entry.headers = headers;
      entry.bytes = Buffer.from(payload);
    }
    cache.set(
      key,
      entry,
      req.cacheBegun!,
      req.cacheTags,
      payload.length + (entry.bytes?.length ?? 0) + key.length,
      req.cacheUntil,
    );
    if (notModified) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}
