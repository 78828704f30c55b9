/**
 * Promotions like the marketplaces' (issue 44, decisions 061 and 062): a flash sale's quota held exactly under
 * parallel orders, harga grosir, vouchers limited to products or categories, Gratis Ongkir. Every price comes from
 * orderAmounts (packages/shared), which the cart and the checkout call too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFlashSale, ProductDetail } from '@boneka/shared';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { pdfText } from './support/pdf.js';
import { addAddress, orderingShop, placeOrder } from './support/orders.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let admin: SignedIn;
let shipping: { courier: string; service: string; cost: number };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  ({ t, admin, shipping } = await orderingShop({ ORDER_CREATES_PER_MINUTE: '100000' }));
});
afterAll(() => t?.close());

const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  send(t.app, { method, url, token: admin.accessToken, ...(payload ? { payload } : {}) });
const iso = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
async function shopper() {
  const who = await signUp(t.app, t.dataDir);
  return { who, addressId: await addAddress(t.app, who) };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;
const detail = async (id: number): Promise<ProductDetail> =>
  (await send(t.app, { method: 'GET', url: `/api/products/${id}` })).json().data;
const variantOf = async (productId: number) => (await detail(productId)).variants[0]!.variant_id;
function order(s: Shopper, items: object[], extra: object = {}) {
  return placeOrder(t.app, s.who, {
    address_id: s.addressId,
    payment_method: 'Transfer Bank',
    items,
    shipping: { courier: shipping.courier, service: shipping.service },
    ...extra,
  });
}
/** The order as its buyer reads it: what each figure came to. */
async function viewOf(s: Shopper, placed: { json(): { data: { secure_token: string } } }) {
  const res = await send(t.app, {
    method: 'GET',
    url: `/api/orders/secure/${placed.json().data.secure_token}`,
    token: s.who.accessToken,
  });
  return res.json().data as {
    subtotal: number;
    shipping_cost: number;
    voucher_discount: number;
    shipping_discount: number;
    total_amount: number;
    items: { price: number; price_kind: string }[];
  };
}
async function flashSale(payload: object): Promise<AdminFlashSale> {
  const res = await asOwner('POST', '/api/admin/flash-sales', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const soldOf = async (itemId: number) =>
  (
    await t.services.database.db
      .selectFrom('flash_sale_items')
      .select('sold')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow()
  ).sold;

describe('a flash sale', () => {
  it('is refused with a clear 4xx when its price, times or variants are wrong', async () => {
    const doll = await makeProduct(t.services, { price: 150_000, stock: 50 });
    const variant = await variantOf(doll.product_id);
    const base = { name: 'Kilat 12.12', starts_at: iso(HOUR), ends_at: iso(3 * HOUR) };
    const dear = await asOwner('POST', '/api/admin/flash-sales', {
      ...base,
      items: [{ variant_id: variant, price: '150.000', quota: 5 }],
    });
    expect(dear.statusCode).toBe(422);
    expect(dear.json().details[0].path).toBe('items.0.price');
    const backwards = await asOwner('POST', '/api/admin/flash-sales', {
      ...base,
      ends_at: iso(-HOUR),
      items: [{ variant_id: variant, price: 99_000, quota: 5 }],
    });
    expect(backwards.statusCode).toBe(400);
    const noSuch = await asOwner('POST', '/api/admin/flash-sales', {
      ...base,
      items: [{ variant_id: 2_000_000_000, price: 99_000, quota: 5 }],
    });
    expect(noSuch.statusCode).toBe(422);
    expect(noSuch.json().details[0].path).toBe('items.0.variant_id');
    const zero = await asOwner('POST', '/api/admin/flash-sales', {
      ...base,
      items: [{ variant_id: variant, price: 99_000, quota: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    await flashSale({ ...base, items: [{ variant_id: variant, price: '99.000', quota: 5 }] });
    const overlap = await asOwner('POST', '/api/admin/flash-sales', {
      ...base,
      starts_at: iso(2 * HOUR),
      ends_at: iso(4 * HOUR),
      items: [{ variant_id: variant, price: 98_000, quota: 5 }],
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'FLASH_SALE_OVERLAP', variant_id: variant });
    const shopperTries = await send(t.app, {
      method: 'GET',
      url: '/api/admin/flash-sales',
      token: (await signUp(t.app, t.dataDir)).accessToken,
    });
    expect(shopperTries.statusCode).toBe(403);
  });

  it('sells at its price only while it runs, shows what is left, and gives back a cancelled order’s units', async () => {
    const doll = await makeProduct(t.services, { price: 150_000, stock: 50 });
    const variant = await variantOf(doll.product_id);
    const sale = await flashSale({
      name: 'Kilat pagi',
      starts_at: iso(5 * MINUTE),
      ends_at: iso(2 * HOUR),
      items: [{ variant_id: variant, price: 99_000, quota: 3 }],
    });
    expect(sale.status).toBe('scheduled');
    const itemId = sale.items[0]!.flash_sale_item_id;
    const before = (await detail(doll.product_id)).variants[0]!;
    expect(before.flash).toMatchObject({ price: 99_000, quota: 3, remaining: 3 });
    const s = await shopper();
    // Not started: the normal price, and a client that expects the flash price is told the price now.
    const early = await order(s, [{ product_id: doll.product_id, quantity: 1, price: 99_000 }]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PRICE_CHANGED', price: 150_000 });

    t.clock.advance(5 * MINUTE);
    const placed = await order(s, [{ product_id: doll.product_id, quantity: 2, price: 99_000 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const made = placed.json().data;
    expect((await viewOf(s, placed)).subtotal).toBe(2 * 99_000);
    expect(await soldOf(itemId)).toBe(2);
    const live = await send(t.app, { method: 'GET', url: `/api/products/${doll.product_id}/flash-sale` });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toContain('max-age=');
    expect(live.json().data.variants[0].flash).toMatchObject({ remaining: 1 });
    // Two more than is left: refused with what is left, and nothing taken.
    const tooMany = await order(s, [{ product_id: doll.product_id, quantity: 2 }]);
    expect(tooMany.statusCode).toBe(201);
    expect((await viewOf(s, tooMany)).items[0]).toMatchObject({ price: 150_000, price_kind: 'normal' });
    expect((await viewOf(s, placed)).items[0]).toMatchObject({ price: 99_000, price_kind: 'flash' });

    const cancelled = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/secure/${made.secure_token}/cancel`,
      token: s.who.accessToken,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await soldOf(itemId)).toBe(0);

    const edit = await asOwner('PUT', `/api/admin/flash-sales/${sale.flash_sale_id}`, {
      name: 'Kilat',
      starts_at: iso(0),
      ends_at: iso(HOUR),
      items: [{ variant_id: variant, price: 90_000, quota: 3 }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('FLASH_SALE_STARTED');
    const ended = await asOwner('POST', `/api/admin/flash-sales/${sale.flash_sale_id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.status).toBe('ended');
    expect((await detail(doll.product_id)).variants[0]!.flash).toBeNull();
    const after = await order(s, [{ product_id: doll.product_id, quantity: 1, price: 99_000 }]);
    expect(after.json()).toMatchObject({ code: 'PRICE_CHANGED', price: 150_000 });
    const audit = await t.services.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `flash_sale:${sale.flash_sale_id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['flash_sale.create', 'flash_sale.end']);
  });

  it('quota 5, 30 parallel buyers: exactly 5 orders at the flash price, the rest 409 with the normal price', async () => {
    const doll = await makeProduct(t.services, { price: 200_000, stock: 100 });
    const variant = await variantOf(doll.product_id);
    const sale = await flashSale({
      name: 'Rebutan',
      starts_at: iso(0),
      ends_at: iso(HOUR),
      items: [{ variant_id: variant, price: 99_000, quota: 5 }],
    });
    const buyers = await Promise.all(Array.from({ length: 10 }, shopper));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        order(buyers[i % buyers.length]!, [{ product_id: doll.product_id, quantity: 1, price: 99_000 }]),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(5);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(['FLASH_SALE_SOLD_OUT', 'PRICE_CHANGED']).toContain(refused.json().code);
    }
    expect(await soldOf(sale.items[0]!.flash_sale_item_id)).toBe(5);
    const lines = await t.services.database.db
      .selectFrom('order_items')
      .select(['unit_price', 'price_kind'])
      .where('product_id', '=', doll.product_id)
      .execute();
    expect(lines).toHaveLength(5);
    expect(lines.every((l) => l.unit_price === 99_000 && l.price_kind === 'flash')).toBe(true);
    // Sold out: the page shows the normal price again, and the next buyer pays it.
    expect((await detail(doll.product_id)).variants[0]!.flash).toMatchObject({ remaining: 0 });
    const next = await order(buyers[0]!, [{ product_id: doll.product_id, quantity: 1, price: 200_000 }]);
    expect(next.statusCode, next.body).toBe(201);
  });
});

describe('harga grosir', () => {
  it('saves tiers with the variants, refuses bad ones, and charges the tier the quantity reaches', async () => {
    const doll = await makeProduct(t.services, { price: 150_000, stock: 50 });
    const variant = await variantOf(doll.product_id);
    const save = (wholesale: object[]) =>
      asOwner('PUT', `/api/products/${doll.product_id}/variants`, {
        options: [],
        variants: [{ variant_id: variant, options: [], price: 150_000, stock: 50, wholesale }],
      });
    const bad = await save([{ min_quantity: 3, price: 160_000 }]);
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('lebih murah dari harga normal');
    const unordered = await save([
      { min_quantity: 5, price: 140_000 },
      { min_quantity: 3, price: 145_000 },
    ]);
    expect(unordered.statusCode).toBe(422);
    const saved = await save([
      { min_quantity: 3, price: '145.000' },
      { min_quantity: 10, price: 'Rp 140.000' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await detail(doll.product_id)).variants[0]!.wholesale).toEqual([
      { min_quantity: 3, price: 145_000 },
      { min_quantity: 10, price: 140_000 },
    ]);
    const s = await shopper();
    const stale = await order(s, [{ product_id: doll.product_id, quantity: 3, price: 150_000 }]);
    expect(stale.json()).toMatchObject({ code: 'PRICE_CHANGED', price: 145_000 });
    const three = await order(s, [{ product_id: doll.product_id, quantity: 3, price: 145_000 }]);
    expect(three.statusCode, three.body).toBe(201);
    expect(await viewOf(s, three)).toMatchObject({
      subtotal: 3 * 145_000,
      items: [{ price: 145_000, price_kind: 'wholesale' }],
    });
    const two = await order(s, [{ product_id: doll.product_id, quantity: 2 }]);
    expect((await viewOf(s, two)).subtotal).toBe(2 * 150_000);
    // Saving the variants without tiers keeps them; [] removes them.
    await asOwner('PUT', `/api/products/${doll.product_id}/variants`, {
      options: [],
      variants: [{ variant_id: variant, options: [], price: 150_000, stock: 50 }],
    });
    expect((await detail(doll.product_id)).variants[0]!.wholesale).toHaveLength(2);
    expect((await save([])).statusCode).toBe(200);
    expect((await detail(doll.product_id)).variants[0]!.wholesale).toEqual([]);
  });
});

describe('vouchers limited to products or categories, and Gratis Ongkir', () => {
  async function voucher(payload: object) {
    const res = await asOwner('POST', '/api/admin/vouchers', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  it('a product voucher counts only its lines; none of them bought is refused as not applicable', async () => {
    const bear = await makeProduct(t.services, { price: 100_000, stock: 50 });
    const cat = await makeProduct(t.services, { price: 80_000, stock: 50 });
    const created = await voucher({
      code: 'BERUANG10',
      type: 'percent',
      value: 10,
      min_spend: 150_000,
      product_ids: [bear.product_id],
    });
    expect(created.products).toEqual([{ product_id: bear.product_id, name: bear.name }]);
    const s = await shopper();
    // 180 000 in the cart, but only 100 000 of it is covered: under the minimum.
    const under = await order(
      s,
      [
        { product_id: bear.product_id, quantity: 1 },
        { product_id: cat.product_id, quantity: 1 },
      ],
      {
        voucher_code: 'BERUANG10',
      },
    );
    expect(under.statusCode).toBe(422);
    expect(under.json().code).toBe('VOUCHER_MIN_SPEND');
    const none = await order(s, [{ product_id: cat.product_id, quantity: 3 }], { voucher_code: 'BERUANG10' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'VOUCHER_NOT_APPLICABLE', reason: 'not_applicable' });
    const placed = await order(
      s,
      [
        { product_id: bear.product_id, quantity: 2 },
        { product_id: cat.product_id, quantity: 1 },
      ],
      { voucher_code: 'BERUANG10', voucher_discount: 20_000 },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const bought = await viewOf(s, placed);
    expect(bought).toMatchObject({ subtotal: 280_000, voucher_discount: 20_000 });
    expect(bought.total_amount).toBe(280_000 - 20_000 + bought.shipping_cost);
    const unknown = await asOwner('POST', '/api/admin/vouchers', {
      code: 'HANTU',
      type: 'fixed',
      value: 5_000,
      product_ids: [2_000_000_000],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('a category voucher covers the products in that category', async () => {
    const now = t.clock.now().toISOString();
    const category = await t.services.database.db
      .insertInto('categories')
      .values({ slug: 'kelinci-promo', name_id: 'Kelinci', name_en: 'Rabbits', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rabbit = await makeProduct(t.services, { price: 60_000, stock: 50 });
    const other = await makeProduct(t.services, { price: 40_000, stock: 50 });
    await t.services.database.db
      .insertInto('product_categories')
      .values({ product_id: rabbit.product_id, category_id: category.id })
      .execute();
    await voucher({ code: 'KELINCI5', type: 'fixed', value: 5_000, category_ids: [category.id] });
    const s = await shopper();
    const lookup = await send(t.app, { method: 'GET', url: '/api/vouchers/kelinci5', token: s.who.accessToken });
    expect(lookup.json().data.scope).toEqual({ product_ids: [], category_ids: [category.id] });
    const placed = await order(
      s,
      [
        { product_id: rabbit.product_id, quantity: 1 },
        { product_id: other.product_id, quantity: 1 },
      ],
      { voucher_code: 'KELINCI5' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await viewOf(s, placed)).toMatchObject({ subtotal: 100_000, voucher_discount: 5_000 });
    const none = await order(s, [{ product_id: other.product_id, quantity: 1 }], { voucher_code: 'KELINCI5' });
    expect(none.json().code).toBe('VOUCHER_NOT_APPLICABLE');
  });

  it('Gratis Ongkir takes the shipping off up to its cap, never the goods', async () => {
    const doll = await makeProduct(t.services, { price: 100_000, stock: 50 });
    const cap = Math.max(1, shipping.cost - 1_000);
    await voucher({ code: 'ONGKIR', type: 'shipping', value: cap, min_spend: 50_000 });
    await voucher({ code: 'ONGKIRBESAR', type: 'shipping', value: 10_000_000 });
    const s = await shopper();
    const capped = await order(s, [{ product_id: doll.product_id, quantity: 1 }], {
      voucher_code: 'ONGKIR',
      shipping_discount: cap,
    });
    expect(capped.statusCode, capped.body).toBe(201);
    expect(capped.json().data.total_amount).toBe(100_000 + shipping.cost - cap);
    const view = await send(t.app, {
      method: 'GET',
      url: `/api/orders/secure/${capped.json().data.secure_token}`,
      token: s.who.accessToken,
    });
    expect(view.json().data).toMatchObject({ voucher_discount: 0, shipping_discount: cap });
    // The invoice and the order's mail say it too.
    const { order_id: orderId, secure_token: token } = capped.json().data;
    const pdf = await send(t.app, {
      method: 'GET',
      url: `/api/orders/secure/${token}/invoice.pdf`,
      token: s.who.accessToken,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload).text).toMatch(/Gratis Ongkir\s+−Rp\s?[\d.]+/);
    await t.services.notifications.drain();
    const mails = await t.behindTheApp((db) =>
      db.selectFrom('notifications').select(['template', 'text_body']).where('order_id', '=', orderId).execute(),
    );
    expect(mails.find((m) => m.template === 'order_placed')!.text_body).toContain('Gratis Ongkir');
    const whole = await order(s, [{ product_id: doll.product_id, quantity: 1 }], { voucher_code: 'ONGKIRBESAR' });
    expect(whole.json().data.total_amount).toBe(100_000);
    const stale = await order(s, [{ product_id: doll.product_id, quantity: 1 }], {
      voucher_code: 'ONGKIRBESAR',
      shipping_discount: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'SHIPPING_DISCOUNT_CHANGED', shipping_discount: shipping.cost });
    const withMax = await asOwner('POST', '/api/admin/vouchers', {
      code: 'ONGKIRX',
      type: 'shipping',
      value: 10_000,
      max_discount: 5_000,
    });
    expect(withMax.statusCode).toBe(400);
  });

  it('a limited voucher with 3 uses, 12 parallel orders: exactly 3 carry it', async () => {
    const doll = await makeProduct(t.services, { price: 50_000, stock: 100 });
    await voucher({
      code: 'TIGAKALI',
      type: 'fixed',
      value: 5_000,
      usage_limit_total: 3,
      product_ids: [doll.product_id],
    });
    const buyers = await Promise.all(Array.from({ length: 6 }, shopper));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        order(buyers[i % buyers.length]!, [{ product_id: doll.product_id, quantity: 1 }], { voucher_code: 'TIGAKALI' }),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });
});
