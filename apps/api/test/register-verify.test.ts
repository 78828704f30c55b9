import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOtp, mailsTo, createTestApp, type TestApp } from './support/test-app.js';
import { PASSWORD, register, send, signUp, uniqueEmail } from './support/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (email: string, otp: string, remoteAddress?: string) =>
  send(t.app, {
    method: 'POST',
    url: '/auth/verify-email',
    payload: { email, otp },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('register', () => {
  it('creates an unverified sign-up, mails a code and does not sign in; the username says nothing of the e-mail', async () => {
    const email = uniqueEmail('dewi.lestari');
    const { res } = await register(t.app, { email });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Registration successful! Please check your email for the verification code.',
      email,
      requiresVerification: true,
    });
    expect(body.accessToken).toBeUndefined();
    const mail = await mailsTo(t.dataDir, email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toMatch(/\b\d{6}\b/);

    const signedIn = await verify(email, await latestOtp(t.dataDir, email));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      email,
      type: 'customer',
      emailVerified: true,
      username: expect.stringMatching(/^pembeli\d{8}$/),
    });
  });

  it('speaks to the shopper as “kamu” in the code mail and in the mail to an e-mail that has an account', async () => {
    const email = uniqueEmail('sari');
    await register(t.app, { email });
    const [code] = await mailsTo(t.dataDir, email);
    expect(code!.body).toContain('Jika kamu tidak mendaftar di Boneka Shop, abaikan e-mail ini.');

    await verify(email, await latestOtp(t.dataDir, email));
    await register(t.app, { email });
    const known = (await mailsTo(t.dataDir, email, 2)).at(-1)!;
    expect(known.subject).toBe('Akun Boneka Shop milikmu');
    for (const mail of [code!, known]) expect(`${mail.subject}\n${mail.body}`).not.toMatch(/\bAnda\b/);
  });

  it('item 18: derived usernames are random, never the local part of the e-mail', async () => {
    const a = await signUp(t.app, t.dataDir, { email: `kembar@a-${Date.now()}.id` });
    const b = await signUp(t.app, t.dataDir, { email: `kembar@b-${Date.now()}.id` });
    for (const user of [a.user, b.user]) expect(user.username).toMatch(/^pembeli\d{8}$/);
    expect(a.user.username).not.toBe(b.user.username);
  });

  it('SECURITY 16: ignores type, emailVerified and other fields a client has no say over', async () => {
    const email = uniqueEmail();
    const { res } = await register(t.app, { email, type: 'admin', emailVerified: true, email_verified: 1, id: 1 });
    expect(res.statusCode).toBe(201);
    const login = await send(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { username: email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', requiresVerification: true });
    const verified = await verify(email, await latestOtp(t.dataDir, email));
    expect(verified.json().user.type).toBe('customer');
  });

  it.each([
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a malformed e-mail', { email: 'bukan-email' }, 'email'],
    ['a short password', { password: '12345' }, 'password'],
    ['a common password', { password: 'password' }, 'password'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'password'],
    ['a blank first name', { firstName: '   ' }, 'firstName'],
    ['a phone number with letters', { phoneNumber: 'call me' }, 'phoneNumber'],
  ])('SECURITY 2: refuses %s with 400 VALIDATION_ERROR', async (_name, overrides, field) => {
    const { res } = await register(t.app, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('SECURITY 2: accepts a 64-character password without truncating it', async () => {
    const password = 'Kata-sandi-panjang-'.padEnd(64, 'z');
    const email = uniqueEmail();
    const { res } = await register(t.app, { email, password });
    expect(res.statusCode).toBe(201);
    await verify(email, await latestOtp(t.dataDir, email));
    const ok = await send(t.app, { method: 'POST', url: '/auth/login', payload: { username: email, password } });
    expect(ok.statusCode).toBe(200);
    const truncated = await send(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { username: email, password: password.slice(0, 63) },
    });
    expect(truncated.statusCode).toBe(401);
  });

  it('SECURITY 4: answers a known e-mail exactly like a new one', async () => {
    const known = await signUp(t.app, t.dataDir);
    const again = await register(t.app, { email: known.email, password: 'Another-pass-123' });
    const fresh = await register(t.app);
    expect(again.res.statusCode).toBe(fresh.res.statusCode);
    expect({ ...again.res.json(), email: 'x' }).toEqual({ ...fresh.res.json(), email: 'x' });
    const stillOld = await send(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { username: known.email, password: PASSWORD },
    });
    expect(stillOld.statusCode).toBe(200);
  });

  it('refuses a username that is taken with 409', async () => {
    const first = await register(t.app, { username: 'boneka_fan' });
    expect(first.res.statusCode).toBe(201);
    const second = await register(t.app, { username: 'Boneka_Fan' });
    expect(second.res.statusCode).toBe(409);
    expect(second.res.json().code).toBe('USERNAME_TAKEN');
  });

  it('throttles registrations from one address with 429 and Retry-After', async () => {
    const remoteAddress = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await send(t.app, {
        method: 'POST',
        url: '/auth/register',
        remoteAddress,
        payload: { email: uniqueEmail('massal'), password: PASSWORD, firstName: 'Bot' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('takes the per-address sign-up budget from SIGNUPS_PER_ADDRESS_PER_HOUR', async () => {
    const shared = await createTestApp({ SIGNUPS_PER_ADDRESS_PER_HOUR: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await send(shared.app, {
          method: 'POST',
          url: '/auth/register',
          remoteAddress: '192.0.2.78',
          payload: { email: uniqueEmail('nat'), password: PASSWORD, firstName: 'Tetangga' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 429]);
    } finally {
      await shared.close();
    }
  });
});

describe('verify-email', () => {
  it('SECURITY 5: the code never appears in a reply', async () => {
    const { res, email } = await register(t.app);
    const code = await latestOtp(t.dataDir, email);
    expect(res.body).not.toContain(code);
    const resend = await send(t.app, { method: 'POST', url: '/auth/resend-otp', payload: { email } });
    expect(resend.body).not.toContain(await latestOtp(t.dataDir, email, 2));
  });

  it('SECURITY 7: a code works once', async () => {
    const { email } = await register(t.app);
    const code = await latestOtp(t.dataDir, email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const reuse = await verify(email, code);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_OTP');
  });

  it('SECURITY 7: a code expires after 10 minutes', async () => {
    const { email } = await register(t.app);
    const code = await latestOtp(t.dataDir, email);
    t.clock.advance(10 * 60_000 + 1000);
    const late = await verify(email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_OTP');
  });

  it('SECURITY 7: a code still works just before 10 minutes', async () => {
    const { email } = await register(t.app);
    const code = await latestOtp(t.dataDir, email);
    t.clock.advance(9 * 60_000);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('SECURITY 7: a code only verifies its own account', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const codeOfA = await latestOtp(t.dataDir, a.email);
    const cross = await verify(b.email, codeOfA);
    expect(cross.statusCode).toBe(400);
    expect((await verify(b.email, await latestOtp(t.dataDir, b.email))).statusCode).toBe(200);
  });

  it('SECURITY 7: a resend kills the previous code', async () => {
    const { email } = await register(t.app);
    const first = await latestOtp(t.dataDir, email);
    const resend = await send(t.app, { method: 'POST', url: '/auth/resend-otp', payload: { email } });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe('New verification code sent! Please check your email.');
    const second = await latestOtp(t.dataDir, email, 2);
    if (second !== first) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('SECURITY 6: five wrong codes burn the code; the right one then fails', async () => {
    const { email } = await register(t.app);
    const code = await latestOtp(t.dataDir, email);
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(email, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_OTP');
    }
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('throttles verification attempts from one address with 429 and Retry-After', async () => {
    const remoteAddress = '192.0.2.88';
    let last = await verify(uniqueEmail('tebak'), '000000', remoteAddress);
    for (let i = 1; i <= 30; i += 1)
      last = await verify(uniqueEmail('tebak'), String(i).padStart(6, '0'), remoteAddress);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a code that is not six digits with 400', async () => {
    const { email } = await register(t.app);
    for (const otp of ['12345', '1234567', 'abcdef', '12 456']) {
      const res = await verify(email, otp);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('SECURITY 4: an unknown e-mail gets the same answer as a wrong code', async () => {
    const unknown = await verify(uniqueEmail('tidakada'), '123456');
    const { email } = await register(t.app);
    const wrong = await verify(email, wrongCode(await latestOtp(t.dataDir, email)));
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('resend-otp', () => {
  it('SECURITY 8: the sixth resend within a minute answers 429 with Retry-After', async () => {
    const { email } = await register(t.app);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i += 1) {
      const res = await send(t.app, {
        method: 'POST',
        url: '/auth/resend-otp',
        payload: { email },
        remoteAddress: '192.0.2.150',
      });
      statuses.push(res.statusCode);
      retryAfter = res.headers['retry-after'] as string | undefined;
    }
    // The registration itself sent the first code and counts as one send.
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('SECURITY 4: answers an unknown or verified e-mail like a pending one', async () => {
    const verified = await signUp(t.app, t.dataDir);
    const pending = await register(t.app);
    const replies = await Promise.all(
      [verified.email, pending.email, uniqueEmail('tidakada')].map((email) =>
        send(t.app, { method: 'POST', url: '/auth/resend-otp', payload: { email } }),
      ),
    );
    expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
  });
});
