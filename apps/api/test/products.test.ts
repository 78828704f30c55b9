import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

beforeAll(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  customer = await signUp(t.app, t.dataDir);
  await makeProduct(t.services, {
    name: 'Boneka Beruang Pink',
    description: 'Beruang pink super lembut, 40 cm',
    price: 150_000,
    stock: 12,
  });
  await makeProduct(t.services, {
    name: 'Beruang Madu Jumbo',
    description: 'Teddy besar warna madu',
    price: 450_000,
    stock: 3,
  });
  await makeProduct(t.services, {
    name: 'Kelinci Putih',
    description: "Kelinci 'Salju' dengan pita",
    price: 85_000,
    stock: 0,
  });
  await makeProduct(t.services, {
    name: 'Panda Gembul',
    description: 'Panda gemuk dan lucu',
    price: 99_000,
    stock: 20,
  });
});
afterAll(() => t.close());

const list = (query = '') => send(t.app, { method: 'GET', url: `/api/products${query}` });

describe('product list', () => {
  it('lists active products with pagination, ratings and Rupiah prices as integers', async () => {
    const res = await list('?limit=2&page=1&sort=price_asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 4 });
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['Kelinci Putih', 'Panda Gembul']);
    expect(body.data[0]).toMatchObject({
      price: 85_000,
      stock: 0,
      average_rating: 0,
      review_count: 0,
      category: { name: 'Boneka' },
      image_url: null,
    });
    const page2 = (await list('?limit=2&page=2&sort=price_asc')).json();
    expect(page2.data.map((p: { name: string }) => p.name)).toEqual(['Boneka Beruang Pink', 'Beruang Madu Jumbo']);
  });

  it('searches name and description (case-insensitive, prefix) and combines with the price range', async () => {
    const names = async (q: string) =>
      (await list(q))
        .json()
        .data.map((p: { name: string }) => p.name)
        .sort();
    expect(await names('?search=beruang')).toEqual(['Beruang Madu Jumbo', 'Boneka Beruang Pink']);
    expect(await names('?search=BERUANG%20pink')).toEqual(['Boneka Beruang Pink']);
    expect(await names('?search=teddy')).toEqual(['Beruang Madu Jumbo']);
    expect(await names('?search=beru&maxPrice=200000')).toEqual(['Boneka Beruang Pink']);
    expect(await names('?minPrice=90000&maxPrice=160000')).toEqual(['Boneka Beruang Pink', 'Panda Gembul']);
    expect((await list('?search=beruang')).json().pagination.total).toBe(2);
  });

  it('SECURITY 28: quotes, operators and SQL in the search are just text', async () => {
    for (const q of [
      "'",
      '"',
      "' OR 1=1 --",
      'beruang" OR "1"="1',
      '*',
      'NEAR(a b)',
      "'; select pg_sleep(3); --",
      '%',
      '\\',
      'salju',
    ]) {
      const res = await list(`?search=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      const search = await send(t.app, { method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` });
      expect(search.statusCode, q).toBe(200);
    }
    expect((await list(`?search=${encodeURIComponent("' OR 1=1 --")}`)).json().pagination.total).toBe(0);
    expect(
      (await list(`?search=${encodeURIComponent("'Salju'")}`)).json().data.map((p: { name: string }) => p.name),
    ).toEqual(['Kelinci Putih']);
  });

  it('SECURITY 28: sort and paging values come from allowlists', async () => {
    for (const query of [
      '?sort=price;drop table products',
      '?sort=id',
      '?page=0',
      '?limit=1000',
      '?minPrice=-1',
      '?minPrice=abc',
      '?maxPrice=1.5',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await list('?minPrice=200000&maxPrice=100000')).statusCode).toBe(400);
  });

  it('finds a product added after the same words were searched for', async () => {
    const names = async (url: string) =>
      (await send(t.app, { method: 'GET', url })).json().data.map((p: { name: string }) => p.name);
    expect(await names('/api/products/search?q=pelangi')).toEqual([]);
    expect(await names('/api/products?search=pelangi')).toEqual([]);
    await makeProduct(t.services, { name: 'Kuda Poni Pelangi' });
    expect(await names('/api/products/search?q=pelangi')).toEqual(['Kuda Poni Pelangi']);
    expect(await names('/api/products?search=pelangi')).toEqual(['Kuda Poni Pelangi']);
  });

  it('full-text search endpoint answers best matches and nothing for blank input', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/products/search?q=panda' });
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['Panda Gembul']);
    expect((await send(t.app, { method: 'GET', url: '/api/products/search?q=%20%20' })).json().data).toEqual([]);
  });
});

