/**
 * Shop pages behind a CDN (docs/design.md §8 and §11, decision 054): the headers that let a shared cache keep a page and
 * name what it shows, and the purger that tells the CDN when a write changed it.
 *
 * A page's change tags (db/change-tags.ts: `products:id=7`, `products.price@3`, `categories`…) become the CDN's keys:
 * `Surrogate-Key` (Varnish's xkey, Fastly) and `Cache-Tag` (Cloudflare). A write's tags are purged through the same
 * mapping, so a key a page carries is exactly the key its writes purge.
 */
import { createHash } from 'node:crypto';
import { EVERYTHING } from '../db/change-tags.js';

/** How long a CDN may serve a page without asking again. A lost purge shows an old page for at most this long. */
export const SHARED_MAX_AGE_SECONDS = 300;
/** After that, how long it may serve the page once more while it fetches it again (the visitor does not wait). */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;
/** How long it may serve the last page it has while the shop does not answer. */
export const STALE_IF_ERROR_SECONDS = 86_400;

/** The key every shared page carries: purging it (a write whose tags say `*`) purges every page. */
export const EVERY_PAGE_KEY = '~all';

/**
 * A tag made of these is its own key: none of them separates keys (a space for Surrogate-Key and xkey, a comma for
 * Cache-Tag), and lower case only, since Cloudflare's tags ignore case. Anything else, or a longer tag, is hashed
 * (below Fastly's and Cloudflare's 1 024-byte key limit, and short in a header that names a hundred).
 */
const PLAIN_KEY = /^[a-z0-9_.:=@+?-]{1,64}$/;

/** The CDN key of a change tag: the tag itself when it is short and plain, else `~` and 96 bits of its SHA-256. */
export function cdnKey(tag: string): string {
  if (tag === EVERYTHING) return EVERY_PAGE_KEY;
  if (PLAIN_KEY.test(tag)) return tag;
  return `~${createHash('sha256').update(tag).digest('hex').slice(0, 24)}`;
}

/**
 * The most a page's keys may take in one header: a quarter of Fastly's (16 384 bytes for Surrogate-Key) and of
 * Cloudflare's (16 KB for Cache-Tag) limits, and half of Varnish's default for one header line (`http_resp_hdr_len`,
 * 8 KB): the page sends the keys twice, beside its other headers. Cloudflare reads at most about 1 000 tags.
 */
const MAX_KEYS_BYTES = 4096;
const MAX_KEYS = 500;

/**
 * The table a row, set or column tag belongs to (`products:id=7`, `products:?`, `products:+`, `products.price@3` →
 * `products`). Every write to a table names the table itself too (db/change-tags.ts), so a page that carries the
 * table's key instead of its row's is still purged by each write that changes it — and by more.
 */
const tableOf = (tag: string) => /^([a-z_][a-z0-9_]*)(?::[a-z_]+=|:[?+]$|\.)/.exec(tag)?.[1];

const fits = (keys: readonly string[]) => keys.length <= MAX_KEYS && keys.join(' ').length <= MAX_KEYS_BYTES;

/**
 * The keys a page carries: every page's key first (a CDN that stops reading a long header still has it), then its
 * tags'. When those do not fit, row and column tags give way to their table's; when even that does not fit, none.
 */
function pageKeys(tags: readonly string[]): string[] | undefined {
  const exact = [...new Set([EVERY_PAGE_KEY, ...tags.map(cdnKey)])];
  if (fits(exact)) return exact;
  const coarse = [...new Set([EVERY_PAGE_KEY, ...tags.map((tag) => cdnKey(tableOf(tag) ?? tag))])];
  return fits(coarse) ? coarse : undefined;
}

/** For a page no shared cache may keep: browsers still keep it and ask again each time (its ETag answers 304). */
const NOT_SHARED = 'private, no-cache';

/** Headers of a shop page any visitor may share, naming what it shows for a CDN's purges. */
export function cdnPageHeaders(
  tags: readonly string[],
  until: number | undefined,
  now: number,
): Record<string, string> {
  // A page that shows "anything" could only be purged with everything, at every write.
  if (tags.length === 0 || tags.includes(EVERYTHING)) return { 'cache-control': NOT_SHARED };
  const keys = pageKeys(tags);
  if (!keys) return { 'cache-control': NOT_SHARED };
  let shared = SHARED_MAX_AGE_SECONDS;
  let stale = STALE_WHILE_REVALIDATE_SECONDS;
  if (until !== undefined) {
    // The page changes by itself then (a sale starts or ends): no CDN may serve it past that, fresh or stale.
    const left = Math.floor((until - now) / 1000);
    shared = Math.min(shared, left);
    stale = Math.max(0, Math.min(stale, left - shared));
  }
  if (shared <= 0) return { 'cache-control': NOT_SHARED };
  return {
    'cache-control':
      `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${stale}, ` +
      `stale-if-error=${STALE_IF_ERROR_SECONDS}`,
    'surrogate-key': keys.join(' '),
    'cache-tag': keys.join(','),
  };
}

