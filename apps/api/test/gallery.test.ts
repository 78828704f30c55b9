import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRODUCT_IMAGES } from '@boneka/shared';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { jpegWithGps, pngImage } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 27: a product's gallery — up to MAX_PRODUCT_IMAGES photos, ordered, the first the cover (decision 035). */
const ADMIN = { email: 'owner@gallery.boneka.test', password: 'Owner-Gallery-2026' };

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ UPLOADS_PER_MINUTE: '100000' });
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  customer = await signUp(t.app, t.dataDir);
  png = await pngImage(1600, 1200);
});
afterAll(() => t?.close());

/** A multipart body with one `images` part per file, as a browser's FormData sends several. */
function photos(files: Buffer[], field = 'images') {
  const boundary = `----boneka${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  files.forEach((data, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="foto${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (productId: number, files: Buffer[], token = admin.accessToken) =>
  send(t.app, { method: 'POST', url: `/api/products/${productId}/images`, token, ...photos(files) });
const reorder = (productId: number, imageIds: unknown) =>
  send(t.app, {
    method: 'PUT',
    url: `/api/products/${productId}/images`,
    token: admin.accessToken,
    payload: { image_ids: imageIds },
  });
const remove = (productId: number, imageId: number) =>
  send(t.app, { method: 'DELETE', url: `/api/products/${productId}/images/${imageId}`, token: admin.accessToken });
const detailOf = async (productId: number) =>
  (await send(t.app, { method: 'GET', url: `/api/products/${productId}` })).json().data;
const fetchFile = (url: string) => send(t.app, { method: 'GET', url });
/** The product pictures stored (local storage: DATA_DIR/uploads/products). */
const storedFiles = () => readdirSync(path.join(t.dataDir, 'uploads', 'products')).length;

/** Photos in colours of their own, to tell them apart. */
const coloured = (r: number) =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: { r, g: 100, b: 100 } } })
    .png()
    .toBuffer();

describe('adding photos', () => {
  it('takes several in one request, re-encoded to WebP in the two sizes the pages use, without their metadata', async () => {
    const product = await makeProduct(t.services, { name: 'Beruang Galeri' });
    const res = await upload(product.product_id, [png, await jpegWithGps(), await coloured(10)]);
    expect(res.statusCode, res.body).toBe(201);
    const gallery = res.json().data;
    expect(gallery.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);
    for (const image of gallery) {
      expect(image.image_url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
      const big = await fetchFile(image.image_url);
      expect(big.headers['content-type']).toBe('image/webp');
      const meta = await sharp(big.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(900);
      expect(meta.exif).toBeUndefined();
      const thumb = await sharp((await fetchFile(image.thumbnail_url)).rawPayload).metadata();
      expect([thumb.width, thumb.height]).toEqual([360, 360]);
    }
    const first = await sharp((await fetchFile(gallery[0].image_url)).rawPayload).metadata();
    expect([first.width, first.height]).toEqual([900, 675]);
    // The cover is the product's picture.
    const detail = await detailOf(product.product_id);
    expect(detail.images).toEqual(gallery);
    expect([detail.image_url, detail.thumbnail_url]).toEqual([gallery[0].image_url, gallery[0].thumbnail_url]);
    const audit = (await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin.accessToken })).json()
      .data;
    expect(audit[0]).toMatchObject({ action: 'product.images_added', target: `product:${product.product_id}` });
  });

  it(`stops at ${MAX_PRODUCT_IMAGES} photos: 422 saying how many more fit, and nothing of the refused request is kept`, async () => {
    const product = await makeProduct(t.services, { name: 'Beruang Penuh' });
    const eight = await upload(
      product.product_id,
      Array.from({ length: 8 }, () => png),
    );
    expect(eight.statusCode, eight.body).toBe(201);
    const files = storedFiles();
    const three = await upload(product.product_id, [png, png, png]);
    expect(three.statusCode).toBe(422);
    expect(three.json()).toMatchObject({ code: 'TOO_MANY_IMAGES', remaining: 2, max: MAX_PRODUCT_IMAGES });
    expect(three.json().message).toContain('masih bisa tambah 2 foto lagi');
    expect((await detailOf(product.product_id)).images).toHaveLength(8);
    expect(storedFiles()).toBe(files);

    expect((await upload(product.product_id, [png, png])).statusCode).toBe(201);
    const eleventh = await upload(product.product_id, [png]);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toMatchObject({ code: 'TOO_MANY_IMAGES', remaining: 0 });
    expect((await detailOf(product.product_id)).images).toHaveLength(MAX_PRODUCT_IMAGES);
  });

  it(`refuses more than ${MAX_PRODUCT_IMAGES} files in one request with 422`, async () => {
    const product = await makeProduct(t.services, { name: 'Beruang Borong' });
    const res = await upload(
      product.product_id,
      Array.from({ length: MAX_PRODUCT_IMAGES + 1 }, () => png),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_IMAGES', remaining: MAX_PRODUCT_IMAGES });
    expect((await detailOf(product.product_id)).images).toEqual([]);
  });

  it('refuses a file that is no image (415), the whole request with it', async () => {
    const product = await makeProduct(t.services, { name: 'Beruang Palsu' });
    const files = storedFiles();
    const res = await upload(product.product_id, [png, Buffer.from('<?php echo 1; ?>')]);
    expect(res.statusCode).toBe(415);
    expect((await detailOf(product.product_id)).images).toEqual([]);
    expect(storedFiles()).toBe(files);
    const empty = await upload(product.product_id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('FILE_REQUIRED');
    const wrongField = await send(t.app, {
      method: 'POST',
      url: `/api/products/${product.product_id}/images`,
      token: admin.accessToken,
      ...photos([png], 'image'),
    });
    expect(wrongField.statusCode).toBe(400);
  });

  it('answers 404 for an unknown product; SECURITY 15: only admins add photos', async () => {
    expect((await upload(999_999, [png])).statusCode).toBe(404);
    const product = await makeProduct(t.services, { name: 'Beruang Aman' });
    expect(
      (await send(t.app, { method: 'POST', url: `/api/products/${product.product_id}/images`, ...photos([png]) }))
        .statusCode,
    ).toBe(401);
    expect((await upload(product.product_id, [png], customer.accessToken)).statusCode).toBe(403);
    for (const write of [
      { method: 'PUT' as const, url: `/api/products/${product.product_id}/images`, payload: { image_ids: [1] } },
      { method: 'DELETE' as const, url: `/api/products/${product.product_id}/images/1` },
    ]) {
      expect((await send(t.app, write)).statusCode).toBe(401);
      expect((await send(t.app, { ...write, token: customer.accessToken })).statusCode).toBe(403);
    }
    expect((await detailOf(product.product_id)).images).toEqual([]);
  });
});

describe('ordering and removing photos', () => {
  async function galleryOf(count: number) {
    const product = await makeProduct(t.services, { name: `Beruang Urut ${count}` });
    const files = await Promise.all(Array.from({ length: count }, (_, i) => coloured(40 * i)));
    const res = await upload(product.product_id, files);
    expect(res.statusCode, res.body).toBe(201);
    return { id: product.product_id, ids: res.json().data.map((i: { image_id: number }) => i.image_id) as number[] };
  }

  it('puts the photos in the order given; the first becomes the cover', async () => {
    const { id, ids } = await galleryOf(3);
    const res = await reorder(id, [ids[2], ids[0], ids[1]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((i: { image_id: number; position: number }) => [i.image_id, i.position])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    const detail = await detailOf(id);
    expect(detail.image_url).toBe(res.json().data[0].image_url);
  });

  it.each([
    ['a photo left out', (ids: number[]) => ids.slice(1)],
    ['a photo twice', (ids: number[]) => [ids[0], ids[0], ids[1]]],
    ['a photo of another product', (ids: number[]) => [ids[0], ids[1], 1]],
    ['one photo too many', (ids: number[]) => [...ids, ids[0]]],
  ])('refuses an order with %s (422)', async (_name, order) => {
    const { id, ids } = await galleryOf(3);
    const res = await reorder(id, order(ids));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IMAGE_ORDER_MISMATCH');
    expect((await detailOf(id)).images.map((i: { image_id: number }) => i.image_id)).toEqual(ids);
  });

  it('removes a photo and its files; a variant showing it shows the cover; the next photo becomes the cover', async () => {
    const { id, ids } = await galleryOf(3);
    const before = await detailOf(id);
    const variantId = before.variants[0].variant_id;
    const linked = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${id}/variants`,
      token: admin.accessToken,
      payload: {
        options: [],
        variants: [{ variant_id: variantId, options: [], price: 100_000, stock: 10, image_id: ids[1] }],
      },
    });
    expect(linked.statusCode, linked.body).toBe(200);

    const res = await remove(id, ids[1]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((i: { image_id: number; position: number }) => [i.image_id, i.position])).toEqual([
      [ids[0], 0],
      [ids[2], 1],
    ]);
    expect((await fetchFile(before.images[1].image_url)).statusCode).toBe(404);
    expect((await fetchFile(before.images[1].thumbnail_url)).statusCode).toBe(404);
    expect((await detailOf(id)).variants[0].image_id).toBeNull();

    await remove(id, ids[0]!);
    const after = await detailOf(id);
    expect(after.image_url).toBe(before.images[2].image_url);
    await remove(id, ids[2]!);
    expect(await detailOf(id)).toMatchObject({ image_url: null, thumbnail_url: null, images: [] });
    expect((await remove(id, ids[2]!)).statusCode).toBe(404);
  });

  it('the spec form’s picture replaces the cover (same photo id, new files) and its removal drops the cover', async () => {
    const { id, ids } = await galleryOf(2);
    const before = await detailOf(id);
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(
        [
          ['name', before.name],
          ['price', String(before.price)],
          ['stock', String(before.stock)],
        ]
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('') +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="baru.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await coloured(250),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const replaced = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${id}`,
      token: admin.accessToken,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = await detailOf(id);
    expect(after.images.map((i: { image_id: number }) => i.image_id)).toEqual(ids);
    expect(after.image_url).not.toBe(before.image_url);
    expect(after.image_url).toBe(after.images[0].image_url);
    expect((await fetchFile(before.image_url)).statusCode).toBe(404);

    const removed = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${id}`,
      token: admin.accessToken,
      payload: { name: before.name, price: before.price, stock: before.stock, image_url: null },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const last = await detailOf(id);
    expect(last.images.map((i: { image_id: number }) => i.image_id)).toEqual([ids[1]]);
    expect(last.image_url).toBe(after.images[1].image_url);
  });

  it('a product destroyed takes its whole gallery with it', async () => {
    const { id } = await galleryOf(2);
    const before = await detailOf(id);
    expect(
      (await send(t.app, { method: 'DELETE', url: `/api/products/${id}`, token: admin.accessToken })).json().data,
    ).toEqual({ hidden: false });
    for (const image of before.images) {
      expect((await fetchFile(image.image_url)).statusCode).toBe(404);
      expect((await fetchFile(image.thumbnail_url)).statusCode).toBe(404);
    }
  });
});
