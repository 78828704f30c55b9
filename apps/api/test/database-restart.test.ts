import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from './support/pg-cluster.js';
import { startServerProcess, waitFor } from './support/processes.js';
import { usingPostgres } from './support/test-app.js';

const ADMIN = { email: 'owner@restart.test', password: 'restart-owner-pass-1' };

/**
 * The real server on a PostgreSQL cluster of the test's own, which the test stops and starts under a stream of
 * writes (docs/decisions/052). A reply is read with a 5 s limit: a request that hangs while the database is away
 * fails the test as surely as a crash does.
 */
describe.runIf(usingPostgres())('the shop outlives its database restarting', () => {
  let cluster: PgCluster;
  let dataDir: string;
  let server: ChildProcess;
  let baseUrl: string;
  let output: () => string;
  let token: string;

  beforeAll(async () => {
    cluster = await startPgCluster();
    dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-restart-'));
    const started = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      DATABASE_POOL_SIZE: '4',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'none'),
      NODE_ENV: 'development',
    });
    server = started.proc;
    baseUrl = started.url;
    output = started.output;
    const login = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { accessToken: string }).accessToken;
  }, 90_000);

  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => fetch(`${baseUrl}${url}`, { signal: AbortSignal.timeout(5_000) });
  let serial = 0;
  const createVoucher = async () => {
    const code = `RESTART-${++serial}`;
    const res = await fetch(`${baseUrl}/api/admin/vouchers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code, type: 'fixed', value: 1000 }),
      signal: AbortSignal.timeout(5_000),
    });
    return { code, status: res.status, body: (await res.json()) as { code?: string } };
  };

  /** Writers that keep creating vouchers until stopped; every reply is kept. */
  function writers(count: number) {
    const replies: Array<{ code: string; status: number }> = [];
    let running = true;
    const loops = Array.from({ length: count }, async () => {
      while (running) {
        replies.push(await createVoucher());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    return {
      replies,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  async function whileAway() {
    expect(server.exitCode).toBeNull();
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    const write = await createVoucher();
    expect(write.status).toBe(503);
    expect(write.body.code).toBe('DATABASE_UNAVAILABLE');
    const read = await fetch(`${baseUrl}/api/admin/vouchers`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
    expect(read.status).toBe(503);
  }

  async function recovers() {
    const until = Date.now() + 20_000;
    while (
      (await get('/readyz').then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > until) throw new Error(`not ready 20 s after the database came back:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await createVoucher()).status).toBe(201);
  }

  for (const mode of ['fast', 'immediate'] as const) {
    it(`SECURITY 36: a ${mode} stop and start under writes: alive, 503 while away, recovers by itself, no answered write lost`, async () => {
      const load = writers(3);
      await waitFor(() => load.replies.filter((r) => r.status === 201).length >= 5, 10_000, 'writes before the stop');
      cluster.stop(mode);
      await whileAway();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await whileAway();
      cluster.start();
      await recovers();
      await waitFor(() => load.replies.slice(-3).every((r) => r.status === 201), 10_000, 'writes after the start');
      await load.stop();

      expect(server.exitCode).toBeNull();
      expect(new Set(load.replies.map((r) => r.status))).toEqual(new Set([201, 503]));
      const list = await fetch(`${baseUrl}/api/admin/vouchers`, { headers: { authorization: `Bearer ${token}` } });
      const kept = new Set(((await list.json()) as { data: Array<{ code: string }> }).data.map((v) => v.code));
      const answered = load.replies.filter((r) => r.status === 201).map((r) => r.code);
      expect(answered.filter((code) => !kept.has(code))).toEqual([]);
      expect(output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
    }, 90_000);
  }
});
