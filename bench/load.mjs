// The load generators' parts (the shop day's writers and readers, bench/shop-day*.mjs): an open-loop schedule that
// never drifts, a clock that stands still while paused, latency histograms, and one HTTP request that never rejects.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sharedNow } from './freshness.mjs';

/**
 * Connections a child process opens at most. Beyond them requests wait in its agent; the flash sale still times them
 * from their scheduled start, so a server that falls behind shows in the latency, not in a lower offered rate.
 */
export const MAX_SOCKETS = 512;
/** A request's timeout, and how long a run's end waits for the requests still in flight. */
export const DRAIN_MS = 30_000;
/** A request cut at a flash sale's end: counted as unanswered, not as an error. */
export const CUT_AT_END = 'unanswered at the end';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const round1 = (n) => Math.round(n * 10) / 10;
export const bump = (obj, key) => (obj[key] = (obj[key] ?? 0) + 1);
export const percentileOf = (sorted, p) =>
  sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** Latencies in ms: 0.05 ms buckets to 1 s, then 1 ms buckets to 60 s (above: the last bucket). */
export class Histogram {
  constructor() {
    this.fine = new Uint32Array(20_000);
    this.coarse = new Uint32Array(59_001);
    this.count = 0;
    this.max = 0;
  }
  record(ms) {
    this.count++;
    if (ms > this.max) this.max = ms;
    if (ms < 1000) this.fine[Math.floor(ms * 20)]++;
    else this.coarse[Math.min(Math.floor(ms) - 1000, 59_000)]++;
  }
  percentile(p) {
    if (!this.count) return 0;
    let left = Math.ceil((p / 100) * this.count);
    // A bucket's upper edge, never above the largest value recorded.
    for (let i = 0; i < this.fine.length; i++) if ((left -= this.fine[i]) <= 0) return Math.min((i + 1) / 20, this.max);
    for (let i = 0; i < this.coarse.length; i++) if ((left -= this.coarse[i]) <= 0) return Math.min(1001 + i, this.max);
    return this.max;
  }
}

/**
 * An open-loop schedule of `rate` requests a second on a clock of its own (ms from its start): request k (1, 2, …)
 * is due at k × 1000 / rate, computed from the start and never from the previous request, so a late tick does not
 * push the later ones back (no drift). `due(now)` hands out, in order, the requests due by `now` not yet handed out,
 * each with the time it was due and its lag (how late it starts: catch-up is allowed and counted).
 */
export function openLoop(rate) {
  let started = 0;
  const at = (k) => (k * 1000) / rate;
  return {
    due(now) {
      const out = [];
      if (!(rate > 0)) return out;
      while (at(started + 1) <= now) {
        started++;
        out.push({ at: at(started), lag: now - at(started) });
      }
      return out;
    },
    /** Requests handed out so far. */
    get started() {
      return started;
    },
  };
}

/**
 * A clock (ms) that advances only between run() and pause(), so that the writers' schedule stands still while the
 * baseline is measured; reset() starts it again from 0 (a new measured period), running or not.
 */
export function runningClock(now = () => performance.now()) {
  let total = 0;
  let resumedAt = null;
  return {
    run() {
      if (resumedAt === null) resumedAt = now();
    },
    pause() {
      if (resumedAt !== null) total += now() - resumedAt;
      resumedAt = null;
    },
    reset() {
      total = 0;
      if (resumedAt !== null) resumedAt = now();
    },
    get running() {
      return resumedAt !== null;
    },
    read() {
      return total + (resumedAt === null ? 0 : now() - resumedAt);
    },
  };
}

/**
 * One HTTP request to the server on `agent`. Resolves, never rejects: the status (0: no reply, with the error), the
 * ms it took, the body's text when `keepBody`, and (answered) when it was sent and answered on the shared clock.
 */
export function request(agent, port, method, path, headers, payload, keepBody = true, pending = undefined) {
  return new Promise((resolve) => {
    const started = performance.now();
    const sent = sharedNow();
    const failed = (error) =>
      resolve({ status: 0, ms: performance.now() - started, error: error.code ?? error.message, sent });
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => keepBody && chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        const answered = sharedNow();
        resolve({
          status: res.statusCode,
          ms,
          text: keepBody ? textOf(res, Buffer.concat(chunks)) : '',
          sent,
          answered,
        });
      });
      res.on('error', failed);
    });
    req.setTimeout(DRAIN_MS, () => req.destroy(new Error('timeout')));
    req.on('error', failed);
    if (pending) {
      pending.add(req);
      req.on('close', () => pending.delete(req));
    }
    req.end(payload);
  });
}

/** A reply's body as text, unpacked when it came compressed (a browser's page read asks for brotli or gzip). */
function textOf(res, body) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

/** Waits (at most `ms`) until `inFlight()` is 0. */
export async function drain(inFlight, ms = DRAIN_MS) {
  for (let waited = 0; waited < ms && inFlight() > 0; waited += 50) await sleep(50);
}
