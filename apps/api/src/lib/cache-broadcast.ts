import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { EVERYTHING } from '../db/change-tags.js';
import type { ReadCache } from './read-cache.js';

const CHANNEL = 'boneka:read-cache:changes';

/** A message is JSON: the sending instance and the tags its committed writes changed. */
interface ChangeMessage {
  from: string;
  tags: string[];
}

/**
 * Several instances on one database: each tells the others, through Redis pub/sub, what its committed writes
 * changed, so their read caches drop the entries showing it. The writes of one tick travel as one message.
 * Returns a closer.
 */
export function broadcastCacheChanges(cache: ReadCache, redisUrl: string, onError: (error: unknown) => void) {
  const instance = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  void subscriber.subscribe(CHANNEL).catch(onError);
  subscriber.on('message', (_channel, text: string) => {
    let message: ChangeMessage;
    try {
      message = JSON.parse(text) as ChangeMessage;
    } catch {
      // Not ours (or garbled): assume anything changed.
      message = { from: '', tags: [EVERYTHING] };
    }
    if (message.from === instance) return;
    cache.touchFromRemote(Array.isArray(message.tags) ? message.tags.map(String) : [EVERYTHING]);
  });
  let pending: Set<string> | undefined;
  cache.onLocalWrite((tags) => {
    if (!pending) {
      pending = new Set();
      setImmediate(() => {
        const message: ChangeMessage = { from: instance, tags: [...pending!] };
        pending = undefined;
        publisher.publish(CHANNEL, JSON.stringify(message)).catch(onError);
      });
    }
    for (const tag of tags) pending.add(tag);
  });
  return async () => {
    await Promise.allSettled([publisher.quit(), subscriber.quit()]);
  };
}
