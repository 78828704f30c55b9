import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The response cache's front door (decision 014): a held public reply is answered from Node's request event,
 * before Fastify. Over real HTTP, since app.inject goes around the server.
 */
const ADMIN = { email: 'owner@front.boneka.test', password: 'Owner-Front-2026' };

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const headersOf = (res: Response) => Object.fromEntries(res.headers.entries());

describe('the front door', () => {
  let t: TestApp;
  let base: string;
  let admin: SignedIn;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_SECONDS: '60' });
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    id = (await makeProduct(t.services, { name: 'Boneka Pintu Depan', price: 120_000, stock: 9 })).product_id;
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('answers a held reply with the body and headers Fastify sent, and a request id of its own', async () => {
    const first = await fetch(`${base}/api/products/${id}`);
    const hits = t.services.readCache.stats.hits;
    const second = await fetch(`${base}/api/products/${id}`);
    expect(t.services.readCache.stats.hits).toBe(hits + 1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    const [a, b] = [headersOf(first), headersOf(second)];
    for (const name of [
      'content-type',
      'etag',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect([name, b[name]]).toEqual([name, a[name]]);
      expect(b[name], name).toBeTruthy();
    }
    expect(b['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b['x-request-id']).not.toBe(a['x-request-id']);
    expect(b['content-length']).toBe(
      String(Buffer.byteLength(await (await fetch(`${base}/api/products/${id}`)).text())),
    );
  });

  it('answers 304 with no body when the browser holds the same ETag', async () => {
    const etag = (await fetch(`${base}/api/products/${id}`)).headers.get('etag')!;
    const hits = t.services.readCache.stats.hits;
    const res = await fetch(`${base}/api/products/${id}`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(etag);
    expect(t.services.readCache.stats.hits).toBe(hits + 1);
  });

  it('lets a request with a token, another method or an unknown URL through to Fastify', async () => {
    await fetch(`${base}/api/products/${id}`);
    const hits = t.services.readCache.stats.hits;
    const signedIn = await fetch(`${base}/api/products/${id}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(signedIn.status).toBe(200);
    const head = await fetch(`${base}/api/products/${id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const missing = await fetch(`${base}/api/products/999999`);
    expect(missing.status).toBe(404);
    expect(t.services.readCache.stats.hits).toBe(hits);
  });

  it('never answers with a price older than the owner’s change', async () => {
    await fetch(`${base}/api/products/${id}`);
    const put = await fetch(`${base}/api/products/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Boneka Pintu Depan', price: 99_000, stock: 9 }),
    });
    expect(put.status, await put.text()).toBe(200);
    const after = (await (await fetch(`${base}/api/products/${id}`)).json()) as { data: { price: number } };
    expect(after.data.price).toBe(99_000);
  });
});

describe('with CORS_ORIGINS set', () => {
  let t: TestApp;
  let base: string;
  let id: number;
  const origin = 'https://toko.boneka.id';

  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_SECONDS: '60', CORS_ORIGINS: origin });
    id = (await makeProduct(t.services, { name: 'Boneka Lintas Asal', price: 80_000, stock: 3 })).product_id;
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('there is no front door: a cached reply still carries the CORS headers for an allowed origin', async () => {
    await fetch(`${base}/api/products/${id}`);
    const hits = t.services.readCache.stats.hits;
    const res = await fetch(`${base}/api/products/${id}`, { headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(t.services.readCache.stats.hits).toBe(hits + 1);
  });
});
