import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cdnKey,
  cdnPageHeaders,
  cdnPurger,
  EVERY_PAGE_KEY,
  type CdnKind,
  type PurgeLog,
  type PurgeTimers,
} from '../src/lib/cdn.js';
import { ConfigError } from '../src/config.js';
import { testConfig } from './support/test-app.js';

/** Shop pages behind a CDN (decision 054): the headers a page carries, and the purges a write sends. */

const NOW = Date.parse('2026-12-01T03:00:00.000Z');
const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=86400';
const PRODUCT_PAGE = ['products:?', 'products:id=7', 'categories.slug', 'categories.name_id', 'reviews:product_id=7'];

/** s-maxage and stale-while-revalidate of a Cache-Control value. */
const lifetimes = (cacheControl: string | undefined) => ({
  shared: Number(/s-maxage=(\d+)/.exec(cacheControl ?? '')?.[1] ?? NaN),
  stale: Number(/stale-while-revalidate=(\d+)/.exec(cacheControl ?? '')?.[1] ?? NaN),
});

describe('cdnPageHeaders', () => {
  it('lets shared caches keep a page for 5 minutes, naming its tags for Varnish and Fastly and for Cloudflare', () => {
    const headers = cdnPageHeaders(PRODUCT_PAGE, undefined, NOW);
    expect(headers['cache-control']).toBe(SHARED);
    expect(headers['surrogate-key']).toBe([EVERY_PAGE_KEY, ...PRODUCT_PAGE].join(' '));
    expect(headers['cache-tag']).toBe([EVERY_PAGE_KEY, ...PRODUCT_PAGE].join(','));
  });

  it('never lets a CDN keep a page past its `until`, fresh or stale', () => {
    const at = (seconds: number) => lifetimes(cdnPageHeaders(PRODUCT_PAGE, NOW + seconds * 1000, NOW)['cache-control']);
    expect(at(86_400)).toEqual({ shared: 300, stale: 30 });
    expect(at(330)).toEqual({ shared: 300, stale: 30 });
    expect(at(310)).toEqual({ shared: 300, stale: 10 });
    expect(at(120.9)).toEqual({ shared: 120, stale: 0 });
    expect(at(1)).toEqual({ shared: 1, stale: 0 });
    for (const seconds of [120.9, 310, 330, 86_400]) {
      const { shared, stale } = at(seconds);
      expect(shared + stale).toBeLessThanOrEqual(seconds);
    }
  });

  it('a page whose sale starts within the second, or already started, is not shared', () => {
    for (const until of [NOW + 999, NOW, NOW - 60_000]) {
      expect(cdnPageHeaders(PRODUCT_PAGE, until, NOW)).toEqual({ 'cache-control': 'private, no-cache' });
    }
  });

  it('a page that shows anything (`*`) or names nothing is kept by no CDN', () => {
    expect(cdnPageHeaders(['products:id=7', '*'], undefined, NOW)).toEqual({ 'cache-control': 'private, no-cache' });
    expect(cdnPageHeaders([], undefined, NOW)).toEqual({ 'cache-control': 'private, no-cache' });
  });

  it("a long list keeps the headers within the CDNs' limits: row tags give way to their table's", () => {
    const listing = ['products:+', 'products.is_active', 'catalog:ranking:popular'];
    for (let id = 1; id <= 2000; id++) listing.push(`products:id=${id}`, `reviews:product_id=${id}`);
    const headers = cdnPageHeaders(listing, undefined, NOW);
    expect(headers['cache-control']).toBe(SHARED);
    const keys = headers['surrogate-key']!.split(' ');
    expect(keys).toEqual([EVERY_PAGE_KEY, 'products', 'catalog:ranking:popular', 'reviews']);
    expect(headers['cache-tag']).toBe(keys.join(','));
  });

  it('keys that fit are kept exactly; no header passes 4 096 bytes (Fastly and Cloudflare take 16 KB)', () => {
    const listing = Array.from({ length: 200 }, (_, i) => `products:id=${i + 1}`);
    const headers = cdnPageHeaders(listing, undefined, NOW);
    expect(headers['surrogate-key']!.split(' ')).toEqual([EVERY_PAGE_KEY, ...listing]);
    const huge = Array.from({ length: 600 }, (_, i) => `catalog:ranking:r${i}`);
    expect(cdnPageHeaders(huge, undefined, NOW)).toEqual({ 'cache-control': 'private, no-cache' });
    for (const size of [10, 100, 300, 400]) {
      const some = cdnPageHeaders(huge.slice(0, size), undefined, NOW);
      expect((some['surrogate-key'] ?? '').length).toBeLessThanOrEqual(4096);
      expect((some['cache-tag'] ?? '').length).toBeLessThanOrEqual(4096);
    }
  });
});

