import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, t.dataDir);
  stranger = await signUp(t.app, t.dataDir);
});
afterAll(() => t.close());

/** Jawa Barat (32) › Kota Bandung (3273) › Sukasari (327301); Kota Bekasi is 3275. */
const bandung = {
  label: 'Rumah',
  recipientName: 'Siti Rahayu',
  phoneNumber: '081234567890',
  streetAddress: 'Jl. Setiabudi No. 12',
  province: 32,
  city: 3273,
  district: 327301,
  postalCode: '40154',
  notes: 'Pagar hijau',
  isDefault: false,
};

const create = (body: object, token = owner.accessToken) =>
  send(t.app, { method: 'POST', url: '/auth/addresses', token, payload: body });
const list = (token = owner.accessToken) => send(t.app, { method: 'GET', url: '/auth/addresses', token });

describe('addresses', () => {
  it('adds an address in Kota Bandung with the region names; the first one becomes the default', async () => {
    const res = await create(bandung);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Address added successfully!',
      address: {
        label: 'Rumah',
        recipient_name: 'Siti Rahayu',
        postal_code: '40154',
        is_default: true,
        province: { province_name: 'Jawa Barat' },
        city: { city_name: 'Kota Bandung' },
        district: { district_id: 327301, district_name: 'Sukasari' },
      },
    });
    const profile = await send(t.app, { method: 'GET', url: '/auth/profile', token: owner.accessToken });
    expect(profile.json().user.addresses).toHaveLength(1);
  });

  it('keeps exactly one default', async () => {
    const second = await create({ ...bandung, label: 'Kantor', isDefault: true });
    expect(second.json().address.is_default).toBe(true);
    const all = (await list()).json().addresses as { label: string; is_default: boolean }[];
    expect(all.filter((a) => a.is_default).map((a) => a.label)).toEqual(['Kantor']);
  });

  it('edits an address', async () => {
    const { address } = (await create({ ...bandung, label: 'Kos' })).json();
    const res = await send(t.app, {
      method: 'PUT',
      url: `/auth/addresses/${address.id}`,
      token: owner.accessToken,
      payload: { ...bandung, label: 'Kos Baru', streetAddress: 'Jl. Dago No. 5', district: 327302 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Address updated successfully!',
      address: { label: 'Kos Baru', street_address: 'Jl. Dago No. 5', district_id: 327302 },
    });
  });

  it('deleting the default promotes another address', async () => {
    const all = (await list()).json().addresses as { id: number; is_default: boolean }[];
    const current = all.find((a) => a.is_default)!;
    const res = await send(t.app, { method: 'DELETE', url: `/auth/addresses/${current.id}`, token: owner.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Address deleted successfully!');
    const rest = (await list()).json().addresses as { id: number; is_default: boolean }[];
    expect(rest.map((a) => a.id)).not.toContain(current.id);
    expect(rest.filter((a) => a.is_default)).toHaveLength(1);
  });

  it.each([
    ['no label', { label: '' }, 'label'],
    ['no recipient', { recipientName: ' ' }, 'recipientName'],
    ['a phone with letters', { phoneNumber: '08abc' }, 'phoneNumber'],
    ['no street', { streetAddress: '' }, 'streetAddress'],
    ['a 4-digit postal code', { postalCode: '4015' }, 'postalCode'],
    ['a text province', { province: 'Jawa' }, 'province'],
    ['no district', { district: undefined }, 'district'],
  ])('refuses %s with 400', async (_name, change, field) => {
    const res = await create({ ...bandung, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('refuses a district that is not in the chosen city (Bandung district with Kota Bekasi)', async () => {
    const res = await create({ ...bandung, city: 3275 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_LOCATION');
    const unknown = await create({ ...bandung, district: 99999999 });
    expect(unknown.statusCode).toBe(400);
  });

  it("SECURITY 13: another customer cannot see, edit or delete the owner's address", async () => {
    const { address } = (await create({ ...bandung, label: 'Rahasia' })).json();
    expect((await list(stranger.accessToken)).json().addresses).toEqual([]);
    const edit = await send(t.app, {
      method: 'PUT',
      url: `/auth/addresses/${address.id}`,
      token: stranger.accessToken,
      payload: bandung,
    });
    expect(edit.statusCode).toBe(404);
    const del = await send(t.app, {
      method: 'DELETE',
      url: `/auth/addresses/${address.id}`,
      token: stranger.accessToken,
    });
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('NOT_FOUND');
    expect((await list()).json().addresses.map((a: { id: number }) => a.id)).toContain(address.id);
  });

  it('SECURITY 16: user_id and address ids in the body change nothing', async () => {
    const res = await create({
      ...bandung,
      label: 'Titipan',
      user_id: stranger.user.id,
      userId: stranger.user.id,
      id: 1,
    });
    expect(res.statusCode).toBe(201);
    expect((await list(stranger.accessToken)).json().addresses).toEqual([]);
  });

  it('SECURITY 28: ids that are not positive integers are 400, never a query', async () => {
    for (const id of ['abc', '1%20OR%201=1', '-1', '0', '1.5', "1'--", '99999999999']) {
      const res = await send(t.app, { method: 'DELETE', url: `/auth/addresses/${id}`, token: owner.accessToken });
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await send(t.app, { method: 'GET', url: '/auth/addresses' })).statusCode).toBe(401);
    expect((await send(t.app, { method: 'POST', url: '/auth/addresses', payload: bandung })).statusCode).toBe(401);
  });
});

describe('regions of Indonesia', () => {
  it('lists all 38 provinces, 514 regencies/cities and over 7 000 districts', async () => {
    const provinces = (await send(t.app, { method: 'GET', url: '/auth/provinces' })).json().provinces;
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({ province_id: 32, province_name: 'Jawa Barat' });
    expect(provinces).toContainEqual({ province_id: 31, province_name: 'DKI Jakarta' });
    const db = t.services.database.db;
    const count = async (table: 'cities' | 'districts') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('cities')).toBe(514);
    expect(await count('districts')).toBeGreaterThan(7000);
  });

  it('lists the cities of Jawa Barat and the districts of Kota Bandung, publicly cacheable', async () => {
    const cities = await send(t.app, { method: 'GET', url: '/auth/provinces/32/cities' });
    expect(cities.json().cities).toContainEqual({ city_id: 3273, city_name: 'Kota Bandung', province_id: 32 });
    expect(cities.headers['cache-control']).toContain('public');
    const districts = (await send(t.app, { method: 'GET', url: '/auth/cities/3273/districts' })).json().districts;
    expect(districts).toHaveLength(30);
    expect(districts).toContainEqual({ district_id: 327301, district_name: 'Sukasari', city_id: 3273 });
  });

  it('answers 404 for an unknown province or city and 400 for a bad id', async () => {
    expect((await send(t.app, { method: 'GET', url: '/auth/provinces/99/cities' })).statusCode).toBe(404);
    expect((await send(t.app, { method: 'GET', url: '/auth/cities/9999/districts' })).statusCode).toBe(404);
    expect((await send(t.app, { method: 'GET', url: '/auth/provinces/jabar/cities' })).statusCode).toBe(400);
  });
});
