// The production server as the bench starts it (`npm run bench`, `npm run bench:web`): the built
// apps/api/dist/server.js on a port of the bench's, its access log in a file, ready once `/readyz` answers and its
// page store has been filled (docs/design.md §11: pages the store lacks are made after start), which no run may measure.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** How long a start may take to fill its page store before the bench gives up (BENCH_PAGE_FILL_LIMIT, seconds). */
const PAGE_FILL_LIMIT_S = Number(process.env.BENCH_PAGE_FILL_LIMIT ?? 1800);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's environment: production, on `port` of 127.0.0.1, the bench's owner, no demo seed, and `env`. */
export function serverEnv(port, env) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    // To size PostgreSQL's pool by measurement (docs/performance.md).
    ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
    ...env,
  };
}

/**
 * What `/readyz` says of the page store: `{ stored, filling, filledInMs }`, or null when it says nothing of one (a
 * server from before the store) or does not answer JSON.
 */
export function pagesOf(body) {
  const pages = body?.pages;
  return pages && typeof pages.filling === 'boolean' ? pages : null;
}

/**
 * Refuses a port something already listens on (another bench's server still running): its `/readyz` would answer
 * for a server of ours that never started. The bench checks before it clears its work folder, too.
 */
export async function portFree(port) {
  if (await listening(port))
    throw new Error(`port ${port} is already in use (another bench's server still running?): nothing measured`);
}

/** Whether something already listens on `port` of 127.0.0.1. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * Starts the server; `args` are node flags, `log` the bench's logger. `ready()` waits for `/readyz`;
 * `pagesFilled()` then waits until the page store is no longer filling and returns `{ reported, stored,
 * filled_in_ms, waited_ms }` (`reported` false: the server does not say, and the bench carries on).
 */
export async function startServer({ port, env, args = [], logFile, log }) {
  await portFree(port);
  const child = spawn(process.execPath, [...args, 'apps/api/dist/server.js'], {
    cwd: ROOT,
    env: serverEnv(port, env),
    // The access log goes to a file, not through this process (it would compete with the load generators).
    stdio: ['ignore', openSync(logFile, 'w'), 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let stopping = false;
  const stopped = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  // On a shared machine another process may stop it: say so, rather than leave only a refused connection.
  stopped.then((how) => stopping || log(`the server exited (${how}) before the bench stopped it; see ${logFile}`));
  const readyz = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    let body = null;
    try {
      body = await res.json();
    } catch {
      /* not JSON */
    }
    return { ok: res.ok, body };
  };
  return {
    async ready() {
      for (let i = 0; i < 600; i++) {
        if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        try {
          if ((await readyz()).ok) return;
        } catch {
          /* not listening yet */
        }
        await sleep(100);
      }
      throw new Error(`server did not become ready: ${stderr}`);
    },
    async pagesFilled() {
      const started = Date.now();
      let lastLog = started;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited while its page store was filling: ${stderr}`);
        const pages = pagesOf((await readyz()).body);
        const waited = Date.now() - started;
        if (!pages) return { reported: false, waited_ms: waited };
        if (!pages.filling)
          return { reported: true, stored: pages.stored, filled_in_ms: pages.filledInMs ?? null, waited_ms: waited };
        if (waited > PAGE_FILL_LIMIT_S * 1000)
          throw new Error(
            `the page store was still filling ${PAGE_FILL_LIMIT_S} s after the server was ready (${pages.stored} ` +
              'pages stored): the runs would measure a filling store (BENCH_PAGE_FILL_LIMIT raises the limit)',
          );
        if (Date.now() - lastLog > 30_000) {
          log(`page store filling: ${pages.stored} pages stored after ${Math.round(waited / 1000)} s`);
          lastLog = Date.now();
        }
        await sleep(500);
      }
    },
    async stop() {
      stopping = true;
      if (child.exitCode === null) child.kill('SIGTERM');
      await stopped;
      // The shutdown line tells how the read cache did (hits, misses, stores, refused, evictions).
      const last = readFileSync(logFile, 'utf8')
        .split('\n')
        .findLast((line) => line.includes('"readCache"'));
      if (last) log(`server read cache: ${JSON.stringify(JSON.parse(last).readCache)}`);
    },
  };
}

/** The shop's login reply (`accessToken`, `refreshToken`, `user`) for `email`, from the client address `ip`. */
export async function login(port, email, password, ip) {
  const res = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username: email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * One request of a client of the shop to the server on `port`: JSON body, bearer token, client address, and an
 * idempotency key on an order. The status, the body's text and `json()`.
 */
export async function call(port, method, url, { token, body, ip } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(method === 'POST' && url === '/api/orders' ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text), text };
}
