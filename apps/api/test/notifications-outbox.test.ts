import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/lib/mailer.js';
import { notificationsRepo } from '../src/modules/notifications/notifications.repo.js';
import { notificationsService } from '../src/modules/notifications/notifications.service.js';
import { register, send, signInAdmin, uniqueEmail } from './support/accounts.js';
import { startServerProcess, waitFor } from './support/processes.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.js';

/** The outbox of docs/design.md §10: a mail is never lost to an SMTP outage or a crash, and never sent twice. */
const MINUTE = 60_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const codeIn = (data: string) => /\b(\d{6})\b/.exec(data.split('\r\n\r\n').slice(1).join('\n'))?.[1];

describe('the outbox', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const rows = () => t.behindTheApp((db) => db.selectFrom('notifications').selectAll().orderBy('id').execute());

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url, MAIL_TIMEOUT_SECONDS: '2' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('keeps mail while SMTP refuses it, and delivers each once after SMTP recovers', async () => {
    sink.mode = 'refuse';
    const emails: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { res, email } = await register(t.app);
      // The shopper is not failed by the mail server: the code waits in the outbox.
      expect(res.statusCode).toBe(201);
      emails.push(email);
    }
    // Each code had its one try right after the commit, beside the request rather than inside it.
    await t.services.notifications.settled();
    expect(sink.messages).toHaveLength(0);
    let queued = await rows();
    expect(queued.map((r) => [r.recipient, r.status, Number(r.attempts)])).toEqual(
      emails.map((email) => [email, 'pending', 1]),
    );
    expect(queued[0]!.last_error).toMatch(/451/);

    // Still down a minute later: a second try each, and the next one further off.
    t.clock.advance(MINUTE);
    await t.services.notifications.drain();
    queued = await rows();
    expect(queued.map((r) => Number(r.attempts))).toEqual([2, 2, 2]);
    expect(sink.messages).toHaveLength(0);

    sink.mode = 'accept';
    t.clock.advance(MINUTE);
    await t.services.notifications.drain();
    expect(sink.messages).toHaveLength(0); // the second wait is two minutes
    t.clock.advance(MINUTE);
    await t.services.notifications.drain();
    await t.services.notifications.drain();
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
    queued = await rows();
    expect(queued.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    // The code was a secret: sent, it is no longer kept.
    expect(queued.map((r) => r.text_body)).toEqual(['', '', '']);

    // And the code works.
    const message = sink.messages.find((m) => m.to[0] === emails[0])!;
    const verified = await send(t.app, {
      method: 'POST',
      url: '/auth/verify-email',
      payload: { email: emails[0], otp: codeIn(message.data) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('gives up after eight tries and says why', async () => {
    sink.mode = 'refuse';
    try {
      const { res, email } = await register(t.app);
      expect(res.statusCode).toBe(201);
      await t.services.notifications.settled();
      for (let i = 0; i < 8; i++) {
        t.clock.advance(61 * MINUTE);
        await t.services.notifications.drain();
      }
      const row = (await rows()).find((r) => r.recipient === email)!;
      expect(row).toMatchObject({ status: 'failed', text_body: '' });
      expect(Number(row.attempts)).toBe(8);
      expect(row.last_error).toMatch(/451/);
    } finally {
      sink.mode = 'accept';
    }
  });

  it('shows the owner the log, with filters, and resends a message on request', async () => {
    await t.services.auth.ensureAdmin('owner@boneka.id', 'Owner-Boneka-2026');
    const admin = await signInAdmin(t.app, 'owner@boneka.id', 'Owner-Boneka-2026');
    const to = uniqueEmail('log');
    await t.services.notifications.enqueue({ template: 'test', to, subject: 'Halo dari toko', text: 'Halo' });
    await t.services.notifications.drain();
    const list = (query = '') =>
      send(t.app, { method: 'GET', url: `/api/admin/notifications${query}`, token: admin.accessToken });
    const all = await list();
    expect(all.statusCode).toBe(200);
    const entry = all.json().data.find((e: { recipient: string }) => e.recipient === to);
    expect(entry).toMatchObject({ template: 'test', subject: 'Halo dari toko', status: 'sent', attempts: 1 });
    expect(entry).not.toHaveProperty('text_body');
    const failed = (await list('?status=failed')).json().data;
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(
      failed.every((e: { status: string; last_error: string }) => e.status === 'failed' && /451/.test(e.last_error)),
    ).toBe(true);
    expect(
      (await list(`?q=${encodeURIComponent(to.toUpperCase())}`)).json().data.map((e: { id: number }) => e.id),
    ).toEqual([entry.id]);
    expect((await list('?status=nope')).statusCode).toBe(400);

    const before = sink.messages.filter((m) => m.to[0] === to).length;
    const resent = await send(t.app, {
      method: 'POST',
      url: `/api/admin/notifications/${entry.id}/resend`,
      token: admin.accessToken,
    });
    expect(resent.statusCode).toBe(200);
    await t.services.notifications.drain();
    expect(sink.messages.filter((m) => m.to[0] === to)).toHaveLength(before + 1);
    // The resend shows in the message's tries: the first send, the owner's request, the second send.
    const again = (await list(`?q=${encodeURIComponent(to)}`)).json().data[0];
    expect(again).toMatchObject({ id: entry.id, status: 'sent' });
    expect(again.history.map((h: { outcome: string }) => h.outcome)).toEqual(['sent', 'resend', 'sent']);
    const code = all.json().data.find((e: { template: string }) => e.template === 'signup_code');
    const refused = await send(t.app, {
      method: 'POST',
      url: `/api/admin/notifications/${code.id}/resend`,
      token: admin.accessToken,
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (await send(t.app, { method: 'POST', url: '/api/admin/notifications/999999/resend', token: admin.accessToken }))
        .statusCode,
    ).toBe(404);
    // A customer (signed up through the sink's code) may not read the log.
    const { email } = await register(t.app);
    await t.services.notifications.settled();
    const mailed = sink.messages.filter((m) => m.to[0] === email).at(-1)!;
    const verified = await send(t.app, {
      method: 'POST',
      url: '/auth/verify-email',
      payload: { email, otp: codeIn(mailed.data) },
    });
    const forbidden = await send(t.app, {
      method: 'GET',
      url: '/api/admin/notifications',
      token: verified.json().accessToken,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('sends each message exactly once when two instances drain one database at the same time', async () => {
    await t.services.notifications.stop();
    const sent: string[] = [];
    const slowMailer = {
      async send(mail: Mail) {
        await new Promise((resolve) => setTimeout(resolve, 3));
        sent.push(mail.to);
      },
    };
    const options = { claimMs: 10 * MINUTE };
    await t.behindTheApp(async (otherDb) => {
      const a = notificationsService({
        repo: notificationsRepo(t.services.database.db),
        mailer: slowMailer,
        clock: t.clock,
        log: quiet,
        options,
      });
      const b = notificationsService({
        repo: notificationsRepo(otherDb),
        mailer: slowMailer,
        clock: t.clock,
        log: quiet,
        options,
      });
      const recipients = Array.from({ length: 40 }, () => uniqueEmail('kembar'));
      for (const to of recipients) await a.enqueue({ template: 'test', to, subject: 'Uji', text: 'Halo' });
      const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
      expect(byA + byB).toBe(40);
      expect([...sent].sort()).toEqual([...recipients].sort());
      expect(await Promise.all([a.drain(), b.drain()])).toEqual([0, 0]);
    });
  });

  it('waits for a send in flight when it stops', async () => {
    let finished = false;
    const slow = notificationsService({
      repo: notificationsRepo(t.services.database.db),
      mailer: {
        async send() {
          await new Promise((resolve) => setTimeout(resolve, 300));
          finished = true;
        },
      },
      clock: t.clock,
      log: quiet,
      options: { claimMs: MINUTE },
    });
    const id = await slow.enqueue({ template: 'test', to: uniqueEmail('tutup'), subject: 'Uji', text: 'Halo' });
    slow.deliverSoon([id]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await slow.stop();
    expect(finished).toBe(true);
    expect((await rows()).find((r) => r.id === id)?.status).toBe('sent');
  });
});

/** The real server process, killed while it sends a code it has just committed; the next process sends it. */
describe('a crash between commit and send', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-outbox-crash-'));
  const schema = `outbox_${randomBytes(6).toString('hex')}`;
  const running: ChildProcess[] = [];
  let sink: SmtpSink;
  const adminClient = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

  beforeAll(async () => {
    sink = await startSmtpSink();
    if (usingPostgres()) {
      const client = adminClient();
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
    }
  });
  afterAll(async () => {
    for (const proc of running) if (proc.exitCode === null) proc.kill('SIGKILL');
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (usingPostgres()) {
      const client = adminClient();
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });

  const env = () => {
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unused');
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    return {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'none'),
      SEED_DEMO: 'false',
      SMTP_URL: sink.url,
      // A send's claim lapses after four of these: 8 s.
      MAIL_TIMEOUT_SECONDS: '2',
      ...(usingPostgres() ? { DATABASE_URL: databaseUrl.toString() } : {}),
    };
  };

  it('sends the code after the restart, once', async () => {
    sink.mode = 'stall';
    const first = await startServerProcess(env());
    running.push(first.proc);
    const email = uniqueEmail('crash');
    const registering = fetch(`${first.url}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Boneka-Lucu-2026',
        firstName: 'Tari',
        lastName: 'Lestari',
        phoneNumber: '081234567890',
      }),
    }).catch(() => undefined);
    // The account and its code are committed and the mail is on its way: kill the process now.
    await waitFor(() => sink.connections > 0, 10_000, 'the SMTP connection');
    first.proc.kill('SIGKILL');
    await new Promise((resolve) => first.proc.once('exit', resolve));
    await registering;
    expect(sink.messages).toHaveLength(0);

    sink.mode = 'accept';
    const second = await startServerProcess(env());
    running.push(second.proc);
    await waitFor(() => sink.messages.some((m) => m.to[0] === email), 40_000, 'the code after the restart');
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const mails = sink.messages.filter((m) => m.to[0] === email);
    expect(mails).toHaveLength(1);
    const verified = await fetch(`${second.url}/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp: codeIn(mails[0]!.data) }),
    });
    expect(verified.status).toBe(200);
    second.proc.kill('SIGTERM');
    await new Promise((resolve) => second.proc.once('exit', resolve));
  }, 90_000);
});
