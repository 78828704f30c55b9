/**
 * What each CDN takes (lib/cdn.ts, decision 054): its purge request, how many keys one request carries, and how
 * often Cloudflare takes one. The purger's queue, retries and budget for closing stay in cdn.ts.
 */

export type CdnKind = 'varnish' | 'fastly' | 'cloudflare';

/** When things happen: the system's clock and timers, or a test's. */
export interface PurgeTimers {
  now(): number;
  /** Runs `task` in `ms`; the returned function cancels it. */
  after(ms: number, task: () => Promise<void>): () => void;
}

/**
 * What each CDN takes in one purge request, and how long keys wait to be sent together. Varnish: one `xkey-purge`
 * header line (its default limit is 8 KB). Fastly: 256 keys per batch purge. Cloudflare: 100 tags per request, and
 * requests are few (below), so a second's writes go together.
 */
const LIMITS: Record<CdnKind, PurgeLimits> = {
  varnish: { keys: 500, bytes: 4000, windowMs: 50 },
  fastly: { keys: 256, bytes: 8000, windowMs: 50 },
  cloudflare: { keys: 100, bytes: 100 * 65, windowMs: 1000 },
};
export interface PurgeLimits {
  keys: number;
  bytes: number;
  windowMs: number;
}

/**
 * Cloudflare's purge rate on the Free plan, the lowest: a bucket of 25 requests refilled at 5 a minute (paid plans
 * allow more; a 429 with Retry-After is obeyed on any plan).
 */
const CLOUDFLARE_BUCKET = { size: 25, refillMs: 12_000 };

const REQUEST_TIMEOUT_MS = 5000;
const MAX_RETRY_AFTER_MS = 15 * 60_000;

export type Outcome =
  | { ok: true; status: number }
  | { ok: false; retry: true; status?: number; error?: string; retryAfterMs?: number }
  | { ok: false; retry: false; status: number; body: string };

/** Retry-After as seconds or an HTTP date, in ms from `now`. */
function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms)) : undefined;
}

export interface PurgeEndpointOptions {
  /** Varnish: its address; Fastly: `…/service/{id}/purge`; Cloudflare: `…/zones/{zone}/purge_cache`. */
  url: string;
  kind: CdnKind;
  /** Fastly's API token (`Fastly-Key`), Cloudflare's (Bearer); Varnish trusts its ACL instead. */
  token?: string;
  fetch: typeof fetch;
  timers: PurgeTimers;
}

/** One CDN's purge endpoint: its limits, its requests and their outcome, and (Cloudflare) its rate. */
export function purgeEndpoint({ url, kind, token, fetch: fetchFn, timers }: PurgeEndpointOptions) {
  const bucket = { tokens: CLOUDFLARE_BUCKET.size, at: timers.now() };

  function request(keys: readonly string[], timeoutMs: number): Promise<Response> {
    const signal = AbortSignal.timeout(timeoutMs);
    if (kind === 'varnish') return fetchFn(url, { method: 'PURGE', headers: { 'xkey-purge': keys.join(' ') }, signal });
    if (kind === 'fastly') {
      return fetchFn(url, {
        method: 'POST',
        headers: { 'surrogate-key': keys.join(' '), 'fastly-key': token ?? '', accept: 'application/json' },
        signal,
      });
    }
    return fetchFn(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: keys }),
      signal,
    });
  }

  return {
    limits: LIMITS[kind],

    async send(keys: readonly string[], timeoutMs = REQUEST_TIMEOUT_MS): Promise<Outcome> {
      let res: Response;
      try {
        res = await request(keys, timeoutMs);
      } catch (error) {
        return { ok: false, retry: true, error: error instanceof Error ? error.message : String(error) };
      }
      const body = await res.text().catch(() => '');
      // Cloudflare answers 200 with `success: false` for a request it refused.
      const refused = kind === 'cloudflare' && res.ok && /"success"\s*:\s*false/.test(body);
      if (res.ok && !refused) return { ok: true, status: res.status };
      if (res.status === 429 || res.status === 408 || res.status >= 500) {
        return {
          ok: false,
          retry: true,
          status: res.status,
          retryAfterMs: retryAfterMs(res.headers.get('retry-after'), timers.now()),
        };
      }
      return { ok: false, retry: false, status: res.status, body: body.slice(0, 300) };
    },

    /** Cloudflare's bucket: whether a request may go now, else in how many ms it may. */
    takeToken(): number {
      if (kind !== 'cloudflare') return 0;
      const now = timers.now();
      const refilled = Math.floor((now - bucket.at) / CLOUDFLARE_BUCKET.refillMs);
      if (refilled > 0) {
        bucket.tokens = Math.min(CLOUDFLARE_BUCKET.size, bucket.tokens + refilled);
        bucket.at += refilled * CLOUDFLARE_BUCKET.refillMs;
      }
      if (bucket.tokens === CLOUDFLARE_BUCKET.size) bucket.at = now;
      if (bucket.tokens > 0) {
        bucket.tokens--;
        return 0;
      }
      return bucket.at + CLOUDFLARE_BUCKET.refillMs - now;
    },
  };
}
