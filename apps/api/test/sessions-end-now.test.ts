/**
 * Ending sessions ends them now (SECURITY 39, decision 050): an access token lives only while the sign-in it belongs
 * to (its refresh-token family) stands, asked of the database on every request, so a password reset, a logout, a
 * replayed refresh token or a new owner password stop the access tokens already issued, on every instance.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, send, signInAdmin, signUp } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { addAddress, cheapestShipping, placeOrder } from './support/orders.js';
import { createTestApp, latestOtp, testConfig, type TestApp } from './support/test-app.js';
import { REFRESH_REUSE_GRACE_MS } from '../src/modules/auth/auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Kata-Sandi-Baru-2026';
const profile = (app: TestApp['app'], accessToken: string) =>
  send(app, { method: 'GET', url: '/auth/profile', token: accessToken });
const login = (username: string, password: string) =>
  send(t.app, { method: 'POST', url: '/auth/login', payload: { username, password } });
const refresh = (refreshToken: string) =>
  send(t.app, { method: 'POST', url: '/auth/refresh-token', payload: { refreshToken } });

async function resetPassword(email: string, mailsBefore: number) {
  expect((await send(t.app, { method: 'POST', url: '/auth/forgot-password', payload: { email } })).statusCode).toBe(
    200,
  );
  const otp = await latestOtp(t.dataDir, email, mailsBefore + 1);
  const done = await send(t.app, {
    method: 'POST',
    url: '/auth/reset-password',
    payload: { email, otp, newPassword: NEW_PASSWORD },
  });
  expect(done.statusCode, done.body).toBe(200);
}

const expectSessionEnded = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ success: false, code: 'SESSION_ENDED' });
};

describe('SECURITY 39: ending sessions ends their access tokens at once', () => {
  it('SECURITY 39: an access token taken before a reset is refused right after it', async () => {
    const shopper = await signUp(t.app, t.dataDir);
    const doll = await makeProduct(t.services, { price: 120_000, stock: 5 });
    const addressId = await addAddress(t.app, shopper);
    const shipping = await cheapestShipping(t.app, shopper);
    // The phone signed in before the reset; the laptop is where the shopper resets the password.
    const phone = (await login(shopper.email, PASSWORD)).json();
    expect((await profile(t.app, phone.accessToken)).statusCode).toBe(200);
    const other = await t.anotherInstance();
    expect((await profile(other.app, phone.accessToken)).statusCode).toBe(200);

    await resetPassword(shopper.email, 1);

    expectSessionEnded(await profile(t.app, phone.accessToken));
    expectSessionEnded(await profile(t.app, shopper.accessToken));
    // Another instance on the same database refuses it too: nothing is remembered in one process.
    expectSessionEnded(await profile(other.app, phone.accessToken));
    // The case: the phone completing an order a minute after the reset.
    t.clock.advance(60_000);
    const order = await placeOrder(
      t.app,
      { ...shopper, accessToken: phone.accessToken },
      {
        address_id: addressId,
        payment_method: 'Transfer Bank',
        items: [{ product_id: doll.product_id, quantity: 1 }],
        shipping: { courier: shipping.courier, service: shipping.service },
      },
    );
    expectSessionEnded(order);
    expect(
      await t.services.database.db.selectFrom('orders').select('id').where('user_id', '=', shopper.user.id).execute(),
    ).toEqual([]);

    // Signing in with the new password gives a session that works.
    const again = await login(shopper.email, NEW_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect((await profile(other.app, again.json().accessToken)).statusCode).toBe(200);
  });

  it('logout ends that sign-in’s access token at once, and leaves the shopper’s other sign-ins alone', async () => {
    const shopper = await signUp(t.app, t.dataDir);
    const laptop = (await login(shopper.email, PASSWORD)).json();
    const out = await send(t.app, {
      method: 'POST',
      url: '/auth/logout',
      token: shopper.accessToken,
      payload: { refreshToken: shopper.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expectSessionEnded(await profile(t.app, shopper.accessToken));
    expect((await profile(t.app, laptop.accessToken)).statusCode).toBe(200);
  });

  it('a refresh token replayed after its rotation ends the access tokens of its sign-in', async () => {
    const shopper = await signUp(t.app, t.dataDir);
    const rotated = await refresh(shopper.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const { accessToken } = rotated.json();
    expect((await profile(t.app, accessToken)).statusCode).toBe(200);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(shopper.refreshToken)).statusCode).toBe(401);
    expectSessionEnded(await profile(t.app, accessToken));
  });

  it('a new owner password (ADMIN_PASSWORD at start) ends the owner’s access tokens', async () => {
    const email = 'pemilik.sesi@boneka.test';
    await t.services.auth.ensureAdmin(email, 'Pemilik-Sesi-Lama-2026');
    const owner = await signInAdmin(t.app, email, 'Pemilik-Sesi-Lama-2026');
    const admin = (token: string) => send(t.app, { method: 'GET', url: '/api/admin/vouchers', token });
    expect((await admin(owner.accessToken)).statusCode).toBe(200);
    await t.services.auth.ensureAdmin(email, 'Pemilik-Sesi-Baru-2026');
    expectSessionEnded(await admin(owner.accessToken));
  });

  it('a token naming no sign-in (as issued before decision 050) is refused, so it cannot outlive one', async () => {
    const shopper = await signUp(t.app, t.dataDir);
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    const withoutSession = await new SignJWT({ typ: 'access', role: 'customer' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(shopper.user.id))
      .setIssuer('boneka-shop')
      .setAudience('boneka-shop')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900)
      .sign(new TextEncoder().encode(testConfig(t.dataDir).jwtSecret));
    const res = await profile(t.app, withoutSession);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_TOKEN');
    // Another user's sign-in named in a token signed for this one stands for nothing either.
    const other = await signUp(t.app, t.dataDir);
    const borrowed = await t.services.tokens.sign({
      userId: shopper.user.id,
      type: 'customer',
      sessionId: JSON.parse(Buffer.from(other.accessToken.split('.')[1]!, 'base64url').toString()).sid,
    });
    expectSessionEnded(await profile(t.app, borrowed));
  });
});
