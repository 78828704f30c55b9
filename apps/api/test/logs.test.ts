import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, latestOtp, type TestApp } from './support/test-app.js';
import { PASSWORD, register, send } from './support/accounts.js';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp(
    {
      LOG_LEVEL: 'trace',
      NODE_ENV: 'production',
      JWT_SECRET: 'production-secret-that-is-long-enough-42',
      PUBLIC_URL: 'https://boneka.example',
    },
    stream,
  );
});
afterAll(() => t.close());

it('SECURITY 5: the code, the password and the tokens never reach the log', async () => {
  const { email } = await register(t.app);
  const code = await latestOtp(t.dataDir, email);
  const verified = await send(t.app, { method: 'POST', url: '/auth/verify-email', payload: { email, otp: code } });
  const { accessToken, refreshToken } = verified.json();
  await send(t.app, { method: 'POST', url: '/auth/login', payload: { username: email, password: PASSWORD } });
  await send(t.app, { method: 'GET', url: '/auth/profile', token: accessToken });
  const log = lines.join('');
  expect(log).toContain('mail sent');
  expect(log).toContain(email);
  for (const secret of [code, PASSWORD, accessToken, refreshToken]) expect(log).not.toContain(secret);
});

it('SECURITY 24: production sends HSTS', async () => {
  const res = await send(t.app, { method: 'GET', url: '/healthz' });
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
});
