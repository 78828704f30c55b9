import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Services, type ShopPages } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { ClientLimits } from '../../src/plugins/slow-clients.js';
import { prepareDatabase } from '../../src/startup.js';
import { waitFor } from './processes.js';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  /** The page store and its fill, when the web app is built (apps/web/dist-server). */
  pages: ShopPages | undefined;
  clock: ManualClock;
  dataDir: string;
  /** Runs `fn` on a connection of its own that the app knows nothing of, as SQL typed by hand would. */
  behindTheApp<T>(fn: (db: DatabaseHandle['db']) => Promise<T>): Promise<T>;
  /** A second instance of the shop on the same database and clock, as another server would run it. */
  anotherInstance(): Promise<{ app: FastifyInstance; services: Services; pages: ShopPages | undefined }>;
  close(): Promise<void>;
}

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A database of its own: a SQLite file in a temp folder, or a fresh PostgreSQL schema. */
async function openTestDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; another(): DatabaseHandle; drop(): Promise<void> }> {
  if (!usingPostgres()) {
    const sqliteFile = path.join(dataDir, 'shop.db');
    return {
      handle: openDatabase({ sqliteFile }),
      another: () => openDatabase({ sqliteFile }),
      drop: async () => undefined,
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((c) => c.query(`create schema ${schema}`));
  return {
    handle: openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 5 }),
    another: () => openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 1 }),
    drop: () => withAdminClient((c) => c.query(`drop schema ${schema} cascade`)).then(() => undefined),
  };
}

/** The configuration every test app starts from: a data folder of its own, quiet, no demo shop. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Most files place many orders from one account; order-limits.test.ts sets the shop's own caps.
    ORDER_MAX_OPEN_UNPAID: '10000',
    ORDER_MAX_OPEN_UNPAID_RUPIAH: '1000000000000',
    ORDER_CREATES_PER_HOUR: '100000',
    // Most files buy whole stocks and move clocks with new accounts; unpaid-holds.test.ts sets the shop's own rules.
    ORDER_NEW_BUYER_HOLD_PERCENT: '100',
    ORDER_NEW_BUYER_UNPAID_HOURS: '24',
    ...env,
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  options: { clientLimits?: ClientLimits } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-test-'));
  const config = testConfig(dataDir, env);
  const clock = new ManualClock(new Date('2026-11-21T08:00:00.000Z'));
  const database = await openTestDatabase(dataDir);
  const { app, services, pages } = await buildApp({ config, clock, database: database.handle, logStream, ...options });
  await prepareDatabase(services);
  const others: FastifyInstance[] = [];
  return {
    app,
    services,
    pages,
    clock,
    dataDir,
    async behindTheApp(fn) {
      const other = database.another();
      try {
        return await fn(other.db);
      } finally {
        await other.close();
      }
    },
    async anotherInstance() {
      const built = await buildApp({ config, clock, database: database.another(), logStream, ...options });
      others.push(built.app);
      return built;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, `=XX` bytes read as UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Header values unfolded, with RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
const decodeHeaders = (head: string) =>
  head
    .replace(/\?=\r?\n?[ \t]+=\?/g, '?==?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replaceAll('_', ' ')),
    );

/** Every mail of the outbox, oldest first, its subject and body decoded. */
export function outbox(dataDir: string): { to: string; subject: string; body: string }[] {
  const dir = path.join(dataDir, 'mail');
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((name) => {
    const raw = readFileSync(path.join(dir, name), 'utf8');
    const blank = /\r?\n\r?\n/.exec(raw);
    const head = decodeHeaders(blank ? raw.slice(0, blank.index) : raw);
    const encoded = blank ? raw.slice(blank.index + blank[0].length) : '';
    const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
    const encoding = header('Content-Transfer-Encoding').toLowerCase();
    const body =
      encoding === 'quoted-printable'
        ? fromQuotedPrintable(encoded)
        : encoding === 'base64'
          ? Buffer.from(encoded, 'base64').toString('utf8')
          : encoded;
    return { to: header('To'), subject: header('Subject'), body };
  });
}

/**
 * The mails to `email`, once at least `count` have arrived: a request never waits for its mail (docs/design.md §10), so the
 * outbox worker writes it a moment after the reply.
 */
export async function mailsTo(dataDir: string, email: string, count = 1) {
  const mine = () => outbox(dataDir).filter((m) => m.to === email);
  // Generous: on a loaded two-core machine nine sign-ups side by side hash their passwords (argon2) before mailing.
  await waitFor(() => mine().length >= count, 30_000, `${count} mail(s) to ${email}`);
  return mine();
}

/** The code in the newest mail to `email`, once at least `count` mails have arrived. */
export async function latestOtp(dataDir: string, email: string, count = 1): Promise<string> {
  const mail = (await mailsTo(dataDir, email, count)).at(-1);
  const code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
