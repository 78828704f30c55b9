import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisThrottleStore, Throttle } from '../src/lib/throttle.js';
import { redisAnswers, TEST_REDIS_URL } from './support/processes.js';

const REDIS_URL = TEST_REDIS_URL;

const available = await redisAnswers();
if (!available) console.warn(`Redis is not answering at ${REDIS_URL}: the shared-throttle test is skipped.`);

/** Two instances (two stores, as two processes would have) count against one limit through Redis. */
describe.runIf(available)('throttle shared through Redis', () => {
  let a: Throttle;
  let b: Throttle;
  beforeAll(() => {
    a = new Throttle(redisThrottleStore(REDIS_URL));
    b = new Throttle(redisThrottleStore(REDIS_URL));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts hits from both instances in one window and reports when it resets', async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    const rule = { limit: 3, windowMs: 60_000 };
    expect((await a.consume(key, rule)).allowed).toBe(true);
    expect((await b.consume(key, rule)).allowed).toBe(true);
    expect((await a.consume(key, rule)).allowed).toBe(true);
    const fourth = await b.consume(key, rule);
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfterSeconds).toBeGreaterThan(0);
    expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await a.check(key, rule)).allowed).toBe(false);
    await b.reset(key);
    expect((await a.check(key, rule)).allowed).toBe(true);
  });
});