describe('cdnKey', () => {
  it("a short plain tag is its own key; `*` is every page's", () => {
    for (const tag of ['products:id=7', 'products:?', 'products:+', 'products.price@3', 'categories', 'page:static']) {
      expect(cdnKey(tag)).toBe(tag);
    }
    expect(cdnKey('*')).toBe(EVERY_PAGE_KEY);
  });

  it('a tag with a separator, capitals, other characters or past 64 characters is hashed, never mixed up', () => {
    const odd = [
      'products:name=Boneka Pink',
      'a,b',
      'Products:id=7',
      'kategori:nama=boneka-beruang-ü',
      `products:sku=${'x'.repeat(65)}`,
      '~all',
      'line\nbreak',
    ];
    const keys = odd.map(cdnKey);
    for (const key of keys) expect(key).toMatch(/^~[0-9a-f]{24}$/);
    expect(new Set(keys).size).toBe(odd.length);
    expect(keys).not.toContain(EVERY_PAGE_KEY);
    expect(odd.map(cdnKey)).toEqual(keys);
    expect(cdnKey(`products:sku=${'x'.repeat(64 - 'products:sku='.length)}`)).not.toMatch(/^~/);
  });
});

/** A CDN's purge endpoint on a local port: what it received, and what it answers (200 unless told). */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let server: Server;
let endpoint: string;
let received: Received[] = [];
let answers: Array<{ status: number; headers?: Record<string, string>; body?: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = answers.shift() ?? { status: 200, body: '{"success":true}' };
      res.writeHead(answer.status, answer.headers).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  received = [];
  answers = [];
});

/** A clock and timers moved by the test: a task runs (and is awaited) when the clock passes its time. */
function manualTimers(): PurgeTimers & { advance(ms: number): Promise<void>; nextIn(): number | undefined } {
  let now = 0;
  const tasks: Array<{ at: number; task: () => Promise<void>; cancelled: boolean }> = [];
  const pending = () => tasks.filter((t) => !t.cancelled).sort((a, b) => a.at - b.at);
  return {
    now: () => now,
    after(ms, task) {
      const entry = { at: now + ms, task, cancelled: false };
      tasks.push(entry);
      return () => (entry.cancelled = true);
    },
    async advance(ms) {
      const end = now + ms;
      for (let due = pending()[0]; due && due.at <= end; due = pending()[0]) {
        due.cancelled = true;
        now = due.at;
        await due.task();
      }
      now = end;
    },
    nextIn: () => {
      const next = pending()[0];
      return next && next.at - now;
    },
  };
}

