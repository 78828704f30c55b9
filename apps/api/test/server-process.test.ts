import type Sqlite from 'better-sqlite3';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts.js';
import { apiDir, startServerProcess, tsx, waitFor } from './support/processes.js';
import { openSqlite } from '../src/db/sqlite-kept.js';
import { usingPostgres } from './support/test-app.js';

/** The real server process: `server.ts` as `npm start` runs it, on a temp DATA_DIR and a free port. */
describe.runIf(!usingPostgres())('server process (embedded SQLite)', () => {
  let dataDir: string;
  let server: ChildProcess;
  let baseUrl: string;
  let output: () => string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-proc-'));
    const started = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'none'),
      NODE_ENV: 'development',
    });
    server = started.proc;
    baseUrl = started.url;
    output = started.output;
  }, 60_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where it listens and how to sign in as the demo admin', async () => {
    expect(output()).toContain('Admin sign-in: admin@boneka.local');
    expect(output()).toContain(path.join(dataDir, 'demo-credentials.json'));
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });

  it('db:backup makes an online copy that passes integrity_check and holds the same accounts', () => {
    const target = path.join(dataDir, 'backup', 'copy.db');
    const result = spawnSync(tsx, ['src/scripts/backup.ts', target], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('integrity_check: ok');
    // Held until the process ends, as the shop holds its own (Node 24 aborts when one is collected: decision 048).
    const copy = openSqlite(target, { readonly: true });
    const live = openSqlite(path.join(dataDir, 'shop.db'), { readonly: true });
    const emails = (db: Sqlite.Database) => db.prepare('select email from users order by id').all();
    expect(emails(copy)).toEqual(emails(live));
    expect(emails(copy).length).toBeGreaterThanOrEqual(2);
    copy.close();
    live.close();
  });

  it('stops on SIGTERM with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

/** The first start on an empty database (a fresh DATA_DIR, or a fresh PostgreSQL schema) logs no error. */
describe('a first start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-first-'));
  const schema = `first_${randomBytes(6).toString('hex')}`;
  let server: ChildProcess | undefined;
  const adminQuery = async (query: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(query);
    await client.end();
  };

  beforeAll(async () => {
    if (usingPostgres()) await adminQuery(`create schema ${schema}`);
  });
  afterAll(async () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (usingPostgres()) await adminQuery(`drop schema if exists ${schema} cascade`);
  });

  it('starts no worker before the migrations have run: no error in its log, and its mail goes out', async () => {
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unused');
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    const started = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'none'),
      NODE_ENV: 'development',
      ...(usingPostgres() ? { DATABASE_URL: databaseUrl.toString() } : {}),
    });
    server = started.proc;
    // The worker is running: a sign-up's code is written to the outbox.
    const email = uniqueEmail('pertama');
    const registered = await fetch(`${started.url}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Boneka-Lucu-2026',
        firstName: 'Tari',
        lastName: 'Lestari',
        phoneNumber: '081234567890',
      }),
    });
    expect(registered.status, started.output()).toBe(201);
    const mailDir = path.join(dataDir, 'mail');
    await waitFor(() => existsSync(mailDir) && readdirSync(mailDir).length > 0, 10_000, 'the sign-up code');
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;

    const errors = started
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)|no such table|does not exist/.test(line));
    expect(errors).toEqual([]);
  }, 60_000);
});
