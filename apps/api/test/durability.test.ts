import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres, type TestApp } from './support/test-app.js';
import { send, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';
import { orderingShop, placeOrder } from './support/orders.js';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string };

beforeAll(async () => {
  ({ t, admin, shopper, addressId, shipping } = await orderingShop());
});
afterAll(() => t?.close());

const auditRows = async () =>
  (await t.services.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).length;
const stockOf = async (id: number) =>
  (await send(t.app, { method: 'GET', url: `/api/products/${id}` })).json().data.stock as number;
const count = async (table: 'orders' | 'order_items' | 'order_history' | 'idempotency_keys') =>
  Number(
    (
      await t.services.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('audit log', () => {
  it('SECURITY 29: each product change and each payment decision writes exactly one audit row, without secrets', async () => {
    const steps: [string, () => Promise<unknown>][] = [];
    const form = multipart('image', 'a.png', 'image/png', await pngImage(), [
      { name: 'name', value: 'Boneka Audit' },
      { name: 'price', value: '10000' },
      { name: 'stock', value: '5' },
    ]);
    let productId = 0;
    steps.push([
      'product.create',
      async () => {
        const res = await send(t.app, {
          method: 'POST',
          url: '/api/products',
          token: admin.accessToken,
          payload: form.payload,
          headers: form.headers,
        });
        productId = res.json().data.product_id;
      },
    ]);
    steps.push([
      'product.update',
      () =>
        send(t.app, {
          method: 'PUT',
          url: `/api/products/${productId}`,
          token: admin.accessToken,
          payload: { name: 'Boneka Audit', price: 12000, stock: 5 },
        }),
    ]);
    const proofFor = async () => {
      const product = await makeProduct(t.services);
      const order = (
        await placeOrder(t.app, shopper, {
          address_id: addressId,
          payment_method: 'Transfer Bank',
          items: [{ product_id: product.product_id, quantity: 1 }],
          shipping,
        })
      ).json().data;
      const proof = multipart('paymentProof', 'p.png', 'image/png', await pngImage());
      await send(t.app, {
        method: 'POST',
        url: `/api/orders/secure/${order.secure_token}/payment-proof`,
        token: shopper.accessToken,
        payload: proof.payload,
        headers: proof.headers,
      });
      return order.order_id as number;
    };
    const toConfirm = await proofFor();
    const toReject = await proofFor();
    steps.push([
      'order.payment_confirmed',
      () =>
        send(t.app, {
          method: 'PUT',
          url: `/api/orders/${toConfirm}/payment-status`,
          token: admin.accessToken,
          payload: { payment_status: 'paid' },
        }),
    ]);
    steps.push([
      'order.payment_rejected',
      () =>
        send(t.app, {
          method: 'PUT',
          url: `/api/orders/${toReject}/payment-status`,
          token: admin.accessToken,
          payload: { payment_status: 'failed' },
        }),
    ]);
    steps.push([
      'product.delete',
      () => send(t.app, { method: 'DELETE', url: `/api/products/${productId}`, token: admin.accessToken }),
    ]);

    for (const [action, step] of steps) {
      const before = await auditRows();
      await step();
      expect(await auditRows(), action).toBe(before + 1);
      const last = await t.services.database.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(last).toMatchObject({ action, actor_user_id: admin.user.id });
      expect(last.request_id).toMatch(/[0-9a-f-]{36}/);
      expect(JSON.stringify(last)).not.toMatch(/password|Bearer|rt_|argon2/i);
    }
  });
});

describe('durability', () => {
  it('SECURITY 30: a database failure right after the order insert leaves no order and the stock unchanged', async () => {
    const product = await makeProduct(t.services, { stock: 7 });
    const db = t.services.database.db;
    const before = {
      orders: await count('orders'),
      items: await count('order_items'),
      history: await count('order_history'),
      keys: await count('idempotency_keys'),
    };
    if (usingPostgres()) {
      await sql`create function fail_order_items() returns trigger as $$ begin raise exception 'disk full (simulated)'; end $$ language plpgsql`.execute(
        db,
      );
      await sql`create trigger fail_order_items before insert on order_items for each row execute function fail_order_items()`.execute(
        db,
      );
    } else {
      await sql`create trigger fail_order_items before insert on order_items begin select raise(abort, 'disk full (simulated)'); end`.execute(
        db,
      );
    }
    try {
      const res = await placeOrder(
        t.app,
        shopper,
        {
          address_id: addressId,
          payment_method: 'Transfer Bank',
          items: [{ product_id: product.product_id, quantity: 3 }],
          shipping,
        },
        'fault-injection-0001',
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, code: 'INTERNAL_ERROR', message: expect.any(String) });
      expect(res.body).not.toMatch(/disk full|order_items|sqlite|postgres/i);
    } finally {
      await sql`drop trigger fail_order_items${usingPostgres() ? sql` on order_items` : sql``}`.execute(db);
      if (usingPostgres()) await sql`drop function fail_order_items()`.execute(db);
    }
    expect({
      orders: await count('orders'),
      items: await count('order_items'),
      history: await count('order_history'),
      keys: await count('idempotency_keys'),
    }).toEqual(before);
    expect(await stockOf(product.product_id)).toBe(7);
    // The same key works once the fault is gone: nothing of the failed attempt was kept.
    const retry = await placeOrder(
      t.app,
      shopper,
      {
        address_id: addressId,
        payment_method: 'Transfer Bank',
        items: [{ product_id: product.product_id, quantity: 3 }],
        shipping,
      },
      'fault-injection-0001',
    );
    expect(retry.statusCode).toBe(201);
    expect(await stockOf(product.product_id)).toBe(4);
  });

  it.runIf(!usingPostgres())(
    'SECURITY 30: SQLite runs in WAL mode with synchronous=FULL and foreign keys on',
    async () => {
      const db = t.services.database.db;
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
    },
  );
});
