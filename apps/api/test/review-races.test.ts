import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let voter: SignedIn;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  voter = await signUp(t.app, t.dataDir);
  productId = (await makeProduct(t.services, { name: 'Boneka Balapan' })).product_id;
});
afterAll(() => t.close());

async function freshReview(): Promise<number> {
  const author = await signUp(t.app, t.dataDir);
  const order = await makeOrder(t.services, author.user.id, [productId]);
  const res = await send(t.app, {
    method: 'POST',
    url: '/api/reviews',
    token: author.accessToken,
    payload: { product_id: productId, order_id: order, rating: 4, comment: 'Lembut dan jahitannya rapi.' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.review_id;
}

const helpful = (reviewId: number, payload?: object) =>
  send(t.app, { method: 'POST', url: `/api/reviews/${reviewId}/helpful`, token: voter.accessToken, payload });

async function storedState(reviewId: number) {
  const db = t.services.database.db;
  const review = await db.selectFrom('reviews').select('helpful_count').where('id', '=', reviewId).executeTakeFirst();
  const votes = await db
    .selectFrom('review_votes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('review_id', '=', reviewId)
    .executeTakeFirstOrThrow();
  return { helpfulCount: review!.helpful_count, votes: Number(votes.n) };
}

describe('helpful votes sent in parallel by one user', () => {
  it('10 parallel votes count once; every reply is what a single vote answers', async () => {
    const reviewId = await freshReview();
    const replies = await Promise.all(Array.from({ length: 10 }, () => helpful(reviewId, { voted_helpful: true })));
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toEqual({ helpful_count: 1, voted_helpful: true });
    }
    expect(await storedState(reviewId)).toEqual({ helpfulCount: 1, votes: 1 });
  });

  it('10 parallel withdrawals of one vote leave 0, each answering like a single withdrawal', async () => {
    const reviewId = await freshReview();
    expect((await helpful(reviewId, { voted_helpful: true })).json().data.helpful_count).toBe(1);
    const replies = await Promise.all(Array.from({ length: 10 }, () => helpful(reviewId, { voted_helpful: false })));
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toEqual({ helpful_count: 0, voted_helpful: false });
    }
    expect(await storedState(reviewId)).toEqual({ helpfulCount: 0, votes: 0 });
  });

  it('10 parallel toggles (no body, as older clients send) never fail and the count always matches the votes', async () => {
    const reviewId = await freshReview();
    const replies = await Promise.all(Array.from({ length: 10 }, () => helpful(reviewId)));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const state = await storedState(reviewId);
    expect(state.helpfulCount).toBe(state.votes);
    expect(state.votes).toBeLessThanOrEqual(1);
  });

  it('a vote sent twice in a row stays one vote; a toggle still flips it', async () => {
    const reviewId = await freshReview();
    await helpful(reviewId, { voted_helpful: true });
    expect((await helpful(reviewId, { voted_helpful: true })).json().data).toEqual({
      helpful_count: 1,
      voted_helpful: true,
    });
    expect((await helpful(reviewId)).json().data).toEqual({ helpful_count: 0, voted_helpful: false });
    expect((await helpful(reviewId)).json().data).toEqual({ helpful_count: 1, voted_helpful: true });
    expect((await helpful(reviewId, { voted_helpful: 'yes' })).statusCode).toBe(400);
  });
});
