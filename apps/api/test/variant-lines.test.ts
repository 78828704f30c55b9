import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { addAddress, orderingShop, placeOrder } from './support/orders.js';
import { pdfText } from './support/pdf.js';
import type { TestApp } from './support/test-app.js';
import { replyCacheKey } from '../src/plugins/response-cache.js';
import { makeProductWithVariants, productTotals, variantRow, type VariantSpec } from './support/variants.js';

/** Issue 27: cart, wishlist and order lines name a variant; stock, caps, prices and weights are the variant's. */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string; cost: number };

beforeAll(async () => {
  ({ t, admin, shopper, addressId, shipping } = await orderingShop({
    ORDER_CREATES_PER_MINUTE: '100000',
    ORDER_MAX_UNITS_PER_LINE: '20',
  }));
});
afterAll(() => t?.close());

const SIZES_AND_COLOURS = [
  { name: 'Ukuran', values: ['30 cm', '50 cm'] },
  { name: 'Warna', values: ['Coklat', 'Pink'] },
];
let bears = 0;
/** "Boneka Beruang" in 30/50 cm and brown/pink, each variant with its own SKU, price, stock and weight. */
async function bear(changes: Partial<Record<'30c' | '30p' | '50c' | '50p', Partial<VariantSpec>>> = {}) {
  bears += 1;
  const made = await makeProductWithVariants(
    t.services,
    SIZES_AND_COLOURS,
    [
      {
        options: ['30 cm', 'Coklat'],
        sku: `BR-30-CKL-${bears}`,
        price: 90_000,
        stock: 5,
        weight_grams: 400,
        ...changes['30c'],
      },
      {
        options: ['30 cm', 'Pink'],
        sku: `BR-30-PNK-${bears}`,
        price: 95_000,
        stock: 5,
        weight_grams: 400,
        ...changes['30p'],
      },
      {
        options: ['50 cm', 'Coklat'],
        sku: `BR-50-CKL-${bears}`,
        price: 150_000,
        stock: 5,
        weight_grams: 900,
        ...changes['50c'],
      },
      {
        options: ['50 cm', 'Pink'],
        sku: `BR-50-PNK-${bears}`,
        price: 155_000,
        stock: 3,
        weight_grams: 900,
        ...changes['50p'],
      },
    ],
    { name: 'Boneka Beruang' },
  );
  const [c30, p30, c50, p50] = made.variants;
  return { ...made, c30: c30!, p30: p30!, c50: c50!, p50: p50! };
}

const addToCart = (who: SignedIn, payload: Record<string, unknown>) =>
  send(t.app, { method: 'POST', url: '/api/cart/items', token: who.accessToken, payload });
const cartOf = async (who: SignedIn) =>
  (await send(t.app, { method: 'GET', url: '/api/cart', token: who.accessToken })).json().data as {
    items: {
      cart_item_id: number;
      product_id: number;
      variant_id: number;
      quantity: number;
      product: { price: number; stock: number; image_url: string | null };
      variant: { variant_id: number; label: string; sku: string | null; available: boolean; weight_grams: number };
    }[];
    totalItems: number;
  };
const validate = (who: SignedIn, items: Record<string, unknown>[]) =>
  send(t.app, { method: 'POST', url: '/api/cart/validate', token: who.accessToken, payload: { items } });
const wish = (who: SignedIn, payload: Record<string, unknown>) =>
  send(t.app, { method: 'POST', url: '/api/wishlist', token: who.accessToken, payload });
