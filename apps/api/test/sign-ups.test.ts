import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtp, mailsTo, outbox, type TestApp } from './support/test-app.js';
import { PASSWORD, register, send, signUp, uniqueEmail } from './support/accounts.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { DEVICE_COOKIE } from '../src/modules/auth/devices.js';

/** Issue 25: sign-ups that a stranger cannot prepare for someone else, and limits a stranger cannot turn. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (email: string, otp: string) =>
  send(t.app, { method: 'POST', url: '/auth/verify-email', payload: { email, otp } });
const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  send(t.app, { method: 'POST', url: '/auth/login', payload: { username, password }, ...extra });
const HOUR = 60 * 60_000;

describe('item 12: account pre-hijacking', () => {
  const stranger = {
    password: 'Penyusup-Rahasia-77',
    firstName: 'Penyusup',
    lastName: 'Gelap',
    phoneNumber: '089900000001',
    username: undefined,
  };
  const victim = { password: PASSWORD, firstName: 'Siti', lastName: 'Rahayu', phoneNumber: '081234567890' };

  it("SECURITY 31: the stranger's earlier unverified sign-up gains nothing when the victim signs up and verifies", async () => {
    const email = uniqueEmail('korban');
    expect((await register(t.app, { ...stranger, email })).res.statusCode).toBe(201);
    const strangersCode = await latestOtp(t.dataDir, email, 1);
    expect((await register(t.app, { ...victim, email })).res.statusCode).toBe(201);
    const victimsCode = await latestOtp(t.dataDir, email, 2);

    expect((await verify(email, strangersCode)).statusCode).toBe(400);
    const verified = await verify(email, victimsCode);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({
      email,
      firstName: 'Siti',
      lastName: 'Rahayu',
      phoneNumber: '081234567890',
      emailVerified: true,
    });
    expect((await login(email, victim.password)).statusCode).toBe(200);
    expect((await login(email, stranger.password)).statusCode).toBe(401);
  });

  it('SECURITY 31: a code confirms only the sign-up it was sent for, never an older one of the same e-mail', async () => {
    const email = uniqueEmail('korban');
    await register(t.app, { ...stranger, email });
    await latestOtp(t.dataDir, email, 1);
    // The stranger asks for the code again: it is still the stranger's sign-up the inbox owner would confirm.
    await register(t.app, { ...victim, email });
    await latestOtp(t.dataDir, email, 2);
    await send(t.app, { method: 'POST', url: '/auth/resend-otp', payload: { email } });
    const verified = await verify(email, await latestOtp(t.dataDir, email, 3));
    expect(verified.json().user).toMatchObject({ firstName: 'Siti', phoneNumber: '081234567890' });
    expect((await login(email, stranger.password)).statusCode).toBe(401);
  });

  it('an unverified sign-up lapses after 24 hours: no code is sent for it and its username is free again', async () => {
    const email = uniqueEmail('lupa');
    const username = `lupa${Date.now() % 1_000_000}`;
    expect((await register(t.app, { email, username })).res.statusCode).toBe(201);
    await mailsTo(t.dataDir, email, 1);
    expect((await login(email, PASSWORD)).statusCode).toBe(403);
    t.clock.advance(24 * HOUR + 60_000);
    try {
      const resend = await send(t.app, { method: 'POST', url: '/auth/resend-otp', payload: { email } });
      expect(resend.statusCode).toBe(200);
      expect((await login(email, PASSWORD)).statusCode).toBe(401);
      const other = await register(t.app, { email: uniqueEmail('baru'), username });
      expect(other.res.statusCode).toBe(201);
      expect(outbox(t.dataDir).filter((m) => m.to === email)).toHaveLength(1);
    } finally {
      t.clock.advance(-(24 * HOUR + 60_000));
    }
  });
});

describe('item 14: a stranger cannot lock the owner out through an address', () => {
  it("a browser holding the owner's device cookie signs in when its address's login budget is spent", async () => {
    const owner = await signUp(t.app, t.dataDir);
    const shared = '192.0.2.140';
    const first = await login(owner.email, PASSWORD, { remoteAddress: shared });
    const cookie = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(String(first.headers['set-cookie']))?.[1];
    expect(cookie).toBeDefined();
    let last = 0;
    for (let i = 0; i < 110; i += 1)
      last = (await login('tidak-ada', `Salah-${i}`, { remoteAddress: shared })).statusCode;
    expect(last).toBe(429);
    const owners = await login(owner.email, PASSWORD, {
      remoteAddress: shared,
      headers: { cookie: `${DEVICE_COOKIE}=${cookie}` },
    });
    expect(owners.statusCode).toBe(200);
  });
});

describe('item 9: no request waits for the mail server', () => {
  let sink: SmtpSink;
  let slow: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    sink.mode = 'stall';
    // The longest wait allowed: a sign-up that waited for this server would not answer within the test's time.
    slow = await createTestApp({ SMTP_URL: sink.url, MAIL_TIMEOUT_SECONDS: '600' });
  });
  afterAll(async () => {
    await sink.close();
    await slow.close();
  });

  it('register and resend answer while their code is still waiting in the outbox', async () => {
    const email = uniqueEmail('lambat');
    const registered = await send(slow.app, {
      method: 'POST',
      url: '/auth/register',
      payload: { email, password: PASSWORD, firstName: 'Siti' },
    });
    expect(registered.statusCode).toBe(201);
    const resent = await send(slow.app, { method: 'POST', url: '/auth/resend-otp', payload: { email } });
    expect(resent.statusCode).toBe(200);
    const rows = await slow.services.database.db
      .selectFrom('notifications')
      .select(['status', 'sent_at'])
      .where('recipient', '=', email)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status !== 'sent' && r.sent_at === null)).toBe(true);
  });
});
