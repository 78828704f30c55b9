import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingOption } from '@boneka/shared';
import { ESTIMATES_PER_MINUTE } from '../src/modules/shipping/shipping.routes.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { freshIp, send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';

/** Official district codes: the shop is in Sukasari (327301), Kota Bandung. */
const COBLONG = 327302; // Kota Bandung
const GAMBIR = 317101; // Jakarta Pusat
const JAYAPURA_UTARA = 917101; // Papua

const QUOTE_URL = '/api/shipping/calculate-shipping';
const ESTIMATE_URL = '/api/shipping/estimate';

let t: TestApp;
let me: SignedIn;

/** The variants under test, each on a product of its own: what a parcel of them weighs is all that matters here. */
const v = { light: 0, heavy: 0, bulky: 0, flat: 0, migrated: 0 };
let counter = 0;

/** A variant with this weight and size (or the column's default weight), on a product of its own. */
async function variantOf(dimensions: {
  weight_grams?: number;
  length_cm?: number;
  width_cm?: number;
  height_cm?: number;
}): Promise<number> {
  const product = await makeProduct(t.services);
  counter += 1;
  const now = t.clock.now().toISOString();
  const row = await t.services.database.db
    .insertInto('product_variants')
    .values({
      product_id: product.product_id,
      position: 1,
      option1: `Ukuran ${counter}`,
      price: 100_000,
      stock: 10,
      sku: null,
      length_cm: null,
      width_cm: null,
      height_cm: null,
      image_id: null,
      ...dimensions,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, t.dataDir);
  v.light = await variantOf({ weight_grams: 800 });
  v.heavy = await variantOf({ weight_grams: 2500 });
  // A 1 m bear: 800 g on the scale, 100 × 40 × 30 cm in the box = 20 kg for the courier.
  v.bulky = await variantOf({ weight_grams: 800, length_cm: 100, width_cm: 40, height_cm: 30 });
  // Small in the box (10 × 10 × 12 cm = 200 g volumetric): its real 2 500 g counts.
  v.flat = await variantOf({ weight_grams: 2500, length_cm: 10, width_cm: 10, height_cm: 12 });
  // Migration 021 gave every earlier product's variant 1 000 g, the column's default.
  v.migrated = await variantOf({});
});
afterAll(() => t?.close());

const quote = (payload: Record<string, unknown>, who: SignedIn = me) =>
  send(t.app, { method: 'POST', url: QUOTE_URL, token: who.accessToken, payload });