export type CdnKind = 'varnish' | 'fastly' | 'cloudflare';

export interface CdnPurger {
  /** Purges what these change tags name, soon; never waits and never throws. */
  purge(tags: readonly string[]): void;
  /** Sends what is waiting, within a couple of seconds, and stops. */
  close(): Promise<void>;
}

/** The logger's shape (pino's, as Fastify's `app.log`). */
export interface PurgeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** When things happen: the system's clock and timers, or a test's. */
export interface PurgeTimers {
  now(): number;
  /** Runs `task` in `ms`; the returned function cancels it. */
  after(ms: number, task: () => Promise<void>): () => void;
}

const systemTimers: PurgeTimers = {
  now: () => Date.now(),
  after(ms, task) {
    const timer = setTimeout(() => void task(), ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * What each CDN takes in one purge request, and how long keys wait to be sent together. Varnish: one `xkey-purge`
 * header line (its default limit is 8 KB). Fastly: 256 keys per batch purge. Cloudflare: 100 tags per request, and
 * requests are few (below), so a second's writes go together.
 */
const LIMITS: Record<CdnKind, { keys: number; bytes: number; windowMs: number }> = {
  varnish: { keys: 500, bytes: 4000, windowMs: 50 },
  fastly: { keys: 256, bytes: 8000, windowMs: 50 },
  cloudflare: { keys: 100, bytes: 100 * 65, windowMs: 1000 },
};

/**
 * Cloudflare's purge rate on the Free plan, the lowest: a bucket of 25 requests refilled at 5 a minute (paid plans
 * allow more; a 429 with Retry-After is obeyed on any plan).
 */
const CLOUDFLARE_BUCKET = { size: 25, refillMs: 12_000 };

/**
 * Tables no shop page reads: one shopper's or the owner's own records, sign-ins, the outbox. No page carries their
 * tags, so purging them would only spend the CDN's purge budget (Cloudflare's Free plan: 5 requests a minute) on every
 * cart change. A table missing here is only purged for nothing; a table listed here must never be shown on a shop
 * page, or that page would miss its purges.
 */
const PRIVATE_TABLES = new Set([
  'addresses',
  'audit_log',
  'cart_items',
  'daily_runs',
  'email_otps',
  'gateway_cancels',
  'idempotency_keys',
  'notification_attempts',
  'notifications',
  'order_complaints',
  'order_history',
  'order_tracking_events',
  'password_resets',
  'payment_events',
  'refresh_tokens',
  'signups',
  'stock_imports',
  'transfer_amounts',
  'transfer_codes',
  'wishlist_items',
]);
const onSomePage = (tag: string) => !PRIVATE_TABLES.has(/^[^:.]*/.exec(tag)![0]);

/** More keys than this waiting (a CDN down for long, a burst of writes): purge every page instead, in one request. */
const MAX_WAITING = 2000;
const REQUEST_TIMEOUT_MS = 5000;
const MAX_BACKOFF_MS = 60_000;
const MAX_RETRY_AFTER_MS = 15 * 60_000;
/** The most `close` takes: the shutdown's own deadline is 9 s (decision 052). */
const CLOSE_BUDGET_MS = 2000;

type Outcome =
  | { ok: true; status: number }
  | { ok: false; retry: true; status?: number; error?: string; retryAfterMs?: number }
  | { ok: false; retry: false; status: number; body: string };

/** Retry-After as seconds or an HTTP date, in ms from `now`. */
function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms)) : undefined;
}