function recordingLog() {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  const at =
    (level: string) =>
    (details: object, message: string): void =>
      void lines.push({ level, details, message });
  const log: PurgeLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

function purgerFor(
  kind: CdnKind,
  path = '/',
  extra: { fetch?: typeof fetch; timers?: ReturnType<typeof manualTimers> } = {},
) {
  const timers = extra.timers ?? manualTimers();
  const { log, lines } = recordingLog();
  const purger = cdnPurger({ url: `${endpoint}${path}`, kind, token: 'rahasia', log, timers, fetch: extra.fetch });
  return { purger, timers, lines };
}

const keysOf = (request: Received) => (request.headers['xkey-purge'] as string).split(' ');

describe('cdnPurger', () => {
  it('Varnish: the tags of writes close together go in one PURGE, each key once', async () => {
    const { purger, timers, lines } = purgerFor('varnish');
    purger.purge(['products', 'products:id=7', 'products.price@3']);
    purger.purge(['products', 'products:id=8']);
    expect(received).toEqual([]);
    await timers.advance(1000);
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe('PURGE');
    expect(keysOf(received[0]!)).toEqual(['products', 'products:id=7', 'products.price@3', 'products:id=8']);
    expect(lines).toEqual([expect.objectContaining({ level: 'info', message: 'CDN purge sent' })]);
    await purger.close();
  });

  it("purges with the keys the pages carry, and `*` with every page's key alone", async () => {
    const { purger, timers } = purgerFor('varnish');
    purger.purge(['products:name=Boneka Pink']);
    await timers.advance(1000);
    expect(keysOf(received[0]!)).toEqual([cdnKey('products:name=Boneka Pink')]);
    purger.purge(['products:id=7']);
    purger.purge(['*']);
    purger.purge(['categories']);
    await timers.advance(1000);
    expect(keysOf(received[1]!)).toEqual([EVERY_PAGE_KEY]);
    expect(received).toHaveLength(2);
    await purger.close();
  });

  it('a cart line or a sign-in purges nothing; an order only what a page can show', async () => {
    const { purger, timers } = purgerFor('varnish');
    purger.purge(['cart_items', 'cart_items:+', 'cart_items:user_id=3']);
    purger.purge(['refresh_tokens', 'refresh_tokens:+', 'audit_log', 'audit_log:+']);
    await timers.advance(1000);
    expect(received).toEqual([]);
    purger.purge([
      'users',
      'users.updated_at',
      'products',
      'products:id=1',
      'products.stock',
      'orders',
      'orders:+',
      'transfer_codes',
      'transfer_codes:+',
      'notifications',
      'cart_items:user_id=2',
    ]);
    await timers.advance(1000);
    expect(received.map(keysOf)).toEqual([
      ['users', 'users.updated_at', 'products', 'products:id=1', 'products.stock', 'orders', 'orders:+'],
    ]);
    await purger.close();
  });

  it("Fastly: POST to the service's purge with Surrogate-Key and Fastly-Key, 256 keys at most", async () => {
    const { purger, timers } = purgerFor('fastly', '/service/SU1Z0isxPaozGVKXdv0eY/purge');
    purger.purge(Array.from({ length: 300 }, (_, i) => `products:id=${i}`));
    await timers.advance(1000);
    expect(received.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge'],
      ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge'],
    ]);
    expect(received[0]!.headers['fastly-key']).toBe('rahasia');
    const sent = received.map((r) => (r.headers['surrogate-key'] as string).split(' '));
    expect(sent.map((keys) => keys.length)).toEqual([256, 44]);
    expect(sent.flat()).toEqual(Array.from({ length: 300 }, (_, i) => `products:id=${i}`));
    await purger.close();
  });

  it('Cloudflare: POST {"tags": […]} with the Bearer token, 100 tags a request, within its rate', async () => {
    const { purger, timers, lines } = purgerFor(
      'cloudflare',
      '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
    );
    purger.purge(Array.from({ length: 250 }, (_, i) => `products:id=${i}`));
    await timers.advance(60_000);
    expect(received.map((r) => [r.method, r.url])).toEqual(
      Array(3).fill(['POST', '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache']),
    );
    expect(received[0]!.headers.authorization).toBe('Bearer rahasia');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    const bodies = received.map((r) => JSON.parse(r.body) as { tags: string[] });
    expect(bodies.map((b) => b.tags.length)).toEqual([100, 100, 50]);
    expect(bodies.flatMap((b) => b.tags)).toEqual(Array.from({ length: 250 }, (_, i) => `products:id=${i}`));
    expect(lines.filter((l) => l.level !== 'info')).toEqual([]);
    await purger.close();
  });

  it("Cloudflare: a burst of 25 requests, then one each 12 s (its Free plan's rate), the tags meanwhile going together", async () => {
    const sentAt: number[] = [];
    const timers = manualTimers();
    const timed: typeof fetch = (input, init) => {
      sentAt.push(timers.now());
      return fetch(input, init);
    };
    const { purger } = purgerFor('cloudflare', '/client/v4/zones/z/purge_cache', { fetch: timed, timers });
    // A hundred tags a second for two minutes: more than Cloudflare takes.
    for (let second = 0; second < 120; second++) {
      purger.purge(Array.from({ length: 100 }, (_, i) => `products:id=${second * 100 + i}`));
      await timers.advance(1000);
    }
    // 25 at once, and the two the bucket refilled meanwhile; then its refill's pace.
    expect(sentAt.slice(0, 27)).toEqual(Array.from({ length: 27 }, (_, i) => (i + 1) * 1000));
    const gaps = sentAt.slice(28).map((at, i) => at - sentAt[27 + i]!);
    expect(gaps.length).toBeGreaterThan(5);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(12_000);
    for (const request of received)
      expect((JSON.parse(request.body) as { tags: string[] }).tags.length).toBeLessThanOrEqual(100);
    await purger.close();
  });

  it('a 5xx is retried with a growing wait, with the tags purged meanwhile', async () => {
    const { purger, timers, lines } = purgerFor('varnish');
    answers = [{ status: 503 }, { status: 502 }];
    purger.purge(['products:id=7']);
    await timers.advance(50);
    expect(received).toHaveLength(1);
    expect(timers.nextIn()).toBe(1000);
    purger.purge(['products:id=8']);
    await timers.advance(1000);
    expect(received).toHaveLength(2);
    expect(keysOf(received[1]!)).toEqual(['products:id=7', 'products:id=8']);
    expect(timers.nextIn()).toBe(2000);
    await timers.advance(2000);
    expect(received).toHaveLength(3);
    expect(keysOf(received[2]!)).toEqual(['products:id=7', 'products:id=8']);
    expect(lines.map((l) => [l.level, l.message])).toEqual([
      ['warn', 'CDN purge failed; retrying'],
      ['warn', 'CDN purge failed; retrying'],
      ['info', 'CDN purge sent'],
    ]);
    expect(timers.nextIn()).toBeUndefined();
    await purger.close();
  });

  it('a 429 waits as long as its Retry-After says', async () => {
    const { purger, timers } = purgerFor('cloudflare', '/client/v4/zones/z/purge_cache');
    answers = [{ status: 429, headers: { 'retry-after': '37' }, body: '{"success":false}' }];
    purger.purge(['products:id=7']);
    await timers.advance(1000);
    expect(received).toHaveLength(1);
    expect(timers.nextIn()).toBe(37_000);
    await timers.advance(36_999);
    expect(received).toHaveLength(1);
    await timers.advance(1);
    expect(received).toHaveLength(2);
    await purger.close();
  });

  it('a network error is retried; purge itself never throws', async () => {
    let calls = 0;
    const flaky: typeof fetch = (input, init) => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed');
      if (calls === 2) return Promise.reject(new TypeError('fetch failed: ECONNREFUSED'));
      return fetch(input, init);
    };
    const { purger, timers, lines } = purgerFor('varnish', '/', { fetch: flaky });
    expect(() => purger.purge(['products:id=7'])).not.toThrow();
    await timers.advance(50);
    await timers.advance(1000);
    await timers.advance(2000);
    expect(calls).toBe(3);
    expect(received).toHaveLength(1);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'warn', 'info']);
    expect(lines[0]!.details).toMatchObject({ error: 'fetch failed', failures: 1 });
    await purger.close();
  });

  it('a refusal (a wrong token, an address outside the ACL) is logged as an error and not retried', async () => {
    const { purger, timers, lines } = purgerFor('varnish');
    answers = [{ status: 403, body: 'Forbidden' }];
    purger.purge(['products:id=7']);
    await timers.advance(1000);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', details: expect.objectContaining({ status: 403, body: 'Forbidden' }) }),
    ]);
    expect(timers.nextIn()).toBeUndefined();
    await purger.close();
    expect(received).toHaveLength(1);
  });

  it("Cloudflare's 200 with success false is a refusal too", async () => {
    const { purger, timers, lines } = purgerFor('cloudflare', '/client/v4/zones/z/purge_cache');
    answers = [{ status: 200, body: '{"success":false,"errors":[{"code":1134,"message":"not allowed"}]}' }];
    purger.purge(['products:id=7']);
    await timers.advance(1000);
    expect(lines.map((l) => l.level)).toEqual(['error']);
    await purger.close();
  });

  it('more keys waiting than it should hold (a CDN down for long) become one purge of every page', async () => {
    const { purger, timers, lines } = purgerFor('varnish');
    answers = [{ status: 503 }];
    purger.purge(['products:id=1']);
    await timers.advance(50);
    for (let id = 2; id <= 2100; id++) purger.purge([`products:id=${id}`]);
    await timers.advance(1000);
    expect(received.map(keysOf)).toEqual([['products:id=1'], [EVERY_PAGE_KEY]]);
    expect(lines.map((l) => l.message)).toContain('too many CDN keys waiting: purging every page instead');
    await purger.close();
  });

  it("close sends what is waiting at once; with more than one request's worth, every page", async () => {
    const one = purgerFor('fastly', '/service/s/purge');
    one.purger.purge(['products:id=7', 'categories']);
    await one.purger.close();
    expect((received[0]!.headers['surrogate-key'] as string).split(' ')).toEqual(['products:id=7', 'categories']);
    one.purger.purge(['products:id=8']);
    await one.timers.advance(60_000);
    expect(received).toHaveLength(1);

    const many = purgerFor('cloudflare', '/client/v4/zones/z/purge_cache');
    many.purger.purge(Array.from({ length: 150 }, (_, i) => `products:id=${i}`));
    await many.purger.close();
    expect(JSON.parse(received[1]!.body)).toEqual({ tags: [EVERY_PAGE_KEY] });
  });

  it('close does not hang on a CDN that does not answer, and says what was lost', async () => {
    const { log, lines } = recordingLog();
    const silent: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const purger = cdnPurger({ url: `${endpoint}/`, kind: 'varnish', log, fetch: silent });
    purger.purge(['products:id=7']);
    await purger.close();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        details: expect.objectContaining({ keys: 1, first: ['products:id=7'] }),
      }),
    ]);
  });
});

