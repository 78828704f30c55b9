import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShippingOption } from '@boneka/shared';
import { parcelsRepo } from '../src/modules/shipping/parcels.repo.js';
import { shippingService } from '../src/modules/shipping/shipping.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { placeOrder } from './support/orders.js';
import { startRajaOngkirStub, type RajaOngkirStub } from './support/rajaongkir-stub.js';

/**
 * The app as an operator runs it with a RajaOngkir key: every quote goes to the local stub, which knows only its own
 * destination ids (never our official district codes) and has namesakes (four districts called Sukasari).
 */
let t: TestApp;
let stub: RajaOngkirStub;
let shopper: SignedIn;

/** Our official codes and the stub's ids for the same places. */
const PLACES = {
  gambir: { province: 31, city: 3171, district: 317101, postalCode: '10150', komerce: 17591 },
  sukasariSumedang: { province: 32, city: 3211, district: 321112, postalCode: '45366', komerce: 21870 },
  // A postal code the stub does not list for that district: the district and city still name one place.
  sukasariPurwakarta: { province: 32, city: 3214, district: 321415, postalCode: '41199', komerce: 23115 },
  sukasariBandung: { province: 32, city: 3273, district: 327301, postalCode: '40153', komerce: 17352 },
  coblong: { province: 32, city: 3273, district: 327302, postalCode: '40132', komerce: 17331 },
  jayapuraUtara: { province: 91, city: 9171, district: 917101, postalCode: '99111', komerce: null },
} as const;
type Place = (typeof PLACES)[keyof typeof PLACES];
/** The shop's own district (SHOP_ORIGIN_DISTRICT 327301, Sukasari, Kota Bandung) in the stub's numbering. */
const SHOP_ORIGIN = '17350';

beforeAll(async () => {
  stub = await startRajaOngkirStub();
  t = await createTestApp({
    RAJAONGKIR_API_KEY: stub.apiKey,
    RAJAONGKIR_BASE_URL: stub.baseUrl,
    ORDER_CREATES_PER_MINUTE: '100000',
  });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});
beforeEach(async () => {
  stub.mode = 'list';
  stub.searchMode = 'found';
  stub.onHang = undefined;
  // Each test starts past the last one's kept quotes (ten minutes), with a shopper signed in since.
  t.clock.advance(11 * 60_000);
  shopper = await signUp(t.app, t.dataDir);
  stub.requests.length = 0;
});