export function cdnPurger(options: {
  /** Varnish: its address; Fastly: `…/service/{id}/purge`; Cloudflare: `…/zones/{zone}/purge_cache`. */
  url: string;
  kind: CdnKind;
  /** Fastly's API token (`Fastly-Key`), Cloudflare's (Bearer); Varnish trusts its ACL instead. */
  token?: string;
  log: PurgeLog;
  fetch?: typeof fetch;
  timers?: PurgeTimers;
}): CdnPurger {
  const { url, kind, token, log } = options;
  const fetchFn = options.fetch ?? fetch;
  const timers = options.timers ?? systemTimers;
  const limits = LIMITS[kind];
  /** Keys to purge, oldest first. */
  let waiting = new Set<string>();
  let cancelTimer: (() => void) | undefined;
  let sending: Promise<number> | undefined;
  let failures = 0;
  let closed = false;
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

  async function send(keys: readonly string[], timeoutMs = REQUEST_TIMEOUT_MS): Promise<Outcome> {
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
  }

  /** Takes the oldest waiting keys that fit in one request. */
  function takeBatch(): string[] {
    const batch: string[] = [];
    let bytes = 0;
    for (const key of waiting) {
      if (batch.length === limits.keys || bytes + key.length + 1 > limits.bytes) break;
      batch.push(key);
      bytes += key.length + 1;
    }
    for (const key of batch) waiting.delete(key);
    return batch;
  }

  /** Cloudflare's bucket: whether a request may go now, else in how many ms it may. */
  function takeToken(): number {
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
  }

  function schedule(ms: number) {
    if (closed || cancelTimer || sending || waiting.size === 0) return;
    cancelTimer = timers.after(ms, run);
  }

  async function run() {
    cancelTimer = undefined;
    let next: number = limits.windowMs;
    try {
      sending = sendNext();
      next = await sending;
    } finally {
      sending = undefined;
      schedule(next);
    }
  }

  /** Sends the oldest waiting keys; how long the next request waits (a batching window, a backoff, the bucket). */
  async function sendNext(): Promise<number> {
    const wait = takeToken();
    // Not a failure: the keys wait, and gather more, until Cloudflare takes another request.
    if (wait > 0) return wait;
    const batch = takeBatch();
    if (batch.length === 0) return limits.windowMs;
    const outcome = await send(batch);
    const details = { cdn: kind, keys: batch.length, first: batch.slice(0, 5) };
    if (outcome.ok) {
      failures = 0;
      log.info({ ...details, status: outcome.status }, 'CDN purge sent');
      return limits.windowMs;
    }
    if (!outcome.retry) {
      failures = 0;
      log.error(
        { ...details, status: outcome.status, body: outcome.body },
        'CDN purge refused (not retried): check CDN_PURGE_URL, CDN_PURGE_TOKEN, or the ACL of the VCL',
      );
      return limits.windowMs;
    }
    failures++;
    for (const key of batch) waiting.add(key);
    collapseIfLong();
    const delay = outcome.retryAfterMs ?? Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1));
    log.warn(
      { ...details, status: outcome.status, error: outcome.error, failures, retryInMs: delay },
      'CDN purge failed; retrying',
    );
    return delay;
  }

  function collapseIfLong() {
    if (waiting.size <= MAX_WAITING) return;
    log.warn({ cdn: kind, keys: waiting.size }, 'too many CDN keys waiting: purging every page instead');
    waiting = new Set([EVERY_PAGE_KEY]);
  }

  return {
    purge(tags) {
      if (closed || tags.length === 0) return;
      if (waiting.has(EVERY_PAGE_KEY)) return;
      if (tags.includes(EVERYTHING)) waiting = new Set([EVERY_PAGE_KEY]);
      else for (const tag of tags.filter(onSomePage)) waiting.add(cdnKey(tag));
      collapseIfLong();
      schedule(limits.windowMs);
    },
    async close() {
      closed = true;
      cancelTimer?.();
      cancelTimer = undefined;
      const deadline = Date.now() + CLOSE_BUDGET_MS;
      if (sending) {
        let giveUp: NodeJS.Timeout | undefined;
        await Promise.race([sending, new Promise((resolve) => (giveUp = setTimeout(resolve, CLOSE_BUDGET_MS / 2)))]);
        clearTimeout(giveUp);
      }
      if (waiting.size === 0) return;
      // One last request: every page when more is waiting than one request carries.
      const all = [...waiting];
      const batch = takeBatch();
      const keys = waiting.size === 0 ? batch : [EVERY_PAGE_KEY];
      waiting = new Set();
      const outcome = await send(keys, Math.max(100, deadline - Date.now()));
      const details = { cdn: kind, keys: all.length, first: all.slice(0, 5) };
      if (outcome.ok) log.info({ ...details, sent: keys.length }, 'CDN purge sent on close');
      else {
        log.warn(
          { ...details, status: outcome.status, error: 'error' in outcome ? outcome.error : undefined },
          `CDN purge lost on close: the CDN may show those pages for up to ${SHARED_MAX_AGE_SECONDS} s`,
        );
      }
    },
  };
}
