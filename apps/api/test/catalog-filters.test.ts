import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signInAdmin, type SignedIn } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { replyCacheKey } from '../src/plugins/response-cache.js';

/** Issue 27: the catalogue by category, by option value and in stock; search by option values and SKUs. */
const ADMIN = { email: 'owner@filters.boneka.test', password: 'Owner-Filters-2026' };

let t: TestApp;
let admin: SignedIn;
const ids = { teddy: 0, jumbo: 0, bantal: 0, kelinci: 0, defaultCategory: 0 };
const categories: Record<'beruang' | 'jumboCat' | 'bantalCat', number> = { beruang: 0, jumboCat: 0, bantalCat: 0 };

async function addCategory(slug: string, name: string, parentId: number | null = null) {
  const now = t.clock.now().toISOString();
  const row = await t.services.database.db
    .insertInto('categories')
    .values({ slug, name_id: name, name_en: name, parent_id: parentId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addProduct(
  name: string,
  categoryId: number | undefined,
  variants: { options: { name: string; values: string[] }[]; variants: Record<string, unknown>[] },
) {
  const created = await send(t.app, {
    method: 'POST',
    url: '/api/products',
    token: admin.accessToken,
    payload: { name, price: 10_000, stock: 1, ...(categoryId ? { category_id: categoryId } : {}) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.product_id;
  const saved = await send(t.app, {
    method: 'PUT',
    url: `/api/products/${id}/variants`,
    token: admin.accessToken,
    payload: variants,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_SECONDS: '60' });
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  categories.beruang = await addCategory('boneka-beruang', 'Boneka Beruang');
  categories.jumboCat = await addCategory('beruang-jumbo', 'Beruang Jumbo', categories.beruang);
  categories.bantalCat = await addCategory('bantal', 'Bantal & Guling');
  const warna = (values: string[]) => ({ name: 'Warna', values });
  ids.teddy = await addProduct('Teddy Manis', categories.beruang, {
    options: [warna(['Coklat', 'Pink'])],
    variants: [
      { options: ['Coklat'], sku: 'TD-CKL', price: 120_000, stock: 3 },
      { options: ['Pink'], sku: 'TD-PNK', price: 125_000, stock: 4, is_active: false },
    ],
  });
  ids.jumbo = await addProduct('Teddy Raksasa', categories.jumboCat, {
    options: [{ name: 'Ukuran', values: ['1 m'] }, warna(['Pink'])],
    variants: [{ options: ['1 m', 'Pink'], sku: 'br-100-pnk', price: 450_000, stock: 0 }],
  });
  ids.bantal = await addProduct('Bantal Awan', categories.bantalCat, {
    options: [],
    variants: [{ options: [], price: 60_000, stock: 5 }],
  });
  ids.kelinci = await addProduct('Kelinci Salju', undefined, {
    options: [warna(['Putih'])],
    variants: [{ options: ['Putih'], price: 85_000, stock: 2 }],
  });
  ids.defaultCategory = (
    await t.services.database.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', 'boneka')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t?.close());

const list = async (query: string) => {
  const res = await send(t.app, { method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { product_id: number; name: string; category: { name: string; slug: string | null } }[];
    pagination: { total: number };
  };
};
const namesOf = async (query: string) => (await list(query)).data.map((p) => p.name);

describe('by category', () => {
  it('lists a category’s products; a top-level one with its children’s', async () => {
    expect(await namesOf('category=boneka-beruang&sort=name')).toEqual(['Teddy Manis', 'Teddy Raksasa']);
    expect(await namesOf('category=beruang-jumbo')).toEqual(['Teddy Raksasa']);
    expect(await namesOf('category=bantal')).toEqual(['Bantal Awan']);
    expect(await namesOf('category=boneka')).toEqual(['Kelinci Salju']);
    expect(await namesOf('category=BONEKA-BERUANG&sort=price_desc')).toEqual(['Teddy Raksasa', 'Teddy Manis']);
  });

  it('names a product’s categories on its page, the main one first', async () => {
    const kado = await addCategory('kado', 'Kado');
    const id = await addProduct('Domba Kado', undefined, {
      options: [],
      variants: [{ options: [], price: 1, stock: 1 }],
    });
    await t.services.database.db
      .insertInto('product_categories')
      .values({ product_id: id, category_id: kado })
      .execute();
    const detail = (await send(t.app, { method: 'GET', url: `/api/products/${id}` })).json().data;
    expect(detail.categories).toEqual([
      { category_id: ids.defaultCategory, slug: 'boneka', name: 'Boneka' },
      { category_id: kado, slug: 'kado', name: 'Kado' },
    ]);
    expect(await namesOf('category=kado')).toEqual(['Domba Kado']);
    // Gone again, so that the other cases see the catalogue they expect.
    await send(t.app, { method: 'DELETE', url: `/api/products/${id}`, token: admin.accessToken });
    expect(await namesOf('category=kado')).toEqual([]);
  });

  it('answers an unknown category with an empty list, not an error', async () => {
    const res = await list('category=tidak-ada');
    expect(res.data).toEqual([]);
    expect(res.pagination.total).toBe(0);
    expect((await send(t.app, { method: 'GET', url: '/api/products?category=bad%20slug!' })).statusCode).toBe(400);
  });

  it('counts and pages the category, and names each product’s main category', async () => {
    const first = await list('category=boneka-beruang&limit=1&page=1&sort=name');
    expect(first.pagination.total).toBe(2);
    expect(first.data.map((p) => p.name)).toEqual(['Teddy Manis']);
    expect((await list('category=boneka-beruang&limit=1&page=2&sort=name')).data.map((p) => p.name)).toEqual([
      'Teddy Raksasa',
    ]);
    expect(first.data[0]).toMatchObject({ category: { name: 'Boneka Beruang', slug: 'boneka-beruang' } });
  });
});

describe('by option value and stock', () => {
  it('finds products with a switched-on variant of the value, whatever its case', async () => {
    expect(await namesOf('option=pink')).toEqual(['Teddy Raksasa']);
    expect(await namesOf('option=PINK')).toEqual(['Teddy Raksasa']);
    expect(await namesOf('option=coklat')).toEqual(['Teddy Manis']);
    expect(await namesOf('option=1%20m')).toEqual(['Teddy Raksasa']);
    expect(await namesOf('option=hijau')).toEqual([]);
  });

  it('in_stock leaves out what has none', async () => {
    expect(await namesOf('in_stock=true&sort=name')).toEqual(['Bantal Awan', 'Kelinci Salju', 'Teddy Manis']);
    expect(await namesOf('in_stock=1&sort=name')).toEqual(['Bantal Awan', 'Kelinci Salju', 'Teddy Manis']);
    expect((await list('in_stock=false')).pagination.total).toBe(4);
    expect((await send(t.app, { method: 'GET', url: '/api/products?in_stock=ya' })).statusCode).toBe(400);
  });

  it('combines with each other, with words, prices and every sort', async () => {
    expect(await namesOf('category=boneka-beruang&in_stock=true')).toEqual(['Teddy Manis']);
    expect(await namesOf('category=boneka-beruang&option=pink')).toEqual(['Teddy Raksasa']);
    expect(await namesOf('category=boneka-beruang&search=teddy&maxPrice=200000')).toEqual(['Teddy Manis']);
    expect(await namesOf('option=putih&minPrice=80000&maxPrice=90000&in_stock=true')).toEqual(['Kelinci Salju']);
    for (const sort of ['newest', 'price_asc', 'price_desc', 'rating', 'popular', 'name']) {
      const res = await list(`category=boneka-beruang&sort=${sort}`);
      expect(res.pagination.total, sort).toBe(2);
    }
    expect(await namesOf('in_stock=true&sort=price_asc')).toEqual(['Bantal Awan', 'Kelinci Salju', 'Teddy Manis']);
  });
});

describe('search', () => {
  it('finds option values and SKUs of switched-on variants', async () => {
    const search = async (q: string) =>
      (await send(t.app, { method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` }))
        .json()
        .data.map((p: { name: string }) => p.name);
    expect(await namesOf('search=pink')).toEqual(['Teddy Raksasa']);
    expect(await namesOf('search=BR-100-PNK')).toEqual(['Teddy Raksasa']);
    expect(await namesOf('search=td-ckl')).toEqual(['Teddy Manis']);
    expect(await search('putih')).toEqual(['Kelinci Salju']);
    expect(await search('br-100-pnk')).toEqual(['Teddy Raksasa']);
    // TD-PNK belongs to a variant that is switched off.
    expect(await search('td-pnk')).toEqual([]);
  });
});

describe('the read cache', () => {
  const cached = (url: string) => t.services.readCache.has(replyCacheKey('public', url));
  async function warm(url: string) {
    for (let i = 0; i < 2; i++) await send(t.app, { method: 'GET', url });
    expect(cached(url), url).toBe(true);
  }
  const variantsOf = async (id: number) =>
    (await send(t.app, { method: 'GET', url: `/api/products/${id}` })).json().data.variants as { variant_id: number }[];
  const patch = async (id: number, variantId: number, body: Record<string, unknown>) => {
    const res = await send(t.app, {
      method: 'PATCH',
      url: `/api/products/${id}/variants/${variantId}`,
      token: admin.accessToken,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a filtered page changes with what decides who is in it', async () => {
    const [, pink] = await variantsOf(ids.teddy);
    const byOption = '/api/products?option=pink&sort=name';
    await warm(byOption);
    await patch(ids.teddy, pink!.variant_id, { is_active: true });
    expect(await namesOf('option=pink&sort=name')).toEqual(['Teddy Manis', 'Teddy Raksasa']);
    await patch(ids.teddy, pink!.variant_id, { is_active: false });

    const inStock = '/api/products?in_stock=true&sort=name';
    await warm(inStock);
    const [putih] = await variantsOf(ids.kelinci);
    await patch(ids.kelinci, putih!.variant_id, { stock: 0 });
    expect(await namesOf('in_stock=true&sort=name')).toEqual(['Bantal Awan', 'Teddy Manis']);
    await patch(ids.kelinci, putih!.variant_id, { stock: 2 });

    const byCategory = '/api/products?category=bantal&sort=name';
    await warm(byCategory);
    await t.services.database.db
      .insertInto('product_categories')
      .values({ product_id: ids.kelinci, category_id: categories.bantalCat })
      .execute();
    expect(await namesOf('category=bantal&sort=name')).toEqual(['Bantal Awan', 'Kelinci Salju']);
  });

  it('SQL typed by hand reaches a category’s pages with another instance’s broadcast of what it changed', async () => {
    // Each URL is a page of its own in the read cache: these reads reach the catalogue's category members.
    const names = async (n: number) => namesOf(`category=boneka&sort=name&n=${n}`);
    expect(await names(1)).toEqual(['Kelinci Salju']);
    await t.behindTheApp((db) =>
      db
        .insertInto('product_categories')
        .values({ product_id: ids.bantal, category_id: ids.defaultCategory })
        .execute(),
    );
    expect(await names(2)).toEqual(['Kelinci Salju']);
    t.services.readCache.touchFromRemote(['product_categories']);
    expect(await names(3)).toEqual(['Bantal Awan', 'Kelinci Salju']);
  });

  it('a category’s new slug reaches the cards that name it', async () => {
    const url = '/api/products?sort=name';
    await warm(url);
    await t.services.database.db
      .updateTable('categories')
      .set({ slug: 'bantal-guling' })
      .where('id', '=', categories.bantalCat)
      .execute();
    expect(cached(url)).toBe(false);
    const cards = (await list('sort=name')).data;
    expect(cards.find((p) => p.name === 'Bantal Awan')!.category.slug).toBe('bantal-guling');
  });
});
