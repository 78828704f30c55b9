import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ReadCache } from './read-cache.js';

const CHANNEL = 'boneka:read-cache:bump';

/**
 * Several instances on one database: each tells the others, through Redis pub/sub, that it wrote something, so
 * their read caches drop what they hold. Bumps within one tick travel as one message. Returns a closer.
 */
export function broadcastCacheBumps(cache: ReadCache, redisUrl: string, onError: (error: unknown) => void) {
  const instance = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  void subscriber.subscribe(CHANNEL).catch(onError);
  subscriber.on('message', (_channel, from: string) => {
    if (from !== instance) cache.bumpFromRemote();
  });
  let queued = false;
  cache.onLocalBump(() => {
    if (queued) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      publisher.publish(CHANNEL, instance).catch(onError);
    });
  });
  return async () => {
    await Promise.allSettled([publisher.quit(), subscriber.quit()]);
  };
}
