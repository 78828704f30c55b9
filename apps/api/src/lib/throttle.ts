import { Redis } from 'ioredis';

export interface ThrottleResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters; in process by default, in Redis when several instances share limits. */
export interface ThrottleStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryThrottleStore(now: () => number): ThrottleStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    windows.delete(key);
    return undefined;
  };
  const sweep = setInterval(() => {
    for (const [key, entry] of windows) if (entry.resetAt <= now()) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.resetAt - now() : 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function redisThrottleStore(url: string): ThrottleStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const prefix = 'boneka:throttle:';
  return {
    async hit(key, windowMs) {
      const result = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec()) as [Error | null, number][];
      return { count: Number(result[0]?.[1] ?? 0), resetInMs: Math.max(0, Number(result[2]?.[1] ?? windowMs)) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface Rule {
  limit: number;
  windowMs: number;
}

export class Throttle {
  constructor(private readonly store: ThrottleStore) {}

  /** Counts one attempt; refused once more than `limit` attempts fall in the window. */
  async consume(key: string, rule: Rule): Promise<ThrottleResult> {
    const { count, resetInMs } = await this.store.hit(key, rule.windowMs);
    return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  /** Tells whether the key is already over its limit, without counting. */
  async check(key: string, rule: Rule): Promise<ThrottleResult> {
    const { count, resetInMs } = await this.store.peek(key);
    return { allowed: count < rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  reset(key: string) {
    return this.store.reset(key);
  }

  close() {
    return this.store.close();
  }
}