describe('CDN_PURGE_URL, CDN_PURGE_KIND, CDN_PURGE_TOKEN', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-cdn-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const problemsOf = (env: Record<string, string>) => {
    try {
      testConfig(dataDir, env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('unset: no purger; set: Varnish unless told, with the token for Fastly and Cloudflare', () => {
    expect(testConfig(dataDir).cdnPurge).toBeUndefined();
    expect(testConfig(dataDir, { CDN_PURGE_URL: 'http://127.0.0.1:6081/' }).cdnPurge).toEqual({
      url: 'http://127.0.0.1:6081/',
      kind: 'varnish',
      token: undefined,
    });
    const cloudflare = {
      CDN_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
      CDN_PURGE_KIND: 'cloudflare',
      CDN_PURGE_TOKEN: 'Y2xvdWRmbGFyZQ',
    };
    expect(testConfig(dataDir, cloudflare).cdnPurge).toEqual({
      url: cloudflare.CDN_PURGE_URL,
      kind: 'cloudflare',
      token: 'Y2xvdWRmbGFyZQ',
    });
  });

  it('a wrong URL, kind, endpoint or a missing token stops the start, naming the variable', () => {
    expect(problemsOf({ CDN_PURGE_URL: 'varnish:6081' })).toEqual([expect.stringMatching(/^CDN_PURGE_URL: /)]);
    expect(problemsOf({ CDN_PURGE_URL: 'ftp://cdn.example/' })).toEqual([expect.stringMatching(/^CDN_PURGE_URL: /)]);
    expect(problemsOf({ CDN_PURGE_URL: 'http://127.0.0.1:6081/', CDN_PURGE_KIND: 'akamai' })).toEqual([
      expect.stringMatching(/^CDN_PURGE_KIND: /),
    ]);
    expect(
      problemsOf({
        CDN_PURGE_URL: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge_all',
        CDN_PURGE_KIND: 'fastly',
        CDN_PURGE_TOKEN: 'x',
      }),
    ).toEqual([
      'CDN_PURGE_URL: with CDN_PURGE_KIND=fastly, the purge endpoint, e.g. https://api.fastly.com/service/{service id}/purge',
    ]);
    expect(
      problemsOf({
        CDN_PURGE_URL: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge',
        CDN_PURGE_KIND: 'fastly',
      }),
    ).toEqual([expect.stringMatching(/^CDN_PURGE_TOKEN: required with CDN_PURGE_KIND=fastly/)]);
    expect(problemsOf({ CDN_PURGE_TOKEN: 'x' })).toEqual([
      expect.stringMatching(/^CDN_PURGE_TOKEN: set CDN_PURGE_URL/),
    ]);
  });
});
