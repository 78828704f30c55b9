import pg from 'pg';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, startServerProcess, TEST_REDIS_URL, waitFor } from './support/processes.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { usingPostgres } from './support/test-app.js';

const REDIS_URL = TEST_REDIS_URL;
const ADMIN = { email: 'owner@multi.boneka.test', password: 'Pemilik-Multi-2026' };

const enabled = usingPostgres() && (await redisAnswers(REDIS_URL));
if (usingPostgres() && !enabled)
  console.warn(`Redis is not answering at ${REDIS_URL}: the two-instance test is skipped.`);

interface Instance {
  url: string;
  process: ChildProcess;
  dataDir: string;
}

/** One more `npm start`-like process on the shared database and Redis, with a DATA_DIR of its own. */
async function startInstance(databaseUrl: string, smtpUrl: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-multi-'));
  const server = await startServerProcess({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    JWT_SECRET: 'multi-instance-secret-0123456789abcdef',
    PUBLIC_URL: 'https://boneka.example',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // As behind a load balancer; each run signs in from an address of its own, so that Redis's
    // per-address login counter (kept 15 minutes) does not carry over from one run to the next.
    TRUST_PROXY: 'true',
    WEB_DIST: path.join(dataDir, 'none'),
    SMTP_URL: smtpUrl,
  });
  return { url: server.url, process: server.proc, dataDir };
}

const clientIp = `10.${randomBytes(3).join('.')}`;

