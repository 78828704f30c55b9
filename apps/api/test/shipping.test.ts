import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShippingOption } from '@boneka/shared';
import { shippingRoutes } from '../src/modules/shipping/shipping.routes.js';
import type { RajaOngkirConfig } from '../src/modules/shipping/rajaongkir.js';
import { parcelsRepo } from '../src/modules/shipping/parcels.repo.js';
import { shippingService, type ShippingService } from '../src/modules/shipping/shipping.service.js';
import { makeAuthenticate } from '../src/plugins/authenticate.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { startRajaOngkirStub, type RajaOngkirStub, type StubMode } from './support/rajaongkir-stub.js';

/** Official district codes: the shop is in Sukasari (327301), Kota Bandung, Jawa Barat. */
const COBLONG = 327302; // Kota Bandung: same city
const CILEUNYI = 320405; // Kabupaten Bandung: same province
const GAMBIR = 317101; // Jakarta Pusat: Java
const MEDAN_KOTA = 127101; // Sumatra
const DENPASAR_SELATAN = 517101; // Bali
const PONTIANAK_SELATAN = 617101; // Kalimantan
const MARISO = 737101; // Makassar, Sulawesi
const JAYAPURA_UTARA = 917101; // Papua

const gambir = { districtId: GAMBIR };

const TABLE_URL = '/api/shipping/calculate-shipping';
const LIVE_URL = '/api/test-rajaongkir/calculate-shipping';

const FALLBACK = [
  {
    code: 'jne',
    courier: 'JNE',
    name: 'JNE - REG',
    service: 'REG',
    description: 'Layanan Reguler',
    cost: 20_000,
    price: 20_000,
    etd: '2-4 hari',
  },
  {
    code: 'jnt',
    courier: 'J&T',
    name: 'J&T - EZ',
    service: 'EZ',
    description: 'Layanan Reguler',
    cost: 25_000,
    price: 25_000,
    etd: '1-3 hari',
  },
];

let t: TestApp;
let stub: RajaOngkirStub;
let me: SignedIn;
let table: ShippingService;
let live: ShippingService;
const warnings: { obj: object; msg: string }[] = [];

/** A service pointed at the local RajaOngkir stub, with nothing kept from an earlier test. */
const liveService = (rajaOngkir: Partial<RajaOngkirConfig> = {}) =>
  shippingService({
    locations: t.services.locations,
    addresses: t.services.addresses,
    parcels: parcelsRepo(t.services.database.db),
    clock: t.clock,
    originDistrict: t.services.config.shopOriginDistrict,
    rajaOngkir: { apiKey: stub.apiKey, baseUrl: stub.baseUrl, ...rajaOngkir },
    log: { warn: (obj: object, msg: string) => warnings.push({ obj, msg }) },
  });

/**
 * The app's own wiring answers /api/shipping from the rate table (tests set no RAJAONGKIR_API_KEY); routes to the
 * current live service are mounted beside it before the app's first request.
 */