async function addAddress(place: Place, who = shopper): Promise<number> {
  const res = await send(t.app, {
    method: 'POST',
    url: '/auth/addresses',
    token: who.accessToken,
    payload: {
      label: 'Rumah',
      recipientName: 'Siti Rahayu',
      phoneNumber: '081234567890',
      streetAddress: 'Jl. Merdeka No. 1',
      province: place.province,
      city: place.city,
      district: place.district,
      postalCode: place.postalCode,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().address.id;
}

const quote = (payload: Record<string, unknown>, who = shopper) =>
  send(t.app, { method: 'POST', url: '/api/shipping/calculate-shipping', token: who.accessToken, payload });

const storedDestination = (addressId: number) =>
  t.behindTheApp(async (db) => {
    const row = await db
      .selectFrom('addresses')
      .select('rajaongkir_destination_id')
      .where('id', '=', addressId)
      .executeTakeFirstOrThrow();
    return row.rajaongkir_destination_id;
  });

async function order(addressId: number, shipping: Record<string, unknown>) {
  const product = await makeProduct(t.services, { price: 100_000, stock: 10 });
  return placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: 'Transfer Bank',
    items: [{ product_id: product.product_id, quantity: 1, price: product.price }],
    ...shipping,
  });
}

const lastCost = () => stub.costRequests().at(-1)?.form;

describe('origin and destination are Komerce’s own destination ids, found with its destination search', () => {
  it('quotes an address with the ids the search gave for the shop and for the address, not our district codes', async () => {
    const addressId = await addAddress(PLACES.gambir);
    const res = await quote({ districtId: PLACES.gambir.district, addressId, weight: 1000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.source).toBe('rajaongkir');
    expect(lastCost()).toMatchObject({ origin: SHOP_ORIGIN, destination: String(PLACES.gambir.komerce) });
    for (const search of stub.searches()) {
      expect(search).toMatchObject({ method: 'GET', key: stub.apiKey, query: { search: expect.any(String) } });
      expect(Number(search.query.limit)).toBeGreaterThan(0);
    }
  });

  it('tells namesakes apart by city and province, and picks the kelurahan by postal code', async () => {
    for (const place of [PLACES.sukasariSumedang, PLACES.sukasariPurwakarta, PLACES.sukasariBandung]) {
      const addressId = await addAddress(place);
      const res = await quote({ districtId: place.district, addressId });
      expect(res.json().meta.source, res.body).toBe('rajaongkir');
      expect(lastCost()?.destination).toBe(String(place.komerce));
    }
  });

  it('keeps the id with the address, searches no more for it, and finds it again when the address changes', async () => {
    const addressId = await addAddress(PLACES.gambir);
    await quote({ districtId: PLACES.gambir.district, addressId, weight: 1000 });
    expect(await storedDestination(addressId)).toBe(PLACES.gambir.komerce);

    stub.requests.length = 0;
    await quote({ districtId: PLACES.gambir.district, addressId, weight: 2000 });
    expect(stub.searches()).toEqual([]);
    expect(lastCost()?.destination).toBe(String(PLACES.gambir.komerce));

    const moved = await send(t.app, {
      method: 'PUT',
      url: `/auth/addresses/${addressId}`,
      token: shopper.accessToken,
      payload: {
        label: 'Kantor',
        recipientName: 'Siti Rahayu',
        phoneNumber: '081234567890',
        streetAddress: 'Jl. Dago No. 5',
        province: PLACES.coblong.province,
        city: PLACES.coblong.city,
        district: PLACES.coblong.district,
        postalCode: PLACES.coblong.postalCode,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await storedDestination(addressId)).toBeNull();
    await quote({ districtId: PLACES.coblong.district, addressId });
    expect(lastCost()?.destination).toBe(String(PLACES.coblong.komerce));
    expect(await storedDestination(addressId)).toBe(PLACES.coblong.komerce);
  });

  it('prices the order for the same place the page quoted, for our client and for a spec client naming no courier', async () => {
    const addressId = await addAddress(PLACES.sukasariSumedang);
    // A spec client sends only the district: the quote is for its address there.
    const res = await quote({ districtId: PLACES.sukasariSumedang.district });
    expect(lastCost()?.destination).toBe(String(PLACES.sukasariSumedang.komerce));
    const jne = (res.json().data as ShippingOption[]).find((o) => o.name === 'JNE - REG')!;

    const ours = await order(addressId, { shipping: { courier: 'jne', service: 'REG' }, shipping_cost: jne.cost });
    expect(ours.statusCode, ours.body).toBe(201);
    const spec = await order(addressId, { shipping_cost: jne.cost });
    expect(spec.statusCode, spec.body).toBe(201);
    const destinations = stub.costRequests().map((r) => r.form.destination);
    expect(new Set(destinations)).toEqual(new Set([String(PLACES.sukasariSumedang.komerce)]));
  });

  it('says plainly that an address the search cannot find has no quote, and takes no order for it', async () => {
    const addressId = await addAddress(PLACES.jayapuraUtara);
    const res = await quote({ districtId: PLACES.jayapuraUtara.district, addressId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'SHIPPING_DESTINATION_UNKNOWN' });
    expect(res.json().message).toMatch(/alamat/i);
    expect(stub.costRequests()).toEqual([]);

    const named = await order(addressId, { shipping: { courier: 'jne', service: 'REG' }, shipping_cost: 20_000 });
    expect(named.statusCode).toBe(422);
    expect(named.json().code).toBe('SHIPPING_DESTINATION_UNKNOWN');
    const spec = await order(addressId, { shipping_cost: 20_000 });
    expect(spec.json().code).toBe('SHIPPING_DESTINATION_UNKNOWN');
    expect(await storedDestination(addressId)).toBeNull();
  });
});

describe('the fixed options only when no quote can be had; identical quotes kept ten minutes', () => {
  it.each([
    ['HTTP 500', 'server-error'],
    ['HTTP 429 (quota spent)', 'quota'],
  ] as const)(
    'offers the two fixed options on %s from the cost call, and takes an order at their price',
    async (_c, mode) => {
      const addressId = await addAddress(PLACES.gambir);
      stub.mode = mode;
      const res = await quote({ districtId: PLACES.gambir.district, addressId });
      expect(res.json().meta.source).toBe('fallback');
      expect(res.json().data.map((o: ShippingOption) => [o.name, o.cost])).toEqual([
        ['JNE - REG', 20_000],
        ['J&T - EZ', 25_000],
      ]);
      const placed = await order(addressId, { shipping: { courier: 'jnt', service: 'EZ' }, shipping_cost: 25_000 });
      expect(placed.statusCode, placed.body).toBe(201);
    },
  );

  it.each([
    ['HTTP 500', 'server-error'],
    ['HTTP 429 (quota spent)', 'quota'],
  ] as const)('offers the two fixed options when the destination search answers %s', async (_c, mode) => {
    const addressId = await addAddress(PLACES.coblong);
    stub.searchMode = mode;
    const res = await quote({ districtId: PLACES.coblong.district, addressId });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.source).toBe('fallback');
    expect(await storedDestination(addressId)).toBeNull();
  });

  it('refuses, while the provider answers, a fixed option it did not quote', async () => {
    const addressId = await addAddress(PLACES.gambir);
    stub.mode = 'no-preferred'; // no JNE REG, no J&T EZ among its options
    const named = await order(addressId, { shipping: { courier: 'jne', service: 'REG' }, shipping_cost: 20_000 });
    expect(named.statusCode, named.body).toBe(409);
    expect(named.json()).toMatchObject({ code: 'SHIPPING_CHANGED', options: expect.any(Array) });
    expect(named.json().options.map((o: ShippingOption) => o.name)).not.toContain('JNE - REG');
    const spec = await order(addressId, { shipping_cost: 25_000 });
    expect(spec.statusCode, spec.body).toBe(409);
    expect(spec.json().code).toBe('SHIPPING_CHANGED');
  });

  it('keeps a quote for ten minutes per origin, destination, weight and couriers; a fallback is not kept', async () => {
    const addressId = await addAddress(PLACES.gambir);
    const ask = (weight: number) => quote({ districtId: PLACES.gambir.district, addressId, weight });
    const first = await ask(1000);
    expect((await ask(1000)).json()).toEqual(first.json());
    expect(stub.costRequests()).toHaveLength(1);
    await ask(3000);
    expect(stub.costRequests()).toHaveLength(2);

    t.clock.advance(9 * 60_000);
    await ask(1000);
    expect(stub.costRequests()).toHaveLength(2);
    t.clock.advance(60_001);
    await ask(1000);
    expect(stub.costRequests()).toHaveLength(3);

    stub.mode = 'server-error';
    expect((await ask(5000)).json().meta.source).toBe('fallback');
    stub.mode = 'list';
    expect((await ask(5000)).json().meta.source).toBe('rajaongkir');
    expect(stub.costRequests()).toHaveLength(5);
  });

  it('gives the shopper the fixed options when the provider hangs, within one deadline for the whole quote', async () => {
    const addressId = await addAddress(PLACES.gambir);
    const deadlines: AbortController[] = [];
    const impatient = shippingService({
      locations: t.services.locations,
      addresses: t.services.addresses,
      parcels: parcelsRepo(t.services.database.db),
      clock: t.clock,
      originDistrict: t.services.config.shopOriginDistrict,
      rajaOngkir: {
        apiKey: stub.apiKey,
        baseUrl: stub.baseUrl,
        deadline: () => {
          const controller = new AbortController();
          deadlines.push(controller);
          return controller.signal;
        },
      },
    });
    // The provider keeps the request; the deadline passes (the test ends the wait instead of a timer).
    stub.onHang = () => deadlines.at(-1)?.abort(new DOMException('deadline', 'TimeoutError'));
    const destination = { districtId: PLACES.gambir.district, userId: shopper.user.id, addressId };

    stub.searchMode = 'hang';
    expect((await impatient.quote(destination, 1000)).source).toBe('fallback');
    stub.searchMode = 'found';
    stub.mode = 'hang';
    expect((await impatient.quote(destination, 1000)).source).toBe('fallback');
    expect(stub.costRequests()).toHaveLength(1);
    // Searching and quoting share one deadline: two quotes, two deadlines.
    expect(deadlines).toHaveLength(2);
  });

  it('SECURITY 34: a malformed reply from RajaOngkir changes nothing and counts as no quote', async () => {
    const addressId = await addAddress(PLACES.coblong);
    stub.searchMode = 'malformed';
    const fromSearch = await quote({ districtId: PLACES.coblong.district, addressId });
    expect(fromSearch.json().meta.source).toBe('fallback');
    expect(await storedDestination(addressId)).toBeNull();

    stub.searchMode = 'found';
    stub.mode = 'malformed';
    const fromCost = await quote({ districtId: PLACES.coblong.district, addressId });
    expect(fromCost.json().meta.source).toBe('fallback');
    expect(fromCost.json().data.map((o: ShippingOption) => o.cost)).toEqual([20_000, 25_000]);

    // Nothing of the malformed reply was kept: the next quote asks again and gets the real prices.
    stub.mode = 'list';
    const after = await quote({ districtId: PLACES.coblong.district, addressId });
    expect(after.json().meta.source).toBe('rajaongkir');
    expect(stub.costRequests()).toHaveLength(2);
  });
});

describe("a kecamatan's postal codes for the address form (issue 40, item 19)", () => {
  const postalCodes = (districtId: number | string, who: SignedIn | null = shopper) =>
    send(t.app, {
      method: 'GET',
      url: `/api/shipping/postal-codes?districtId=${districtId}`,
      ...(who ? { token: who.accessToken } : {}),
    });

  it('lists the codes the courier service knows for the district, never a namesake’s, smallest first', async () => {
    const sumedang = await postalCodes(PLACES.sukasariSumedang.district);
    expect(sumedang.statusCode).toBe(200);
    expect(sumedang.json().data).toEqual(['45366']);
    expect((await postalCodes(PLACES.sukasariBandung.district)).json().data).toEqual([
      '40151',
      '40152',
      '40153',
      '40154',
    ]);
    expect((await postalCodes(PLACES.gambir.district)).json().data).toEqual(['10110', '10150']);
    expect((await postalCodes(PLACES.jayapuraUtara.district)).json().data).toEqual([]);
  });

  it('keeps an answer ten minutes, and gives none (the shopper types it) when the service fails', async () => {
    await postalCodes(PLACES.coblong.district);
    const asked = stub.requests.length;
    expect((await postalCodes(PLACES.coblong.district)).json().data).toEqual(['40132', '40135']);
    expect(stub.requests.length).toBe(asked);

    for (const mode of ['server-error', 'malformed'] as const) {
      stub.searchMode = mode;
      const failed = await postalCodes(PLACES.sukasariPurwakarta.district);
      expect(failed.statusCode).toBe(200);
      expect(failed.json().data).toEqual([]);
    }
  });

  it('asks for a signed-in shopper and a real district', async () => {
    expect((await postalCodes(PLACES.gambir.district, null)).statusCode).toBe(401);
    expect((await postalCodes('abc')).statusCode).toBe(400);
    expect((await postalCodes(999_999)).statusCode).toBe(400);
  });
});
