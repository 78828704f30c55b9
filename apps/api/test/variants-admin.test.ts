import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPTIONS } from '@boneka/shared';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { replyCacheKey } from '../src/plugins/response-cache.js';

/** Issue 27: the owner's options and variants, and the product totals they make (decision 033). */
const ADMIN = { email: 'owner@variants.boneka.test', password: 'Owner-Variants-2026' };

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_SECONDS: '60' });
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  customer = await signUp(t.app, t.dataDir);
});
afterAll(() => t?.close());

interface VariantIn {
  variant_id?: number;
  options: string[];
  sku?: string | null;
  price: number;
  stock: number;
  weight_grams?: number;
  image_id?: number | null;
  is_active?: boolean;
}
interface VariantsIn {
  options: { name: string; values: string[] }[];
  variants: VariantIn[];
}

const saveVariants = (productId: number, body: object) =>
  send(t.app, { method: 'PUT', url: `/api/products/${productId}/variants`, token: admin.accessToken, payload: body });
const patchVariant = (productId: number, variantId: number, body: object, token = admin.accessToken) =>
  send(t.app, { method: 'PATCH', url: `/api/products/${productId}/variants/${variantId}`, token, payload: body });
const detailOf = async (productId: number) => {
  const res = await send(t.app, { method: 'GET', url: `/api/products/${productId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A bear in two sizes and two colours; `prefix` keeps its SKUs apart from other tests'. */
const bear = (prefix: string): VariantsIn => ({
  options: [
    { name: 'Ukuran', values: ['30 cm', '50 cm'] },
    { name: 'Warna', values: ['Coklat', 'Pink'] },
  ],
  variants: [
    { options: ['30 cm', 'Coklat'], sku: `${prefix}-30-ckl`, price: 100_000, stock: 5 },
    { options: ['30 cm', 'Pink'], sku: `${prefix}-30-PNK`, price: 110_000, stock: 0 },
    { options: ['50 cm', 'Coklat'], sku: ` ${prefix}-50-ckl `, price: 150_000, stock: 3 },
    { options: ['50 cm', 'Pink'], sku: `${prefix}-50-pnk`, price: 190_000, stock: 2, is_active: false },
  ],
});

async function bearProduct(prefix: string) {
  const product = await makeProduct(t.services, { name: `Beruang ${prefix}`, price: 99_000, stock: 1 });
  const res = await saveVariants(product.product_id, bear(prefix));
  expect(res.statusCode, res.body).toBe(200);
  return { id: product.product_id, detail: res.json().data };
}

describe('a new product', () => {
  it('has one default variant with its price and stock, in the default category, as its detail shows', async () => {
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/products',
      token: admin.accessToken,
      payload: { name: 'Boneka Domba', price: 75_000, stock: 4 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({
      price: 75_000,
      price_max: 75_000,
      stock: 4,
      variant_count: 1,
      category: { name: 'Boneka', slug: 'boneka' },
    });
    const detail = await detailOf(product.product_id);
    expect(detail.options).toEqual([]);
    expect(detail.images).toEqual([]);
    expect(detail.variants).toEqual([
      {
        variant_id: expect.any(Number),
        options: [],
        label: '',
        sku: null,
        price: 75_000,
        stock: 4,
        weight_grams: 1000,
        length_cm: null,
        width_cm: null,
        height_cm: null,
        image_id: null,
        is_active: true,
        sale_price: null,
        sale_starts_at: null,
        sale_ends_at: null,
        sale: null,
        wholesale: [],
        flash: null,
      },
    ]);
    expect(detail.categories).toEqual([{ category_id: expect.any(Number), slug: 'boneka', name: 'Boneka' }]);
  });

  it('goes in the category named by category_id; an unknown one is refused with 422', async () => {
    const now = t.clock.now().toISOString();
    const wisuda = await t.services.database.db
      .insertInto('categories')
      .values({
        slug: 'boneka-wisuda',
        name_id: 'Boneka Wisuda',
        name_en: 'Graduation Dolls',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/products',
      token: admin.accessToken,
      payload: { name: 'Beruang Toga', price: 120_000, stock: 2, category_id: wisuda.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.category).toEqual({ name: 'Boneka Wisuda', slug: 'boneka-wisuda' });
    const unknown = await send(t.app, {
      method: 'POST',
      url: '/api/products',
      token: admin.accessToken,
      payload: { name: 'Beruang Hilang', price: 120_000, stock: 2, category_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('CATEGORY_NOT_FOUND');
  });
});

describe('saving options and variants', () => {
  it('keeps the product totals: cheapest and dearest switched-on price, their stock, how many, SKUs in upper case', async () => {
    const { id, detail } = await bearProduct('tot');
    expect(detail).toMatchObject({ price: 100_000, price_max: 150_000, stock: 8, variant_count: 3 });
    // The owner's reply, as the owner's read: with the product's low-stock threshold for the page to keep.
    expect(detail.low_stock_threshold).toBe(5);
    expect(detail.options).toEqual(bear('tot').options);
    expect(
      detail.variants.map((v: { label: string; sku: string; is_active: boolean }) => [v.label, v.sku, v.is_active]),
    ).toEqual([
      ['30 cm / Coklat', 'TOT-30-CKL', true],
      ['30 cm / Pink', 'TOT-30-PNK', true],
      ['50 cm / Coklat', 'TOT-50-CKL', true],
      ['50 cm / Pink', 'TOT-50-PNK', false],
    ]);
    expect(detail.variants[0].options).toEqual(['30 cm', 'Coklat']);
    // The list and the public detail say the same.
    const listed = (await send(t.app, { method: 'GET', url: '/api/products?limit=100' })).json().data;
    expect(listed.find((p: { product_id: number }) => p.product_id === id)).toMatchObject({
      price: 100_000,
      price_max: 150_000,
      stock: 8,
      variant_count: 3,
    });
    const row = await t.services.database.db
      .selectFrom('products')
      .select('search_extra')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.search_extra).toBe(
      '30 cm Coklat TOT-30-CKL tot 30 ckl Pink TOT-30-PNK tot 30 pnk 50 cm TOT-50-CKL tot 50 ckl',
    );
  });

  it('with every variant switched off, keeps their price range and has no stock', async () => {
    const { id } = await bearProduct('off');
    const body = bear('off');
    const res = await saveVariants(id, { ...body, variants: body.variants.map((v) => ({ ...v, is_active: false })) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ price: 100_000, price_max: 190_000, stock: 0, variant_count: 0 });
  });

  it('keeps the ids of the variants that stay, and the default variant becomes the first of a product’s first options', async () => {
    const product = await makeProduct(t.services, { name: 'Beruang Id', price: 80_000, stock: 2 });
    const [lone] = (await detailOf(product.product_id)).variants;
    const first = (await saveVariants(product.product_id, bear('ids'))).json().data;
    expect(first.variants[0].variant_id).toBe(lone.variant_id);
    const ids = first.variants.map((v: { variant_id: number }) => v.variant_id);

    // Sent again with ids, prices changed: the same variants.
    const body = bear('ids');
    body.variants = body.variants.map((v, i) => ({ ...v, variant_id: ids[i], price: v.price + 1000 }));
    const again = (await saveVariants(product.product_id, body)).json().data;
    expect(again.variants.map((v: { variant_id: number }) => v.variant_id)).toEqual(ids);
    expect(again.price).toBe(101_000);

    // Sent without ids (a table built anew): each keeps the id of the variant with its values.
    const rebuilt = (await saveVariants(product.product_id, bear('ids'))).json().data;
    expect(rebuilt.variants.map((v: { variant_id: number }) => v.variant_id)).toEqual(ids);
  });

  it('swaps the values and SKUs of two variants without tripping over its own unique keys', async () => {
    const { id, detail } = await bearProduct('swp');
    const [a, b] = detail.variants;
    const body = bear('swp');
    body.variants[0] = {
      ...body.variants[0]!,
      variant_id: a.variant_id,
      options: ['30 cm', 'Pink'],
      sku: 'SWP-30-PNK',
    };
    body.variants[1] = {
      ...body.variants[1]!,
      variant_id: b.variant_id,
      options: ['30 cm', 'Coklat'],
      sku: 'SWP-30-CKL',
    };
    const res = await saveVariants(id, body);
    expect(res.statusCode, res.body).toBe(200);
    const [a2, b2] = res.json().data.variants;
    expect([a2.variant_id, a2.label, a2.sku]).toEqual([a.variant_id, '30 cm / Pink', 'SWP-30-PNK']);
    expect([b2.variant_id, b2.label, b2.sku]).toEqual([b.variant_id, '30 cm / Coklat', 'SWP-30-CKL']);
  });

  it('deletes a variant left out, but keeps one an order names, switched off, with its values', async () => {
    const { id, detail } = await bearProduct('del');
    const [, pink30, , pink50] = detail.variants;
    const orderId = await makeOrder(t.services, customer.user.id, [id]);
    await t.services.database.db
      .updateTable('order_items')
      .set({ variant_id: pink30.variant_id, variant_label: pink30.label })
      .where('order_id', '=', orderId)
      .execute();
    const body = bear('del');
    body.options[1]!.values = ['Coklat'];
    body.variants = [body.variants[0]!, body.variants[2]!];
    const res = await saveVariants(id, body);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after.variants.map((v: { label: string; is_active: boolean }) => [v.label, v.is_active])).toEqual([
      ['30 cm / Coklat', true],
      ['50 cm / Coklat', true],
      ['30 cm / Pink', false],
    ]);
    expect(after.variants[2].variant_id).toBe(pink30.variant_id);
    expect(after.variant_count).toBe(2);
    const gone = await t.services.database.db
      .selectFrom('product_variants')
      .select('id')
      .where('id', '=', pink50.variant_id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    const line = await t.services.database.db
      .selectFrom('order_items')
      .select('variant_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(line.variant_id).toBe(pink30.variant_id);
  });

  it('links a variant to a photo of the product only', async () => {
    const { id } = await bearProduct('img');
    const other = await bearProduct('img2');
    const now = t.clock.now().toISOString();
    const photo = async (productId: number) =>
      (
        await t.services.database.db
          .insertInto('product_images')
          .values({
            product_id: productId,
            position: 0,
            image: `products/${'a'.repeat(31)}${productId % 10}.webp`,
            thumbnail: null,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const own = await photo(id);
    const foreign = await photo(other.id);
    const body = bear('img');
    body.variants[1] = { ...body.variants[1]!, image_id: own };
    const res = await saveVariants(id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.variants[1].image_id).toBe(own);
    body.variants[1] = { ...body.variants[1]!, image_id: foreign };
    const refused = await saveVariants(id, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'IMAGE_NOT_IN_GALLERY', details: [{ path: 'variants.1.image_id' }] });
  });

  it('writes it all or nothing, and audit-logs it', async () => {
    const { id } = await bearProduct('aud');
    const before = await detailOf(id);
    const body = bear('aud');
    body.variants[3] = { ...body.variants[3]!, sku: 'TOT-30-CKL' }; // another product's SKU, after valid changes
    body.variants[0] = { ...body.variants[0]!, price: 1000 };
    expect((await saveVariants(id, body)).statusCode).toBe(409);
    expect(await detailOf(id)).toEqual(before);
    const audit = (await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin.accessToken })).json()
      .data;
    expect(audit.find((e: { target: string }) => e.target === `product:${id}`)).toMatchObject({
      action: 'product.variants_saved',
      target_name: `Beruang aud`,
      details: { after: { price: 100_000, price_max: 150_000, stock: 8, variant_count: 3 } },
    });
  });
});

describe('refusals', () => {
  let productId: number;
  beforeAll(async () => {
    productId = (await makeProduct(t.services, { name: 'Beruang Tolak' })).product_id;
  });

  it.each<[string, (body: VariantsIn) => void, string]>([
    [
      'the same combination twice',
      (b) => (b.variants[1] = { ...b.variants[1]!, options: ['30 cm', 'coklat'] }),
      'Kombinasi varian tidak boleh kembar',
    ],
    [
      'a value that is not one of its option',
      (b) => (b.variants[0]!.options = ['40 cm', 'Coklat']),
      '"40 cm" bukan nilai Ukuran',
    ],
    ['a variant without a name', (b) => (b.variants[0]!.options = ['', 'Coklat']), 'Nama varian wajib diisi'],
    [
      `${MAX_OPTIONS + 1} options`,
      (b) => {
        b.options.push({ name: 'Motif', values: ['Polos'] }, { name: 'Pita', values: ['Ada'] });
        b.variants = [{ options: ['30 cm', 'Coklat', 'Polos', 'Ada'], price: 1000, stock: 1 }];
      },
      `Maksimal ${MAX_OPTIONS} pilihan per produk`,
    ],
    [
      'a variant naming fewer values than options',
      (b) => (b.variants[0]!.options = ['30 cm']),
      'Setiap varian harus punya nilai untuk setiap pilihan',
    ],
    [
      'two variants of a product without options',
      (b) => (b.options = []),
      'Setiap varian harus punya nilai untuk setiap pilihan',
    ],
    ['a negative stock', (b) => (b.variants[0]!.stock = -1), ''],
  ])('refuses %s with 422 and says why', async (_name, spoil, message) => {
    const body = bear('ref');
    spoil(body);
    const res = await saveVariants(productId, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('INVALID_VARIANTS');
    if (message) expect(res.json().details.map((d: { message: string }) => d.message)).toContain(message);
    expect((await detailOf(productId)).options).toEqual([]);
  });

  it('refuses an SKU another product’s variant holds (409 SKU_TAKEN, any case), and the same SKU twice', async () => {
    await bearProduct('own');
    const body = bear('ref');
    body.variants[2]!.sku = 'own-50-ckl';
    const res = await saveVariants(productId, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SKU_TAKEN', sku: 'OWN-50-CKL' });
    const twice = bear('ref');
    twice.variants[1]!.sku = 'REF-30-CKL';
    const again = await saveVariants(productId, twice);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SKU_TAKEN', sku: 'REF-30-CKL' });
  });

  it('refuses a variant id of another product with 422, and an unknown product with 404', async () => {
    const other = await bearProduct('oth');
    const body = bear('ref');
    body.variants[0]!.variant_id = other.detail.variants[0].variant_id;
    const res = await saveVariants(productId, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('UNKNOWN_VARIANT');
    expect((await saveVariants(999_999, bear('ref'))).statusCode).toBe(404);
  });

  it('SECURITY 15: only admins write variants (anonymous 401, customer 403)', async () => {
    const { id, detail } = await bearProduct('sec');
    const variantId = detail.variants[0].variant_id;
    const writes = [
      { method: 'PUT' as const, url: `/api/products/${id}/variants`, payload: bear('sec') },
      { method: 'PATCH' as const, url: `/api/products/${id}/variants/${variantId}`, payload: { stock: 0 } },
      { method: 'GET' as const, url: `/api/products/admin/${id}` },
    ];
    for (const write of writes) {
      expect((await send(t.app, write)).statusCode, `${write.method} anonymous`).toBe(401);
      expect(
        (await send(t.app, { ...write, token: customer.accessToken })).statusCode,
        `${write.method} customer`,
      ).toBe(403);
    }
    expect((await detailOf(id)).variants[0].stock).toBe(5);
  });
});

describe('one variant at a time', () => {
  it('changes stock, price, SKU and the switch, and the totals follow', async () => {
    const { id, detail } = await bearProduct('pat');
    const [ckl30, , ckl50, pnk50] = detail.variants;
    const stock = await patchVariant(id, ckl30.variant_id, { stock: 9 });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json().data).toMatchObject({ variant_id: ckl30.variant_id, stock: 9, label: '30 cm / Coklat' });
    expect(await detailOf(id)).toMatchObject({ stock: 12 });
    expect((await patchVariant(id, pnk50.variant_id, { is_active: true })).json().data.is_active).toBe(true);
    expect(await detailOf(id)).toMatchObject({ price_max: 190_000, stock: 14, variant_count: 4 });
    expect((await patchVariant(id, ckl50.variant_id, { price: '95.000' })).json().data.price).toBe(95_000);
    expect(await detailOf(id)).toMatchObject({ price: 95_000 });
    expect((await patchVariant(id, ckl50.variant_id, { sku: 'pat-baru' })).json().data.sku).toBe('PAT-BARU');
    expect((await patchVariant(id, ckl50.variant_id, { sku: null })).json().data.sku).toBeNull();
  });

  it('refuses a variant of another product (404), an SKU taken (409) and an empty change (400)', async () => {
    const { id, detail } = await bearProduct('pa2');
    const other = await bearProduct('pa3');
    const res = await patchVariant(id, other.detail.variants[0].variant_id, { stock: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('VARIANT_NOT_FOUND');
    const taken = await patchVariant(id, detail.variants[0].variant_id, { sku: 'PA3-30-CKL' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SKU_TAKEN', sku: 'PA3-30-CKL' });
    expect((await patchVariant(id, detail.variants[0].variant_id, {})).statusCode).toBe(400);
    expect((await patchVariant(id, detail.variants[0].variant_id, { stock: -1 })).statusCode).toBe(400);
  });
});

describe('the product form (spec PUT /api/products/:id)', () => {
  const edit = (id: number, body: Record<string, unknown>) =>
    send(t.app, { method: 'PUT', url: `/api/products/${id}`, token: admin.accessToken, payload: body });

  it('writes price and stock to the only variant', async () => {
    const product = await makeProduct(t.services, { name: 'Beruang Tunggal', price: 50_000, stock: 3 });
    const res = await edit(product.product_id, { name: 'Beruang Tunggal', price: 55_000, stock: 8 });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await detailOf(product.product_id);
    expect(detail).toMatchObject({ price: 55_000, price_max: 55_000, stock: 8 });
    expect(detail.variants[0]).toMatchObject({ price: 55_000, stock: 8 });
  });

  it('with several variants, takes the totals as they are and refuses others with 422 HAS_VARIANTS', async () => {
    const { id } = await bearProduct('frm');
    const renamed = await edit(id, { name: 'Beruang Baru', description: 'Lembut', price: 100_000, stock: 8 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Beruang Baru', price: 100_000, price_max: 150_000 });
    for (const change of [{ price: 90_000 }, { stock: 20 }]) {
      const res = await edit(id, { name: 'Beruang Baru', price: 100_000, stock: 8, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'HAS_VARIANTS',
        message: 'Harga dan stok produk ini diatur per varian.',
      });
    }
    expect(await detailOf(id)).toMatchObject({ price: 100_000, stock: 8 });
  });
});

describe('the owner’s view', () => {
  it('shows a hidden product with its variants; the shop does not', async () => {
    const { id } = await bearProduct('hid');
    await makeOrder(t.services, customer.user.id, [id]);
    expect(
      (await send(t.app, { method: 'DELETE', url: `/api/products/${id}`, token: admin.accessToken })).json().data,
    ).toEqual({
      hidden: true,
    });
    expect((await send(t.app, { method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    const res = await send(t.app, { method: 'GET', url: `/api/products/admin/${id}`, token: admin.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.variants).toHaveLength(4);
    expect(
      (await send(t.app, { method: 'GET', url: '/api/products/admin/999999', token: admin.accessToken })).statusCode,
    ).toBe(404);
  });
});

describe('the owner’s product list', () => {
  it('names a sale on any variant, even one that leaves the cheapest price as it is, and until when', async () => {
    const { product_id: id } = await makeProduct(t.services, { name: 'Beruang Diskon Besar', price: 100_000 });
    // The test clock stands at 2026-11-21 15:00 WIB: the 50 cm bear is on sale until 15 December, and a sale that
    // ended yesterday is no sale.
    const res = await saveVariants(id, {
      options: [{ name: 'Ukuran', values: ['30 cm', '50 cm', '80 cm'] }],
      variants: [
        { options: ['30 cm'], price: 100_000, stock: 5 },
        {
          options: ['50 cm'],
          price: 180_000,
          stock: 5,
          sale_price: 150_000,
          sale_ends_at: '2026-12-15T23:59:00+07:00',
        },
        {
          options: ['80 cm'],
          price: 250_000,
          stock: 5,
          sale_price: 200_000,
          sale_ends_at: '2026-11-20T00:00:00+07:00',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await send(t.app, {
      method: 'GET',
      url: '/api/products/admin?search=Beruang%20Diskon%20Besar',
      token: admin.accessToken,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json().data;
    // No card shows it (Rp 150.000 is no cheaper than the 30 cm bear), yet the owner's list does.
    expect(row).toMatchObject({
      product_id: id,
      sale: null,
      variant_sales: { variants: 1, price_from: 150_000, ends_at: '2026-12-15T16:59:00.000Z' },
    });
    const plain = await makeProduct(t.services, { name: 'Beruang Tanpa Diskon', price: 90_000 });
    const plainRow = (
      await send(t.app, { method: 'GET', url: '/api/products/admin?search=Tanpa%20Diskon', token: admin.accessToken })
    ).json().data[0];
    expect(plainRow).toMatchObject({ product_id: plain.product_id, variant_sales: null });
  });
});

describe('the read cache', () => {
  const cached = (url: string) => t.services.readCache.has(replyCacheKey('public', url));
  async function warm(urls: string[]) {
    for (const url of urls) {
      for (let i = 0; i < 2; i++) expect((await send(t.app, { method: 'GET', url })).statusCode).toBe(200);
      expect(cached(url), url).toBe(true);
    }
  }

  it('every write of variants makes the detail and the pages showing that product fresh, and only those', async () => {
    const { id, detail } = await bearProduct('cch');
    const bystander = await makeProduct(t.services, { name: 'Boneka Penonton' });
    const page = `/api/products?limit=100&sort=newest&cache=${id}`;
    const own = `/api/products/${id}`;
    const other = `/api/products/${bystander.product_id}`;
    const variantId = detail.variants[0].variant_id;

    await warm([own, other, page]);
    await patchVariant(id, variantId, { stock: 1 });
    expect([cached(own), cached(page), cached(other)]).toEqual([false, false, true]);
    expect((await detailOf(id)).stock).toBe(4);
    const listed = (await send(t.app, { method: 'GET', url: page })).json().data;
    expect(listed.find((p: { product_id: number }) => p.product_id === id).stock).toBe(4);

    // A change the product's totals do not show (a weight) still reaches its page.
    await warm([own, other]);
    const body = bear('cch');
    body.variants[0] = { ...body.variants[0]!, stock: 1, weight_grams: 2500 };
    expect((await saveVariants(id, body)).statusCode).toBe(200);
    expect([cached(own), cached(other)]).toEqual([false, true]);
    expect((await detailOf(id)).variants[0].weight_grams).toBe(2500);
  });
});
