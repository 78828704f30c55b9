import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REPLY_MAX } from '@boneka/shared';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { OWNER } from './support/orders.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { defaultWebDist } from '../src/app.js';
import { pageKey } from '../src/modules/seo/page-store.js';

/**
 * "Balasan Penjual" (issue 44, decision 064): the owner's one public reply per review, shown with the review on the
 * product's page and list, audited, mailed to the reviewer once; the owner is mailed about new reviews of 1–3 stars;
 * the owner's review list (newest first, by stars, "Belum dibalas").
 */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
const NOTIFY = 'toko@boneka.id';

beforeAll(async () => {
  t = await createTestApp({ SHOP_NOTIFY_EMAIL: NOTIFY });
  await t.services.auth.ensureAdmin(OWNER.email, OWNER.password);
  admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
  shopper = await signUp(t.app, t.dataDir);
});
afterAll(() => t?.close());

async function review(productId: number, rating: number, author: SignedIn = shopper): Promise<number> {
  const order = await makeOrder(t.services, author.user.id, [productId]);
  const res = await send(t.app, {
    method: 'POST',
    url: '/api/reviews',
    token: author.accessToken,
    payload: { product_id: productId, order_id: order, rating, comment: 'Jahitannya kurang rapi di bagian telinga.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.review_id;
}

const mails = (template: string) =>
  t.behindTheApp((db) =>
    db
      .selectFrom('notifications')
      .select(['recipient', 'subject', 'text_body'])
      .where('template', '=', template)
      .orderBy('id')
      .execute(),
  );
const auditOf = (action: string) =>
  t.behindTheApp((db) =>
    db.selectFrom('audit_log').select(['actor_user_id', 'target', 'details']).where('action', '=', action).execute(),
  );
const reply = (reviewId: number, text: string, token = admin.accessToken) =>
  send(t.app, { method: 'PUT', url: `/api/admin/reviews/${reviewId}/reply`, token, payload: { reply: text } });
const productReviews = async (productId: number) => {
  const res = await send(t.app, { method: 'GET', url: `/api/reviews/product/${productId}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.reviews as { review_id: number; reply: { text: string; replied_at: string } | null }[];
};

describe('the owner is told of reviews of few stars', () => {
  it('a review of 1–3 stars queues one mail to the owner with a link to answer; 4 and 5 stars none', async () => {
    const product = await makeProduct(t.services, { name: 'Boneka Kucing Oren' });
    const before = (await mails('review_low_rating')).length;
    await review(product.product_id, 5);
    await review(product.product_id, 4, await signUp(t.app, t.dataDir));
    expect(await mails('review_low_rating')).toHaveLength(before);
    await review(product.product_id, 2, await signUp(t.app, t.dataDir));
    const queued = (await mails('review_low_rating')).slice(before);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.recipient).toBe(NOTIFY);
    expect(queued[0]!.subject).toContain('bintang 2');
    expect(queued[0]!.subject).toContain('Boneka Kucing Oren');
    expect(queued[0]!.text_body).toContain('/admin/ulasan?rating=2&unanswered=1');
  });
});

describe('Balasan Penjual', () => {
  let productId: number;
  let reviewId: number;

  beforeAll(async () => {
    productId = (await makeProduct(t.services, { name: 'Boneka Panda Balas' })).product_id;
    reviewId = await review(productId, 3);
  });

  it('only the owner may reply: anonymous 401, a shopper 403', async () => {
    expect(
      (await send(t.app, { method: 'PUT', url: `/api/admin/reviews/${reviewId}/reply`, payload: { reply: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect((await reply(reviewId, 'Terima kasih', shopper.accessToken)).statusCode).toBe(403);
    expect(
      (await send(t.app, { method: 'GET', url: '/api/admin/reviews', token: shopper.accessToken })).statusCode,
    ).toBe(403);
  });

  it('refuses blank, too long and HTML replies with 400, and an unknown review with 404', async () => {
    for (const text of ['   ', 'a'.repeat(REVIEW_REPLY_MAX + 1), 'Maaf <b>kak</b>', '<script>alert(1)</script>']) {
      const res = await reply(reviewId, text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
    }
    expect((await reply(2_000_000_000, 'Terima kasih')).statusCode).toBe(404);
    expect((await productReviews(productId))[0]!.reply).toBeNull();
  });

  it('a reply shows under the review at once (the cached list is dropped), is audited and mails the reviewer', async () => {
    // Read (and cache) the list first: the reply must drop it.
    expect((await productReviews(productId))[0]!.reply).toBeNull();
    const res = await reply(reviewId, 'Mohon maaf, kak. Kami kirim gantinya ya.\nTerima kasih ulasannya.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reply).toEqual({
      text: 'Mohon maaf, kak. Kami kirim gantinya ya.\nTerima kasih ulasannya.',
      replied_at: t.clock.now().toISOString(),
    });
    const shown = (await productReviews(productId)).find((r) => r.review_id === reviewId)!;
    expect(shown.reply?.text).toBe('Mohon maaf, kak. Kami kirim gantinya ya.\nTerima kasih ulasannya.');

    const sent = (await mails('review_replied')).filter((m) => m.recipient === shopper.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Boneka Panda Balas');
    expect(sent[0]!.text_body).toContain(`/product/${productId}`);
    const audited = await auditOf('review.reply');
    expect(audited).toContainEqual({
      actor_user_id: admin.user.id,
      target: `product:${productId}`,
      details: JSON.stringify({ review_id: reviewId }),
    });
  });

  it('an edit replaces the one reply, is audited, and mails nobody again', async () => {
    t.clock.advance(60_000);
    const res = await reply(reviewId, 'Sudah kami kirim gantinya, kak.');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reply.text).toBe('Sudah kami kirim gantinya, kak.');
    expect((await productReviews(productId)).find((r) => r.review_id === reviewId)!.reply).toEqual({
      text: 'Sudah kami kirim gantinya, kak.',
      replied_at: t.clock.now().toISOString(),
    });
    expect((await mails('review_replied')).filter((m) => m.recipient === shopper.email)).toHaveLength(1);
    expect(await auditOf('review.reply_edit')).toHaveLength(1);
  });

  it('removing it hides it from the page; removing again is 404', async () => {
    const res = await send(t.app, {
      method: 'DELETE',
      url: `/api/admin/reviews/${reviewId}/reply`,
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reply).toBeNull();
    expect((await productReviews(productId)).find((r) => r.review_id === reviewId)!.reply).toBeNull();
    expect(await auditOf('review.reply_removed')).toHaveLength(1);
    const again = await send(t.app, {
      method: 'DELETE',
      url: `/api/admin/reviews/${reviewId}/reply`,
      token: admin.accessToken,
    });
    expect(again.statusCode).toBe(404);
  });

  it('two replies sent at once: one is the first (one mail), the other an edit', async () => {
    const author = await signUp(t.app, t.dataDir);
    const id = await review(productId, 1, author);
    const replies = await Promise.all([reply(id, 'Balasan pertama'), reply(id, 'Balasan kedua')]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await mails('review_replied')).filter((m) => m.recipient === author.email)).toHaveLength(1);
  });
});

describe("the owner's list of reviews", () => {
  it('newest first, by stars, and only those not answered yet', async () => {
    const productId = (await makeProduct(t.services, { name: 'Boneka Daftar Ulasan' })).product_id;
    const ids: number[] = [];
    for (const rating of [1, 5, 1]) {
      t.clock.advance(1000);
      ids.push(await review(productId, rating, await signUp(t.app, t.dataDir)));
    }
    expect((await reply(ids[0]!, 'Terima kasih')).statusCode).toBe(200);
    const list = async (query: string) => {
      const res = await send(t.app, { method: 'GET', url: `/api/admin/reviews?${query}`, token: admin.accessToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        reviews: { review_id: number; product: { name: string } }[];
        pagination: { total: number };
      };
    };
    const all = await list('limit=50');
    expect(all.reviews.slice(0, 3).map((r) => r.review_id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all.reviews[0]!.product.name).toBe('Boneka Daftar Ulasan');
    const ones = await list('rating=1&limit=50');
    expect(ones.reviews.map((r) => r.review_id)).toEqual(expect.arrayContaining([ids[2], ids[0]]));
    expect(ones.reviews.map((r) => r.review_id)).not.toContain(ids[1]);
    const open = await list('rating=1&unanswered=true&limit=50');
    expect(open.reviews.map((r) => r.review_id)).toContain(ids[2]);
    expect(open.reviews.map((r) => r.review_id)).not.toContain(ids[0]);
    expect(open.pagination.total).toBe(open.reviews.length);
    expect(
      (await send(t.app, { method: 'GET', url: '/api/admin/reviews?rating=9', token: admin.accessToken })).statusCode,
    ).toBe(400);
  });
});

describe('the stored product page (decision 056)', () => {
  const webDist = defaultWebDist();
  if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js')))
    throw new Error(`The web app is not built (${webDist}): run npm run build first (npm test does).`);
  const BASE = 'https://boneka.example';
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: BASE });
    await shop.services.auth.ensureAdmin(OWNER.email, OWNER.password);
  });
  afterAll(() => shop?.close());

  it('a reply drops the page of its product only, and the page made again carries it', async () => {
    const owner = await signInAdmin(shop.app, OWNER.email, OWNER.password);
    const author = await signUp(shop.app, shop.dataDir);
    const [answered, other] = [await makeProduct(shop.services), await makeProduct(shop.services)];
    const order = await makeOrder(shop.services, author.user.id, [answered.product_id]);
    const created = await send(shop.app, {
      method: 'POST',
      url: '/api/reviews',
      token: author.accessToken,
      payload: { product_id: answered.product_id, order_id: order, rating: 2, comment: 'Bulunya rontok sedikit.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = (product: number) =>
      send(shop.app, { method: 'GET', url: `/product/${product}`, headers: { 'accept-encoding': 'identity' } });
    const kept = (product: number) => shop.pages!.store.has(pageKey('id', BASE, `/product/${product}`));
    expect((await page(answered.product_id)).body).not.toContain('Terima kasih masukannya');
    await page(other.product_id);
    expect([kept(answered.product_id), kept(other.product_id)]).toEqual([true, true]);

    const res = await send(shop.app, {
      method: 'PUT',
      url: `/api/admin/reviews/${created.json().data.review_id}/reply`,
      token: owner.accessToken,
      payload: { reply: 'Terima kasih masukannya, kak.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(kept(other.product_id)).toBe(true);
    expect((await page(answered.product_id)).body).toContain('Terima kasih masukannya, kak.');
  });
});
