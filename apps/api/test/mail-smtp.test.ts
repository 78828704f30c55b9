import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register, send } from './support/accounts.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

it('sends the sign-up code over SMTP when SMTP_URL is set, and writes no outbox', async () => {
  const { res, email } = await register(t.app);
  expect(res.statusCode).toBe(201);
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
