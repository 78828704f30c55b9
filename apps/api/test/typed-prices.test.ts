import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, type SignedIn } from './support/accounts.js';

let t: TestApp;
let admin: SignedIn;
const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

beforeAll(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

/** A form of text fields only, as the earlier shop's front end (and any spec client) sends it. */
function textForm(fields: Record<string, string>) {
  const boundary = 'b0undary';
  const payload = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')
    .concat(`--${boundary}--\r\n`);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const createMultipart = (fields: Record<string, string>) =>
  send(t.app, { method: 'POST', url: '/api/products', token: admin.accessToken, ...textForm(fields) });
const createJson = (payload: Record<string, unknown>) =>
  send(t.app, { method: 'POST', url: '/api/products', token: admin.accessToken, payload });
const productCount = async () =>
  (await send(t.app, { method: 'GET', url: '/api/products?limit=100' })).json().pagination.total as number;

describe('a price typed the Indonesian way (issue 26.2)', () => {
  it.each(['145000', '145.000', 'Rp 145.000', '145.000,00'])(
    'saves a multipart price of %j as Rp 145.000',
    async (price) => {
      const res = await createMultipart({ name: `Boneka ${price}`, price, stock: '5' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.price).toBe(145_000);
    },
  );

  it('saves a JSON price of "145.000" as Rp 145.000 and keeps a JSON number a number', async () => {
    const typed = await createJson({ name: 'Boneka JSON', price: '145.000', stock: '1.000' });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().data).toMatchObject({ price: 145_000, stock: 1_000 });
    const number = await createJson({ name: 'Boneka Angka', price: 145_000, stock: 5 });
    expect(number.statusCode, number.body).toBe(201);
    expect(number.json().data.price).toBe(145_000);
  });

  it('reads an edited price of "Rp 99.500" as Rp 99.500', async () => {
    const created = await createJson({ name: 'Boneka Ubah', price: 10_000, stock: 5 });
    const id = created.json().data.product_id;
    const res = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${id}`,
      token: admin.accessToken,
      ...textForm({ name: 'Boneka Ubah', price: 'Rp 99.500', stock: '5' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.price).toBe(99_500);
  });

  it.each([
    ['multipart', '145.00'],
    ['multipart', '145,5'],
    ['multipart', '1.45.000'],
    ['JSON', '145.00'],
    ['JSON', 145.5],
  ])('refuses a %s price of %j with 400, showing what it read, and saves nothing', async (shape, price) => {
    const before = await productCount();
    const res =
      shape === 'JSON'
        ? await createJson({ name: 'Boneka Ragu', price, stock: 5 })
        : await createMultipart({ name: 'Boneka Ragu', price: String(price), stock: '5' });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', details: [{ path: 'price' }] });
    expect(body.message).toContain(`"${price}"`);
    expect(body.details[0].message).toContain(`"${price}"`);
    expect(await productCount()).toBe(before);
  });

  it('says "145.00" reads as 145 or 145.000 and that dots separate thousands', async () => {
    const res = await createMultipart({ name: 'Boneka Ragu', price: '145.00', stock: '5' });
    expect(res.json().details[0].message).toMatch(/145 atau 145\.000.*[Tt]itik memisahkan ribuan/);
  });
});
