import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';

let t: TestApp;
let buyer: SignedIn;
let other: SignedIn;
let productId: number;
let deliveredOrder: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signUp(t.app, t.dataDir);
  other = await signUp(t.app, t.dataDir);
  productId = (await makeProduct(t.services, { name: 'Boneka Ulasan' })).product_id;
  deliveredOrder = await makeOrder(t.services, buyer.user.id, [productId], 'delivered');
});
afterAll(() => t.close());

const post = (token: string, payload: object) => send(t.app, { method: 'POST', url: '/api/reviews', token, payload });
const goodReview = (overrides: object = {}) => ({
  product_id: productId,
  order_id: deliveredOrder,
  rating: 5,
  title: 'Lucu sekali',
  comment: 'Bonekanya lembut dan rapi.',
  ...overrides,
});
const stats = async (id = productId) =>
  (await send(t.app, { method: 'GET', url: `/api/reviews/product/${id}/stats` })).json().data;

async function reviewerWithDeliveredOrder(
  rating: number,
  comment = 'Ulasan yang cukup panjang.',
  names: { firstName?: string; lastName?: string } = {},
) {
  const person = await signUp(t.app, t.dataDir, names);
  const order = await makeOrder(t.services, person.user.id, [productId]);
  const res = await post(person.accessToken, { product_id: productId, order_id: order, rating, comment });
  expect(res.statusCode).toBe(201);
  return { person, review: res.json().data };
}

describe('can-review', () => {
  it('is true for a delivered order holding the product and names the order', async () => {
    const res = await send(t.app, {
      method: 'GET',
      url: `/api/reviews/product/${productId}/can-review`,
      token: buyer.accessToken,
    });
    expect(res.json().data).toEqual({ canReview: true, reason: null, orderId: deliveredOrder });
  });

  it('is false without a purchase, for an undelivered order, and for someone else’s order', async () => {
    const none = await send(t.app, {
      method: 'GET',
      url: `/api/reviews/product/${productId}/can-review`,
      token: other.accessToken,
    });
    expect(none.json().data.canReview).toBe(false);
    const shipped = await makeOrder(t.services, other.user.id, [productId], 'shipped');
    const notYet = await send(t.app, {
      method: 'GET',
      url: `/api/reviews/product/${productId}/can-review?orderId=${shipped}`,
      token: other.accessToken,
    });
    expect(notYet.json().data).toMatchObject({ canReview: false, reason: 'Only delivered orders can be reviewed' });
    const foreign = await send(t.app, {
      method: 'GET',
      url: `/api/reviews/product/${productId}/can-review?orderId=${deliveredOrder}`,
      token: other.accessToken,
    });
    expect(foreign.json().data).toMatchObject({ canReview: false, reason: 'Order not found' });
  });

  it('needs a signed-in user', async () => {
    expect((await send(t.app, { method: 'GET', url: `/api/reviews/product/${productId}/can-review` })).statusCode).toBe(
      401,
    );
  });
});

