/**
 * Contract test: the earlier shop's front end, written from its spec alone, plays a whole journey against this API
 * (decision 011). Every path and payload field below is spelled as that client spells it (the § numbers name the
 * spec's sections, as in the test names); every reply is read only where that client reads it. Where we
 * deliberately differ, a one-line comment names the difference and the test shows that the client's own form
 * still works.
 *
 * The tests share the journey's state and run in order: register → shop → order → pay → deliver → review → logout.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, latestOtp, type TestApp } from './support/test-app.js';
import { PASSWORD, send, uniqueEmail } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { pngImage } from './support/images.js';

type Body = Record<string, unknown>;
type Product = Awaited<ReturnType<typeof makeProduct>>;
interface ShippingOption {
  code: string;
  service: string;
  cost: number;
}

let t: TestApp;

// ---------------------------------------------------------------------------------------------------------------
// The spec client's calls: JSON (or nothing) with an optional bearer token, and multipart forms.
// ---------------------------------------------------------------------------------------------------------------

interface FormFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body of text fields and any number of files, as a browser's FormData sends it. */
function formData(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = `----specClient${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const spec = {
  get: (path: string, token?: string) => send(t.app, { method: 'GET', url: path, token }),
  post: (path: string, body?: Body, token?: string) => send(t.app, { method: 'POST', url: path, payload: body, token }),
  put: (path: string, body?: Body, token?: string) => send(t.app, { method: 'PUT', url: path, payload: body, token }),
  delete: (path: string, token?: string) => send(t.app, { method: 'DELETE', url: path, token }),
  form: (method: 'POST' | 'PUT', path: string, form: ReturnType<typeof formData>, token?: string) =>
    send(t.app, { method, url: path, payload: form.payload, headers: form.headers, token }),
};

/** The reply's JSON after checking its status (the body is printed when the status is not the expected one). */
function json(res: LightMyRequestResponse, status = 200) {
  expect(res.statusCode, `${res.statusCode} ${res.body}`).toBe(status);
  return res.json();
}

const png = async (name = 'foto.png') => ({
  filename: name,
  type: 'image/png',
  data: await pngImage(),
});

// ---------------------------------------------------------------------------------------------------------------
// The journey's state.
// ---------------------------------------------------------------------------------------------------------------

const ADMIN = { email: 'pemilik@boneka.id', password: 'Pemilik-Boneka-2026' };
const customerEmail = uniqueEmail('spec');
let accessToken = '';
let refreshToken = '';
let user: { id: number; username: string; type: string; firstName: string };
let adminToken = '';

let bear: Product; // ordered by bank transfer, paid, shipped, delivered and reviewed
let rabbit: Product; // ordered cash on delivery, processed, shipped, delivered and reviewed
let panda: Product; // ordered and cancelled by the customer, then by the admin

const location = { province: 0, city: 0, district: 0 };
let homeAddressId = 0;
let quotes: ShippingOption[] = [];

const orders = {
  transfer: { id: 0, token: '', number: '' },
  cod: { id: 0, token: '' },
  customerCancel: { id: 0, token: '' },
  adminCancel: { id: 0, token: '' },
};
let bearReviewId = 0;
let rabbitReviewId = 0;
let reviewImageUrls: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  bear = await makeProduct(t.services, {
    name: 'Boneka Beruang Pink',
    description: 'Beruang pink super lembut, 40 cm',
    price: 150_000,
    stock: 20,
  });
  rabbit = await makeProduct(t.services, {
    name: 'Kelinci Putih Salju',
    description: 'Kelinci dengan pita merah',
    price: 85_000,
    stock: 20,
  });
  panda = await makeProduct(t.services, {
    name: 'Panda Gembul',
    description: 'Panda gemuk dan lucu',
    price: 99_000,
    stock: 20,
  });
});
afterAll(() => t?.close());

const stockOf = async (product: Product) =>
  json(await spec.get(`/api/products/${product.product_id}`)).data.stock as number;
const myOrders = async () => json(await spec.get('/api/orders/my-orders', accessToken)).data as Body[];

/** The earlier shop's create-order payload (decision 011): address_id, payment_method, notes, items (product_id,
 * quantity, price), shipping_cost, voucher_discount — and nothing else (no courier: the spec's checkout names none). */
function specOrder(product: Product, overrides: Body = {}): Body {
  return {
    address_id: homeAddressId,
    payment_method: 'Transfer Bank',
    notes: '',
    items: [{ product_id: product.product_id, quantity: 1, price: product.price }],
    shipping_cost: Math.min(...quotes.map((q) => q.cost)),
    voucher_discount: 0,
    ...overrides,
  };
}

describe('a client written from spec §7 alone does the whole journey', () => {
  // -------------------------------------------------------------------------------------------------------------
  // 1. Customer: §7 Auth
  // -------------------------------------------------------------------------------------------------------------

  it('§7 POST /auth/register with the registration page payload (firstName, lastName, email, password, phoneNumber)', async () => {
    const body = json(
      await spec.post('/auth/register', {
        firstName: 'Siti',
        lastName: 'Rahayu',
        email: customerEmail,
        password: PASSWORD,
        phoneNumber: '081234567890',
      }),
      201,
    );
    expect(body.success).toBe(true);
    // Registration does not sign in (a spec client expects accessToken, refreshToken, user); it mails a code.
    expect(body).toMatchObject({ requiresVerification: true, email: customerEmail });
    expect(body.accessToken).toBeUndefined();
  });

  it('§7 POST /auth/login before verification answers with the requires-verification flag (§4 Auth page)', async () => {
    const res = await spec.post('/auth/login', { username: customerEmail, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, requiresVerification: true, email: customerEmail });
  });

  it('§7 POST /auth/verify-email {email, otp} → accessToken, refreshToken, user', async () => {
    const body = json(
      await spec.post('/auth/verify-email', { email: customerEmail, otp: await latestOtp(t.dataDir, customerEmail) }),
    );
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      id: expect.any(Number),
      username: expect.any(String),
      type: 'customer',
      firstName: 'Siti',
      lastName: 'Rahayu',
      emailVerified: true,
      profileImageUrl: null,
    });
    // The registration page sends no username, so the server derives a unique one.
    expect(body.user.username.length).toBeGreaterThanOrEqual(3);
    ({ accessToken, refreshToken, user } = body);
  });

  it('§7 POST /auth/resend-otp {email} answers', async () => {
    const other = uniqueEmail('spec-resend');
    json(
      await spec.post('/auth/register', {
        firstName: 'Rina',
        lastName: '',
        email: other,
        password: PASSWORD,
        phoneNumber: '',
      }),
      201,
    );
    const body = json(await spec.post('/auth/resend-otp', { email: other }));
    expect(body.success).toBe(true);
    expect(body.message).toBe('New verification code sent! Please check your email.');
  });

  it('§7 POST /auth/register with the auth page payload (username, email, password, firstName, lastName, phoneNumber), then login by that username', async () => {
    const email = uniqueEmail('spec-auth');
    const username = `dewi_${Date.now().toString(36)}`;
    const registered = json(
      await spec.post('/auth/register', {
        username,
        email,
        password: PASSWORD,
        firstName: 'Dewi',
        lastName: 'Lestari',
        phoneNumber: '081298765432',
      }),
      201,
    );
    expect(registered.success).toBe(true);
    const verified = json(await spec.post('/auth/verify-email', { email, otp: await latestOtp(t.dataDir, email) }));
    expect(verified.user).toMatchObject({ username, firstName: 'Dewi', type: 'customer' });
    const login = json(await spec.post('/auth/login', { username, password: PASSWORD }));
    expect(login).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(login.user).toMatchObject({ username, type: 'customer' });
  });

  it('§7 POST /auth/login {username, password} by username and by e-mail → accessToken, refreshToken, user', async () => {
    const byUsername = json(await spec.post('/auth/login', { username: user.username, password: PASSWORD }));
    expect(byUsername).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(byUsername.user).toMatchObject({ id: user.id, username: user.username, type: 'customer' });
    // Login also accepts the e-mail in `username`.
    const byEmail = json(await spec.post('/auth/login', { username: customerEmail, password: PASSWORD }));
    expect(byEmail.user).toMatchObject({ id: user.id });
    ({ accessToken, refreshToken } = byEmail);
  });

  it('§7 POST /auth/refresh-token {refreshToken} → accessToken', async () => {
    const body = json(await spec.post('/auth/refresh-token', { refreshToken }, accessToken));
    expect(body.accessToken).toEqual(expect.any(String));
    accessToken = body.accessToken;
    // Our refresh tokens rotate (decision 002); a client that keeps the old one is signed out at the next refresh.
    refreshToken = body.refreshToken ?? refreshToken;
    expect(json(await spec.get('/auth/profile', accessToken)).user.id).toBe(user.id);
  });

  it('§7 GET /auth/profile → user (with addresses)', async () => {
    const body = json(await spec.get('/auth/profile', accessToken));
    expect(body.user).toMatchObject({
      id: user.id,
      username: user.username,
      type: 'customer',
      firstName: 'Siti',
      lastName: 'Rahayu',
      email: customerEmail,
      phoneNumber: '081234567890',
      emailVerified: true,
      addresses: [],
    });
    expect(body.user).not.toHaveProperty('password');
    // No token, or a bad one, is 401 (the spec's client treats 401 and 403 alike).
    expect((await spec.get('/auth/profile')).statusCode).toBe(401);
  });

  it('§7 PUT /auth/profile {firstName, lastName, phoneNumber} → user', async () => {
    const body = json(
      await spec.put(
        '/auth/profile',
        { firstName: 'Siti', lastName: 'Rahayu Putri', phoneNumber: '081234500000' },
        accessToken,
      ),
    );
    expect(body.user).toMatchObject({
      id: user.id,
      firstName: 'Siti',
      lastName: 'Rahayu Putri',
      phoneNumber: '081234500000',
    });
  });

  it('§7 POST /auth/upload-profile-image (multipart, field profileImage) → user', async () => {
    const body = json(
      await spec.form(
        'POST',
        '/auth/upload-profile-image',
        formData({}, [{ field: 'profileImage', ...(await png('avatar.png')) }]),
        accessToken,
      ),
    );
    expect(body.user).toMatchObject({ id: user.id, profileImageUrl: expect.any(String) });
    expect((await spec.get(body.user.profileImageUrl)).statusCode).toBe(200);
  });

  it('§7 GET /auth/provinces → /auth/provinces/{id}/cities → /auth/cities/{id}/districts, without a token', async () => {
    const provinces = json(await spec.get('/auth/provinces')).provinces as {
      province_id: number;
      province_name: string;
    }[];
    const jawaBarat = provinces.find((p) => p.province_name === 'Jawa Barat');
    expect(jawaBarat).toBeDefined();
    const cities = json(await spec.get(`/auth/provinces/${jawaBarat!.province_id}/cities`)).cities as {
      city_id: number;
      city_name: string;
    }[];
    const bandung = cities.find((c) => c.city_name === 'Kota Bandung');
    expect(bandung).toBeDefined();
    const districts = json(await spec.get(`/auth/cities/${bandung!.city_id}/districts`)).districts as {
      district_id: number;
      district_name: string;
    }[];
    const sukasari = districts.find((d) => d.district_name === 'Sukasari');
    expect(sukasari).toBeDefined();
    Object.assign(location, {
      province: jawaBarat!.province_id,
      city: bandung!.city_id,
      district: sukasari!.district_id,
    });
  });

  it('§7 POST/GET/PUT/DELETE /auth/addresses with the §3 camel-case address payload', async () => {
    // §3 Address save payload: label, recipientName, phoneNumber, streetAddress, province, city, district,
    // postalCode, notes, isDefault.
    const home = {
      label: 'Rumah',
      recipientName: 'Siti Rahayu',
      phoneNumber: '081234567890',
      streetAddress: 'Jl. Setiabudi No. 12',
      province: location.province,
      city: location.city,
      district: location.district,
      postalCode: '40154',
      notes: 'Pagar hijau',
      isDefault: true,
    };
    const created = json(await spec.post('/auth/addresses', home, accessToken), 201);
    expect(created.success).toBe(true);
    // §3 stored and read form: address_id (or id), snake-case fields, nested province/city/district names.
    expect(created.address).toMatchObject({
      address_id: expect.any(Number),
      label: 'Rumah',
      recipient_name: 'Siti Rahayu',
      phone_number: '081234567890',
      street_address: 'Jl. Setiabudi No. 12',
      province_id: location.province,
      city_id: location.city,
      district_id: location.district,
      postal_code: '40154',
      notes: 'Pagar hijau',
      is_default: true,
      province: { province_name: 'Jawa Barat' },
      city: { city_name: 'Kota Bandung' },
      district: { district_id: location.district, district_name: 'Sukasari' },
    });
    homeAddressId = created.address.address_id;

    const office = json(
      await spec.post('/auth/addresses', { ...home, label: 'Kantor', notes: '', isDefault: false }, accessToken),
      201,
    );
    const officeId = office.address.address_id as number;

    const listed = json(await spec.get('/auth/addresses', accessToken)).addresses as { address_id: number }[];
    expect(listed.map((a) => a.address_id).sort()).toEqual([homeAddressId, officeId].sort());

    // A <select>'s value is text: the same payload with the ids as strings.
    const updated = json(
      await spec.put(
        `/auth/addresses/${officeId}`,
        {
          ...home,
          label: 'Kantor Baru',
          streetAddress: 'Jl. Dago No. 100',
          province: String(location.province),
          city: String(location.city),
          district: String(location.district),
          isDefault: false,
        },
        accessToken,
      ),
    );
    expect(updated.address).toMatchObject({
      address_id: officeId,
      label: 'Kantor Baru',
      street_address: 'Jl. Dago No. 100',
    });

    const deleted = json(await spec.delete(`/auth/addresses/${officeId}`, accessToken));
    expect(deleted.success).toBe(true);
    const profile = json(await spec.get('/auth/profile', accessToken));
    expect(profile.user.addresses.map((a: { address_id: number }) => a.address_id)).toEqual([homeAddressId]);
  });

  // -------------------------------------------------------------------------------------------------------------
  // 2. Catalogue: §7 Products
  // -------------------------------------------------------------------------------------------------------------

  it('§7 GET /api/products → a data list', async () => {
    const body = json(await spec.get('/api/products'));
    expect(Array.isArray(body.data)).toBe(true);
    const names = (body.data as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining([bear.name, rabbit.name, panda.name]));
  });

  it('§7 GET /api/products/{id} → the product (§3 product_id, name, description, price, stock, image_url)', async () => {
    const body = json(await spec.get(`/api/products/${bear.product_id}`));
    expect(body.data).toMatchObject({
      product_id: bear.product_id,
      name: 'Boneka Beruang Pink',
      description: 'Beruang pink super lembut, 40 cm',
      price: 150_000,
      stock: 20,
      image_url: null,
    });
  });

  it('§7 GET /api/products/search?q={text}', async () => {
    const body = json(await spec.get('/api/products/search?q=beruang'));
    expect((body.data as { product_id: number }[]).map((p) => p.product_id)).toEqual([bear.product_id]);
  });

  // -------------------------------------------------------------------------------------------------------------
  // 3. Cart: §7 Cart (under /api)
  // -------------------------------------------------------------------------------------------------------------

  let bearLine = 0;
  let rabbitLine = 0;

  it('§7 POST /api/cart/items {product_id, quantity}, and without quantity (default 1)', async () => {
    const added = json(
      await spec.post('/api/cart/items', { product_id: bear.product_id, quantity: 2 }, accessToken),
      201,
    );
    expect(added.success).toBe(true);
    const defaulted = json(await spec.post('/api/cart/items', { product_id: rabbit.product_id }, accessToken), 201);
    expect(defaulted.data).toMatchObject({ product_id: rabbit.product_id, quantity: 1 });
    bearLine = added.data.cart_item_id;
    rabbitLine = defaulted.data.cart_item_id;
  });

  it('§7 PUT /api/cart/items/{id} {quantity}', async () => {
    const body = json(await spec.put(`/api/cart/items/${rabbitLine}`, { quantity: 3 }, accessToken));
    expect(body.success).toBe(true);
  });

  it('§7 GET /api/cart → data.items, data.totalItems', async () => {
    const body = json(await spec.get('/api/cart', accessToken));
    expect(body.data.totalItems).toBe(5);
    const items = body.data.items as { cart_item_id: number; quantity: number }[];
    expect(items.map((i) => [i.cart_item_id, i.quantity]).sort()).toEqual(
      [
        [bearLine, 2],
        [rabbitLine, 3],
      ].sort(),
    );
    // §3 cart item: cart_item_id, quantity, product {product_id, name, description, price, stock, image_url, category.name}.
    expect(items.find((i) => i.cart_item_id === bearLine)).toMatchObject({
      product: {
        product_id: bear.product_id,
        name: bear.name,
        description: bear.description,
        price: 150_000,
        stock: 20,
        image_url: null,
        category: { name: 'Boneka' },
      },
    });
  });

  it('§7 GET /api/cart/count → data.count', async () => {
    const body = json(await spec.get('/api/cart/count', accessToken));
    expect(typeof body.data.count).toBe('number');
    expect(body.data.count).toBeGreaterThan(0);
  });

  it('§7 POST /api/cart/validate {items: [{product_id, quantity}]} → valid true, message', async () => {
    const body = json(
      await spec.post(
        '/api/cart/validate',
        {
          items: [
            { product_id: bear.product_id, quantity: 2 },
            { product_id: rabbit.product_id, quantity: 3 },
          ],
        },
        accessToken,
      ),
    );
    expect(body.data).toMatchObject({ valid: true, message: expect.any(String) });
  });

  it('§7 POST /api/cart/validate with a quantity far above stock → 200 with valid false and a message (issue 11)', async () => {
    // The spec client's checkout shows 'Gagal checkout: {message}' — it needs a 200 that says why, not a 400.
    const body = json(
      await spec.post(
        '/api/cart/validate',
        { items: [{ product_id: bear.product_id, quantity: 999_999 }] },
        accessToken,
      ),
    );
    expect(body.data.valid).toBe(false);
    expect(body.data.message).toEqual(expect.stringContaining(bear.name));
  });

  it('§7 DELETE /api/cart/items/{id} and DELETE /api/cart/clear', async () => {
    json(await spec.delete(`/api/cart/items/${rabbitLine}`, accessToken));
    const after = json(await spec.get('/api/cart', accessToken));
    expect((after.data.items as { cart_item_id: number }[]).map((i) => i.cart_item_id)).toEqual([bearLine]);
    json(await spec.delete('/api/cart/clear', accessToken));
    expect(json(await spec.get('/api/cart/count', accessToken)).data.count).toBe(0);
    expect(json(await spec.get('/api/cart', accessToken)).data).toEqual({ items: [], totalItems: 0 });
  });

  // -------------------------------------------------------------------------------------------------------------
  // 4. Shipping: §7 Uploads and shipping
  // -------------------------------------------------------------------------------------------------------------

  it('§7 POST /api/shipping/calculate-shipping {districtId, weight: 1000} → success, a data list with costs', async () => {
    const body = json(
      await spec.post('/api/shipping/calculate-shipping', { districtId: location.district, weight: 1000 }, accessToken),
    );
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    for (const option of body.data) {
      // §3 shipping option: code, service, name or courier, cost or price, etd, description.
      expect(option).toMatchObject({
        code: expect.any(String),
        service: expect.any(String),
        cost: expect.any(Number),
        etd: expect.any(String),
      });
      expect(option.cost).toBeGreaterThan(0);
    }
    quotes = body.data;
  });

  // -------------------------------------------------------------------------------------------------------------
  // 5. Order with the spec's payload: §7 Orders, §3 create-order payload
  // -------------------------------------------------------------------------------------------------------------

  it('§7 POST /api/orders with the §3 payload and shipping_cost equal to a quoted cost → success, data.secure_token, message', async () => {
    // The checkout starts from the cart; the ordered lines leave it (decision 006).
    json(await spec.post('/api/cart/items', { product_id: bear.product_id, quantity: 2 }, accessToken), 201);
    // No courier is named; the server takes the quoted option costing shipping_cost (decision 011; the priciest here).
    const dearest = Math.max(...quotes.map((q) => q.cost));
    const res = await spec.post(
      '/api/orders',
      specOrder(bear, {
        notes: 'Tolong dibungkus kado',
        items: [{ product_id: bear.product_id, quantity: 2, price: bear.price }],
        shipping_cost: dearest,
      }),
      accessToken,
    );
    const body = json(res, 201);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Order created successfully! Please upload payment proof.');
    expect(body.data.secure_token).toEqual(expect.any(String));
    orders.transfer = { id: body.data.order_id, token: body.data.secure_token, number: body.data.order_number };

    const order = json(await spec.get(`/api/orders/secure/${orders.transfer.token}`, accessToken)).data;
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'Transfer Bank',
      shipping_cost: dearest,
      total_amount: 2 * 150_000 + dearest,
      notes: 'Tolong dibungkus kado',
    });
    expect(quotes.filter((q) => q.cost === dearest).map((q) => q.code.toLowerCase())).toContain(
      order.courier.toLowerCase(),
    );
    expect(await stockOf(bear)).toBe(18);
    expect(json(await spec.get('/api/cart/count', accessToken)).data.count).toBe(0);
  });

  it('§7 POST /api/orders without shipping_cost → the cheapest quote (docs/design.md §5)', async () => {
    const { shipping_cost: _omitted, ...payload } = specOrder(rabbit, { payment_method: 'COD (Bayar di Tempat)' });
    const body = json(await spec.post('/api/orders', payload, accessToken), 201);
    expect(body.data.secure_token).toEqual(expect.any(String));
    orders.cod = { id: body.data.order_id, token: body.data.secure_token };
    const cheapest = Math.min(...quotes.map((q) => q.cost));
    const order = json(await spec.get(`/api/orders/secure/${orders.cod.token}`, accessToken)).data;
    expect(order).toMatchObject({
      status: 'confirmed',
      payment_status: 'unpaid',
      shipping_cost: cheapest,
      total_amount: 85_000 + cheapest,
    });
  });

  it('§7 POST /api/orders with a shipping_cost no quote has → 409 SHIPPING_CHANGED with the current options', async () => {
    const before = (await myOrders()).length;
    const res = await spec.post('/api/orders', specOrder(panda, { shipping_cost: 1 }), accessToken);
    const body = json(res, 409);
    expect(body).toMatchObject({ success: false, code: 'SHIPPING_CHANGED', message: expect.any(String) });
    expect(body.options.length).toBeGreaterThan(0);
    expect(body.options[0]).toMatchObject({
      code: expect.any(String),
      service: expect.any(String),
      cost: expect.any(Number),
    });
    expect((await myOrders()).length).toBe(before);
    expect(await stockOf(panda)).toBe(20);
  });

  it('§7 POST /api/orders with a lower price or a higher voucher_discount never lowers the total (docs/design.md §5)', async () => {
    const before = (await myOrders()).length;
    // Order lines are priced from the database (decision 006); a different price is refused, not stored.
    const cheaper = await spec.post(
      '/api/orders',
      specOrder(panda, { items: [{ product_id: panda.product_id, quantity: 1, price: 1_000 }] }),
      accessToken,
    );
    expect(json(cheaper, 409)).toMatchObject({ code: 'PRICE_CHANGED', price: panda.price });
    // No voucher gives Rp 90.000 off Rp 99.000: refused, with the discount that applies.
    const discounted = await spec.post('/api/orders', specOrder(panda, { voucher_discount: 90_000 }), accessToken);
    expect(json(discounted, 409)).toMatchObject({ code: 'DISCOUNT_CHANGED', voucher_discount: 0 });
    expect((await myOrders()).length).toBe(before);
    expect(await stockOf(panda)).toBe(20);
  });

  // -------------------------------------------------------------------------------------------------------------
  // 6. The customer's orders: §7 Orders (customer calls)
  // -------------------------------------------------------------------------------------------------------------

  it('§7 GET /api/orders/my-orders → data', async () => {
    const list = await myOrders();
    expect(list.map((o) => o.order_id).sort()).toEqual([orders.transfer.id, orders.cod.id].sort());
    const transfer = list.find((o) => o.order_id === orders.transfer.id);
    // §3 order: order_id, order_number, secure_token, user_id, status, payment_status, payment_proof,
    // payment_method, total_amount, created_at, items (product {product_id, name, image_url}, quantity, price, subtotal).
    expect(transfer).toMatchObject({
      order_number: orders.transfer.number,
      secure_token: orders.transfer.token,
      user_id: user.id,
      status: 'pending',
      payment_status: 'unpaid',
      payment_proof: null,
      payment_method: 'Transfer Bank',
      created_at: expect.any(String),
      items: [
        {
          product: { product_id: bear.product_id, name: bear.name, image_url: null },
          quantity: 2,
          price: 150_000,
          subtotal: 300_000,
        },
      ],
    });
  });

  it('§7 GET /api/orders/secure/{token} → data (with user first_name, last_name, email)', async () => {
    const body = json(await spec.get(`/api/orders/secure/${orders.transfer.token}`, accessToken));
    expect(body.data).toMatchObject({
      order_id: orders.transfer.id,
      status: 'pending',
      user: { first_name: 'Siti', last_name: 'Rahayu Putri', email: customerEmail },
      items: [{ product: { product_id: bear.product_id }, quantity: 2 }],
    });
  });

  it('§7 GET /api/orders/track/{id} (by order id and by order number)', async () => {
    const byId = json(await spec.get(`/api/orders/track/${orders.transfer.id}`, accessToken));
    expect(byId.data).toMatchObject({ order_id: orders.transfer.id, status: 'pending' });
    const byNumber = json(await spec.get(`/api/orders/track/${orders.transfer.number}`, accessToken));
    expect(byNumber.data.order_id).toBe(orders.transfer.id);
  });

  it('§7 POST /api/orders/secure/{token}/payment-proof (multipart, field paymentProof) for the bank-transfer order', async () => {
    const res = await spec.form(
      'POST',
      `/api/orders/secure/${orders.transfer.token}/payment-proof`,
      formData({}, [{ field: 'paymentProof', ...(await png('bukti-transfer.png')) }]),
      accessToken,
    );
    const body = json(res);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      order_id: orders.transfer.id,
      payment_status: 'unpaid',
      payment_proof: expect.any(String),
    });
  });

  it('§7 PUT /api/orders/secure/{token}/cancel with an empty body', async () => {
    const placed = json(await spec.post('/api/orders', specOrder(panda, { notes: 'Salah pilih' }), accessToken), 201);
    orders.customerCancel = { id: placed.data.order_id, token: placed.data.secure_token };
    expect(await stockOf(panda)).toBe(19);
    const body = json(
      await spec.put(`/api/orders/secure/${orders.customerCancel.token}/cancel`, undefined, accessToken),
    );
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ order_id: orders.customerCancel.id, status: 'cancelled' });
    expect(await stockOf(panda)).toBe(20);
  });

  // -------------------------------------------------------------------------------------------------------------
  // 7. Admin: §7 Orders (admin calls) and Products
  // -------------------------------------------------------------------------------------------------------------

  it('§7 POST /auth/login as the admin → user.type admin', async () => {
    const body = json(await spec.post('/auth/login', { username: ADMIN.email, password: ADMIN.password }));
    expect(body.user.type).toBe('admin');
    adminToken = body.accessToken;
    // One more order for the admin to cancel (PUT /orders/admin/{id}/cancel).
    const placed = json(
      await spec.post('/api/orders', specOrder(panda, { payment_method: 'E-Wallet (OVO, GoPay, DANA)' }), accessToken),
      201,
    );
    orders.adminCancel = { id: placed.data.order_id, token: placed.data.secure_token };
  });

  it('§7 GET /api/orders → the admin data list', async () => {
    const body = json(await spec.get('/api/orders', adminToken));
    const ids = (body.data as { order_id: number }[]).map((o) => o.order_id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(orders).map((o) => o.id)));
    // A customer is not an admin.
    expect((await spec.get('/api/orders', accessToken)).statusCode).toBe(403);
  });

  it('§7 GET /api/orders/admin/{id}', async () => {
    const body = json(await spec.get(`/api/orders/admin/${orders.transfer.id}`, adminToken));
    expect(body.data).toMatchObject({
      order_id: orders.transfer.id,
      payment_proof: expect.any(String),
      user: { email: customerEmail },
      items: [{ product: { product_id: bear.product_id }, quantity: 2 }],
    });
  });

  it('§7 PUT /api/orders/{id}/payment-status {payment_status: paid, payment_method: null}', async () => {
    const body = json(
      await spec.put(
        `/api/orders/${orders.transfer.id}/payment-status`,
        { payment_status: 'paid', payment_method: null },
        adminToken,
      ),
    );
    // Confirming the payment of a pending order moves it to processing (ORDER_TRANSITIONS, packages/shared).
    expect(body.data).toMatchObject({ payment_status: 'paid', status: 'processing' });
  });

  it('§7 PUT /api/orders/{id}/status {status}: processing → shipped → delivered', async () => {
    // The cash-on-delivery order walks every step: confirmed → processing → shipped → delivered.
    for (const status of ['processing', 'shipped', 'delivered']) {
      const body = json(await spec.put(`/api/orders/${orders.cod.id}/status`, { status }, adminToken));
      expect(body.data.status).toBe(status);
    }
    // COD becomes paid on delivery (ORDER_TRANSITIONS, packages/shared).
    expect(json(await spec.get(`/api/orders/admin/${orders.cod.id}`, adminToken)).data.payment_status).toBe('paid');
    // The paid transfer order is already processing (above): shipped → delivered.
    for (const status of ['shipped', 'delivered']) {
      const body = json(await spec.put(`/api/orders/${orders.transfer.id}/status`, { status }, adminToken));
      expect(body.data.status).toBe(status);
    }
    const mine = json(await spec.get(`/api/orders/secure/${orders.transfer.token}`, accessToken)).data;
    expect(mine).toMatchObject({ status: 'delivered', payment_status: 'paid' });
  });

  it('§7 PUT /api/orders/admin/{id}/cancel with an empty body', async () => {
    expect(await stockOf(panda)).toBe(19);
    const body = json(await spec.put(`/api/orders/admin/${orders.adminCancel.id}/cancel`, undefined, adminToken));
    expect(body.data).toMatchObject({ order_id: orders.adminCancel.id, status: 'cancelled' });
    expect(await stockOf(panda)).toBe(20);
  });

  let adminProductId = 0;

  it('§7 POST /api/products (multipart: name, description, price, stock, optional image): 401 without the token, 201 with it', async () => {
    const fields = { name: 'Boneka Gajah Abu', description: 'Gajah lembut 30 cm', price: '125000', stock: '7' };
    const image = { field: 'image', ...(await png('gajah.png')) };
    // Decision 011: the spec's admin product save sends no auth header; ours answers 401 and the form sends the token.
    const anonymous = await spec.form('POST', '/api/products', formData(fields, [image]));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: expect.any(String) });

    const body = json(await spec.form('POST', '/api/products', formData(fields, [image]), adminToken), 201);
    expect(body.data).toMatchObject({
      product_id: expect.any(Number),
      name: 'Boneka Gajah Abu',
      description: 'Gajah lembut 30 cm',
      price: 125_000,
      stock: 7,
      image_url: expect.any(String),
    });
    adminProductId = body.data.product_id;
    // The image is optional.
    const plain = json(
      await spec.form('POST', '/api/products', formData({ ...fields, name: 'Boneka Tanpa Foto' }), adminToken),
      201,
    );
    expect(plain.data.image_url).toBeNull();
  });

  it('§7 PUT /api/products/{id} as JSON (name, price, stock, description, image_url) and as multipart: 401 without the token', async () => {
    const current = json(await spec.get(`/api/products/${adminProductId}`)).data;
    const edit = {
      name: 'Boneka Gajah Biru',
      price: 130_000,
      stock: 9,
      description: 'Gajah biru 30 cm',
      image_url: current.image_url,
    };
    // Decision 011: the spec's save sends no auth header; ours answers 401.
    expect((await spec.put(`/api/products/${adminProductId}`, edit)).statusCode).toBe(401);
    const byJson = json(await spec.put(`/api/products/${adminProductId}`, edit, adminToken));
    expect(byJson.data).toMatchObject({
      name: 'Boneka Gajah Biru',
      price: 130_000,
      stock: 9,
      description: 'Gajah biru 30 cm',
    });
    expect(byJson.data.image_url).toEqual(expect.any(String));

    const fields = { name: 'Boneka Gajah Hijau', description: 'Gajah hijau', price: '140000', stock: '4' };
    const image = { field: 'image', ...(await png('gajah-hijau.png')) };
    expect((await spec.form('PUT', `/api/products/${adminProductId}`, formData(fields, [image]))).statusCode).toBe(401);
    const byForm = json(
      await spec.form('PUT', `/api/products/${adminProductId}`, formData(fields, [image]), adminToken),
    );
    expect(byForm.data).toMatchObject({
      name: 'Boneka Gajah Hijau',
      price: 140_000,
      stock: 4,
      image_url: expect.any(String),
    });
  });

  it('§7 DELETE /api/products/{id}', async () => {
    expect((await spec.delete(`/api/products/${adminProductId}`)).statusCode).toBe(401);
    expect(json(await spec.delete(`/api/products/${adminProductId}`, adminToken)).success).toBe(true);
    expect((await spec.get(`/api/products/${adminProductId}`)).statusCode).toBe(404);
  });

  // -------------------------------------------------------------------------------------------------------------
  // 8. Reviews for the delivered orders: §7 Reviews, Uploads
  // -------------------------------------------------------------------------------------------------------------

  it('§7 GET /api/reviews/product/{id}/can-review?orderId= → data.canReview true, data.reason', async () => {
    const body = json(
      await spec.get(`/api/reviews/product/${bear.product_id}/can-review?orderId=${orders.transfer.id}`, accessToken),
    );
    expect(body.data).toMatchObject({ canReview: true, reason: null });
    // The cancelled order cannot be reviewed; the reason says why.
    const no = json(
      await spec.get(
        `/api/reviews/product/${panda.product_id}/can-review?orderId=${orders.customerCancel.id}`,
        accessToken,
      ),
    );
    expect(no.data).toMatchObject({ canReview: false, reason: expect.any(String) });
  });

  it('§7 POST /api/upload/review-images (multipart, images field) → urls', async () => {
    const form = formData({}, [
      { field: 'images', ...(await png('depan.png')) },
      { field: 'images', ...(await png('samping.png')) },
    ]);
    const body = json(await spec.form('POST', '/api/upload/review-images', form, accessToken));
    // The spec says only "returns urls": ours sit in data.urls (every `/api/*` reply carries `data`).
    expect(body.data.urls).toHaveLength(2);
    reviewImageUrls = body.data.urls;
  });

  it('§7 POST /api/reviews {product_id, order_id, rating, title, comment, images} (and title null, images null)', async () => {
    const withImages = json(
      await spec.post(
        '/api/reviews',
        {
          product_id: bear.product_id,
          order_id: orders.transfer.id,
          rating: 5,
          title: 'Lucu sekali',
          comment: 'Bonekanya lembut, rapi, dan wangi.',
          images: reviewImageUrls,
        },
        accessToken,
      ),
      201,
    );
    expect(withImages.success).toBe(true);
    // §3 review: review_id, rating, title, comment, images, is_verified, created_at, user {user_id, username, full_name, profileImageUrl}.
    expect(withImages.data).toMatchObject({
      review_id: expect.any(Number),
      rating: 5,
      title: 'Lucu sekali',
      comment: 'Bonekanya lembut, rapi, dan wangi.',
      images: reviewImageUrls,
      is_verified: true,
      created_at: expect.any(String),
      user: {
        user_id: user.id,
        // Reviews show a display name in both fields, never the username, which signs in (decision 025).
        username: expect.stringMatching(/^\S+( \S\.)?$/),
        full_name: expect.any(String),
        profileImageUrl: expect.any(String),
      },
    });
    bearReviewId = withImages.data.review_id;

    const bare = json(
      await spec.post(
        '/api/reviews',
        {
          product_id: rabbit.product_id,
          order_id: orders.cod.id,
          rating: 4,
          title: null,
          comment: 'Kelincinya imut sekali.',
          images: null,
        },
        accessToken,
      ),
      201,
    );
    expect(bare.data).toMatchObject({ rating: 4, title: null, images: [] });
    rabbitReviewId = bare.data.review_id;
  });

  it('§7 GET /api/reviews/product/{id} with page, limit, rating, sort → success, data.reviews', async () => {
    const body = json(await spec.get(`/api/reviews/product/${bear.product_id}?page=1&limit=10&rating=5&sort=recent`));
    expect(body.success).toBe(true);
    expect((body.data.reviews as { review_id: number }[]).map((r) => r.review_id)).toEqual([bearReviewId]);
    const none = json(await spec.get(`/api/reviews/product/${bear.product_id}?page=1&limit=10&rating=1&sort=recent`));
    expect(none.data.reviews).toEqual([]);
    // The defaults (page 1, limit 10, sort recent) apply when the client sends none.
    expect(json(await spec.get(`/api/reviews/product/${bear.product_id}`)).data.reviews).toHaveLength(1);
  });

  it('§7 GET /api/reviews/product/{id}/stats → success, data (§3 review stats)', async () => {
    const body = json(await spec.get(`/api/reviews/product/${bear.product_id}/stats`));
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      average_rating: 5,
      total_reviews: 1,
      rating_distribution: { 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 },
      rating_percentages: { 5: 100, 4: 0, 3: 0, 2: 0, 1: 0 },
    });
  });

  it('§7 GET /api/reviews/my with page, limit', async () => {
    const body = json(await spec.get('/api/reviews/my?page=1&limit=10', accessToken));
    expect((body.data.reviews as { review_id: number }[]).map((r) => r.review_id).sort()).toEqual(
      [bearReviewId, rabbitReviewId].sort(),
    );
  });

  it('§7 PUT /api/reviews/{id} with the review form fields', async () => {
    const body = json(
      await spec.put(
        `/api/reviews/${bearReviewId}`,
        {
          product_id: bear.product_id,
          order_id: orders.transfer.id,
          rating: 4,
          title: 'Lucu, agak kecil',
          comment: 'Bonekanya lembut, tapi lebih kecil dari fotonya.',
          images: reviewImageUrls.slice(0, 1),
        },
        accessToken,
      ),
    );
    expect(body.data).toMatchObject({
      review_id: bearReviewId,
      rating: 4,
      title: 'Lucu, agak kecil',
      images: reviewImageUrls.slice(0, 1),
    });
    expect(json(await spec.get(`/api/reviews/product/${bear.product_id}/stats`)).data).toMatchObject({
      average_rating: 4,
      total_reviews: 1,
    });
  });

  it('§7 GET /api/reviews/user/{id} with page, limit', async () => {
    const body = json(await spec.get(`/api/reviews/user/${user.id}?page=1&limit=10`));
    expect((body.data.reviews as { review_id: number }[]).map((r) => r.review_id).sort()).toEqual(
      [bearReviewId, rabbitReviewId].sort(),
    );
  });

  it('§7 DELETE /api/reviews/{id}', async () => {
    expect(json(await spec.delete(`/api/reviews/${rabbitReviewId}`, accessToken)).success).toBe(true);
    expect(json(await spec.get(`/api/reviews/product/${rabbit.product_id}`)).data.reviews).toEqual([]);
    expect(json(await spec.get(`/api/reviews/product/${rabbit.product_id}/stats`)).data.total_reviews).toBe(0);
    // The journey ends with the bear delivered and reviewed.
    expect(json(await spec.get(`/api/reviews/product/${bear.product_id}`)).data.reviews).toHaveLength(1);
  });

  // -------------------------------------------------------------------------------------------------------------
  // 9. Logout: §7 Auth
  // -------------------------------------------------------------------------------------------------------------

  it('§7 POST /auth/logout {refreshToken}; POST /auth/refresh-token with it afterwards → 401', async () => {
    expect(json(await spec.post('/auth/logout', { refreshToken }, accessToken)).success).toBe(true);
    const res = await spec.post('/auth/refresh-token', { refreshToken });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
  });
});
