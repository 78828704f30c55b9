import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictFacts } from '@boneka/shared';
import { PASSWORD, send, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';
import { addAddress, OWNER, orderingShop } from './support/orders.js';
import { mailsTo, outbox, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: SignedIn;
let stranger: SignedIn;
let productId: number;

beforeAll(async () => {
  ({ t, admin } = await orderingShop());
  stranger = await signUp(t.app, t.dataDir, { firstName: 'Orang', lastName: 'Lain' });
  productId = (await makeProduct(t.services)).product_id;
});
afterAll(() => t.close());

const exportOf = (who: SignedIn) => send(t.app, { method: 'GET', url: '/auth/my-data', token: who.accessToken });
const deleteAccount = (who: SignedIn, password = PASSWORD) =>
  send(t.app, { method: 'POST', url: '/auth/delete-account', token: who.accessToken, payload: { password } });
const setOrder = (orderId: number, changes: Record<string, unknown>) =>
  t.services.database.db.updateTable('orders').set(changes).where('id', '=', orderId).execute();

/** A shopper with a picture, an address, a delivered order with a review, a cart line and a wish. */
async function busyShopper(): Promise<{ who: SignedIn; orderId: number; reviewId: number }> {
  const who = await signUp(t.app, t.dataDir, { firstName: 'Ratna', lastName: 'Sari', phoneNumber: '081299998888' });
  await addAddress(t.app, who);
  const form = multipart('profileImage', 'aku.png', 'image/png', await pngImage(64, 64));
  const uploaded = await send(t.app, {
    method: 'POST',
    url: '/auth/upload-profile-image',
    token: who.accessToken,
    ...form,
  });
  expect(uploaded.statusCode).toBe(200);
  const orderId = await makeOrder(t.services, who.user.id, [productId], 'delivered');
  await setOrder(orderId, {
    ship_recipient: 'Ratna Sari',
    ship_phone: '081299998888',
    ship_street: 'Jl. Melati No. 7',
    ship_city: 'Kota Bandung',
    ship_province: 'Jawa Barat',
    ship_postal_code: '40154',
    notes: 'Titip di pos satpam',
  });
  const review = await send(t.app, {
    method: 'POST',
    url: '/api/reviews',
    token: who.accessToken,
    payload: { product_id: productId, order_id: orderId, rating: 5, comment: 'Bonekanya lembut sekali.' },
  });
  expect(review.statusCode).toBe(201);
  const variantId = (
    await t.services.database.db
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow()
  ).id;
  // Straight into the tables: the cart's own rules are cart.test.ts's.
  const now = t.clock.now().toISOString();
  const line = { user_id: who.user.id, product_id: productId, variant_id: variantId, created_at: now };
  await t.services.database.db
    .insertInto('cart_items')
    .values({ ...line, quantity: 1, updated_at: now })
    .execute();
  await t.services.database.db.insertInto('wishlist_items').values(line).execute();
  return { who, orderId, reviewId: review.json().data.review_id };
}

describe('"Unduh data saya": the account\'s data as a JSON download', () => {
  it('gives profile, addresses, orders with lines and history, reviews, cart and wishlist as an attachment', async () => {
    const { who } = await busyShopper();
    await makeOrder(t.services, stranger.user.id, [productId], 'delivered');
    const res = await exportOf(who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="data-akun-boneka-shop-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({
      email: who.email,
      first_name: 'Ratna',
      last_name: 'Sari',
      phone_number: '081299998888',
    });
    expect(data.profile.profile_image_url).toMatch(/^\/uploads\/avatars\//);
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ recipient_name: 'Siti Rahayu', street_address: 'Jl. Setiabudi No. 12' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      status: 'delivered',
      total_amount: 100_000,
      ship_recipient: 'Ratna Sari',
      ship_street: 'Jl. Melati No. 7',
      items: [{ product_id: productId, quantity: 1, unit_price: 100_000 }],
    });
    expect(Array.isArray(data.orders[0].status_history)).toBe(true);
    expect(data.reviews).toMatchObject([{ product_id: productId, rating: 5, comment: 'Bonekanya lembut sekali.' }]);
    expect(data.cart).toMatchObject([{ product_id: productId, quantity: 1 }]);
    expect(data.wishlist).toMatchObject([{ product_id: productId }]);
    expect(data.sign_ins.length).toBeGreaterThanOrEqual(1);
    expect(data.mails.some((m: { template: string }) => m.template === 'signup_code')).toBe(true);
  });

  it("never holds another person's data or a secret (password hash, tokens, codes)", async () => {
    const { who } = await busyShopper();
    const body = (await exportOf(who)).body;
    expect(body).not.toContain(stranger.email);
    expect(body).not.toContain('Orang');
    const row = await t.services.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', who.user.id)
      .executeTakeFirstOrThrow();
    expect(body).not.toContain(row.password_hash);
    expect(body).not.toMatch(/password_hash|token_hash|code_hash|secure_token|refreshToken|accessToken|family_id/);
    expect(body).not.toContain(who.refreshToken);
    const order = await t.services.database.db
      .selectFrom('orders')
      .select('secure_token')
      .where('user_id', '=', who.user.id)
      .executeTakeFirstOrThrow();
    expect(body).not.toContain(order.secure_token);
    // The sign-up code mailed to the account is not in the download either.
    const code = /\b(\d{6})\b/.exec(outbox(t.dataDir).find((m) => m.to === who.email)!.body)![1]!;
    expect(body).not.toContain(code);
  });

  it('needs a signed-in shopper and is rate-limited per account', async () => {
    expect((await send(t.app, { method: 'GET', url: '/auth/my-data' })).statusCode).toBe(401);
    const who = await signUp(t.app, t.dataDir);
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1) answers.push((await exportOf(who)).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5)).toEqual([429, 429]);
    const limited = await exportOf(who);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  });
});