describe('product detail', () => {
  it('answers one product, 404 for an unknown id and 400 for a bad one', async () => {
    const first = (await list('?sort=name&limit=1')).json().data[0];
    const res = await send(t.app, { method: 'GET', url: `/api/products/${first.product_id}` });
    expect(res.json().data).toMatchObject(first);
    expect((await send(t.app, { method: 'GET', url: '/api/products/999999' })).statusCode).toBe(404);
    expect((await send(t.app, { method: 'GET', url: '/api/products/abc' })).statusCode).toBe(400);
  });
});

describe('admin product writes', () => {
  it('SECURITY 15: anonymous callers get 401 and customers 403 on every write', async () => {
    const product = await makeProduct(t.services);
    const writes = [
      { method: 'POST' as const, url: '/api/products', payload: { name: 'X', price: 1, stock: 1 } },
      {
        method: 'PUT' as const,
        url: `/api/products/${product.product_id}`,
        payload: { name: 'X', price: 1, stock: 1 },
      },
      { method: 'DELETE' as const, url: `/api/products/${product.product_id}` },
    ];
    for (const write of writes) {
      expect((await send(t.app, write)).statusCode, `${write.method} anonymous`).toBe(401);
      const res = await send(t.app, { ...write, token: customer.accessToken });
      expect(res.statusCode, `${write.method} customer`).toBe(403);
    }
    expect((await send(t.app, { method: 'GET', url: `/api/products/${product.product_id}` })).json().data.name).toBe(
      product.name,
    );
  });

  it('creates a product from multipart with an image re-encoded to WebP plus a thumbnail, and audit-logs it', async () => {
    const form = multipart('image', 'foto.png', 'image/png', await pngImage(1200, 900), [
      { name: 'name', value: 'Boneka Gajah Abu' },
      { name: 'description', value: 'Gajah lembut 30 cm' },
      { name: 'price', value: '125000' },
      { name: 'stock', value: '7' },
    ]);
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/products',
      token: admin.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(res.json().message).toBe('Produk berhasil ditambahkan!');
    expect(product).toMatchObject({ name: 'Boneka Gajah Abu', price: 125_000, stock: 7 });
    expect(product.image_url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
    const image = await send(t.app, { method: 'GET', url: product.image_url });
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(900);
    const thumb = await sharp((await send(t.app, { method: 'GET', url: product.thumbnail_url })).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([360, 360]);

    const audit = (await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin.accessToken })).json()
      .data;
    expect(audit[0]).toMatchObject({
      action: 'product.create',
      target: `product:${product.product_id}`,
      actor_user_id: admin.user.id,
    });
  });

  it('creates a product without an image', async () => {
    const form = multipart('image', 'x.png', 'image/png', Buffer.alloc(0), [
      { name: 'name', value: 'Tanpa Foto' },
      { name: 'price', value: '50000' },
      { name: 'stock', value: '1' },
    ]);
    // An empty file part is not an image: refused; a form without the part is fine.
    expect(
      (
        await send(t.app, {
          method: 'POST',
          url: '/api/products',
          token: admin.accessToken,
          payload: form.payload,
          headers: form.headers,
        })
      ).statusCode,
    ).toBe(415);
    const boundary = 'b0undary';
    const payload = [
      ['name', 'Tanpa Foto'],
      ['price', '50000'],
      ['stock', '1'],
    ]
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')
      .concat(`--${boundary}--\r\n`);
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/products',
      token: admin.accessToken,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.image_url).toBeNull();
  });

  it.each([
    ['no name', { name: '', price: '1000', stock: '1' }],
    ['a decimal price', { name: 'A', price: '1000.5', stock: '1' }],
    ['a negative stock', { name: 'A', price: '1000', stock: '-1' }],
    ['a text price', { name: 'A', price: 'mahal', stock: '1' }],
    ['a blank price', { name: 'A', price: '', stock: '1' }],
    ['a blank stock', { name: 'A', price: '1000', stock: '  ' }],
  ])('refuses %s with 400', async (_name, fields) => {
    const form = multipart(
      'image',
      'x.png',
      'image/png',
      await pngImage(),
      Object.entries(fields).map(([name, value]) => ({ name, value })),
    );
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/products',
      token: admin.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('SECURITY 20: refuses a non-image upload with 415', async () => {
    const form = multipart('image', 'virus.png', 'image/png', Buffer.from('<?php echo 1; ?>'), [
      { name: 'name', value: 'Palsu' },
      { name: 'price', value: '1000' },
      { name: 'stock', value: '1' },
    ]);
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/products',
      token: admin.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(415);
  });

  it('updates with JSON and with multipart; SECURITY 16: unknown fields change nothing', async () => {
    const product = await makeProduct(t.services, { price: 100_000 });
    const json = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${product.product_id}`,
      token: admin.accessToken,
      payload: {
        name: 'Nama Baru',
        price: 120_000,
        stock: 5,
        description: 'Baru',
        review_count: 99,
        rating_sum: 500,
        sold_count: 1000,
      },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      message: 'Produk berhasil diperbarui!',
      data: { name: 'Nama Baru', price: 120_000, stock: 5, review_count: 0, sold_count: 0 },
    });
    const form = multipart('image', 'baru.png', 'image/png', await pngImage(), [
      { name: 'name', value: 'Nama Baru' },
      { name: 'price', value: '130000' },
      { name: 'stock', value: '6' },
    ]);
    const multi = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${product.product_id}`,
      token: admin.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(multi.statusCode).toBe(200);
    expect(multi.json().data).toMatchObject({ price: 130_000, stock: 6, image_url: expect.stringMatching(/\.webp$/) });
    expect(
      (
        await send(t.app, {
          method: 'PUT',
          url: '/api/products/999999',
          token: admin.accessToken,
          payload: { name: 'X', price: 1, stock: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes a product nobody ordered, and hides one that was ordered', async () => {
    const fresh = await makeProduct(t.services);
    const ordered = await makeProduct(t.services);
    await makeOrder(t.services, customer.user.id, [ordered.product_id]);
    for (const product of [fresh, ordered]) {
      const res = await send(t.app, {
        method: 'DELETE',
        url: `/api/products/${product.product_id}`,
        token: admin.accessToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ hidden: product === ordered });
      expect(res.json().message).toBe(
        product === ordered
          ? 'Produk pernah dipesan, jadi disembunyikan dari toko. Tampilkan lagi dari daftar "Disembunyikan".'
          : 'Produk berhasil dihapus!',
      );
      expect((await send(t.app, { method: 'GET', url: `/api/products/${product.product_id}` })).statusCode).toBe(404);
    }
    const rows = await t.services.database.db
      .selectFrom('products')
      .select(['id', 'is_active'])
      .where('id', 'in', [fresh.product_id, ordered.product_id])
      .execute();
    expect(rows.map((r) => r.id)).toEqual([ordered.product_id]);
    const actions = (await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin.accessToken }))
      .json()
      .data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['product.delete', 'product.hide', 'product.update']));
  });
});
