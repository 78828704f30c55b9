import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../src/lib/read-cache.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { addAddress, cheapestShipping, placeOrder } from './support/orders.js';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.js';

/**
 * The fault this guards against: on PostgreSQL a product read on another pool connection while an order's transaction
 * was open stored the pre-commit stock under the new generation; anonymous reads showed 198 while the database had 197.
 */
describe('ReadCache and writes in flight', () => {
  it('stores nothing showing what a write in flight changes, and drops it again when the write is committed', () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxSize: 100 });
    const tags = ['products:id=1'];
    cache.set('before', 1, cache.begin(), tags);
    cache.writeStarted(tags);
    expect(cache.get('before')).toBeUndefined();
    const during = cache.begin();
    cache.set('during', 2, during, tags);
    expect(cache.get('during')).toBeUndefined();
    cache.set('elsewhere', 5, during, ['products:id=2']); // not what the write changes: stored
    expect(cache.get('elsewhere')).toBe(5);
    cache.writeEnded(tags);
    cache.set('late', 3, during, tags); // read during the write, stored after it: refused too
    expect(cache.get('late')).toBeUndefined();
    cache.set('after', 4, cache.begin(), tags);
    expect(cache.get('after')).toBe(4);
  });
});

describe('reads racing orders', () => {
  let t: TestApp;
  let shoppers: SignedIn[];
  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_SECONDS: '60' });
    shoppers = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app, t.dataDir)));
  });
  afterAll(() => t.close());

  // SQLite has one connection: a read waits for the transaction to end, and cannot see the state before commit.
  it.runIf(usingPostgres())(
    'a read on another connection while a transaction is open does not keep the old stock after the commit',
    async () => {
      const product = await makeProduct(t.services, { stock: 198, price: 50_000 });
      const id = product.product_id;
      const readStock = async () =>
        (await send(t.app, { method: 'GET', url: `/api/products/${id}` })).json().data.stock;
      expect(await readStock()).toBe(198);
      await t.services.database.db.transaction().execute(async (tx) => {
        await tx.updateTable('products').set({ stock: 197 }).where('id', '=', id).execute();
        // Another pool connection reads the committed state (198) and would cache it under the new generation.
        expect(await readStock()).toBe(198);
        expect(await readStock()).toBe(198);
      });
      expect(await readStock()).toBe(197);
    },
  );

  it('after an order is answered, no read shows the stock from before it', async () => {
    const product = await makeProduct(t.services, { stock: 200, price: 50_000 });
    const id = product.product_id;
    const bodies = await Promise.all(
      shoppers.map(async (who) => ({
        address_id: await addAddress(t.app, who),
        payment_method: 'Transfer Bank',
        shipping: await cheapestShipping(t.app, who),
        items: [{ product_id: id, quantity: 1 }],
      })),
    );
    const readStock = async () => (await send(t.app, { method: 'GET', url: `/api/products/${id}` })).json().data.stock;

    let answered = 0;
    let stop = false;
    const stale: string[] = [];
    // Anonymous readers keep the cache busy the whole time, as shoppers browsing would.
    const readers = Array.from({ length: 6 }, async () => {
      while (!stop && stale.length < 5) {
        const settledBefore = answered;
        const stock = await readStock();
        if (stock > 200 - settledBefore) stale.push(`read ${stock} after ${settledBefore} orders were answered`);
        // A cached reply resolves without I/O: let the orders' database work go on between reads.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const buyers = shoppers.map(async (who, i) => {
      for (let n = 0; n < 2; n += 1) {
        const res = await placeOrder(t.app, who, bodies[i]!);
        expect(res.statusCode, res.body).toBe(201);
        answered += 1;
      }
    });
    try {
      await Promise.all(buyers);
    } finally {
      stop = true;
      await Promise.all(readers);
    }

    expect(stale).toEqual([]);
    expect(await readStock()).toBe(200 - shoppers.length * 2);
  });
});