const order = (who: SignedIn, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  placeOrder(t.app, who, {
    address_id: who === shopper ? addressId : extra.address_id,
    payment_method: 'Transfer Bank',
    items,
    shipping: { courier: shipping.courier, service: shipping.service },
    from_cart: false,
    ...extra,
  });
const orderByToken = async (token: string) =>
  (await send(t.app, { method: 'GET', url: `/api/orders/secure/${token}`, token: shopper.accessToken })).json()
    .data as {
    order_id: number;
    shipping_cost: number;
    items: {
      product: { name: string };
      variant: { variant_id: number | null; label: string; sku: string | null };
      price: number;
      quantity: number;
    }[];
  };
const switchOff = (variantId: number) =>
  t.services.database.db
    .updateTable('product_variants')
    .set({ is_active: false })
    .where('id', '=', variantId)
    .execute();
/** A fresh shopper with an address of their own (own caps, own cart). */
async function newShopper() {
  const who = await signUp(t.app, t.dataDir);
  return { who, address: await addAddress(t.app, who) };
}

// First: the outbox then holds this order's mails alone, and sends them at once.
describe('what the order says', () => {
  it('the mails and the invoice say "Boneka Beruang — 50 cm / Pink"; the owner reads its SKU', async () => {
    const doll = await bear();
    const placed = await order(shopper, [
      { product_id: doll.product_id, variant_id: doll.p50.variant_id, quantity: 1 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_id: orderId, secure_token: token } = placed.json().data;
    await t.services.notifications.drain();
    const mails = await t.behindTheApp((db) =>
      db
        .selectFrom('notifications')
        .select(['template', 'text_body', 'html_body'])
        .where('order_id', '=', orderId)
        .execute(),
    );
    const customer = mails.find((m) => m.template === 'order_placed')!;
    const owner = mails.find((m) => m.template === 'owner_new_order')!;
    for (const mail of [customer, owner]) {
      expect(mail.text_body).toContain('Boneka Beruang — 50 cm / Pink × 1');
      expect(mail.html_body).toContain('Boneka Beruang — 50 cm / Pink × 1');
    }
    expect(owner.text_body).toContain(`SKU ${doll.p50.sku}`);
    expect(customer.text_body).not.toContain(`SKU ${doll.p50.sku}`);

    for (const who of [shopper, admin]) {
      const pdf = await send(t.app, {
        method: 'GET',
        url: `/api/orders/secure/${token}/invoice.pdf`,
        token: who.accessToken,
      });
      expect(pdf.statusCode).toBe(200);
      const { text } = pdfText(pdf.rawPayload);
      expect(text).toContain('Boneka Beruang — 50 cm / Pink');
      expect(text).toContain(`SKU ${doll.p50.sku}`);
    }
  });
});

describe('which variant a line names', () => {
  it('a product with several switched-on variants and none named: 422 VARIANT_REQUIRED with them, nothing stored', async () => {
    const doll = await bear();
    await switchOff(doll.c30.variant_id);
    const before = await productTotals(t.services, doll.product_id);
    const res = await addToCart(shopper, { product_id: doll.product_id, quantity: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VARIANT_REQUIRED',
      message: 'Pilih varian Boneka Beruang dulu.',
      variants: [doll.p30, doll.c50, doll.p50].map((v) => ({
        variant_id: v.variant_id,
        label: v.label,
        sku: v.sku,
        price: v.price,
        stock: v.stock,
      })),
    });
    expect(res.json().variants).toHaveLength(3);
    expect((await cartOf(shopper)).items.filter((i) => i.product_id === doll.product_id)).toEqual([]);

    const placed = await order(shopper, [{ product_id: doll.product_id, quantity: 1 }]);
    expect(placed.statusCode).toBe(422);
    expect(placed.json().code).toBe('VARIANT_REQUIRED');
    expect(await productTotals(t.services, doll.product_id)).toEqual(before);

    const checked = await validate(shopper, [{ product_id: doll.product_id, quantity: 1 }]);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({
      valid: false,
      message: expect.stringContaining('Pilih varian Boneka Beruang dulu'),
      items: [{ product_id: doll.product_id, variant_id: null, ok: false }],
    });
  });

  it('with one switched-on variant, leaving it out means that one (a spec client); a product without options too', async () => {
    const doll = await bear();
    for (const v of [doll.c30, doll.p30, doll.c50]) await switchOff(v.variant_id);
    const res = await addToCart(shopper, { product_id: doll.product_id, quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      variant_id: doll.p50.variant_id,
      quantity: 2,
      product: { price: 155_000, stock: 3 },
      variant: { label: '50 cm / Pink', sku: doll.p50.sku, available: true, weight_grams: 900 },
    });
    const placed = await order(shopper, [{ product_id: doll.product_id, quantity: 1, price: 155_000 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await variantRow(t.services, doll.p50.variant_id)).stock).toBe(2);

    const plain = await makeProduct(t.services, { price: 70_000, stock: 4 });
    const added = await addToCart(shopper, { product_id: plain.product_id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      product_id: plain.product_id,
      quantity: 1,
      product: { price: 70_000, stock: 4 },
      variant: { label: '', available: true, weight_grams: 1000 },
    });
  });

  it("a variant of another product, or none at all: 404 VARIANT_NOT_FOUND; a hidden product's: 404 as before", async () => {
    const doll = await bear();
    const other = await bear();
    for (const variant_id of [other.c30.variant_id, 2_000_000_000]) {
      const res = await addToCart(shopper, { product_id: doll.product_id, variant_id, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'VARIANT_NOT_FOUND', product_id: doll.product_id, variant_id });
      const placed = await order(shopper, [{ product_id: doll.product_id, variant_id, quantity: 1 }]);
      expect(placed.statusCode).toBe(404);
      expect(placed.json().code).toBe('VARIANT_NOT_FOUND');
    }
    await t.services.database.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', other.product_id)
      .execute();
    const hidden = await addToCart(shopper, { product_id: other.product_id, variant_id: other.c30.variant_id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('NOT_FOUND');
    const placed = await order(shopper, [
      { product_id: other.product_id, variant_id: other.c30.variant_id, quantity: 1 },
    ]);
    expect(placed.statusCode).toBe(404);
    expect((await variantRow(t.services, other.c30.variant_id)).stock).toBe(5);
  });

  it('a switched-off variant cannot be put in a cart nor ordered (409 VARIANT_UNAVAILABLE); its line says so', async () => {
    const { who, address } = await newShopper();
    const doll = await bear();
    expect((await addToCart(who, { product_id: doll.product_id, variant_id: doll.c50.variant_id })).statusCode).toBe(
      201,
    );
    await switchOff(doll.c50.variant_id);

    const again = await addToCart(who, { product_id: doll.product_id, variant_id: doll.c50.variant_id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'VARIANT_UNAVAILABLE',
      message: 'Varian 50 cm / Coklat sedang tidak dijual.',
      product_id: doll.product_id,
      variant_id: doll.c50.variant_id,
    });
    const line = (await cartOf(who)).items.find((i) => i.variant_id === doll.c50.variant_id)!;
    expect(line.variant).toMatchObject({ label: '50 cm / Coklat', available: false });
    const more = await send(t.app, {
      method: 'PUT',
      url: `/api/cart/items/${line.cart_item_id}`,
      token: who.accessToken,
      payload: { quantity: 2 },
    });
    expect(more.statusCode).toBe(409);

    const placed = await order(who, [{ product_id: doll.product_id, variant_id: doll.c50.variant_id, quantity: 1 }], {
      address_id: address,
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().code).toBe('VARIANT_UNAVAILABLE');
    expect((await variantRow(t.services, doll.c50.variant_id)).stock).toBe(5);

    const checked = await validate(who, [
      { product_id: doll.product_id, variant_id: doll.c50.variant_id, quantity: 1 },
    ]);
    expect(checked.json().data).toMatchObject({
      valid: false,
      message: expect.stringContaining('Varian 50 cm / Coklat sedang tidak dijual'),
      items: [{ variant_id: doll.c50.variant_id, ok: false, available: 0 }],
    });
  });
});

describe('cart lines are variants', () => {
  it('two variants of one product are two lines; the same variant again adds to its line; a line shows its variant', async () => {
    const { who } = await newShopper();
    const doll = await bear();
    for (const [variant, quantity] of [
      [doll.c30, 1],
      [doll.p50, 1],
      [doll.c30, 2],
    ] as const) {
      const res = await addToCart(who, { product_id: doll.product_id, variant_id: variant.variant_id, quantity });
      expect(res.statusCode, res.body).toBe(201);
    }
    const cart = await cartOf(who);
    expect(cart.totalItems).toBe(4);
    expect(cart.items).toEqual([
      expect.objectContaining({
        product_id: doll.product_id,
        variant_id: doll.c30.variant_id,
        quantity: 3,
        product: expect.objectContaining({ name: 'Boneka Beruang', price: 90_000, stock: 5 }),
        variant: {
          variant_id: doll.c30.variant_id,
          label: '30 cm / Coklat',
          sku: doll.c30.sku,
          available: true,
          weight_grams: 400,
          sale: null,
          wholesale: [],
          flash: null,
        },
      }),
      expect.objectContaining({
        variant_id: doll.p50.variant_id,
        quantity: 1,
        product: expect.objectContaining({ price: 155_000, stock: 3 }),
        variant: expect.objectContaining({ label: '50 cm / Pink', sku: doll.p50.sku }),
      }),
    ]);
    expect(
      (await send(t.app, { method: 'GET', url: '/api/cart/count', token: who.accessToken })).json().data.count,
    ).toBe(4);
  });

  it("a cart held in the read cache shows its variant's stock after an order, and after a cancel gives it back", async () => {
    const { who } = await newShopper();
    const doll = await bear();
    await addToCart(who, { product_id: doll.product_id, variant_id: doll.p50.variant_id });
    const cached = async () => {
      const first = await cartOf(who);
      expect(await cartOf(who)).toEqual(first);
      expect(t.services.readCache.has(replyCacheKey('user', '/api/cart', who.user.id))).toBe(true);
      const line = first.items[0]!;
      return { stock: line.product.stock, available: line.variant.available };
    };
    expect(await cached()).toEqual({ stock: 3, available: true });
    const placed = await order(shopper, [
      { product_id: doll.product_id, variant_id: doll.p50.variant_id, quantity: 2 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await cached()).toEqual({ stock: 1, available: true });
    // The owner switches it off (the catalogue writes the product's totals with it), then the order is cancelled.
    await switchOff(doll.p50.variant_id);
    await t.services.database.db
      .updateTable('products')
      .set({ stock: 15, updated_at: new Date().toISOString() })
      .where('id', '=', doll.product_id)
      .execute();
    expect(await cached()).toEqual({ stock: 1, available: false });
    const cancelled = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/secure/${placed.json().data.secure_token}/cancel`,
      token: shopper.accessToken,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await cached()).toEqual({ stock: 3, available: false });
  });

  it('stock and the per-line cap are per variant', async () => {
    const { who } = await newShopper();
    const doll = await bear({ '30c': { stock: 100 }, '30p': { stock: 100 } });
    // The 50 cm pink has 3 although the product has 208 in all.
    const short = await addToCart(who, { product_id: doll.product_id, variant_id: doll.p50.variant_id, quantity: 4 });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Stok Boneka Beruang — 50 cm / Pink tersisa 3.',
      available: 3,
      variant_id: doll.p50.variant_id,
    });
    // 20 a line (ORDER_MAX_UNITS_PER_LINE): each variant's line holds its own 20.
    for (const variant of [doll.c30, doll.p30]) {
      const res = await addToCart(who, { product_id: doll.product_id, variant_id: variant.variant_id, quantity: 20 });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await addToCart(who, { product_id: doll.product_id, variant_id: doll.c30.variant_id, quantity: 1 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'ORDER_LINE_LIMIT', limit: 20, variant_id: doll.c30.variant_id });
    expect((await cartOf(who)).items.map((i) => i.quantity)).toEqual([20, 20]);

    const placed = await order(
      who,
      [
        { product_id: doll.product_id, variant_id: doll.c30.variant_id, quantity: 15 },
        { product_id: doll.product_id, variant_id: doll.p30.variant_id, quantity: 15 },
      ],
      { address_id: await addAddress(t.app, who) },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const doubled = await order(
      who,
      [
        { product_id: doll.product_id, variant_id: doll.c30.variant_id, quantity: 15 },
        { product_id: doll.product_id, variant_id: doll.c30.variant_id, quantity: 6 },
      ],
      { address_id: await addAddress(t.app, who) },
    );
    expect(doubled.statusCode).toBe(422);
    expect(doubled.json()).toMatchObject({ code: 'ORDER_LINE_LIMIT', variant_id: doll.c30.variant_id });
  });

  it('checking a cart counts each variant against its own stock', async () => {
    const doll = await bear();
    const fine = await validate(shopper, [
      { product_id: doll.product_id, variant_id: doll.c30.variant_id, quantity: 5 },
      { product_id: doll.product_id, variant_id: doll.p50.variant_id, quantity: 3 },
    ]);
    expect(fine.json().data).toMatchObject({ valid: true, message: 'Semua item tersedia.' });
    const res = await validate(shopper, [
      { product_id: doll.product_id, variant_id: doll.p50.variant_id, quantity: 2 },
      { product_id: doll.product_id, variant_id: doll.c30.variant_id, quantity: 1 },
      { product_id: doll.product_id, variant_id: doll.p50.variant_id, quantity: 2 },
    ]);
    expect(res.json().data).toEqual({
      valid: false,
      message: 'Stok tidak mencukupi untuk: Boneka Beruang — 50 cm / Pink (tersisa 3)',
      items: [
        {
          product_id: doll.product_id,
          variant_id: doll.p50.variant_id,
          name: 'Boneka Beruang — 50 cm / Pink',
          requested: 4,
          available: 3,
          ok: false,
        },
        {
          product_id: doll.product_id,
          variant_id: doll.c30.variant_id,
          name: 'Boneka Beruang — 30 cm / Coklat',
          requested: 1,
          available: 5,
          ok: true,
        },
      ],
    });
  });

  it('the wishlist: a heart names the first switched-on variant; moving to the cart keeps the variant', async () => {
    const { who } = await newShopper();
    const doll = await bear();
    await switchOff(doll.c30.variant_id);
    expect((await wish(who, { product_id: doll.product_id })).statusCode).toBe(201);
    const chosen = await wish(who, { product_id: doll.product_id, variant_id: doll.p50.variant_id });
    expect(chosen.statusCode).toBe(201);
    expect(
      (chosen.json().data as { variant_id: number; variant: { label: string } }[]).map((i) => [
        i.variant_id,
        i.variant.label,
      ]),
    ).toEqual([
      [doll.p50.variant_id, '50 cm / Pink'],
      [doll.p30.variant_id, '30 cm / Pink'],
    ]);
    expect((await wish(who, { product_id: doll.product_id, variant_id: doll.c30.variant_id })).statusCode).toBe(409);

    const move = (query: string) =>
      send(t.app, {
        method: 'POST',
        url: `/api/wishlist/${doll.product_id}/move-to-cart${query}`,
        token: who.accessToken,
        payload: { quantity: 2 },
      });
    const which = await move('');
    expect(which.statusCode).toBe(422);
    expect(which.json()).toMatchObject({ code: 'VARIANT_REQUIRED' });
    expect((which.json().variants as { variant_id: number }[]).map((v) => v.variant_id)).toEqual([
      doll.p30.variant_id,
      doll.p50.variant_id,
    ]);
    const moved = await move(`?variant_id=${doll.p50.variant_id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('Boneka Beruang — 50 cm / Pink berhasil ditambahkan ke keranjang!');
    expect((await cartOf(who)).items).toEqual([
      expect.objectContaining({ variant_id: doll.p50.variant_id, quantity: 2 }),
    ]);
    // The last wished variant moves without naming it; then nothing is left to move.
    expect((await move('')).statusCode).toBe(200);
    expect((await cartOf(who)).items.map((i) => i.variant_id)).toEqual([doll.p50.variant_id, doll.p30.variant_id]);
    expect((await move('')).statusCode).toBe(404);

    // Back to the wishlist: the line keeps its variant; a remove names it, or takes all of the product's.
    const line = (await cartOf(who)).items[1]!;
    const back = await send(t.app, {
      method: 'POST',
      url: `/api/cart/items/${line.cart_item_id}/move-to-wishlist`,
      token: who.accessToken,
    });
    expect(back.json().message).toBe('Boneka Beruang — 30 cm / Pink dipindahkan ke wishlist.');
    await wish(who, { product_id: doll.product_id, variant_id: doll.c50.variant_id });
    const remove = (query: string) =>
      send(t.app, { method: 'DELETE', url: `/api/wishlist/${doll.product_id}${query}`, token: who.accessToken });
    expect((await remove(`?variant_id=${doll.c50.variant_id}`)).statusCode).toBe(200);
    const left = (await send(t.app, { method: 'GET', url: '/api/wishlist', token: who.accessToken })).json().data;
    expect(left.map((i: { variant_id: number }) => i.variant_id)).toEqual([doll.p30.variant_id]);
    expect((await remove('')).statusCode).toBe(200);
    expect((await remove('')).statusCode).toBe(404);
  });
});

describe('orders of variants', () => {
  it("prices a line at its variant's price, and copies name, label, SKU and weight, kept after the variant changes or goes", async () => {
    const doll = await bear();
    const stale = await order(shopper, [
      { product_id: doll.product_id, variant_id: doll.p50.variant_id, quantity: 1, price: 90_000 },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'PRICE_CHANGED', price: 155_000, variant_id: doll.p50.variant_id });

    const placed = await order(shopper, [
      { product_id: doll.product_id, variant_id: doll.p50.variant_id, quantity: 2, price: 155_000 },
      { product_id: doll.product_id, variant_id: doll.c30.variant_id, quantity: 1 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { secure_token: token, order_id: orderId } = placed.json().data;
    const expected = [
      {
        product: expect.objectContaining({ name: 'Boneka Beruang' }),
        variant: { variant_id: doll.p50.variant_id, label: '50 cm / Pink', sku: doll.p50.sku },
        price: 155_000,
        quantity: 2,
        subtotal: 310_000,
      },
      {
        product: expect.objectContaining({ name: 'Boneka Beruang' }),
        variant: { variant_id: doll.c30.variant_id, label: '30 cm / Coklat', sku: doll.c30.sku },
        price: 90_000,
        quantity: 1,
        subtotal: 90_000,
      },
    ];
    expect((await orderByToken(token)).items).toEqual(expected.map((e) => expect.objectContaining(e)));
    const stored = await t.services.database.db
      .selectFrom('order_items')
      .select(['variant_id', 'variant_label', 'sku', 'weight_grams'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { variant_id: doll.p50.variant_id, variant_label: '50 cm / Pink', sku: doll.p50.sku, weight_grams: 900 },
      { variant_id: doll.c30.variant_id, variant_label: '30 cm / Coklat', sku: doll.c30.sku, weight_grams: 400 },
    ]);

    // The owner renames, re-prices, re-weighs the variant, then removes it: the order still says what was sold.
    await t.services.database.db
      .updateTable('product_variants')
      .set({ option2: 'Merah Muda', sku: `X-${doll.p50.sku}`, price: 1_000, weight_grams: 5_000 })
      .where('id', '=', doll.p50.variant_id)
      .execute();
    expect((await orderByToken(token)).items).toEqual(expected.map((e) => expect.objectContaining(e)));
    await t.services.database.db.deleteFrom('product_variants').where('id', '=', doll.p50.variant_id).execute();
    const after = await orderByToken(token);
    expect(after.items[0]).toMatchObject({
      variant: { variant_id: null, label: '50 cm / Pink', sku: doll.p50.sku },
      price: 155_000,
    });

    // Cancelled, the lines' stock goes back to the variants still there; the deleted one's is gone with it.
    const cancelled = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/secure/${token}/cancel`,
      token: shopper.accessToken,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await variantRow(t.services, doll.c30.variant_id)).stock).toBe(5);
  });

  it('a cancel gives the stock back to its variant; a switched-off variant keeps it out of the product total', async () => {
    const doll = await bear();
    const before = await productTotals(t.services, doll.product_id);
    const place = async () => {
      const res = await order(shopper, [{ product_id: doll.product_id, variant_id: doll.c50.variant_id, quantity: 2 }]);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.secure_token as string;
    };
    const cancel = (token: string) =>
      send(t.app, { method: 'PUT', url: `/api/orders/secure/${token}/cancel`, token: shopper.accessToken });

    const first = await place();
    expect((await variantRow(t.services, doll.c50.variant_id)).stock).toBe(3);
    expect(await productTotals(t.services, doll.product_id)).toMatchObject({
      stock: before.stock - 2,
      sold_count: before.sold_count + 2,
    });
    expect((await variantRow(t.services, doll.c30.variant_id)).stock).toBe(5);
    expect((await cancel(first)).statusCode).toBe(200);
    expect((await variantRow(t.services, doll.c50.variant_id)).stock).toBe(5);
    expect(await productTotals(t.services, doll.product_id)).toMatchObject({
      stock: before.stock,
      sold_count: before.sold_count,
    });

    const second = await place();
    // The owner switches the variant off: its 3 leave the product's total.
    await switchOff(doll.c50.variant_id);
    await t.services.database.db
      .updateTable('products')
      .set({ stock: before.stock - 5 })
      .where('id', '=', doll.product_id)
      .execute();
    expect((await cancel(second)).statusCode).toBe(200);
    expect((await variantRow(t.services, doll.c50.variant_id)).stock).toBe(5);
    expect(await productTotals(t.services, doll.product_id)).toMatchObject({
      stock: before.stock - 5,
      sold_count: before.sold_count,
    });
  });

  it('parallel orders of one variant sell exactly its stock, beside its sibling and another product, with no 5xx', async () => {
    const doll = await bear({ '30c': { stock: 20 }, '30p': { stock: 200 } });
    const other = await bear({ '30c': { stock: 200 } });
    const buyers = await Promise.all(Array.from({ length: 6 }, newShopper));
    const [scarce, plenty, elsewhere] = [doll.c30, doll.p30, other.c30];
    const line = (product: { product_id: number }, variant: { variant_id: number }) => ({
      product_id: product.product_id,
      variant_id: variant.variant_id,
      quantity: 1,
    });
    // Orders hold lines of two products in either order: every order locks their rows in one order all the same.
    const mixes = [
      [line(doll, scarce)],
      [line(doll, scarce), line(other, elsewhere)],
      [line(other, elsewhere), line(doll, plenty)],
      [line(doll, plenty), line(doll, scarce)],
    ];
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) => {
        const { who, address } = buyers[i % buyers.length]!;
        return order(who, mixes[i % mixes.length]!, { address_id: address });
      }),
    );
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 409 && r.json().code === 'INSUFFICIENT_STOCK')).toBe(true);
    // Of the 60 orders holding the scarce variant exactly 20 go through, and the 20 without it all do.
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(20 + 20);
    const unitsOf = async (variantId: number) =>
      Number(
        (
          await t.services.database.db
            .selectFrom('order_items')
            .select((eb) => eb.fn.sum<number>('quantity').as('units'))
            .where('variant_id', '=', variantId)
            .executeTakeFirstOrThrow()
        ).units,
      );
    expect(await unitsOf(scarce.variant_id)).toBe(20);
    expect((await variantRow(t.services, scarce.variant_id)).stock).toBe(0);
    const [plentySold, elsewhereSold] = [await unitsOf(plenty.variant_id), await unitsOf(elsewhere.variant_id)];
    expect(plentySold).toBeGreaterThanOrEqual(20);
    expect((await variantRow(t.services, plenty.variant_id)).stock).toBe(200 - plentySold);
    expect((await variantRow(t.services, elsewhere.variant_id)).stock).toBe(200 - elsewhereSold);
    // The products' totals moved with their variants: 0 + what is left of 200 + 5 + 3.
    expect((await productTotals(t.services, doll.product_id)).stock).toBe(200 - plentySold + 5 + 3);
    expect((await productTotals(t.services, other.product_id)).stock).toBe(200 - elsewhereSold + 5 + 5 + 3);
  }, 60_000);
});

describe('shipping at the real weight (decision 037)', () => {
  /** The built-in table's cost of the shopper's courier and service for a parcel of `grams`. */
  const quoteFor = async (grams: number) => {
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/shipping/calculate-shipping',
      token: shopper.accessToken,
      payload: { districtId: 327301, weight: grams },
    });
    const options = res.json().data as { code: string; service: string; cost: number }[];
    return options.find((o) => o.code === shipping.courier && o.service === shipping.service)!.cost;
  };

  it('a heavier variant costs more to ship, a bulky one its volumetric weight; an order is charged what its parcel weighs', async () => {
    const doll = await makeProductWithVariants(
      t.services,
      [{ name: 'Ukuran', values: ['30 cm', '1 m', 'Jumbo'] }],
      [
        { options: ['30 cm'], price: 90_000, stock: 10, weight_grams: 400 },
        { options: ['1 m'], price: 400_000, stock: 10, weight_grams: 3_200 },
        // 60 × 40 × 40 cm: 16 kg for the courier although it weighs 1.5 kg.
        {
          options: ['Jumbo'],
          price: 900_000,
          stock: 10,
          weight_grams: 1_500,
          length_cm: 60,
          width_cm: 40,
          height_cm: 40,
        },
      ],
    );
    const [small, big, bulky] = doll.variants;
    const costOf = async (items: { variant_id: number; quantity: number }[]) => {
      const res = await order(
        shopper,
        items.map((i) => ({ product_id: doll.product_id, ...i })),
      );
      expect(res.statusCode, res.body).toBe(201);
      return (await orderByToken(res.json().data.secure_token)).shipping_cost;
    };
    const smallCost = await costOf([{ variant_id: small!.variant_id, quantity: 1 }]);
    const bigCost = await costOf([{ variant_id: big!.variant_id, quantity: 1 }]);
    expect(smallCost).toBe(await quoteFor(400));
    expect(bigCost).toBe(await quoteFor(3_200));
    expect(bigCost).toBeGreaterThan(smallCost);
    // Three small ones (1.2 kg) and a big one: 4.4 kg.
    expect(
      await costOf([
        { variant_id: small!.variant_id, quantity: 3 },
        { variant_id: big!.variant_id, quantity: 1 },
      ]),
    ).toBe(await quoteFor(4_400));
    expect(await costOf([{ variant_id: bulky!.variant_id, quantity: 1 }])).toBe(await quoteFor(16_000));
  });

  it("a spec client's order is charged the 1 kg cost it was quoted; a client naming variants, the real weight", async () => {
    const plain = await makeProduct(t.services, { price: 50_000, stock: 20 });
    const oneKg = await quoteFor(1_000);
    expect(await quoteFor(3_000)).toBeGreaterThan(oneKg);
    const specOrder = await placeOrder(t.app, shopper, {
      address_id: addressId,
      payment_method: 'Transfer Bank',
      items: [{ product_id: plain.product_id, quantity: 3, price: 50_000 }],
      shipping_cost: oneKg,
    });
    expect(specOrder.statusCode, specOrder.body).toBe(201);
    expect((await orderByToken(specOrder.json().data.secure_token)).shipping_cost).toBe(oneKg);

    const { id: defaultVariant } = await t.services.database.db
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', plain.product_id)
      .executeTakeFirstOrThrow();
    const ours = await placeOrder(t.app, shopper, {
      address_id: addressId,
      payment_method: 'Transfer Bank',
      items: [{ product_id: plain.product_id, variant_id: defaultVariant, quantity: 3 }],
      shipping_cost: oneKg,
    });
    expect(ours.statusCode).toBe(409);
    expect(ours.json().code).toBe('SHIPPING_CHANGED');
  });
});
