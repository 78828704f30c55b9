// Making a page (docs/design.md §7, §11): shop pages are made when what they show changes, not per visit, so their engine
// figure is the cost of making one. The server's build ships `apps/api/dist/make-pages.js --count N`, which
// remakes N product pages one after another (data read, rendered, compressed, stored) and prints one JSON line:
// {"pages":N,"seconds":s,"pagesPerSecond":x,"htmlBytes":{"median":m,"max":M},"brBytes":{"median":b,"max":B}}.
// The bench runs it with the server's environment (the server stopped), a warm-up round first, then rounds that
// alternate with slices of the bare baseline, as the engine's endpoints do: pages/s over the script's own seconds,
// divided by the baseline's req/s in the same minutes.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, serverEnv } from './server.mjs';

export const MAKE_PAGES_SCRIPT = 'apps/api/dist/make-pages.js';
const WARM_UP_PAGES = 20;
const BASELINE_SLICE_S = 2;
const BASELINE_CONNECTIONS = 64;

/** The script's JSON line among its output (the last line that parses and names its pages), or null. */
export function madePages(stdout) {
  for (const line of stdout.trim().split('\n').reverse()) {
    try {
      const result = JSON.parse(line);
      if (typeof result?.pages === 'number' && typeof result.seconds === 'number') return result;
    } catch {
      /* a log line */
    }
  }
  return null;
}

/** One run of the script; rejects with its output when it fails or prints no result. */
function makePages(count, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAKE_PAGES_SCRIPT, '--count', String(count)], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      const result = madePages(stdout);
      if (code === 0 && result) resolve(result);
      else reject(new Error(`make-pages exited ${code}: ${(stderr || stdout).trim().slice(-600)}`));
    });
  });
}

/** The median of `values` (the upper middle of an even count), as the rest of the bench takes it. */
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Making pages on `db`'s data: `count` pages a round, `rounds` rounds beside the bare baseline on `baselinePort`.
 * `env` is the server's own (its DATA_DIR, DATABASE_URL); `port` the one it runs on (PUBLIC_URL). Never throws: a
 * missing script or a failed run is `{ ran: false, reason }`, which the verdict counts as a miss.
 */
export async function measurePageMaking({ db, port, env, baselinePort, count, rounds, log }) {
  if (!existsSync(path.join(ROOT, MAKE_PAGES_SCRIPT)))
    return { db, ran: false, reason: `${MAKE_PAGES_SCRIPT} is not in this build` };
  const fullEnv = serverEnv(port, env);
  try {
    await makePages(WARM_UP_PAGES, fullEnv);
    const done = [];
    for (let i = 0; i < rounds; i++) {
      const base = await autocannon({
        url: `http://127.0.0.1:${baselinePort}`,
        connections: BASELINE_CONNECTIONS,
        duration: BASELINE_SLICE_S,
      });
      const made = await makePages(count, fullEnv);
      const baselineRps = Math.round(base.requests.total / base.duration);
      done.push({ ...made, baseline_requests: base.requests.total, baseline_seconds: base.duration, baselineRps });
      log(
        `${db}: made ${made.pages} pages in ${made.seconds} s (${Math.round(made.pages / made.seconds)} pages/s; ` +
          `bare ${baselineRps} req/s), HTML median ${made.htmlBytes.median} B, max ${made.htmlBytes.max} B, ` +
          `brotli max ${made.brBytes.max} B`,
      );
    }
    const pages = done.reduce((n, r) => n + r.pages, 0);
    const seconds = done.reduce((n, r) => n + r.seconds, 0);
    const baselineRps =
      done.reduce((n, r) => n + r.baseline_requests, 0) / done.reduce((n, r) => n + r.baseline_seconds, 0);
    const pagesPerSecond = pages / seconds;
    return {
      db,
      ran: true,
      count,
      pages_per_s: Math.round(pagesPerSecond),
      baseline_rps: Math.round(baselineRps),
      ratio: Math.round((pagesPerSecond / baselineRps) * 10_000) / 10_000,
      html_bytes: {
        median: median(done.map((r) => r.htmlBytes.median)),
        max: Math.max(...done.map((r) => r.htmlBytes.max)),
      },
      br_bytes: { median: median(done.map((r) => r.brBytes.median)), max: Math.max(...done.map((r) => r.brBytes.max)) },
      rounds: done.map((r) => ({
        pages: r.pages,
        seconds: r.seconds,
        pages_per_s: Math.round(r.pages / r.seconds),
        baseline_rps: r.baselineRps,
        html_bytes: r.htmlBytes,
        br_bytes: r.brBytes,
      })),
    };
  } catch (error) {
    return { db, ran: false, reason: error.message };
  }
}