async function optionsFor(payload: Record<string, unknown>): Promise<ShippingOption[]> {
  const res = await quote(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const estimate = (payload: Record<string, unknown>, options: { token?: string; ip?: string } = {}) =>
  send(t.app, {
    method: 'POST',
    url: ESTIMATE_URL,
    payload,
    token: options.token,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });

async function addAddress(
  who: SignedIn,
  district: { province: number; city: number; district: number },
  isDefault = true,
) {
  const res = await send(t.app, {
    method: 'POST',
    url: '/auth/addresses',
    token: who.accessToken,
    payload: {
      label: isDefault ? 'Rumah' : 'Kantor',
      recipientName: 'Siti Rahayu',
      phoneNumber: '081234567890',
      streetAddress: 'Jl. Melati No. 3',
      postalCode: '40132',
      isDefault,
      ...district,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().address.id as number;
}
const IN_COBLONG = { province: 32, city: 3273, district: COBLONG };
const IN_GAMBIR = { province: 31, city: 3171, district: GAMBIR };

describe('calculate-shipping with the cart’s items: the parcel’s real weight (decision 037)', () => {
  it('quotes the lines at their weight, whatever `weight` says', async () => {
    const light = await optionsFor({ districtId: GAMBIR, items: [{ variant_id: v.light, quantity: 1 }] });
    const heavy = await optionsFor({ districtId: GAMBIR, items: [{ variant_id: v.heavy, quantity: 1 }] });
    expect(light).toEqual(await optionsFor({ districtId: GAMBIR, weight: 800 }));
    expect(heavy).toEqual(await optionsFor({ districtId: GAMBIR, weight: 2500 }));
    for (const option of light) {
      expect(heavy.find((o) => o.name === option.name)!.cost).toBeGreaterThan(option.cost);
    }
    // A spec client's weight beside the items is not what the parcel weighs: the items are.
    expect(
      await optionsFor({ districtId: GAMBIR, weight: 50_000, items: [{ variant_id: v.light, quantity: 1 }] }),
    ).toEqual(light);
  });

  it('adds up every line times its quantity, the same variant named twice included', async () => {
    const parcel = await optionsFor({
      districtId: JAYAPURA_UTARA,
      items: [
        { variant_id: v.light, quantity: 2 },
        { variant_id: v.heavy, quantity: 1 },
        { variant_id: v.light, quantity: 1 },
      ],
    });
    expect(parcel).toEqual(await optionsFor({ districtId: JAYAPURA_UTARA, weight: 3 * 800 + 2500 }));
    expect(parcel).not.toEqual(await optionsFor({ districtId: JAYAPURA_UTARA, weight: 2500 }));
  });

  it('charges a bulky doll by its volumetric weight, and a compact one by its real weight', async () => {
    const bulky = await optionsFor({ districtId: GAMBIR, items: [{ variant_id: v.bulky, quantity: 1 }] });
    expect(bulky).toEqual(await optionsFor({ districtId: GAMBIR, weight: 20_000 }));
    const flat = await optionsFor({ districtId: GAMBIR, items: [{ variant_id: v.flat, quantity: 1 }] });
    expect(flat).toEqual(await optionsFor({ districtId: GAMBIR, weight: 2500 }));
  });

  it('quotes a product from before variants exactly as a spec client’s 1 kg', async () => {
    expect(await optionsFor({ districtId: GAMBIR, items: [{ variant_id: v.migrated, quantity: 1 }] })).toEqual(
      await optionsFor({ districtId: GAMBIR }),
    );
  });

  it('answers 404 VARIANT_NOT_FOUND for a variant that does not exist', async () => {
    const res = await quote({
      districtId: GAMBIR,
      items: [
        { variant_id: v.light, quantity: 1 },
        { variant_id: 2_000_000_000, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'VARIANT_NOT_FOUND',
      message: 'Varian produk tidak ditemukan.',
    });
  });

  it.each([
    ['no lines', { items: [] }, 'items'],
    ['a line without a variant', { items: [{ quantity: 1 }] }, 'items.0.variant_id'],
    ['a variant id that is not a number', { items: [{ variant_id: 'BR-50', quantity: 1 }] }, 'items.0.variant_id'],
    ['a zero quantity', { items: [{ variant_id: 1, quantity: 0 }] }, 'items.0.quantity'],
    ['a fractional quantity', { items: [{ variant_id: 1, quantity: 1.5 }] }, 'items.0.quantity'],
    ['more than 50 lines', { items: Array.from({ length: 51 }, () => ({ variant_id: 1, quantity: 1 })) }, 'items'],
  ])('refuses %s with 400 and the field in details', async (_case, payload, field) => {
    const res = await quote({ districtId: GAMBIR, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });
});

describe('POST /api/shipping/estimate: the product page’s ongkir', () => {
  it('quotes one variant to the district a visitor picks, at its weight, from the shop’s city', async () => {
    const res = await estimate({ variant_id: v.heavy, districtId: GAMBIR });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        options: await optionsFor({ districtId: GAMBIR, weight: 2500 }),
        destination: { district_id: GAMBIR, label: expect.stringMatching(/^Kec\. Gambir, Kota .*Jakarta Pusat$/) },
        origin: 'Kota Bandung',
      },
    });
    const costs = (body.data.options as ShippingOption[]).map((o) => o.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it('weighs the quantity asked for (one unit unless told)', async () => {
    const one = (await estimate({ variant_id: v.heavy, districtId: GAMBIR })).json().data.options;
    const three = (await estimate({ variant_id: v.heavy, quantity: 3, districtId: GAMBIR })).json().data.options;
    expect(three).toEqual(await optionsFor({ districtId: GAMBIR, weight: 7500 }));
    expect(three).not.toEqual(one);
  });

  it('quotes a bulky variant at its volumetric weight', async () => {
    const res = await estimate({ variant_id: v.bulky, districtId: COBLONG });
    expect(res.json().data.options).toEqual(await optionsFor({ districtId: COBLONG, weight: 20_000 }));
  });

  it('goes to the signed-in shopper’s default address when no district is named', async () => {
    const shopper = await signUp(t.app, t.dataDir);
    await addAddress(shopper, IN_COBLONG, false);
    await addAddress(shopper, IN_GAMBIR, true);
    const res = await estimate({ variant_id: v.light }, { token: shopper.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      options: await optionsFor({ districtId: GAMBIR, weight: 800 }),
      destination: { district_id: GAMBIR, label: expect.stringMatching(/^Kec\. Gambir, /) },
      origin: 'Kota Bandung',
    });

    // A district the shopper picks wins over the default address.
    const picked = await estimate({ variant_id: v.light, districtId: COBLONG }, { token: shopper.accessToken });
    expect(picked.json().data.destination).toEqual({ district_id: COBLONG, label: 'Kec. Coblong, Kota Bandung' });
    expect(picked.json().data.options).toEqual(await optionsFor({ districtId: COBLONG, weight: 800 }));
  });

  it('knows no destination for a visitor who named none, nor for a shopper without an address', async () => {
    const none = { options: [], destination: null, origin: 'Kota Bandung' };
    const visitor = await estimate({ variant_id: v.light });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toEqual({ success: true, data: none });
    const homeless = await signUp(t.app, t.dataDir);
    expect((await estimate({ variant_id: v.light }, { token: homeless.accessToken })).json().data).toEqual(none);
  });

  it('answers 404 VARIANT_NOT_FOUND for a variant that does not exist, with or without a district', async () => {
    for (const payload of [{ variant_id: 2_000_000_000, districtId: GAMBIR }, { variant_id: 2_000_000_000 }]) {
      const res = await estimate(payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'VARIANT_NOT_FOUND' });
    }
  });

  it('refuses a district that does not exist with 400 INVALID_DISTRICT', async () => {
    const res = await estimate({ variant_id: v.light, districtId: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_DISTRICT' });
  });

  it.each([
    ['no variant', { districtId: GAMBIR }, 'variant_id'],
    ['a variant id that is not a number', { variant_id: 'pink' }, 'variant_id'],
    ['a negative variant id', { variant_id: -4 }, 'variant_id'],
    ['a zero quantity', { variant_id: 1, quantity: 0 }, 'quantity'],
    ['a quantity over 10 000', { variant_id: 1, quantity: 10_001 }, 'quantity'],
    ['a district that is not a number', { variant_id: 1, districtId: 'Coblong' }, 'districtId'],
  ])('refuses %s with 400 and the field in details', async (_case, payload, field) => {
    const res = await estimate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('refuses a token that is not valid with 401, as every signed-in request', async () => {
    const res = await estimate({ variant_id: v.light }, { token: 'not-a-real-access-token' });
    expect(res.statusCode).toBe(401);
  });

  it(`answers ${ESTIMATES_PER_MINUTE} estimates a minute per client address, then 429 with retry-after`, async () => {
    const ip = freshIp();
    for (let i = 0; i < ESTIMATES_PER_MINUTE; i++) {
      expect((await estimate({ variant_id: v.light, districtId: GAMBIR }, { ip })).statusCode).toBe(200);
    }
    const refused = await estimate({ variant_id: v.light, districtId: GAMBIR }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Another address, and a signed-in shopper behind the same one, have budgets of their own.
    expect((await estimate({ variant_id: v.light, districtId: GAMBIR }, { ip: freshIp() })).statusCode).toBe(200);
    const shopper = await signUp(t.app, t.dataDir);
    const signedIn = await estimate({ variant_id: v.light, districtId: GAMBIR }, { ip, token: shopper.accessToken });
    expect(signedIn.statusCode).toBe(200);
  });
});
