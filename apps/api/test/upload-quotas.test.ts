import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PRODUCT_IMAGES,
  REVIEW_MAX_IMAGES,
  REVIEW_PENDING_IMAGES_MAX,
  UNATTACHED_UPLOAD_TTL_HOURS,
  UPLOADS_IN_FLIGHT_PER_USER,
  UPLOADS_PER_HOUR,
} from '@boneka/shared';
import { PASSWORD, send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { pngImage } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HOUR = 3_600_000;
const ADMIN = { email: 'pemilik@boneka.id', password: 'Pemilik-Boneka-2026' };

let t: TestApp;
let productId: number;
let png: Buffer;

beforeAll(async () => {
  // The hourly quotas are what this file checks; the per-minute limit has its own file (rate-limit.test.ts).
  t = await createTestApp({ UPLOADS_PER_MINUTE: '100000' });
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  productId = (await makeProduct(t.services, { name: 'Boneka Kuota' })).product_id;
  png = await pngImage();
});
afterAll(() => t.close());

/** A multipart body with these file parts (and text fields first), as a browser's FormData sends it. */
function form(files: { field: string; data: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = `----boneka${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  files.forEach((file, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="foto${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadReviewImages = (who: SignedIn, count: number, data = png) =>
  send(t.app, {
    method: 'POST',
    url: '/api/upload/review-images',
    token: who.accessToken,
    ...form(Array.from({ length: count }, () => ({ field: 'images', data }))),
  });

/** Signs in again: moving the clock by hours expires the 15-minute access token. */
const again = (who: SignedIn) => signInAdmin(t.app, who.email, who.email === ADMIN.email ? ADMIN.password : PASSWORD);

const notAnImage = Buffer.from('<?php system($_GET["c"]); ?>');

/** One upload route: who may call it and how one file is sent there. */
interface UploadRoute {
  kind: keyof typeof UPLOADS_PER_HOUR;
  /** The route's name in the test's title, when its kind has several routes. */
  name?: string;
  caller(): Promise<SignedIn>;
  upload(who: SignedIn, data: Buffer): ReturnType<typeof send>;
}

const ROUTES: UploadRoute[] = [
  {
    kind: 'avatar',
    caller: () => signUp(t.app, t.dataDir),
    upload: (who, data) =>
      send(t.app, {
        method: 'POST',
        url: '/auth/upload-profile-image',
        token: who.accessToken,
        ...form([{ field: 'profileImage', data }]),
      }),
  },
  {
    kind: 'proof',
    caller: () => signUp(t.app, t.dataDir),
    async upload(who, data) {
      const orderId = await makeOrder(t.services, who.user.id, [productId], 'pending');
      const token = randomBytes(24).toString('base64url');
      await t.services.database.db
        .updateTable('orders')
        .set({ secure_token: token })
        .where('id', '=', orderId)
        .execute();
      return send(t.app, {
        method: 'POST',
        url: `/api/orders/secure/${token}/payment-proof`,
        token: who.accessToken,
        ...form([{ field: 'paymentProof', data }]),
      });
    },
  },
  {
    kind: 'product',
    caller: () => signInAdmin(t.app, ADMIN.email, ADMIN.password),
    upload: (who, data) =>
      send(t.app, {
        method: 'POST',
        url: '/api/products',
        token: who.accessToken,
        ...form([{ field: 'image', data }], { name: 'Boneka Foto', price: '50000', stock: '3' }),
      }),
  },
  {
    kind: 'product',
    name: 'product gallery',
    // An owner of their own: the product quota is per user, and the case above used the first one's.
    async caller() {
      const email = `galeri-${randomBytes(4).toString('hex')}@boneka.id`;
      await t.services.auth.ensureAdmin(email, PASSWORD);
      return signInAdmin(t.app, email, PASSWORD);
    },
    upload: (who, data) =>
      send(t.app, {
        method: 'POST',
        url: `/api/products/${productId}/images`,
        token: who.accessToken,
        ...form([{ field: 'images', data }]),
      }),
  },
  {
    kind: 'review',
    caller: () => signUp(t.app, t.dataDir),
    upload: (who, data) =>
      send(t.app, {
        method: 'POST',
        url: '/api/upload/review-images',
        token: who.accessToken,
        ...form([{ field: 'images', data }]),
      }),
  },
];

describe('API4: hourly upload quota per user on every upload route', () => {
  it.each(ROUTES.map((route) => [route.name ?? route.kind, route] as const))(
    '%s: every file counts, even a refused one; past the hourly limit 429 with Retry-After, open again an hour later',
    async (_name, route) => {
      const who = await route.caller();
      const limit = UPLOADS_PER_HOUR[route.kind];
      // Files the server refuses after reading them still cost bandwidth and a decode: they count.
      for (let i = 0; i < limit; i += 1) {
        const res = await route.upload(who, notAnImage);
        expect(res.statusCode, res.body).toBe(415);
      }
      const over = await route.upload(who, png);
      expect(over.statusCode, over.body).toBe(429);
      expect(over.json()).toMatchObject({ success: false, code: 'TOO_MANY_UPLOADS' });
      expect(over.json().message).toMatch(/per hour/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);

      t.clock.advance(HOUR);
      const later = await route.upload(await again(who), png);
      expect([200, 201]).toContain(later.statusCode);
    },
  );

  it('one user’s quota is not another’s', async () => {
    const [first, second] = [await signUp(t.app, t.dataDir), await signUp(t.app, t.dataDir)];
    const avatar = ROUTES[0]!;
    for (let i = 0; i <= UPLOADS_PER_HOUR.avatar; i += 1) await avatar.upload(first, notAnImage);
    expect((await avatar.upload(first, png)).statusCode).toBe(429);
    expect((await avatar.upload(second, png)).statusCode).toBe(200);
  });
});

describe('API4: review pictures not yet used in a review', () => {
  it(`a user holds at most ${REVIEW_PENDING_IMAGES_MAX} at once: 422 with a clear code, room again once they are used`, async () => {
    const who = await signUp(t.app, t.dataDir);
    const urls: string[] = [];
    for (let held = 0; held < REVIEW_PENDING_IMAGES_MAX; held += REVIEW_MAX_IMAGES) {
      const res = await uploadReviewImages(who, REVIEW_MAX_IMAGES);
      expect(res.statusCode, res.body).toBe(200);
      urls.push(...res.json().data.urls);
    }
    const full = await uploadReviewImages(who, 1);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ success: false, code: 'TOO_MANY_PENDING_IMAGES' });
    expect(full.json().message).toMatch(/review/i);

    const order = await makeOrder(t.services, who.user.id, [productId]);
    const review = await send(t.app, {
      method: 'POST',
      url: '/api/reviews',
      token: who.accessToken,
      payload: {
        product_id: productId,
        order_id: order,
        rating: 5,
        comment: 'Foto-fotonya sesuai aslinya.',
        images: urls.slice(0, 2),
      },
    });
    expect(review.statusCode, review.body).toBe(201);
    const again = await uploadReviewImages(who, 2);
    expect(again.statusCode, again.body).toBe(200);
    expect((await uploadReviewImages(who, 1)).statusCode).toBe(422);
  });

  it('a request that would go past the limit stores none of its files', async () => {
    const who = await signUp(t.app, t.dataDir);
    expect((await uploadReviewImages(who, REVIEW_MAX_IMAGES)).statusCode).toBe(200);
    expect((await uploadReviewImages(who, REVIEW_MAX_IMAGES - 1)).statusCode).toBe(200);
    const res = await uploadReviewImages(who, 2);
    expect(res.statusCode).toBe(422);
    const held = await t.services.database.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_user_id', '=', who.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(REVIEW_PENDING_IMAGES_MAX - 1);
  });

  it(`the sweep deletes files and rows left unused for ${UNATTACHED_UPLOAD_TTL_HOURS} h; used and younger ones stay`, async () => {
    const who = await signUp(t.app, t.dataDir);
    const first = await uploadReviewImages(who, 2);
    expect(first.statusCode, first.body).toBe(200);
    const [used, abandoned] = first.json().data.urls as string[];
    const order = await makeOrder(t.services, who.user.id, [productId]);
    const review = await send(t.app, {
      method: 'POST',
      url: '/api/reviews',
      token: who.accessToken,
      payload: { product_id: productId, order_id: order, rating: 4, comment: 'Boneka yang lembut.', images: [used] },
    });
    expect(review.statusCode, review.body).toBe(201);
    t.clock.advance((UNATTACHED_UPLOAD_TTL_HOURS - 1) * HOUR);
    const [young] = (await uploadReviewImages(await again(who), 1)).json().data.urls as string[];
    t.clock.advance(2 * HOUR);

    const fileOf = (url: string) => path.join(t.dataDir, url.replace(/^\//, ''));
    const rowOf = (url: string) =>
      t.services.database.db
        .selectFrom('uploads')
        .select('image')
        .where('image', '=', url.replace(/^\/uploads\//, ''))
        .executeTakeFirst();
    for (const url of [used, abandoned, young]) expect(existsSync(fileOf(url!))).toBe(true);

    expect(await t.services.reviews.sweepUnattachedUploads()).toBeGreaterThanOrEqual(1);

    expect(existsSync(fileOf(abandoned!))).toBe(false);
    expect(await rowOf(abandoned!)).toBeUndefined();
    expect((await send(t.app, { method: 'GET', url: abandoned! })).statusCode).toBe(404);
    for (const url of [used, young]) {
      expect(existsSync(fileOf(url!))).toBe(true);
      expect(await rowOf(url!)).toBeDefined();
    }
    expect((await send(t.app, { method: 'GET', url: used! })).statusCode).toBe(200);
  });

  it('deleting a review gives its pictures’ room back at once', async () => {
    const who = await signUp(t.app, t.dataDir);
    const urls: string[] = [];
    for (let held = 0; held < REVIEW_PENDING_IMAGES_MAX; held += REVIEW_MAX_IMAGES) {
      urls.push(...(await uploadReviewImages(who, REVIEW_MAX_IMAGES)).json().data.urls);
    }
    const order = await makeOrder(t.services, who.user.id, [productId]);
    const created = await send(t.app, {
      method: 'POST',
      url: '/api/reviews',
      token: who.accessToken,
      payload: { product_id: productId, order_id: order, rating: 3, comment: 'Cukup bagus.', images: urls.slice(0, 5) },
    });
    const reviewId = created.json().data.review_id;
    await send(t.app, { method: 'DELETE', url: `/api/reviews/${reviewId}`, token: who.accessToken });
    expect((await uploadReviewImages(who, 5)).statusCode).toBe(200);
  });
});

describe('SECURITY 21: multipart limits enforced while the body streams in', () => {
  let baseUrl: URL;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  });

  /**
   * Sends the files' parts and then the head of one more file part and a first slice of its bytes, and keeps
   * the request open: the reply (or a timeout) tells whether the server decided without waiting for the rest.
   */
  function sendAndHold(
    who: SignedIn,
    url: string,
    field: string,
    complete: Buffer[],
    heldBack: number,
    held: http.ClientRequest[] = [],
  ) {
    const boundary = `----boneka${Math.random().toString(16).slice(2)}`;
    const head = (i: number) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
    const total = complete.reduce((n, data, i) => n + head(i).length + data.length + 2, 0) + head(99).length + heldBack;
    return new Promise<{ status: number; body: string } | 'no reply'>((resolve) => {
      const req = http.request(new URL(url, baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${who.accessToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(total + 100),
        },
      });
      held.push(req);
      const timer = setTimeout(() => {
        req.destroy();
        resolve('no reply');
      }, 5_000);
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode!, body });
        });
      });
      req.on('error', () => undefined);
      complete.forEach((data, i) => req.write(Buffer.concat([head(i), data, Buffer.from('\r\n')])));
      req.write(Buffer.concat([head(complete.length), png.subarray(0, 16)]));
    });
  }

  it('the sixth review picture is refused with 400 as soon as its part begins, before its bytes arrive', async () => {
    const who = await signUp(t.app, t.dataDir);
    const reply = await sendAndHold(
      who,
      '/api/upload/review-images',
      'images',
      Array.from({ length: REVIEW_MAX_IMAGES }, () => png),
      4 * 1024 * 1024,
    );
    expect(reply).not.toBe('no reply');
    const { status, body } = reply as { status: number; body: string };
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({
      success: false,
      code: 'TOO_MANY_IMAGES',
      message: 'Maximum 5 images per review',
    });
    const stored = await t.services.database.db
      .selectFrom('uploads')
      .select('image')
      .where('owner_user_id', '=', who.user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it(`the photo past a gallery's ${MAX_PRODUCT_IMAGES} is refused with 422 as soon as its part begins`, async () => {
    const owner = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    const gallery = (await makeProduct(t.services, { name: 'Boneka Galeri Penuh' })).product_id;
    const reply = await sendAndHold(
      owner,
      `/api/products/${gallery}/images`,
      'images',
      Array.from({ length: MAX_PRODUCT_IMAGES }, () => png),
      4 * 1024 * 1024,
    );
    expect(reply).not.toBe('no reply');
    const { status, body } = reply as { status: number; body: string };
    expect(status).toBe(422);
    expect(JSON.parse(body)).toMatchObject({ code: 'TOO_MANY_IMAGES', remaining: MAX_PRODUCT_IMAGES });
    const photos = await t.services.database.db
      .selectFrom('product_images')
      .select('id')
      .where('product_id', '=', gallery)
      .execute();
    expect(photos).toEqual([]);
  });

  it('a second file to a one-file route is refused before its bytes arrive', async () => {
    const who = await signUp(t.app, t.dataDir);
    const reply = await sendAndHold(who, '/auth/upload-profile-image', 'profileImage', [png], 4 * 1024 * 1024);
    expect(reply).not.toBe('no reply');
    expect((reply as { status: number }).status).toBe(400);
  });

  it('past the hourly quota, a file is refused with 429 before its bytes arrive', async () => {
    const who = await signUp(t.app, t.dataDir);
    for (let i = 0; i < UPLOADS_PER_HOUR.avatar; i += 1) await ROUTES[0]!.upload(who, notAnImage);
    const reply = await sendAndHold(who, '/auth/upload-profile-image', 'profileImage', [], 4 * 1024 * 1024);
    expect(reply).not.toBe('no reply');
    expect((reply as { status: number }).status).toBe(429);
  });

  it(`a user sends at most ${UPLOADS_IN_FLIGHT_PER_USER} uploads at once: the next is 429 before its body is read`, async () => {
    const who = await signUp(t.app, t.dataDir);
    const held: http.ClientRequest[] = [];
    const stalled = Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, () =>
      sendAndHold(who, '/auth/upload-profile-image', 'profileImage', [], 1024 * 1024, held),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await sendAndHold(who, '/auth/upload-profile-image', 'profileImage', [], 1024 * 1024);
    expect(next).not.toBe('no reply');
    expect((next as { status: number }).status).toBe(429);
    expect(JSON.parse((next as { body: string }).body)).toMatchObject({ code: 'UPLOADS_IN_PROGRESS' });
    expect((await ROUTES[0]!.upload(await signUp(t.app, t.dataDir), png)).statusCode).toBe(200);

    for (const req of held) req.destroy();
    await Promise.all(stalled);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ROUTES[0]!.upload(who, png)).statusCode).toBe(200);
  });
});
