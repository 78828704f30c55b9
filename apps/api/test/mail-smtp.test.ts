import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register, send, signInAdmin, uniqueEmail } from './support/accounts.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';

const MINUTE = 60_000;
let sink: SmtpSink;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_TIMEOUT_SECONDS: '3', LOG_LEVEL: 'info' }, logStream);
});
afterAll(async () => {
  await sink.close();
  await t.close();
});

const rowOf = (id: number) =>
  t.behindTheApp((db) => db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow());

it('sends the sign-up code over SMTP when SMTP_URL is set, and writes no outbox', async () => {
  const { res, email } = await register(t.app);
  expect(res.statusCode).toBe(201);
  await t.services.notifications.settled();
  expect(sink.messages).toHaveLength(1);
  const message = sink.messages[0]!;
  expect(message.to).toEqual([email]);
  expect(message.data).toMatch(/Subject: Kode verifikasi Boneka Shop/);
  const code = /\b(\d{6})\b/.exec(message.data.split('\r\n\r\n').slice(1).join('\n'))?.[1];
  expect(code).toBeDefined();
  expect(existsSync(path.join(t.dataDir, 'mail'))).toBe(false);
  const verified = await send(t.app, { method: 'POST', url: '/auth/verify-email', payload: { email, otp: code } });
  expect(verified.statusCode).toBe(200);
});

describe('what an SMTP refusal means (RFC 5321 reply classes)', () => {
  it('fails a message the server refuses for good (550 user unknown) at once, says why, and never tries it again', async () => {
    const to = uniqueEmail('tidak-ada');
    sink.replyTo(to, '550 5.1.1 <tidak-ada>: Recipient address rejected: User unknown');
    const id = await t.services.notifications.enqueue({ template: 'test', to, subject: 'Halo', text: 'Halo' });
    await t.services.notifications.drain();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/550 5\.1\.1.*User unknown/);
    // The owner's log says so, and the server's log names it as an error.
    await t.services.auth.ensureAdmin('owner@boneka.id', 'Owner-Boneka-2026');
    const admin = await signInAdmin(t.app, 'owner@boneka.id', 'Owner-Boneka-2026');
    const entry = (
      await send(t.app, { method: 'GET', url: `/api/admin/notifications?q=${to}`, token: admin.accessToken })
    ).json().data[0];
    expect(entry).toMatchObject({ status: 'failed', attempts: 1 });
    expect(entry.last_error).toMatch(/550/);
    expect(entry.history.map((h: { outcome: string }) => h.outcome)).toEqual(['failed']);
    const logged = logLines.map((line) => JSON.parse(line)).find((line) => line.notification === id);
    expect(logged).toMatchObject({ level: 50, msg: 'notification refused for good; not retried' });

    const connections = sink.connections;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(61 * MINUTE);
      await t.services.notifications.drain();
    }
    expect(sink.connections).toBe(connections);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('keeps retrying a temporary refusal (451) with backoff, and delivers once the mailbox takes it', async () => {
    const to = uniqueEmail('sibuk');
    sink.replyTo(to, '451 4.2.0 Mailbox busy, try again later');
    const id = await t.services.notifications.enqueue({ template: 'test', to, subject: 'Halo', text: 'Halo' });
    await t.services.notifications.drain();
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/451 4\.2\.0/);
    t.clock.advance(MINUTE);
    await t.services.notifications.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2 });
    sink.replyTo(to, undefined);
    t.clock.advance(2 * MINUTE);
    await t.services.notifications.drain();
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sink.messages.filter((m) => m.to[0] === to)).toHaveLength(1);
  });

  it('keeps retrying when the server never greets (a connection timeout), and no request waits for it', async () => {
    sink.mode = 'stall';
    try {
      const connections = sink.connections;
      const { res, email } = await register(t.app);
      // The sign-up has answered while the mail server still has not said a word.
      expect(res.statusCode).toBe(201);
      const code = await t.behindTheApp((db) =>
        db.selectFrom('notifications').selectAll().where('recipient', '=', email).executeTakeFirstOrThrow(),
      );
      expect(code.last_error).toBeNull();
      expect(['pending', 'sending']).toContain(code.status);

      await t.services.notifications.drain();
      await t.services.notifications.settled();
      const row = await rowOf(code.id);
      expect(sink.connections).toBeGreaterThan(connections);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/Greeting never received|ETIMEDOUT/);
    } finally {
      sink.mode = 'accept';
    }
  });
});
