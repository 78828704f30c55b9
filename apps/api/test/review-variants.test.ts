import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewListResponse, ReviewResponse } from '@boneka/shared';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder } from './support/catalog.js';
import { makeShopProduct } from './support/categories.js';
import { pngImage } from './support/images.js';

/** Each review shows the variant its author bought in the reviewed order ("Varian: 50 cm / Coklat"). */
let t: TestApp;
let bear: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp();
  const options = [
    { name: 'Ukuran', values: ['30 cm', '50 cm'] },
    { name: 'Warna', values: ['Coklat', 'Pink'] },
  ];
  bear = (
    await makeShopProduct(t.services, {
      name: 'Beruang Ulasan',
      options,
      variants: [
        { options: ['30 cm', 'Coklat'] },
        { options: ['50 cm', 'Coklat'] },
        { options: ['30 cm', 'Pink'] },
        { options: ['50 cm', 'Pink'] },
      ],
    })
  ).id;
  other = (await makeShopProduct(t.services, { name: 'Kelinci Lain' })).id;
});
afterAll(() => t.close());

const comment = 'Bonekanya lembut dan jahitannya rapi.';

/** A new customer's review of the bear for a delivered order holding `lines`. */
async function reviewed(
  lines: { product_id: number; label?: string | null }[],
  extra: object = {},
): Promise<{ person: SignedIn; review: { review_id: number; variant_label: string | null } }> {
  const person = await signUp(t.app, t.dataDir);
  const order = await makeOrder(t.services, person.user.id, lines);
  const res = await send(t.app, {
    method: 'POST',
    url: '/api/reviews',
    token: person.accessToken,
    payload: { product_id: bear, order_id: order, rating: 5, comment, ...extra },
  });
  expect(res.statusCode).toBe(201);
  return { person, review: ReviewResponse.parse(res.json()).data };
}

const productReviews = async (query = '') => {
  const res = await send(t.app, { method: 'GET', url: `/api/reviews/product/${bear}${query}` });
  expect(res.statusCode).toBe(200);
  return ReviewListResponse.parse(res.json()).data;
};
const onProductPage = async (reviewId: number) =>
  (await productReviews('?limit=50')).reviews.find((r) => r.review_id === reviewId);

describe('the variant a reviewer bought', () => {
  it('is named on the review, in its reply, on the product’s page, in "my reviews" and after an edit', async () => {
    const { person, review } = await reviewed([{ product_id: bear, label: '50 cm / Coklat' }]);
    expect(review.variant_label).toBe('50 cm / Coklat');
    expect((await onProductPage(review.review_id))?.variant_label).toBe('50 cm / Coklat');
    const mine = await send(t.app, { method: 'GET', url: '/api/reviews/my', token: person.accessToken });
    expect(ReviewListResponse.parse(mine.json()).data.reviews[0]?.variant_label).toBe('50 cm / Coklat');
    const edited = await send(t.app, {
      method: 'PUT',
      url: `/api/reviews/${review.review_id}`,
      token: person.accessToken,
      payload: { rating: 4, comment: 'Masih lembut setelah dicuci.' },
    });
    expect(ReviewResponse.parse(edited.json()).data.variant_label).toBe('50 cm / Coklat');
  });

  it('joins the distinct variants of several lines with ", ", in the order’s line order', async () => {
    const { review } = await reviewed([
      { product_id: bear, label: '50 cm / Coklat' },
      { product_id: other, label: 'Putih' },
      { product_id: bear, label: '30 cm / Pink' },
      { product_id: bear, label: '50 cm / Coklat' },
    ]);
    expect(review.variant_label).toBe('50 cm / Coklat, 30 cm / Pink');
    expect((await onProductPage(review.review_id))?.variant_label).toBe('50 cm / Coklat, 30 cm / Pink');
  });

  it('is null when the line names no variant: a product without options, or an order from before variants', async () => {
    for (const label of ['', null]) {
      const { review } = await reviewed([{ product_id: bear, label }]);
      expect(review.variant_label, String(label)).toBeNull();
      expect((await onProductPage(review.review_id))?.variant_label).toBeNull();
    }
  });

  it('never takes another product’s line of the same order', async () => {
    const { review } = await reviewed([
      { product_id: other, label: '30 cm / Pink' },
      { product_id: bear, label: '' },
    ]);
    expect(review.variant_label).toBeNull();
  });
});

describe('a product’s review page with variants and photos', () => {
  it('shows each photo once and in order, with the variants of a review of several lines', async () => {
    const person = await signUp(t.app, t.dataDir);
    const boundary = 'fotos';
    const png = await pngImage();
    const upload = await send(t.app, {
      method: 'POST',
      url: '/api/upload/review-images',
      token: person.accessToken,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        ...[0, 1, 2].map((i) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="f${i}.png"\r\n` +
                'Content-Type: image/png\r\n\r\n',
            ),
            png,
            Buffer.from('\r\n'),
          ]),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const urls: string[] = upload.json().data.urls;
    const order = await makeOrder(t.services, person.user.id, [
      { product_id: bear, label: '30 cm / Coklat' },
      { product_id: bear, label: '50 cm / Pink' },
    ]);
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/reviews',
      token: person.accessToken,
      payload: { product_id: bear, order_id: order, rating: 3, comment, images: urls },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.review_id;
    const shown = await onProductPage(id);
    expect(shown?.images).toEqual(urls);
    expect(shown?.variant_label).toBe('30 cm / Coklat, 50 cm / Pink');
    // Filtered by its rating and sorted otherwise: the same.
    const filtered = (await productReviews('?rating=3&sort=helpful')).reviews.find((r) => r.review_id === id);
    expect(filtered).toMatchObject({ images: urls, variant_label: '30 cm / Coklat, 50 cm / Pink' });
  });

  it('pages by reviews, not by order lines', async () => {
    const all = await productReviews('?limit=50');
    const page = await productReviews('?limit=2&page=1');
    expect(page.reviews).toHaveLength(2);
    expect(page.pagination.total).toBe(all.reviews.length);
    const second = await productReviews('?limit=2&page=2');
    expect(second.reviews.map((r) => r.review_id)).toEqual(all.reviews.slice(2, 4).map((r) => r.review_id));
    expect(new Set(all.reviews.map((r) => r.review_id)).size).toBe(all.reviews.length);
  });
});
