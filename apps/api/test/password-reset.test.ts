import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtp, mailsTo, type TestApp } from './support/test-app.js';
import { PASSWORD, register, send, signInAdmin, signUp, uniqueEmail } from './support/accounts.js';

/** Issue 26 item 5: "Lupa kata sandi?" — a reset by an e-mailed code, as guarded as a sign-up's. */
let t: TestApp;
const ADMIN_EMAIL = 'pemilik.reset@boneka.test';
const ADMIN_PASSWORD = 'Pemilik-Toko-Reset-2026';
beforeAll(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Kata-Sandi-Baru-2026';
const forgot = (email: string, remoteAddress?: string) =>
  send(t.app, {
    method: 'POST',
    url: '/auth/forgot-password',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const reset = (email: string, otp: string, newPassword = NEW_PASSWORD, remoteAddress?: string) =>
  send(t.app, {
    method: 'POST',
    url: '/auth/reset-password',
    payload: { email, otp, newPassword },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const login = (username: string, password: string) =>
  send(t.app, { method: 'POST', url: '/auth/login', payload: { username, password } });
const refresh = (refreshToken: string) =>
  send(t.app, { method: 'POST', url: '/auth/refresh-token', payload: { refreshToken } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const queuedFor = (email: string) =>
  t.services.database.db
    .selectFrom('notifications')
    .select(['template', 'text_body'])
    .where('recipient', '=', email)
    .execute();

/** A verified customer who asked for a reset: their address and the code mailed to them (the sign-up's was #1). */
async function askedForReset() {
  const customer = await signUp(t.app, t.dataDir);
  expect((await forgot(customer.email)).statusCode).toBe(200);
  return { ...customer, code: await latestOtp(t.dataDir, customer.email, 2) };
}

describe('forgot-password', () => {
  it('mails a six-digit code to a verified account, and the code sets the new password', async () => {
    const { email, code } = await askedForReset();
    const [, mail] = await mailsTo(t.dataDir, email, 2);
    expect(mail!.subject).toMatch(/kata sandi/i);
    const done = await reset(email, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('SECURITY 4: a verified, a pending and an unknown e-mail get the same reply; only the account is mailed', async () => {
    const verified = await signUp(t.app, t.dataDir);
    const pending = await register(t.app);
    const unknown = uniqueEmail('tidakada');
    const replies = [await forgot(verified.email), await forgot(pending.email), await forgot(unknown)];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect((await queuedFor(verified.email)).map((m) => m.template)).toContain('password_reset_code');
    expect((await queuedFor(pending.email)).map((m) => m.template)).toEqual(['signup_code']);
    expect(await queuedFor(unknown)).toEqual([]);
  });

  it('SECURITY 5: the code is never in a reply, and is stored only as a keyed hash', async () => {
    const customer = await signUp(t.app, t.dataDir);
    const asked = await forgot(customer.email);
    const code = await latestOtp(t.dataDir, customer.email, 2);
    expect(asked.body).not.toContain(code);
    const stored = await t.services.database.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', customer.user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // The outbox erases the code's mail once it is sent (a secret body), a moment after writing it.
    const codeBodies = async () =>
      (await queuedFor(customer.email)).filter((m) => m.template === 'password_reset_code').map((m) => m.text_body);
    for (let tries = 0; tries < 100 && (await codeBodies())[0] !== ''; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await codeBodies()).toEqual(['']);
    expect((await reset(customer.email, code)).body).not.toContain(code);
  });

  it('SECURITY 8: the sixth request for one e-mail from one address within a minute answers 429 with Retry-After', async () => {
    const customer = await signUp(t.app, t.dataDir);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i += 1) {
      const res = await forgot(customer.email, '192.0.2.170');
      statuses.push(res.statusCode);
      retryAfter = res.headers['retry-after'] as string | undefined;
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The owner, from their own address, still gets a code.
    expect((await forgot(customer.email, '192.0.2.171')).statusCode).toBe(200);
  });

  it('SECURITY 4: an unknown e-mail is throttled exactly like a known one', async () => {
    const customer = await signUp(t.app, t.dataDir);
    const unknown = uniqueEmail('tidakada');
    const run = async (email: string, address: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await forgot(email, address)).statusCode);
      return statuses;
    };
    expect(await run(unknown, '192.0.2.172')).toEqual(await run(customer.email, '192.0.2.173'));
  });
});

describe('reset-password', () => {
  it('SECURITY 7: a reset code works once', async () => {
    const { email, code } = await askedForReset();
    expect((await reset(email, code)).statusCode).toBe(200);
    const again = await reset(email, code, 'Lagi-Kata-Sandi-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_OTP');
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('SECURITY 7: a reset code dies after 10 minutes', async () => {
    const { email, code } = await askedForReset();
    t.clock.advance(10 * 60_000 + 1000);
    try {
      const late = await reset(email, code);
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('INVALID_OTP');
      expect((await login(email, PASSWORD)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(10 * 60_000 + 1000));
    }
  });

  it('SECURITY 7: a reset code still works just before 10 minutes', async () => {
    const { email, code } = await askedForReset();
    t.clock.advance(9 * 60_000);
    try {
      expect((await reset(email, code)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-9 * 60_000);
    }
  });

  it('SECURITY 7: a new request kills the older code', async () => {
    const { email, code: first } = await askedForReset();
    expect((await forgot(email)).statusCode).toBe(200);
    const second = await latestOtp(t.dataDir, email, 3);
    if (second !== first) expect((await reset(email, first)).statusCode).toBe(400);
    expect((await reset(email, second)).statusCode).toBe(200);
  });

  it("SECURITY 7: a reset code only works for its own account, and another's stays untouched", async () => {
    const a = await askedForReset();
    const b = await askedForReset();
    const cross = await reset(b.email, a.code);
    if (a.code !== b.code) expect(cross.statusCode).toBe(400);
    expect((await login(a.email, PASSWORD)).statusCode).toBe(200);
    expect((await reset(a.email, a.code)).statusCode).toBe(200);
  });

  it('SECURITY 31: a reset code confirms no sign-up, and a sign-up code resets no password', async () => {
    const { email, code } = await askedForReset();
    expect(
      (await send(t.app, { method: 'POST', url: '/auth/verify-email', payload: { email, otp: code } })).statusCode,
    ).toBe(400);
    const pending = await register(t.app);
    const signupCode = await latestOtp(t.dataDir, pending.email);
    expect((await reset(pending.email, signupCode)).statusCode).toBe(400);
    expect((await login(pending.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('SECURITY 6: five wrong codes burn the reset code; the right one then fails', async () => {
    const { email, code } = await askedForReset();
    for (let i = 0; i < 5; i += 1) {
      const res = await reset(email, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_OTP');
    }
    expect((await reset(email, code)).statusCode).toBe(400);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('SECURITY 4: an unknown e-mail, a wrong, an expired and a used code all get the same 400', async () => {
    const unknown = await reset(uniqueEmail('tidakada'), '123456');
    const { email, code } = await askedForReset();
    const wrong = await reset(email, wrongCode(code));
    await reset(email, code);
    const used = await reset(email, code);
    const other = await askedForReset();
    t.clock.advance(11 * 60_000);
    const expired = await reset(other.email, other.code).finally(() => t.clock.advance(-11 * 60_000));
    for (const res of [wrong, used, expired]) {
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(unknown.statusCode).toBe(400);
  });

  it.each([
    ['too short', 'abc12'],
    ['a common password', 'password'],
    ['too long', 'x'.repeat(129)],
  ])('SECURITY 2: refuses a new password that is %s with 400, and the code still works', async (_name, weak) => {
    const { email, code } = await askedForReset();
    const res = await reset(email, code, weak);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it('SECURITY 11: a reset revokes every session', async () => {
    const { email, code, refreshToken } = await askedForReset();
    const laptop = await login(email, PASSWORD);
    expect((await reset(email, code)).statusCode).toBe(200);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await refresh(laptop.json().refreshToken)).statusCode).toBe(401);
  });

  it('SECURITY 1: the new password is stored with argon2id', async () => {
    const { email, code, user } = await askedForReset();
    await reset(email, code);
    const row = await t.services.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('SECURITY 29: a reset writes an audit row naming the account, without the code or the password', async () => {
    const { email, code, user } = await askedForReset();
    await reset(email, code);
    const rows = await t.services.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `user:${user.id}`)
      .where('action', '=', 'auth.password_reset')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
  });

  it('throttles reset attempts from one address with 429 and Retry-After', async () => {
    const remoteAddress = '192.0.2.180';
    let last = await reset(uniqueEmail('tebak'), '000000', NEW_PASSWORD, remoteAddress);
    for (let i = 1; i <= 30; i += 1)
      last = await reset(uniqueEmail('tebak'), String(i).padStart(6, '0'), NEW_PASSWORD, remoteAddress);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("the owner's notification log does not resend a reset code", async () => {
    const { email } = await askedForReset();
    const admin = await signInAdmin(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const row = await t.services.database.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient', '=', email)
      .where('template', '=', 'password_reset_code')
      .executeTakeFirstOrThrow();
    const res = await send(t.app, {
      method: 'POST',
      url: `/api/admin/notifications/${row.id}/resend`,
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(409);
  });
});