beforeAll(async () => {
  t = await createTestApp();
  stub = await startRajaOngkirStub();
  table = t.services.shipping;
  const current = { quote: (...args: Parameters<ShippingService['quote']>) => live.quote(...args) };
  await t.app.register(
    shippingRoutes(current as ShippingService, makeAuthenticate(t.services.tokens, t.services.auth.sessionIsLive)),
    {
      prefix: '/api/test-rajaongkir',
    },
  );
  me = await signUp(t.app, t.dataDir);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => {
  stub.mode = 'list';
  stub.searchMode = 'found';
  stub.requests.length = 0;
  warnings.length = 0;
  live = liveService();
});

const quote = (payload: Record<string, unknown>, url = TABLE_URL) =>
  send(t.app, { method: 'POST', url, token: me.accessToken, payload });
const optionsFor = async (districtId: number, weight?: number, url = TABLE_URL) => {
  const res = await quote(weight === undefined ? { districtId } : { districtId, weight }, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ShippingOption[];
};
const costOf = (options: ShippingOption[], name: string) => {
  const option = options.find((o) => o.name === name);
  if (!option) throw new Error(`${name} is not offered`);
  return option.cost;
};
const cheapest = (options: ShippingOption[]) => options[0]!.cost;

describe('POST /api/shipping/calculate-shipping with the built-in rate table', () => {
  it('needs a signed-in shopper', async () => {
    const anonymous = await send(t.app, { method: 'POST', url: TABLE_URL, payload: { districtId: GAMBIR } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const badToken = await send(t.app, {
      method: 'POST',
      url: TABLE_URL,
      token: 'not-a-real-access-token',
      payload: { districtId: GAMBIR },
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('refuses a missing body with 400', async () => {
    const res = await send(t.app, { method: 'POST', url: TABLE_URL, token: me.accessToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it.each([
    ['no districtId', { weight: 1000 }, 'districtId'],
    ['a districtId that is not a number', { districtId: 'Sukasari' }, 'districtId'],
    ['a negative districtId', { districtId: -317101 }, 'districtId'],
    ['a zero weight', { districtId: GAMBIR, weight: 0 }, 'weight'],
    ['a weight over 50 kg', { districtId: GAMBIR, weight: 50_001 }, 'weight'],
    ['a fractional weight', { districtId: GAMBIR, weight: 1000.5 }, 'weight'],
  ])('refuses %s with 400 and the field in details', async (_case, payload, field) => {
    const res = await quote(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it.each([
    ['a district code not in Kota Bandung', 327399],
    ['a code of no district', 999_999],
    ['a city code', 3273],
    ['an eight-digit code', 32_730_101],
  ])('refuses %s with 400 INVALID_DISTRICT', async (_case, districtId) => {
    const res = await quote({ districtId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'INVALID_DISTRICT',
      message: expect.any(String),
      details: [{ path: 'districtId', message: 'Unknown district' }],
    });
  });

  it('offers the accepted couriers with preferred services, cheapest first, in the contract shape', async () => {
    const res = await quote({ districtId: GAMBIR, weight: 1000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      meta: { source: 'table', message: expect.any(String) },
    });
    const options = res.json().data as ShippingOption[];
    expect(options.map((o) => o.name).sort()).toEqual(
      [
        'AnterAja - NEXTDAY',
        'AnterAja - REG',
        'J&T - EZ',
        'JNE - REG',
        'Ninja Xpress - STANDARD',
        'SiCepat - BEST',
        'SiCepat - REG',
        'TIKI - ONS',
        'TIKI - REG',
      ].sort(),
    );
    const costs = options.map((o) => o.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const option of options) {
      expect(option.name).toBe(`${option.courier} - ${option.service}`);
      expect(option.code).toMatch(/^[a-z]+$/);
      expect(option.price).toBe(option.cost);
      expect(Number.isInteger(option.cost) && option.cost > 0 && option.cost % 500 === 0).toBe(true);
      expect(option.etd).toMatch(/^\d+(-\d+)? hari$/);
      expect(option.description).not.toBe('');
    }
  });

  it('prices rise with distance: same city, same province, Jakarta, the other islands, Papua', async () => {
    const [city, province, jakarta, papua] = await Promise.all(
      [COBLONG, CILEUNYI, GAMBIR, JAYAPURA_UTARA].map((d) => optionsFor(d)),
    );
    for (const name of ['JNE - REG', 'J&T - EZ', 'SiCepat - REG', 'TIKI - ONS']) {
      expect(costOf(city!, name)).toBeLessThan(costOf(province!, name));
      expect(costOf(province!, name)).toBeLessThan(costOf(jakarta!, name));
      expect(costOf(jakarta!, name)).toBeLessThan(costOf(papua!, name));
    }
    expect(cheapest(city!)).toBeLessThan(cheapest(jakarta!));
    expect(cheapest(jakarta!)).toBeLessThan(cheapest(papua!));
    for (const other of [MEDAN_KOTA, DENPASAR_SELATAN, PONTIANAK_SELATAN, MARISO]) {
      const options = await optionsFor(other);
      expect(costOf(options, 'JNE - REG')).toBeGreaterThan(costOf(jakarta!, 'JNE - REG'));
      expect(costOf(options, 'JNE - REG')).toBeLessThan(costOf(papua!, 'JNE - REG'));
    }
  });

  it('charges whole kilograms, rounded up: 2500 g (or 2001 g) costs as 3 kg, and at least 1 kg', async () => {
    const oneKg = await optionsFor(GAMBIR, 1000);
    expect(await optionsFor(GAMBIR)).toEqual(oneKg);
    expect(await optionsFor(GAMBIR, 1)).toEqual(oneKg);
    const twoAndAHalf = await optionsFor(GAMBIR, 2500);
    expect(twoAndAHalf).toEqual(await optionsFor(GAMBIR, 3000));
    expect(await optionsFor(GAMBIR, 2001)).toEqual(twoAndAHalf);
    for (const option of oneKg) {
      const heavier = costOf(twoAndAHalf, option.name);
      expect(Math.abs(heavier - 3 * option.cost)).toBeLessThanOrEqual(1000);
    }
  });
});

describe('quotes from RajaOngkir (local stub)', () => {
  it('asks with the API key and the documented form fields, origin and destination in Komerce’s own ids', async () => {
    await optionsFor(GAMBIR, 2500, LIVE_URL);
    expect(stub.costRequests()).toHaveLength(1);
    const [request] = stub.costRequests();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/v1/calculate/domestic-cost',
      key: stub.apiKey,
      contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      form: {
        // Sukasari, Kota Bandung (327301) and Gambir (317101) as the stub numbers them.
        origin: '17350',
        destination: '17590',
        weight: '2500',
        courier: 'jne:jnt:sicepat:anteraja:pos:tiki:lion:ninja:ide',
        price: 'lowest',
      },
    });
  });

  it('keeps accepted couriers with preferred services, cheapest first, with the shop’s names and etd', async () => {
    const res = await quote({ districtId: GAMBIR }, LIVE_URL);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ source: 'rajaongkir', message: expect.any(String) });
    expect(res.json().data).toEqual([
      {
        code: 'ide',
        courier: 'ID Express',
        name: 'ID Express - STD',
        service: 'STD',
        description: 'Standard',
        cost: 16_500,
        price: 16_500,
        etd: '1-3 hari',
      },
      {
        code: 'anteraja',
        courier: 'AnterAja',
        name: 'AnterAja - REG',
        service: 'REG',
        description: 'Regular Service',
        cost: 17_500,
        price: 17_500,
        etd: '2-3 hari',
      },
      {
        code: 'jnt',
        courier: 'J&T',
        name: 'J&T - EZ',
        service: 'EZ',
        description: 'Reguler',
        cost: 18_000,
        price: 18_000,
        etd: '1-3 hari',
      },
      {
        code: 'jne',
        courier: 'JNE',
        name: 'JNE - REG',
        service: 'REG',
        description: 'Layanan Reguler',
        cost: 19_000,
        price: 19_000,
        etd: '2-3 hari',
      },
      {
        code: 'sicepat',
        courier: 'SiCepat',
        name: 'SiCepat - BEST',
        service: 'BEST',
        description: 'Besok Sampai',
        cost: 30_000,
        price: 30_000,
        etd: '1 hari',
      },
    ]);
  });

  it('shows the first five accepted options, cheapest first, when none has a preferred service', async () => {
    stub.mode = 'no-preferred';
    const res = await quote({ districtId: GAMBIR }, LIVE_URL);
    expect(res.json().meta.source).toBe('rajaongkir');
    expect(res.json().data.map((o: ShippingOption) => [o.name, o.cost])).toEqual([
      ['Lion Parcel - REGPACK', 15_000],
      ['JNE - OKE', 16_000],
      ['POS Indonesia - Pos Reguler', 17_000],
      ['JNE - YES', 33_000],
      ['SiCepat - GOKIL', 60_000],
    ]);
  });

  it.each<[string, StubMode]>([
    ['an empty list', 'empty'],
    ['only couriers the shop does not accept', 'unaccepted-only'],
    ['HTTP 500', 'server-error'],
    ['a page that is not JSON', 'not-json'],
  ])('falls back to the two fixed options on %s', async (_case, mode) => {
    stub.mode = mode;
    const res = await quote({ districtId: GAMBIR }, LIVE_URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: FALLBACK,
      meta: { source: 'fallback', message: expect.any(String) },
    });
    expect(stub.costRequests()).toHaveLength(1);
  });

  it('falls back, and warns the operator, when the API key is refused (401)', async () => {
    const wrongKey = liveService({ apiKey: 'not-the-key' });
    expect(await wrongKey.quote({ districtId: GAMBIR }, 1000)).toEqual({
      options: FALLBACK,
      source: 'fallback',
      message: expect.any(String),
    });
    expect(stub.requests.map((r) => r.key)).toEqual(['not-the-key']);
    expect(warnings).toEqual([
      { obj: expect.objectContaining({ reason: expect.stringContaining('401') }), msg: expect.any(String) },
    ]);
  });

  it('falls back when RajaOngkir does not answer within its time limit', async () => {
    stub.mode = 'hang';
    const impatient = liveService({ timeoutMs: 100 });
    expect((await impatient.quote({ districtId: GAMBIR }, 1000)).source).toBe('fallback');
  });

  it('checks the district before asking RajaOngkir', async () => {
    const res = await quote({ districtId: 999_999 }, LIVE_URL);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_DISTRICT');
    expect(stub.requests).toHaveLength(0);
  });
});

describe('priceOf: the server’s own price for the option a shopper chose', () => {
  it('recomputes an option of the rate table, by courier code or name, in any letter case', async () => {
    const offered = await table.quote(gambir, 1000);
    const sicepat = offered.options.find((o) => o.name === 'SiCepat - REG');
    expect(await table.priceOf(gambir, 1000, 'sicepat', 'REG')).toEqual(sicepat);
    expect(await table.priceOf(gambir, 1000, 'SiCepat', 'reg')).toEqual(sicepat);
    const jnt = offered.options.find((o) => o.name === 'J&T - EZ');
    expect(await table.priceOf(gambir, 1000, 'J&T', 'ez')).toEqual(jnt);
  });

  it('prices the weight the server is given, not the one the shopper saw', async () => {
    const threeKg = (await table.quote(gambir, 3000)).options.find((o) => o.name === 'JNE - REG');
    const oneKg = await table.priceOf(gambir, 1000, 'jne', 'REG');
    const priced = await table.priceOf(gambir, 2500, 'jne', 'REG');
    expect(priced).toEqual(threeKg);
    expect(priced!.cost).toBeGreaterThan(oneKg!.cost);
  });

  it('recomputes an option quoted by RajaOngkir with a fresh quote', async () => {
    expect(await live.priceOf(gambir, 1000, 'jne', 'REG')).toMatchObject({ name: 'JNE - REG', cost: 19_000 });
    expect(await live.priceOf(gambir, 2500, 'jne', 'REG')).toMatchObject({ name: 'JNE - REG', cost: 57_000 });
    expect(stub.costRequests().map((r) => r.form.weight)).toEqual(['1000', '2500']);
  });

  it('accepts the two fallback options at their fixed prices only while no quote can be had', async () => {
    stub.mode = 'server-error';
    expect(await live.priceOf(gambir, 1000, 'jne', 'REG')).toEqual(FALLBACK[0]);
    expect(await live.priceOf(gambir, 1000, 'jnt', 'EZ')).toEqual(FALLBACK[1]);
    stub.mode = 'no-preferred';
    await expect(live.priceOf(gambir, 5000, 'JNE', 'reg')).rejects.toMatchObject({
      statusCode: 409,
      code: 'SHIPPING_CHANGED',
    });
  });

  it('returns null for a courier or service that is not on offer', async () => {
    for (const [courier, service] of [
      ['sap', 'REG'],
      ['jne', 'KILAT'],
      ['jne', 'YES'],
      ['pos', 'Pos Reguler'],
      ['', ''],
    ] as const) {
      expect(await table.priceOf(gambir, 1000, courier, service)).toBeNull();
    }
    expect(await live.priceOf(gambir, 1000, 'sap', 'REG')).toBeNull();
    expect(await live.priceOf(gambir, 1000, 'sicepat', 'GOKIL')).toBeNull();
  });

  it('refuses an unknown district', async () => {
    await expect(table.priceOf({ districtId: 999_999 }, 1000, 'jne', 'REG')).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_DISTRICT',
    });
  });
});

describe('postal codes without a courier-service key', () => {
  it('lists none: our regions hold no postal codes, so the shopper types the code as before', async () => {
    const res = await send(t.app, {
      method: 'GET',
      url: `/api/shipping/postal-codes?districtId=${COBLONG}`,
      token: me.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });
});
