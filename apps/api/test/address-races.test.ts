import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { BANDUNG_ADDRESS } from './support/orders.js';

const MAX_ADDRESSES = 50;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listed = { id: number; label: string; is_default: boolean };

const create = (who: SignedIn, label: string, isDefault = false) =>
  send(t.app, {
    method: 'POST',
    url: '/auth/addresses',
    token: who.accessToken,
    payload: { ...BANDUNG_ADDRESS, label, isDefault },
  });
const edit = (who: SignedIn, id: number, label: string, isDefault: boolean) =>
  send(t.app, {
    method: 'PUT',
    url: `/auth/addresses/${id}`,
    token: who.accessToken,
    payload: { ...BANDUNG_ADDRESS, label, isDefault },
  });
const remove = (who: SignedIn, id: number) =>
  send(t.app, { method: 'DELETE', url: `/auth/addresses/${id}`, token: who.accessToken });
const list = async (who: SignedIn): Promise<Listed[]> =>
  (await send(t.app, { method: 'GET', url: '/auth/addresses', token: who.accessToken })).json().addresses;

async function withAddresses(count: number): Promise<{ who: SignedIn; ids: number[] }> {
  const who = await signUp(t.app, t.dataDir);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await create(who, `Alamat ${i}`)).json().address.id);
  return { who, ids };
}

describe('ISSUE 17.10: addresses under concurrent requests', () => {
  it(`60 parallel creates by one customer save exactly ${MAX_ADDRESSES}; the rest are 422 TOO_MANY_ADDRESSES`, async () => {
    const who = await signUp(t.app, t.dataDir);
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => create(who, `Alamat ${i}`, i % 7 === 0)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ADDRESSES);
    const refused = replies.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(10);
    for (const reply of refused) {
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toMatchObject({ success: false, code: 'TOO_MANY_ADDRESSES' });
    }
    const saved = await list(who);
    expect(saved).toHaveLength(MAX_ADDRESSES);
    expect(saved.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('parallel first addresses of a new customer leave exactly one default', async () => {
    const who = await signUp(t.app, t.dataDir);
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => create(who, `Alamat ${i}`)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect((await list(who)).filter((a) => a.is_default)).toHaveLength(1);
  });

  it('parallel "set default" calls on different addresses leave exactly one default', async () => {
    const { who, ids } = await withAddresses(12);
    const replies = await Promise.all(ids.map((id, i) => edit(who, id, `Alamat ${i}`, true)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect((await list(who)).filter((a) => a.is_default)).toHaveLength(1);
  });

  it('unticking the current default while others are set as default leaves exactly one default', async () => {
    const { who, ids } = await withAddresses(10);
    const [first, ...others] = ids;
    const replies = await Promise.all([
      ...others.map((id, i) => edit(who, id, `Alamat ${i + 1}`, true)),
      edit(who, first!, 'Alamat 0', false),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await list(who)).filter((a) => a.is_default)).toHaveLength(1);
  });

  it('deleting addresses while others are set as default leaves exactly one default', async () => {
    const { who, ids } = await withAddresses(12);
    const replies = await Promise.all(
      ids.map((id, i) => (i % 2 === 0 ? remove(who, id) : edit(who, id, `Alamat ${i}`, true))),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const rest = await list(who);
    expect(rest).toHaveLength(6);
    expect(rest.filter((a) => a.is_default)).toHaveLength(1);
  });
});
