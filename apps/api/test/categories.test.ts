import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryTreeResponse, type CategoryNode } from '@boneka/shared';
import { replyCacheKey } from '../src/plugins/response-cache.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeCategory, makeShopProduct, placementOf } from './support/categories.js';

const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  shopper = await signUp(t.app, t.dataDir);
});
afterAll(() => t.close());

const owner = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  send(t.app, { method, url, token: admin.accessToken, ...(payload ? { payload } : {}) });
const treeOf = async (url = '/api/categories'): Promise<CategoryNode[]> => {
  const res = await send(t.app, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return CategoryTreeResponse.parse(res.json()).data;
};
const inTree = (tree: CategoryNode[], id: number) =>
  tree.flatMap((top) => [top, ...top.children]).find((c) => c.category_id === id);
const create = (payload: object) => owner('POST', '/api/categories', payload);
const names = (n: string) => ({ name_id: n, name_en: `${n} (en)` });
const auditActions = async () => (await t.services.audit.recent(50)).map((e) => [e.action, e.target]);

describe('GET /api/categories', () => {
  let boneka: number;
  let wisuda: number;
  let karakter: number;
  let bantal: number;

  beforeAll(async () => {
    bantal = (await makeCategory(t.services, { name_id: 'Bantal & Guling', name_en: 'Pillows', position: 9 })).id;
    boneka = (await makeCategory(t.services, { name_id: 'Boneka', name_en: 'Dolls', position: 1 })).id;
    karakter = (await makeCategory(t.services, { name_id: 'Boneka Karakter', parent_id: boneka, position: 2 })).id;
    wisuda = (await makeCategory(t.services, { name_id: 'Boneka Wisuda', parent_id: boneka, position: 1 })).id;
    // In the parent and a child: counted once at the top.
    await makeShopProduct(t.services, { categories: [boneka, wisuda] });
    await makeShopProduct(t.services, { categories: [wisuda] });
    await makeShopProduct(t.services, { categories: [karakter, bantal] });
    // Hidden: not counted anywhere.
    await makeShopProduct(t.services, { categories: [wisuda, bantal], listed: false });
  });

  it('answers the two-level tree in the owner’s order, with the listed products of each', async () => {
    const tree = await treeOf();
    const tops = tree.map((c) => c.category_id);
    expect(tops.indexOf(boneka)).toBeLessThan(tops.indexOf(bantal));
    const top = tree.find((c) => c.category_id === boneka)!;
    expect(top).toMatchObject({
      parent_id: null,
      name: 'Boneka',
      name_id: 'Boneka',
      name_en: 'Dolls',
      product_count: 3,
    });
    expect(top.children.map((c) => [c.name, c.product_count])).toEqual([
      ['Boneka Wisuda', 2],
      ['Boneka Karakter', 1],
    ]);
    expect(top.children.every((c) => c.parent_id === boneka)).toBe(true);
    expect(inTree(tree, bantal)).toMatchObject({ product_count: 1, children: [] });
  });

  it('names the categories in the language asked for, Indonesian by default', async () => {
    expect(inTree(await treeOf('/api/categories?lang=en'), boneka)?.name).toBe('Dolls');
    expect(inTree(await treeOf('/api/categories?lang=id'), boneka)?.name).toBe('Boneka');
    const res = await send(t.app, { method: 'GET', url: '/api/categories?lang=fr' });
    expect(res.statusCode).toBe(400);
  });

  it('is public and cached like the catalogue: revalidated by ETag', async () => {
    const first = await send(t.app, { method: 'GET', url: '/api/categories' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await send(t.app, {
      method: 'GET',
      url: '/api/categories',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('stays cached through a price or stock edit, and is dropped when a product is hidden or added', async () => {
    const key = replyCacheKey('public', '/api/categories');
    const product = await makeShopProduct(t.services, { categories: [bantal] });
    expect(inTree(await treeOf(), bantal)?.product_count).toBe(2);
    expect(t.services.readCache.has(key)).toBe(true);
    await t.services.database.db.updateTable('products').set({ price: 120_000 }).where('id', '=', product.id).execute();
    await t.services.database.db.updateTable('products').set({ stock: 3 }).where('id', '=', product.id).execute();
    expect(t.services.readCache.has(key)).toBe(true);
    await t.services.database.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', product.id)
      .execute();
    expect(t.services.readCache.has(key)).toBe(false);
    expect(inTree(await treeOf(), bantal)?.product_count).toBe(1);
    await makeShopProduct(t.services, { categories: [bantal] });
    expect(inTree(await treeOf(), bantal)?.product_count).toBe(2);
  });

  it('shows the owner’s change at once: a renamed category is not served from the cache', async () => {
    expect(inTree(await treeOf(), karakter)?.name).toBe('Boneka Karakter');
    const res = await owner('PUT', `/api/categories/${karakter}`, { name_id: 'Karakter Kartun', name_en: 'Cartoons' });
    expect(res.statusCode).toBe(200);
    expect(inTree(await treeOf(), karakter)?.name).toBe('Karakter Kartun');
  });
});

describe('POST /api/categories', () => {
  it('is the owner’s: 401 without a token, 403 for a shopper', async () => {
    expect((await send(t.app, { method: 'POST', url: '/api/categories', payload: names('Kado') })).statusCode).toBe(
      401,
    );
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/categories',
      token: shopper.accessToken,
      payload: names('Kado'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('makes the slug from the Indonesian name, puts it last and records who did it', async () => {
    const before = await treeOf();
    const res = await create({ name_id: 'Kado Wisuda Spesial', name_en: 'Graduation Gifts' });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      slug: 'kado-wisuda-spesial',
      parent_id: null,
      name: 'Kado Wisuda Spesial',
      name_en: 'Graduation Gifts',
      product_count: 0,
      image_url: null,
    });
    expect(created.position).toBeGreaterThan(Math.max(-1, ...before.map((c) => c.position)));
    const tree = await treeOf();
    expect(tree.at(-1)?.category_id).toBe(created.category_id);
    expect(await auditActions()).toContainEqual(['category.create', `category:${created.category_id}`]);
  });

  it('answers the name in the language asked for', async () => {
    const res = await owner('POST', '/api/categories?lang=en', { name_id: 'Gantungan Kunci', name_en: 'Keychains' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Keychains');
  });

  it('takes the owner’s slug, lower-cased; a name with no letters still gets one', async () => {
    const own = await create({ ...names('Bantal Leher'), slug: 'Bantal-Leher-Travel' });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.slug).toBe('bantal-leher-travel');
    const symbols = await create(names('!!!'));
    expect(symbols.statusCode).toBe(201);
    expect(symbols.json().data.slug).toBe('kategori');
  });

  it('puts a child under a top-level category, after its siblings', async () => {
    const parent = (await create(names('Boneka Hewan'))).json().data;
    const first = (await create({ ...names('Kucing'), parent_id: parent.category_id })).json().data;
    const second = await create({ ...names('Anjing'), parent_id: parent.category_id });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ parent_id: parent.category_id, position: first.position + 1 });
    expect(inTree(await treeOf(), parent.category_id)).toMatchObject({
      children: [{ name: 'Kucing' }, { name: 'Anjing' }],
    });
  });

  it('refuses a third level with 422 and an unknown parent with 404', async () => {
    const parent = (await create(names('Boneka Besar'))).json().data;
    const child = (await create({ ...names('Boneka 1 Meter'), parent_id: parent.category_id })).json().data;
    const third = await create({ ...names('Boneka 1 Meter Pink'), parent_id: child.category_id });
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe('CATEGORY_TOO_DEEP');
    const orphan = await create({ ...names('Yatim'), parent_id: 999_999 });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toBe('Kategori induk tidak ditemukan.');
  });

  it('gives one of two owners creating the same category at once 201, the other 409', async () => {
    const statuses = (await Promise.all([create(names('Boneka Kembar')), create(names('Boneka Kembar'))])).map(
      (res) => res.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('answers 409 SLUG_TAKEN for a slug in use, made or given', async () => {
    expect((await create(names('Boneka Rajut'))).statusCode).toBe(201);
    const again = await create(names('Boneka Rajut'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SLUG_TAKEN', slug: 'boneka-rajut' });
    const given = await create({ ...names('Rajutan'), slug: 'boneka-rajut' });
    expect(given.statusCode).toBe(409);
    expect(given.json().code).toBe('SLUG_TAKEN');
  });

  it('refuses bad input with 400: no name, a long or two-line name, a bad slug, a picture from elsewhere', async () => {
    for (const payload of [
      { name_en: 'Only English' },
      { name_id: '', name_en: 'Empty' },
      { name_id: 'x'.repeat(61), name_en: 'Long' },
      { name_id: 'Dua\nBaris', name_en: 'Two lines' },
      { ...names('Slug Jelek'), slug: 'boneka wisuda!' },
      { ...names('Slug Strip'), slug: '-boneka-' },
      { ...names('Gambar Luar'), image_url: 'https://evil.example/x.png' },
      { ...names('Gambar Lain'), image_url: '/uploads/proofs/0123456789abcdef0123456789abcdef.webp' },
      { ...names('Induk Aneh'), parent_id: 'satu' },
    ]) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('takes one of the shop’s product photos as its picture', async () => {
    const url = '/uploads/products/0123456789abcdef0123456789abcdef.webp';
    const res = await create({ ...names('Bergambar'), image_url: url });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.image_url).toBe(url);
  });
});

describe('PUT /api/categories/:id', () => {
  it('renames: the products whose main category it is get the new category.name, in the same write', async () => {
    const cat = await makeCategory(t.services, { name_id: 'Boneka Wsuda' });
    const other = await makeCategory(t.services, { name_id: 'Kado' });
    const main = await makeShopProduct(t.services, { categories: [cat.id, other.id] });
    const secondary = await makeShopProduct(t.services, { categories: [other.id, cat.id] });
    const res = await owner('PUT', `/api/categories/${cat.id}`, { name_id: 'Boneka Wisuda', name_en: 'Graduation' });
    expect(res.statusCode).toBe(200);
    // What the body left out stays: the slug (links use it) and the parent.
    expect(res.json().data).toMatchObject({ name: 'Boneka Wisuda', slug: cat.slug, parent_id: null });
    expect(await placementOf(t.services, main.id)).toMatchObject({ main: cat.id, name: 'Boneka Wisuda' });
    expect(await placementOf(t.services, secondary.id)).toMatchObject({ main: other.id, name: 'Kado' });
    const product = await send(t.app, { method: 'GET', url: `/api/products/${main.id}` });
    expect(product.json().data.category.name).toBe('Boneka Wisuda');
    expect(await auditActions()).toContainEqual(['category.update', `category:${cat.id}`]);
  });

  it('keeps the picture when the body leaves it out, and drops it for null', async () => {
    const url = '/uploads/products/abcdefabcdefabcdefabcdefabcdef12.webp';
    const cat = (await create({ ...names('Berfoto'), image_url: url })).json().data;
    const kept = await owner('PUT', `/api/categories/${cat.category_id}`, names('Berfoto Lagi'));
    expect(kept.json().data.image_url).toBe(url);
    const dropped = await owner('PUT', `/api/categories/${cat.category_id}`, {
      ...names('Tanpa Foto'),
      image_url: null,
    });
    expect(dropped.json().data.image_url).toBeNull();
  });

  it('changes the slug when asked, and refuses one in use with 409', async () => {
    const a = await makeCategory(t.services);
    const b = await makeCategory(t.services);
    const renamed = await owner('PUT', `/api/categories/${a.id}`, { ...names('Baru'), slug: 'slug-baru-kategori' });
    expect(renamed.json().data.slug).toBe('slug-baru-kategori');
    const taken = await owner('PUT', `/api/categories/${b.id}`, { ...names('Lain'), slug: 'slug-baru-kategori' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN', slug: 'slug-baru-kategori' });
  });

  it('moves a category under another top-level one, or back to the top with parent_id null', async () => {
    const top = await makeCategory(t.services);
    const loose = await makeCategory(t.services);
    const under = await owner('PUT', `/api/categories/${loose.id}`, { ...names('Pindahan'), parent_id: top.id });
    expect(under.json().data.parent_id).toBe(top.id);
    expect(inTree(await treeOf(), top.id)).toMatchObject({ children: [{ category_id: loose.id }] });
    const back = await owner('PUT', `/api/categories/${loose.id}`, { ...names('Pindahan'), parent_id: null });
    expect(back.json().data.parent_id).toBeNull();
  });

  it('refuses a third level, a parent that is itself, and an unknown category', async () => {
    const top = await makeCategory(t.services);
    const child = await makeCategory(t.services, { parent_id: top.id });
    const other = await makeCategory(t.services);
    for (const [id, parent_id] of [
      [top.id, other.id], // it has a child
      [other.id, child.id], // under a child
      [other.id, other.id], // under itself
    ]) {
      const res = await owner('PUT', `/api/categories/${id}`, { ...names('Dalam'), parent_id });
      expect(res.statusCode, `${id} under ${parent_id}`).toBe(422);
      expect(res.json().code).toBe('CATEGORY_TOO_DEEP');
    }
    expect((await owner('PUT', '/api/categories/999999', names('Hilang'))).statusCode).toBe(404);
    expect((await owner('PUT', '/api/categories/abc', names('Hilang'))).statusCode).toBe(400);
    expect((await owner('PUT', `/api/categories/${top.id}`, { name_id: '' })).statusCode).toBe(400);
  });
});

describe('PUT /api/categories/order', () => {
  it('puts the categories of one level in the owner’s order', async () => {
    const parent = await makeCategory(t.services);
    const [a, b, c] = [
      await makeCategory(t.services, { parent_id: parent.id }),
      await makeCategory(t.services, { parent_id: parent.id }),
      await makeCategory(t.services, { parent_id: parent.id }),
    ];
    const res = await owner('PUT', '/api/categories/order', { parent_id: parent.id, category_ids: [c.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    const children = inTree(CategoryTreeResponse.parse(res.json()).data, parent.id) as CategoryNode;
    expect(children.children.map((x) => x.category_id)).toEqual([c.id, a.id, b.id]);
    expect(inTree(await treeOf(), parent.id)).toMatchObject({
      children: [{ category_id: c.id }, { category_id: a.id }, { category_id: b.id }],
    });

    const tops = (await treeOf()).map((x) => x.category_id);
    const reversed = await owner('PUT', '/api/categories/order', {
      parent_id: null,
      category_ids: [...tops].reverse(),
    });
    expect(reversed.statusCode).toBe(200);
    expect((await treeOf()).map((x) => x.category_id)).toEqual([...tops].reverse());
    expect(await auditActions()).toContainEqual(['category.reorder', `category:${parent.id}`]);
  });

  it('refuses with 422 a list that misses one, adds a stranger or repeats one', async () => {
    const parent = await makeCategory(t.services);
    const a = await makeCategory(t.services, { parent_id: parent.id });
    const b = await makeCategory(t.services, { parent_id: parent.id });
    const stranger = await makeCategory(t.services);
    for (const category_ids of [[a.id], [a.id, b.id, stranger.id], [a.id, b.id, b.id], [a.id, stranger.id]]) {
      const res = await owner('PUT', '/api/categories/order', { parent_id: parent.id, category_ids });
      expect(res.statusCode, JSON.stringify(category_ids)).toBe(422);
      expect(res.json().code).toBe('CATEGORY_ORDER_MISMATCH');
    }
    const unknown = await owner('PUT', '/api/categories/order', { parent_id: 999_999, category_ids: [a.id] });
    expect(unknown.statusCode).toBe(404);
    for (const payload of [{ parent_id: parent.id, category_ids: [] }, { category_ids: [a.id] }, {}]) {
      expect((await owner('PUT', '/api/categories/order', payload)).statusCode).toBe(400);
    }
  });
});

describe('DELETE /api/categories/:id', () => {
  it('refuses a category with products (listed or hidden) with 409 and how many; nothing changes', async () => {
    const cat = await makeCategory(t.services);
    await makeShopProduct(t.services, { categories: [cat.id] });
    await makeShopProduct(t.services, { categories: [cat.id], listed: false });
    const res = await owner('DELETE', `/api/categories/${cat.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CATEGORY_NOT_EMPTY', product_count: 2 });
    expect(res.json().message).toContain('masih berisi 2 produk');
    expect(inTree(await treeOf(), cat.id)).toBeDefined();
  });

  it('refuses a category with sub-categories with 409', async () => {
    const top = await makeCategory(t.services);
    await makeCategory(t.services, { parent_id: top.id });
    const res = await owner('DELETE', `/api/categories/${top.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CATEGORY_HAS_CHILDREN', child_count: 1 });
  });

  it('moves the products to move_to: each stays in a category and gets a main one', async () => {
    const doomed = await makeCategory(t.services, { name_id: 'Musiman' });
    const target = await makeCategory(t.services, { name_id: 'Koleksi Tetap' });
    const other = await makeCategory(t.services, { name_id: 'Kado' });
    const only = await makeShopProduct(t.services, { categories: [doomed.id] });
    const mainHere = await makeShopProduct(t.services, { categories: [doomed.id, other.id] });
    const secondary = await makeShopProduct(t.services, { categories: [other.id, doomed.id] });
    const both = await makeShopProduct(t.services, { categories: [target.id, doomed.id] });
    const hidden = await makeShopProduct(t.services, { categories: [doomed.id], listed: false });
    const res = await owner('DELETE', `/api/categories/${doomed.id}?move_to=${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { moved: 5 } });
    expect(res.json().message).toContain('Koleksi Tetap');
    expect(inTree(await treeOf(), doomed.id)).toBeUndefined();
    const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);
    expect(await placementOf(t.services, only.id)).toEqual({
      main: target.id,
      name: 'Koleksi Tetap',
      categories: [target.id],
    });
    expect(await placementOf(t.services, mainHere.id)).toEqual({
      main: target.id,
      name: 'Koleksi Tetap',
      categories: sorted([target.id, other.id]),
    });
    expect(await placementOf(t.services, secondary.id)).toEqual({
      main: other.id,
      name: 'Kado',
      categories: sorted([target.id, other.id]),
    });
    expect(await placementOf(t.services, both.id)).toEqual({
      main: target.id,
      name: 'Koleksi Tetap',
      categories: [target.id],
    });
    expect((await placementOf(t.services, hidden.id)).main).toBe(target.id);
    expect(await auditActions()).toContainEqual(['category.delete', `category:${doomed.id}`]);
  });

  it('deletes an empty category', async () => {
    const empty = await makeCategory(t.services);
    const res = await owner('DELETE', `/api/categories/${empty.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Kategori dihapus.', data: { moved: 0 } });
    expect(inTree(await treeOf(), empty.id)).toBeUndefined();
  });

  it('refuses move_to itself (422), an unknown move_to or category (404), malformed ones (400)', async () => {
    const cat = await makeCategory(t.services);
    const product = await makeShopProduct(t.services, { categories: [cat.id] });
    const self = await owner('DELETE', `/api/categories/${cat.id}?move_to=${cat.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('CATEGORY_MOVE_TO_SELF');
    expect((await owner('DELETE', `/api/categories/${cat.id}?move_to=999999`)).statusCode).toBe(404);
    expect((await owner('DELETE', `/api/categories/${cat.id}?move_to=abc`)).statusCode).toBe(400);
    expect((await owner('DELETE', `/api/categories/${cat.id}?move_to=-1`)).statusCode).toBe(400);
    expect((await owner('DELETE', '/api/categories/999999')).statusCode).toBe(404);
    expect(await placementOf(t.services, product.id)).toMatchObject({ main: cat.id, categories: [cat.id] });
    const shopperTry = await send(t.app, {
      method: 'DELETE',
      url: `/api/categories/${cat.id}`,
      token: shopper.accessToken,
    });
    expect(shopperTry.statusCode).toBe(403);
  });
});

describe('POST /api/categories/:id/products', () => {
  it('adds products to the category beside their own, and counts only the ones that changed', async () => {
    const home = await makeCategory(t.services, { name_id: 'Asal' });
    const cat = await makeCategory(t.services, { name_id: 'Promo' });
    const a = await makeShopProduct(t.services, { categories: [home.id] });
    const b = await makeShopProduct(t.services, { categories: [home.id, cat.id] });
    const res = await owner('POST', `/api/categories/${cat.id}/products`, { product_ids: [a.id, b.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { moved: 1 } });
    expect(await placementOf(t.services, a.id)).toMatchObject({ main: home.id, name: 'Asal' });
    expect((await placementOf(t.services, a.id)).categories).toContain(cat.id);
    expect((await owner('POST', `/api/categories/${cat.id}/products`, { product_ids: [a.id] })).json().data.moved).toBe(
      0,
    );
    expect(await auditActions()).toContainEqual(['category.add_products', `category:${cat.id}`]);
  });

  it('as_main moves them: the category becomes their main one in place of the old main one', async () => {
    const old = await makeCategory(t.services, { name_id: 'Lama' });
    const extra = await makeCategory(t.services, { name_id: 'Tambahan' });
    const cat = await makeCategory(t.services, { name_id: 'Baru Utama' });
    const a = await makeShopProduct(t.services, { categories: [old.id, extra.id] });
    const res = await owner('POST', `/api/categories/${cat.id}/products`, { product_ids: [a.id], as_main: true });
    expect(res.json().data.moved).toBe(1);
    expect(await placementOf(t.services, a.id)).toEqual({
      main: cat.id,
      name: 'Baru Utama',
      categories: [extra.id, cat.id].sort((x, y) => x - y),
    });
  });

  it('gives a product without a main category this one', async () => {
    const cat = await makeCategory(t.services, { name_id: 'Penampung' });
    const loose = await makeShopProduct(t.services, { categories: [], main: null });
    await owner('POST', `/api/categories/${cat.id}/products`, { product_ids: [loose.id] });
    expect(await placementOf(t.services, loose.id)).toEqual({ main: cat.id, name: 'Penampung', categories: [cat.id] });
  });

  it('refuses unknown products with 404 naming them, and changes none of the others', async () => {
    const cat = await makeCategory(t.services);
    const home = await makeCategory(t.services);
    const a = await makeShopProduct(t.services, { categories: [home.id] });
    const res = await owner('POST', `/api/categories/${cat.id}/products`, { product_ids: [a.id, 999_998, 999_999] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', product_ids: [999_998, 999_999] });
    expect((await placementOf(t.services, a.id)).categories).toEqual([home.id]);
    expect((await owner('POST', '/api/categories/999999/products', { product_ids: [a.id] })).statusCode).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    const cat = await makeCategory(t.services);
    for (const payload of [{}, { product_ids: [] }, { product_ids: ['satu'] }, { product_ids: [0] }]) {
      const res = await owner('POST', `/api/categories/${cat.id}/products`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('PUT /api/products/:id/categories', () => {
  it('replaces a product’s categories and its main one, and answers the product', async () => {
    const [a, b, c] = [
      await makeCategory(t.services, { name_id: 'Satu' }),
      await makeCategory(t.services, { name_id: 'Dua' }),
      await makeCategory(t.services, { name_id: 'Tiga' }),
    ];
    const product = await makeShopProduct(t.services, { categories: [a.id, b.id] });
    const res = await owner('PUT', `/api/products/${product.id}/categories`, {
      category_ids: [b.id, c.id],
      main_category_id: c.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      product_id: product.id,
      category: { name: 'Tiga' },
      low_stock_threshold: 5,
    });
    expect(res.json().data.categories.map((c: { category_id: number }) => c.category_id)).toEqual([c.id, b.id]);
    expect(await placementOf(t.services, product.id)).toEqual({
      main: c.id,
      name: 'Tiga',
      categories: [b.id, c.id].sort((x, y) => x - y),
    });
    expect(await auditActions()).toContainEqual(['product.categories', `product:${product.id}`]);
  });

  it('refuses a main category outside the list or no category (400), unknown ones (404), a shopper (403)', async () => {
    const a = await makeCategory(t.services);
    const b = await makeCategory(t.services);
    const product = await makeShopProduct(t.services, { categories: [a.id] });
    const url = `/api/products/${product.id}/categories`;
    for (const payload of [
      { category_ids: [a.id], main_category_id: b.id },
      { category_ids: [], main_category_id: a.id },
      { category_ids: [a.id] },
      { category_ids: 'a', main_category_id: a.id },
    ]) {
      expect((await owner('PUT', url, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await owner('PUT', url, { category_ids: [a.id, 999_999], main_category_id: a.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ category_ids: [999_999] });
    const noProduct = await owner('PUT', '/api/products/999999/categories', {
      category_ids: [a.id],
      main_category_id: a.id,
    });
    expect(noProduct.statusCode).toBe(404);
    const byShopper = await send(t.app, {
      method: 'PUT',
      url,
      token: shopper.accessToken,
      payload: { category_ids: [b.id], main_category_id: b.id },
    });
    expect(byShopper.statusCode).toBe(403);
    expect(await placementOf(t.services, product.id)).toMatchObject({ main: a.id, categories: [a.id] });
  });
});