async function call(instance: Instance, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(instance.url + url, {
    method,
    headers: {
      'x-forwarded-for': clientIp,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** N instances behind a load balancer share PostgreSQL and Redis and nothing else (README, "Several instances"). */
describe.runIf(enabled)('two instances on one PostgreSQL database and one Redis', () => {
  const schema = `multi_${randomBytes(6).toString('hex')}`;
  const adminClient = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  let a: Instance;
  let b: Instance;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const client = adminClient();
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    // One after the other, as a rolling deploy starts them: the first migrates, the second finds it done.
    a = await startInstance(url.toString(), sink.url);
    b = await startInstance(url.toString(), sink.url);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await sink?.close();
    const client = adminClient();
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('tokens issued by one instance work on the other; refresh rotation is shared', async () => {
    const login = await call(a, 'POST', '/auth/login', { username: ADMIN.email, password: ADMIN.password });
    expect(login.status).toBe(200);
    const { accessToken, refreshToken } = login.body;

    const profile = await call(b, 'GET', '/auth/profile', undefined, accessToken);
    expect(profile.status).toBe(200);
    expect(profile.body.user.email).toBe(ADMIN.email);

    const refreshed = await call(b, 'POST', '/auth/refresh-token', { refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await call(a, 'GET', '/auth/profile', undefined, refreshed.body.accessToken)).status).toBe(200);
    // Rotation and revocation live in the database: signing out on B ends the session on A, old token and new.
    expect((await call(b, 'POST', '/auth/logout', { refreshToken: refreshed.body.refreshToken })).status).toBe(200);
    expect((await call(a, 'POST', '/auth/refresh-token', { refreshToken })).status).toBe(401);
    expect((await call(a, 'POST', '/auth/refresh-token', { refreshToken: refreshed.body.refreshToken })).status).toBe(
      401,
    );
  });

  it('a catalogue change made on one instance is seen at once on the other (cache invalidation over Redis)', async () => {
    const admin = (await call(a, 'POST', '/auth/login', { username: ADMIN.email, password: ADMIN.password })).body;
    const product = { name: 'Boneka Dua Server', description: 'Satu katalog', price: 120000, stock: 7 };
    const created = await call(a, 'POST', '/api/products', product, admin.accessToken);
    expect(created.status).toBe(201);
    const id = created.body.data.product_id;
    expect((await call(b, 'GET', `/api/products/${id}`)).body.data.price).toBe(120000); // now cached on B

    const updated = await call(a, 'PUT', `/api/products/${id}`, { ...product, price: 95000 }, admin.accessToken);
    expect(updated.status).toBe(200);
    let seen = 0;
    for (let i = 0; i < 40 && seen !== 95000; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await call(b, 'GET', `/api/products/${id}`)).body.data.price;
    }
    expect(seen).toBe(95000);
  });

  it('a write on one instance drops on the other only what it changed (issue 12)', async () => {
    const admin = (await call(a, 'POST', '/auth/login', { username: ADMIN.email, password: ADMIN.password })).body;
    const make = async (name: string) =>
      (
        await call(
          a,
          'POST',
          '/api/products',
          { name, description: 'Dua server', price: 50000, stock: 9 },
          admin.accessToken,
        )
      ).body.data.product_id as number;
    const changed = await make('Boneka Yang Berubah');
    const untouched = await make('Boneka Yang Tetap');
    const priceOnB = async (id: number) => (await call(b, 'GET', `/api/products/${id}`)).body.data.price as number;
    expect([await priceOnB(changed), await priceOnB(untouched)]).toEqual([50000, 50000]); // both cached on B

    // Behind both apps, as SQL typed by hand: no instance hears of it, so B keeps serving 50000 while it holds the
    // entry. Whether B still serves 50000 afterwards tells whether it dropped the entry.
    const client = adminClient();
    await client.connect();
    await client.query(`update ${schema}.products set price = 1 where id = $1`, [untouched]);
    await client.end();

    // On A: another product's price, a cart line and a sign-in.
    const shopper = (await call(a, 'POST', '/auth/login', { username: ADMIN.email, password: ADMIN.password })).body;
    const line = await call(a, 'POST', '/api/cart/items', { product_id: changed, quantity: 1 }, shopper.accessToken);
    expect(line.status).toBeLessThan(300);
    const update = { name: 'Boneka Yang Berubah', description: 'Dua server', price: 45000, stock: 9 };
    expect((await call(a, 'PUT', `/api/products/${changed}`, update, admin.accessToken)).status).toBe(200);
    let seen = 0;
    for (let i = 0; i < 40 && seen !== 45000; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await priceOnB(changed);
    }
    expect(seen).toBe(45000); // B dropped the changed product on A's message…
    expect(await priceOnB(untouched)).toBe(50000); // …and kept the one nothing on A changed
  });

  it('the login throttle counts attempts made on both instances together', async () => {
    const username = `nobody-${randomBytes(4).toString('hex')}@multi.boneka.test`;
    const statuses: number[] = [];
    // 10 wrong passwords per account per 15 minutes, spread over both instances...
    for (let i = 0; i < 10; i++) {
      statuses.push((await call(i % 2 ? b : a, 'POST', '/auth/login', { username, password: 'Salah-Sandi-1' })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // ...and the 11th is refused on either, though each saw only 5.
    const onA = await call(a, 'POST', '/auth/login', { username, password: 'Salah-Sandi-1' });
    const onB = await call(b, 'POST', '/auth/login', { username, password: 'Salah-Sandi-1' });
    expect(onA.status).toBe(429);
    expect(onB.status).toBe(429);
  });

  it("sends each mail once though both instances' outbox workers drain the same rows at once (docs/design.md §10)", async () => {
    // A hundred messages come due at once (as after an SMTP outage) and the mail server takes 60 ms for each: a
    // worker alone would need 6 s, longer than the 5 s between polls, so the two workers run over the same rows.
    const emails = Array.from(
      { length: 100 },
      (_, i) => `kembar-${randomBytes(4).toString('hex')}-${i}@multi.boneka.test`,
    );
    sink.acceptDelayMs = 60;
    const client = adminClient();
    await client.connect();
    try {
      await client.query(
        `insert into ${schema}.notifications (template, recipient, subject, text_body, status, next_attempt_at, created_at)
         select 'test', email, 'Uji dua server', 'Halo', 'pending', now(), now() from unnest($1::text[]) as email`,
        [emails],
      );
      const mailedTo = () => sink.messages.flatMap((m) => m.to).filter((to) => emails.includes(to));
      await waitFor(() => mailedTo().length >= emails.length, 30_000, 'the 100 mails');
      // Past both workers' next poll: nothing goes out a second time.
      await new Promise((resolve) => setTimeout(resolve, 5500));
      expect(mailedTo().length).toBe(emails.length);
      expect(new Set(mailedTo()).size).toBe(emails.length);
      const { rows } = await client.query(
        `select status, count(*)::int as n from ${schema}.notifications where recipient = any($1) group by status`,
        [emails],
      );
      expect(rows).toEqual([{ status: 'sent', n: emails.length }]);
    } finally {
      sink.acceptDelayMs = 0;
      await client.end();
    }
  }, 60_000);
});