describe('"Hapus akun": deleting the account', () => {
  it('needs the current password, and counts wrong ones', async () => {
    const who = await signUp(t.app, t.dataDir);
    const wrong = await deleteAccount(who, 'bukan-sandinya');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ success: false, code: 'WRONG_PASSWORD', message: 'Kata sandi salah.' });
    for (let i = 0; i < 4; i += 1) expect((await deleteAccount(who, 'bukan-sandinya')).statusCode).toBe(403);
    // Five wrong ones: even the right password waits now, and nothing was deleted.
    expect((await deleteAccount(who)).statusCode).toBe(429);
    expect((await send(t.app, { method: 'GET', url: '/auth/profile', token: who.accessToken })).statusCode).toBe(200);
    expect(
      (await send(t.app, { method: 'POST', url: '/auth/delete-account', payload: { password: PASSWORD } })).statusCode,
    ).toBe(401);
    expect(
      (await send(t.app, { method: 'POST', url: '/auth/delete-account', token: who.accessToken, payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it("refuses the owner's account with 403", async () => {
    const res = await deleteAccount(admin, OWNER.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'OWNER_ACCOUNT',
      message: 'Akun pemilik toko tidak bisa dihapus dari sini.',
    });
    expect((await send(t.app, { method: 'GET', url: '/auth/profile', token: admin.accessToken })).statusCode).toBe(200);
  });

  it('refuses with 409 while orders are under way, naming each and why', async () => {
    const who = await signUp(t.app, t.dataDir);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'pending', payment_status: 'unpaid' }, 'unpaid'],
      [{ status: 'pending', payment_status: 'unpaid', payment_proof: 'proofs/x.webp' }, 'awaiting_verification'],
      [{ status: 'processing', payment_status: 'paid' }, 'processing'],
      [{ status: 'shipped', payment_status: 'paid' }, 'shipped'],
      [{ status: 'delivered', payment_status: 'paid', complaint_state: 'open' }, 'open_complaint'],
      [{ status: 'delivered', payment_status: 'paid', complaint_state: 'open', return_state: 'shipped' }, 'return'],
      [{ status: 'cancelled', payment_status: 'unpaid', refund_due: true }, 'refund_due'],
    ];
    const numbers: string[] = [];
    for (const [changes] of cases) {
      const id = await makeOrder(t.services, who.user.id, [productId], 'delivered');
      await setOrder(id, changes);
      const row = await t.services.database.db
        .selectFrom('orders')
        .select('order_number')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      numbers.push(row.order_number);
    }
    // Finished orders do not stand in the way.
    await makeOrder(t.services, who.user.id, [productId], 'delivered');
    await setOrder(await makeOrder(t.services, who.user.id, [productId], 'cancelled'), { status: 'cancelled' });

    const res = await deleteAccount(who);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('ACCOUNT_HAS_OPEN_ORDERS');
    expect(body.message).toMatch(/^Akunmu belum bisa dihapus karena masih ada pesanan yang berjalan: /);
    expect(body.message).toContain(`${numbers[0]} (belum dibayar)`);
    expect(body.message).toContain(`${numbers[3]} (sedang dikirim)`);
    expect(conflictFacts('ACCOUNT_HAS_OPEN_ORDERS', { code: body.code, body })?.orders).toEqual(
      cases.map(([, reason], i) => ({ order_number: numbers[i], reason })),
    );
    expect((await send(t.app, { method: 'GET', url: '/auth/profile', token: who.accessToken })).statusCode).toBe(200);
  });

  it('erases the person, keeps the books, ends every session, mails the old address, and lets the e-mail sign up again', async () => {
    const { who, orderId, reviewId } = await busyShopper();
    const otherDevice = (
      await send(t.app, { method: 'POST', url: '/auth/login', payload: { username: who.email, password: PASSWORD } })
    ).json();
    const db = t.services.database.db;
    const avatar = (
      await db.selectFrom('users').select('profile_image').where('id', '=', who.user.id).executeTakeFirstOrThrow()
    ).profile_image!;
    expect((await send(t.app, { method: 'GET', url: `/uploads/${avatar}` })).statusCode).toBe(200);

    const res = await deleteAccount(who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.stringContaining('Akunmu sudah dihapus') });

    // Every session ends at once: access tokens of both sign-ins, and the refresh tokens.
    for (const token of [who.accessToken, otherDevice.accessToken]) {
      const profile = await send(t.app, { method: 'GET', url: '/auth/profile', token });
      expect(profile.statusCode).toBe(401);
      expect(profile.json().code).toBe('SESSION_ENDED');
    }
    const refresh = await send(t.app, {
      method: 'POST',
      url: '/auth/refresh-token',
      payload: { refreshToken: who.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await send(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { username: who.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The person is gone from the account row, the addresses, cart, wishlist and the order.
    const user = await db.selectFrom('users').selectAll().where('id', '=', who.user.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Pembeli', last_name: null, phone_number: null, profile_image: null });
    expect(user.email).toBe(`dihapus-${who.user.id}@akun-dihapus.invalid`);
    expect(user.deleted_at).not.toBeNull();
    expect(JSON.stringify(user)).not.toMatch(/Ratna|Sari|0812999/);
    expect((await send(t.app, { method: 'GET', url: `/uploads/${avatar}` })).statusCode).toBe(404);
    for (const table of ['addresses', 'cart_items', 'wishlist_items'] as const) {
      const rows = await db.selectFrom(table).select('id').where('user_id', '=', who.user.id).execute();
      expect(rows, table).toEqual([]);
    }
    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      ship_recipient: '',
      ship_phone: '',
      ship_street: '',
      notes: null,
      ship_city: 'Kota Bandung',
      ship_province: 'Jawa Barat',
      total_amount: 100_000,
      status: 'delivered',
    });
    const lines = await db
      .selectFrom('order_items')
      .select(['quantity', 'unit_price'])
      .where('order_id', '=', orderId)
      .execute();
    expect(lines).toEqual([{ quantity: 1, unit_price: 100_000 }]);

    // The review stays, shown as a nameless shopper.
    const reviews = await send(t.app, { method: 'GET', url: `/api/reviews/product/${productId}` });
    const review = reviews.json().data.reviews.find((r: { review_id: number }) => r.review_id === reviewId);
    expect(review).toMatchObject({
      comment: 'Bonekanya lembut sekali.',
      user: { full_name: 'P***i', profileImageUrl: null },
    });

    // The confirmation went to the old address through the outbox.
    const [mail] = (await mailsTo(t.dataDir, who.email, 2)).filter((m) => /dihapus/.test(m.subject));
    expect(mail?.subject).toBe('Akun Boneka Shop kamu sudah dihapus');
    expect(mail?.body).toContain('10 tahun');

    // Audited without the person: no name, e-mail or phone in the entry.
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account.deleted')
      .where('target', '=', `user:${who.user.id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(new RegExp(`${who.email}|Ratna|0812999`));

    // The same e-mail signs up again, as a new account.
    const again = await signUp(t.app, t.dataDir, { email: who.email, firstName: 'Ratna' });
    expect(again.user.id).not.toBe(who.user.id);
    const profile = await send(t.app, { method: 'GET', url: '/auth/profile', token: again.accessToken });
    expect(profile.json().user).toMatchObject({ email: who.email, addresses: [] });
    expect((await exportOf(again)).json().orders).toEqual([]);
  });

  it('deleting twice at once erases once and mails once', async () => {
    const who = await signUp(t.app, t.dataDir);
    const answers = await Promise.all([deleteAccount(who), deleteAccount(who), deleteAccount(who)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 401)).toBe(true);
    const rows = await t.services.database.db
      .selectFrom('notifications')
      .select('id')
      .where('template', '=', 'account_deleted')
      .where('user_id', '=', who.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const audit = await t.services.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'account.deleted')
      .where('target', '=', `user:${who.user.id}`)
      .execute();
    expect(audit).toHaveLength(1);
  });
});