describe('writing reviews', () => {
  it('refuses a review by someone without a delivered order (403) and for an undelivered one', async () => {
    const res = await post(other.accessToken, goodReview());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REVIEW_NOT_ALLOWED');
    const pending = await makeOrder(t.services, other.user.id, [productId], 'pending');
    expect((await post(other.accessToken, goodReview({ order_id: pending }))).statusCode).toBe(403);
  });

  it.each([
    ['no rating', { rating: undefined }],
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['a short comment', { comment: '  pendek  ' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['an image that is not ours', { images: ['https://evil.example/x.png'] }],
    [
      'six images',
      { images: Array.from({ length: 6 }, (_, i) => `/uploads/reviews/${String(i).padStart(32, 'a')}.webp`) },
    ],
  ])('refuses %s with 400', async (_name, change) => {
    const res = await post(buyer.accessToken, goodReview(change));
    expect(res.statusCode).toBe(400);
  });

  it('creates a verified review, then refuses a duplicate with 409; SECURITY 16: user_id and is_verified are the server’s', async () => {
    const res = await post(
      buyer.accessToken,
      goodReview({ user_id: other.user.id, is_verified: false, helpful_count: 99 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Review submitted for Boneka Ulasan');
    expect(res.json().data).toMatchObject({
      rating: 5,
      is_verified: true,
      helpful_count: 0,
      user: { user_id: buyer.user.id },
    });
    const duplicate = await post(buyer.accessToken, goodReview());
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('ALREADY_REVIEWED');
    const check = await send(t.app, {
      method: 'GET',
      url: `/api/reviews/product/${productId}/can-review`,
      token: buyer.accessToken,
    });
    expect(check.json().data).toMatchObject({ canReview: false, reason: 'Already reviewed' });
  });

  it('keeps the stats right after every create, edit and delete', async () => {
    expect(await stats()).toMatchObject({ average_rating: 5, total_reviews: 1 });
    const { person: p3, review: r3 } = await reviewerWithDeliveredOrder(3);
    await reviewerWithDeliveredOrder(4);
    expect(await stats()).toEqual({
      average_rating: 4,
      total_reviews: 3,
      rating_distribution: { 5: 1, 4: 1, 3: 1, 2: 0, 1: 0 },
      rating_percentages: { 5: 33.3, 4: 33.3, 3: 33.3, 2: 0, 1: 0 },
    });
    const edit = await send(t.app, {
      method: 'PUT',
      url: `/api/reviews/${r3.review_id}`,
      token: p3.accessToken,
      payload: { rating: 1, comment: 'Ternyata jahitannya lepas.' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await stats()).toMatchObject({ average_rating: 3.3, rating_distribution: { 5: 1, 4: 1, 3: 0, 2: 0, 1: 1 } });
    const product = (await send(t.app, { method: 'GET', url: `/api/products/${productId}` })).json().data;
    expect(product).toMatchObject({ average_rating: 3.3, review_count: 3 });
    expect(
      (await send(t.app, { method: 'DELETE', url: `/api/reviews/${r3.review_id}`, token: p3.accessToken })).json()
        .message,
    ).toBe('Review berhasil dihapus!');
    expect(await stats()).toMatchObject({ average_rating: 4.5, total_reviews: 2 });
    expect((await send(t.app, { method: 'GET', url: `/api/products/${productId}` })).json().data).toMatchObject({
      average_rating: 4.5,
      review_count: 2,
    });
  });

  it('SECURITY 13: only the author edits or deletes a review', async () => {
    const { review } = await reviewerWithDeliveredOrder(4);
    const edit = await send(t.app, {
      method: 'PUT',
      url: `/api/reviews/${review.review_id}`,
      token: other.accessToken,
      payload: { rating: 1, comment: 'Bukan punyaku tapi aku ubah.' },
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (await send(t.app, { method: 'DELETE', url: `/api/reviews/${review.review_id}`, token: other.accessToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(t.app, { method: 'DELETE', url: '/api/reviews/999999', token: other.accessToken })).statusCode,
    ).toBe(404);
  });
});

describe('review images', () => {
  it('SECURITY 21: uploads up to five re-encoded images, refuses a sixth with 400, attaches them to a review', async () => {
    const png = await pngImage();
    const boundary = 'imgs';
    const parts = (n: number) =>
      Buffer.concat([
        ...Array.from({ length: n }, (_, i) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            png,
            Buffer.from('\r\n'),
          ]),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const person = await signUp(t.app, t.dataDir);
    const ok = await send(t.app, {
      method: 'POST',
      url: '/api/upload/review-images',
      token: person.accessToken,
      payload: parts(2),
      headers,
    });
    expect(ok.statusCode).toBe(200);
    const urls: string[] = ok.json().data.urls;
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/uploads\/reviews\/[a-f0-9]{32}\.webp$/);

    const sixth = await send(t.app, {
      method: 'POST',
      url: '/api/upload/review-images',
      token: person.accessToken,
      payload: parts(6),
      headers,
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Maximum 5 images per review');

    // Another user cannot attach these images to their own review.
    const order = await makeOrder(t.services, other.user.id, [productId]);
    const stolen = await post(other.accessToken, {
      product_id: productId,
      order_id: order,
      rating: 5,
      comment: 'Pakai foto orang lain.',
      images: urls,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('INVALID_REVIEW_IMAGES');

    const own = await makeOrder(t.services, person.user.id, [productId]);
    const res = await post(person.accessToken, {
      product_id: productId,
      order_id: own,
      rating: 5,
      comment: 'Fotonya sesuai aslinya!',
      images: urls,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.images).toEqual(urls);
  });

  it('SECURITY 20: refuses non-images and needs a signed-in user', async () => {
    const form = multipart('images', 'x.png', 'image/png', Buffer.from('<svg onload=alert(1)>'));
    expect(
      (
        await send(t.app, {
          method: 'POST',
          url: '/api/upload/review-images',
          token: buyer.accessToken,
          payload: form.payload,
          headers: form.headers,
        })
      ).statusCode,
    ).toBe(415);
    expect(
      (
        await send(t.app, {
          method: 'POST',
          url: '/api/upload/review-images',
          payload: form.payload,
          headers: form.headers,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('reading reviews', () => {
  it('items 18 and 26.7: shows the reviewer masked as marketplaces do ("S***i D."), never the username or the e-mail', async () => {
    const { person } = await reviewerWithDeliveredOrder(4, undefined, { firstName: 'Sitiwulan', lastName: 'Dewi' });
    const local = person.email.split('@')[0]!;
    const lists = [
      (await send(t.app, { method: 'GET', url: `/api/reviews/product/${productId}?limit=50` })).json().data.reviews,
      (await send(t.app, { method: 'GET', url: '/api/reviews/my', token: person.accessToken })).json().data.reviews,
    ];
    for (const reviews of lists) {
      const mine = reviews.find((r: { user: { user_id: number } }) => r.user.user_id === person.user.id);
      expect(mine.user).toMatchObject({ username: 'S***n D.', full_name: 'S***n D.' });
      expect(JSON.stringify(reviews)).not.toContain('Sitiwulan');
      expect(JSON.stringify(reviews)).not.toContain(person.user.username);
      expect(JSON.stringify(reviews)).not.toContain(local);
    }
  });

  it('item 26.7: masks a short first name as "A***" and leaves out a missing last name', async () => {
    const { person: short } = await reviewerWithDeliveredOrder(5, undefined, { firstName: 'Al', lastName: 'budi' });
    const { person: single } = await reviewerWithDeliveredOrder(5, undefined, { firstName: 'Rina', lastName: '' });
    const reviews = (await send(t.app, { method: 'GET', url: `/api/reviews/product/${productId}?limit=50` })).json()
      .data.reviews;
    const nameOf = (id: number) => reviews.find((r: { user: { user_id: number } }) => r.user.user_id === id).user;
    expect(nameOf(short.user.id)).toMatchObject({ username: 'A*** B.', full_name: 'A*** B.' });
    expect(nameOf(single.user.id)).toMatchObject({ username: 'R***a', full_name: 'R***a' });
  });

  it('filters by star, sorts, pages, and counts helpful votes per signed-in user', async () => {
    const url = (q: string) => `/api/reviews/product/${productId}${q}`;
    const all = (await send(t.app, { method: 'GET', url: url('?limit=50') })).json().data;
    expect(all.pagination.total).toBeGreaterThanOrEqual(4);
    const fives = (await send(t.app, { method: 'GET', url: url('?rating=5') })).json().data.reviews;
    expect(fives.length).toBeGreaterThan(0);
    expect(fives.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    const low = (await send(t.app, { method: 'GET', url: url('?sort=rating_low') }))
      .json()
      .data.reviews.map((r: { rating: number }) => r.rating);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await send(t.app, { method: 'GET', url: url('?sort=rating_high') }))
      .json()
      .data.reviews.map((r: { rating: number }) => r.rating);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const page = (await send(t.app, { method: 'GET', url: url('?limit=1&page=2') })).json().data;
    expect(page.reviews).toHaveLength(1);
    expect(page.pagination).toMatchObject({ page: 2, limit: 1 });

    const target = all.reviews.find((r: { user: { user_id: number } }) => r.user.user_id !== other.user.id);
    const vote = await send(t.app, {
      method: 'POST',
      url: `/api/reviews/${target.review_id}/helpful`,
      token: other.accessToken,
    });
    expect(vote.json().data).toEqual({ helpful_count: target.helpful_count + 1, voted_helpful: true });
    const helpful = (await send(t.app, { method: 'GET', url: url('?sort=helpful'), token: other.accessToken })).json()
      .data.reviews;
    expect(helpful[0]).toMatchObject({ review_id: target.review_id, voted_helpful: true });
    const unvote = await send(t.app, {
      method: 'POST',
      url: `/api/reviews/${target.review_id}/helpful`,
      token: other.accessToken,
    });
    expect(unvote.json().data.voted_helpful).toBe(false);
  });

  it('lists my reviews and a user’s reviews; 400 for bad filters; 404 for an unknown product', async () => {
    const mine = (await send(t.app, { method: 'GET', url: '/api/reviews/my', token: buyer.accessToken })).json().data;
    expect(mine.reviews.map((r: { product: { name: string } }) => r.product.name)).toEqual(['Boneka Ulasan']);
    const theirs = (await send(t.app, { method: 'GET', url: `/api/reviews/user/${buyer.user.id}` })).json().data;
    expect(theirs.pagination.total).toBe(1);
    for (const q of ['?rating=6', '?sort=random', '?page=0', '?limit=500']) {
      expect((await send(t.app, { method: 'GET', url: `/api/reviews/product/${productId}${q}` })).statusCode, q).toBe(
        400,
      );
    }
    expect((await send(t.app, { method: 'GET', url: '/api/reviews/product/999999' })).statusCode).toBe(404);
    expect((await send(t.app, { method: 'GET', url: '/api/reviews/product/999999/stats' })).statusCode).toBe(404);
  });
});
