import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { PASSWORD, register, send, signUp, uniqueEmail } from './support/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (
  username: string,
  password: string,
  extra: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => send(t.app, { method: 'POST', url: '/auth/login', payload: { username, password }, ...extra });
const profile = (token: string) => send(t.app, { method: 'GET', url: '/auth/profile', token });
const refresh = (refreshToken: string) =>
  send(t.app, { method: 'POST', url: '/auth/refresh-token', payload: { refreshToken } });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('login', () => {
  it('signs in by e-mail or by username and returns tokens and the user', async () => {
    const account = await signUp(t.app, t.dataDir);
    const byEmail = await login(account.email.toUpperCase(), PASSWORD);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({
      success: true,
      message: 'Login successful! Redirecting...',
      user: { email: account.email },
    });
    const byUsername = await login(account.user.username, PASSWORD);
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json().user).not.toHaveProperty('password_hash');
    expect(byUsername.body).not.toContain('argon2');
  });

  it('answers an unverified account with 403 and requiresVerification', async () => {
    const { email } = await register(t.app);
    const res = await login(email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED', requiresVerification: true, email });
    expect(res.json().accessToken).toBeUndefined();
  });

  it('SECURITY 4: an unknown account and a wrong password get the same status and body', async () => {
    const account = await signUp(t.app, t.dataDir);
    const wrong = await login(account.email, 'Salah-Sandi-123');
    const unknown = await login(uniqueEmail('tidakada'), 'Salah-Sandi-123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an empty username or password with 400', async () => {
    expect((await login('', PASSWORD)).statusCode).toBe(400);
    expect((await login('someone', '')).statusCode).toBe(400);
  });

  it('SECURITY 3: the 11th wrong password for one account is refused with 429 and Retry-After, whatever the address', async () => {
    const account = await signUp(t.app, t.dataDir);
    for (let i = 0; i < 10; i += 1) {
      const res = await login(account.email, `Salah-${i}-sandi`, {
        remoteAddress: `203.0.113.${i + 1}`,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(account.email, `Salah-11-sandi`, {
      remoteAddress: '203.0.113.99',
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits until the window passes.
    expect((await login(account.email, PASSWORD)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('SECURITY 3: one address cannot try more than 100 logins in 15 minutes', async () => {
    const remoteAddress = '203.0.113.200';
    let last = 0;
    for (let i = 0; i < 101; i += 1)
      last = (await login(`orang${i}@contoh.id`, 'Salah-sandi-1', { remoteAddress })).statusCode;
    expect(last).toBe(429);
  });
});

describe('access tokens', () => {
  it('SECURITY 11: an access token lives at most 15 minutes', async () => {
    const { accessToken } = await signUp(t.app, t.dataDir);
    const claims = decode(accessToken);
    expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(900);
    expect((await profile(accessToken)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    const expired = await profile(accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });

  it('SECURITY 9: refuses alg none, a tampered payload, a foreign signature, a refresh token and garbage', async () => {
    const { accessToken, refreshToken, user } = await signUp(t.app, t.dataDir);
    const [header, payload] = accessToken.split('.');
    const claims = decode(accessToken);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.`;
    const tampered = `${header}.${b64({ ...claims, role: 'admin' })}.${accessToken.split('.')[2]}`;
    const foreignSig = createHmac('sha256', 'not-the-secret').update(`${header}.${payload}`).digest('base64url');
    const foreign = `${header}.${payload}.${foreignSig}`;
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${createHmac('sha512', 'x').update('y').digest('base64url')}`;
    for (const token of [none, tampered, foreign, hs512, refreshToken, 'garbage.token.here', `${accessToken}x`]) {
      const res = await profile(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().success).toBe(false);
    }
    expect(
      (await send(t.app, { method: 'GET', url: '/auth/profile', headers: { authorization: `Basic ${accessToken}` } }))
        .statusCode,
    ).toBe(401);
    expect((await send(t.app, { method: 'GET', url: '/auth/profile' })).statusCode).toBe(401);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('refresh tokens', () => {
  it('SECURITY 10: rotate; a replayed token is refused and kills its whole family', async () => {
    const { refreshToken: r1 } = await signUp(t.app, t.dataDir);
    const first = await refresh(r1);
    expect(first.statusCode).toBe(200);
    const { accessToken, refreshToken: r2 } = first.json();
    expect(r2).not.toBe(r1);
    expect((await profile(accessToken)).statusCode).toBe(200);

    // Past the few seconds a second tab may still use it (test/account-attacks.test.ts).
    t.clock.advance(11_000);
    const replay = await refresh(r1);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(r2)).statusCode).toBe(401);
  });

  it('SECURITY 10: a family has an absolute expiry that rotation does not extend', async () => {
    let { refreshToken } = await signUp(t.app, t.dataDir);
    for (let step = 0; step < 3; step += 1) {
      t.clock.advance(9 * 24 * 3600_000);
      const res = await refresh(refreshToken);
      expect(res.statusCode, res.body).toBe(200);
      refreshToken = res.json().refreshToken;
    }
    t.clock.advance(4 * 24 * 3600_000);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('SECURITY 10: a token used a third time, even at once, kills its family after the grace window', async () => {
    const { refreshToken } = await signUp(t.app, t.dataDir);
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    t.clock.advance(11_000);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    for (const r of results.filter((x) => x.statusCode === 200))
      expect((await refresh(r.json().refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown or malformed refresh token', async () => {
    expect((await refresh('rt_unknown')).statusCode).toBe(401);
    expect((await send(t.app, { method: 'POST', url: '/auth/refresh-token', payload: {} })).statusCode).toBe(400);
  });

  it('SECURITY 11: logout revokes the refresh token', async () => {
    const { refreshToken } = await signUp(t.app, t.dataDir);
    const out = await send(t.app, { method: 'POST', url: '/auth/logout', payload: { refreshToken } });
    expect(out.statusCode).toBe(200);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('logout without a token or with an unknown one still answers 200', async () => {
    expect((await send(t.app, { method: 'POST', url: '/auth/logout', payload: {} })).statusCode).toBe(200);
    expect(
      (await send(t.app, { method: 'POST', url: '/auth/logout', payload: { refreshToken: 'rt_x' } })).statusCode,
    ).toBe(200);
  });
});

describe('password storage', () => {
  it('SECURITY 1: passwords are stored as argon2id with m ≥ 19 MiB, t ≥ 2, p = 1', async () => {
    const { email } = await signUp(t.app, t.dataDir);
    const row = await t.services.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const [, algorithm, , params] = row.password_hash.split('$');
    expect(algorithm).toBe('argon2id');
    const settings = Object.fromEntries(
      params!
        .split(',')
        .map((kv) => kv.split('='))
        .map(([k, v]) => [k, Number(v)]),
    );
    expect(settings.m).toBeGreaterThanOrEqual(19_456);
    expect(settings.t).toBeGreaterThanOrEqual(2);
    expect(settings.p).toBe(1);
    expect(row.password_hash).not.toContain(PASSWORD);
  });
});
