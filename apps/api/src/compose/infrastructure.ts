import path from 'node:path';
import type { AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { broadcastCacheChanges } from '../lib/cache-broadcast.js';
import type { Clock } from '../lib/clock.js';
import { outboxMailer, smtpMailer, type Mailer } from '../lib/mailer.js';
import { ensurePrivateDir } from '../lib/private-files.js';
import { ReadCache } from '../lib/read-cache.js';
import { localStorage, s3Storage } from '../lib/storage.js';
import { memoryThrottleStore, redisThrottleStore, Throttle } from '../lib/throttle.js';

export interface InfrastructureOptions {
  config: AppConfig;
  clock: Clock;
  /** A mailer of the caller's (tests); otherwise SMTP, or files under DATA_DIR/mail without SMTP_URL. */
  mailer?: Mailer;
  /** An open database (tests pass their own); otherwise opened from the config. */
  database?: DatabaseHandle;
}

/**
 * What every module stands on, opened once from the config (app.ts's first step): the database, the mailer, the
 * file storage, the shared throttle, and the read cache with its broadcast to other instances.
 */
export function openInfrastructure(
  { config, clock, ...given }: InfrastructureOptions,
  log: { warn(obj: object, msg: string): void },
) {
  ensurePrivateDir(config.dataDir);
  const database =
    given.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      sqliteFile: path.join(config.dataDir, 'shop.db'),
      onConnectionError: (error) => log.warn({ err: error }, 'database connection lost; the pool opens a new one'),
    });
  const mailer =
    given.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom, config.mailTimeoutMs)
      : outboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom));
  const storage = config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads'));
  const throttle = new Throttle(
    config.redisUrl ? redisThrottleStore(config.redisUrl) : memoryThrottleStore(() => clock.now().getTime()),
  );
  // Catalogue reads, carts and the dashboard served from memory until a write changes what they show
  // (docs/performance.md, decision 012).
  const readCache = new ReadCache({
    ttlMs: config.readCacheSeconds * 1000,
    maxSize: config.readCacheMb * 1024 * 1024,
    now: () => clock.now().getTime(),
  });
  database.onWrite((phase, tags) => (phase === 'start' ? readCache.writeStarted(tags) : readCache.writeEnded(tags)));
  const closeBroadcast =
    config.redisUrl && readCache.enabled
      ? broadcastCacheChanges(readCache, config.redisUrl, (error) =>
          log.warn({ err: error }, 'read-cache broadcast: Redis error'),
        )
      : undefined;
  return { database, mailer, storage, throttle, readCache, closeBroadcast };
}
