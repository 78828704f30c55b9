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
import { purgeEndpoint, type CdnKind, type PurgeLimits, type PurgeTimers } from './cdn-requests.js';

export type { CdnKind, PurgeTimers } from './cdn-requests.js';

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

const systemTimers: PurgeTimers = {
  now: () => Date.now(),
  after(ms, task) {
    const timer = setTimeout(() => void task(), ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

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
  'komship_destinations',
  'notification_attempts',
  'notifications',
  'order_complaints',
  'order_history',
  'order_shipments',
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
const MAX_BACKOFF_MS = 60_000;
/** The most `close` takes: the shutdown's own deadline is 9 s (decision 052). */
const CLOSE_BUDGET_MS = 2000;

/** Takes the oldest waiting keys that fit in one request. */
function takeBatch(waiting: Set<string>, limits: PurgeLimits): string[] {
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
  const { kind, log } = options;
  const timers = options.timers ?? systemTimers;
  const endpoint = purgeEndpoint({ ...options, fetch: options.fetch ?? fetch, timers });
  const { limits, send } = endpoint;
  /** Keys to purge, oldest first. */
  let waiting = new Set<string>();
  let cancelTimer: (() => void) | undefined;
  let sending: Promise<number> | undefined;
  let failures = 0;
  let closed = false;

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
    const wait = endpoint.takeToken();
    // Not a failure: the keys wait, and gather more, until Cloudflare takes another request.
    if (wait > 0) return wait;
    const batch = takeBatch(waiting, limits);
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
      const batch = takeBatch(waiting, limits);
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
