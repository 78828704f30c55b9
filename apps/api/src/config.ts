import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { Password } from '@boneka/shared';
import { TrustProxyEnv, type TrustedProxies } from './lib/client-address.js';
import type { CdnKind } from './lib/cdn.js';
import type { S3Options } from './lib/storage.js';
import { KOMSHIP_BASE_URL } from './lib/komerce.js';
import { apiBaseUrl, MIDTRANS_HOSTS, snapBaseUrl, type MidtransConfig } from './lib/midtrans-hosts.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // PostgreSQL connections each instance holds (docs/performance.md: sized by measurement).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  // The same rule as every customer's password (PASSWORD_MAX, the commonest refused), and 8+ for the owner.
  ADMIN_PASSWORD: Password.refine((p) => p.length >= 8, 'must be at least 8 characters').optional(),
  SEED_DEMO: bool.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Boneka Shop <no-reply@boneka.local>'),
  MAIL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  SHOP_NOTIFY_EMAIL: z.email().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SESSION_TOKEN: z.string().min(1).optional(),
  SHOP_ORIGIN_DISTRICT: z.coerce.number().int().positive().default(327301),
  /** Komerce's destination id for the shop, when its search cannot tell SHOP_ORIGIN_DISTRICT apart (decision 028). */
  SHOP_ORIGIN_RAJAONGKIR_ID: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  RAJAONGKIR_API_KEY: z.string().optional(),
  RAJAONGKIR_BASE_URL: z.url().optional(),
  /** Komship's "Shipping Delivery" key: shipments booked with the courier, not typed (decision 058). */
  KOMSHIP_API_KEY: z.string().min(8, "must be the Shipping Delivery key from Komerce's dashboard").optional(),
  KOMSHIP_BASE_URL: z.url().optional(),
  /** Komship's destination id for the shop, when its search cannot tell SHOP_ORIGIN_DISTRICT apart. */
  KOMSHIP_ORIGIN_ID: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  KOMSHIP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  CORS_ORIGINS: z.string().default(''),
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\/[^/]+$/, "must be the shop's origin, e.g. https://boneka.example (no path, no trailing /)")
    .optional(),
  TRUST_PROXY: TrustProxyEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  READ_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
  /** Where a write's change tags are purged when the shop pages sit behind a CDN or Varnish (decision 054). */
  CDN_PURGE_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  CDN_PURGE_KIND: z.enum(['varnish', 'fastly', 'cloudflare']).default('varnish'),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  ORDER_MAX_UNITS_PER_LINE: z.coerce.number().int().min(1).max(10_000).default(20),
  ORDER_MAX_UNITS: z.coerce.number().int().min(1).max(100_000).default(50),
  ORDER_MAX_OPEN_UNPAID: z.coerce.number().int().min(1).max(10_000).default(3),
  ORDER_MAX_OPEN_UNPAID_RUPIAH: z.coerce.number().int().min(1).max(1_000_000_000_000).default(10_000_000),
  ORDER_CREATES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  ORDER_CREATES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  ORDER_NEW_BUYER_UNPAID_HOURS: z.coerce.number().int().min(1).max(24).default(2),
  ORDER_NEW_BUYER_HOLD_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  COD_CONFIRM_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  TRACKING_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  MIDTRANS_SERVER_KEY: z.string().min(8, 'must be the server key from the Midtrans dashboard').optional(),
  MIDTRANS_PRODUCTION: bool.default(false),
  MIDTRANS_SNAP_URL: z
    .string()
    .transform((value, ctx) => {
      const base = snapBaseUrl(value);
      if (base === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            "must be Snap's host (https://app.sandbox.midtrans.com, https://app.midtrans.com) or that host's /snap/v1",
        });
        return z.NEVER;
      }
      return base;
    })
    .optional(),
  MIDTRANS_API_URL: z
    .string()
    .transform((value, ctx) => {
      const base = apiBaseUrl(value);
      if (base === null) {
        ctx.addIssue({
          code: 'custom',
          message: "must be the Core API's host (https://api.sandbox.midtrans.com, https://api.midtrans.com)",
        });
        return z.NEVER;
      }
      return base;
    })
    .optional(),
});

export type Env = z.infer<typeof EnvSchema>;
/** Every variable the server reads (the README's configuration table lists each: test/readme-config.test.ts). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as (keyof Env)[];

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance; undefined: the pool's default (db/database.ts). */
  databasePoolSize: number | undefined;
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The longest the SMTP server may take to connect, greet or answer; a send that takes longer is retried. */
  mailTimeoutMs: number;
  /** Where the owner's mails go (new order, proof, online payment); else the first admin's address. */
  shopNotifyEmail: string | undefined;
  redisUrl: string | undefined;
  shopOriginDistrict: number;
  rajaOngkir: { apiKey: string; baseUrl?: string; originId?: number } | undefined;
  /** Shipments booked with Komship (decision 058); undefined without a key: the owner types the resi. */
  komship: { apiKey: string; baseUrl: string; originId?: number; timeoutMs: number } | undefined;
  /** How often each instance looks for parcels due a tracking ask (each parcel is asked every 2 hours or so). */
  trackingPollMs: number;
  corsOrigins: string[];
  /**
   * The shop's public origin for absolute URLs (pages' canonical and preview URLs, sitemap, robots.txt, mails);
   * required in production. Without it, the request's own when well-formed (lib/request-origin.ts).
   */
  publicUrl: string | undefined;
  /** The proxies whose X-Forwarded-For entries name the client (decision 026). */
  /** Sign-ups one client address may start in an hour (a carrier's NAT puts many shoppers behind one). */
  signupsPerAddressPerHour: number;
  trustProxy: TrustedProxies;
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  /** Where uploads live: DATA_DIR/uploads, or an S3-compatible bucket shared by several instances. */
  s3: S3Options | undefined;
  /** How long catalogue reads and the dashboard may be served from memory between writes; 0 = never. */
  readCacheSeconds: number;
  /** The most memory the read cache's replies may take. */
  readCacheMb: number;
  /** Where shop pages kept by a CDN are purged when a write changes them (lib/cdn.ts); undefined: no CDN. */
  cdnPurge: { url: string; kind: CdnKind; token: string | undefined } | undefined;
  /** What one customer may hold without paying (OWASP API6: an unpaid order keeps its stock away from others). */
  orderLimits: OrderLimits;
  /** Requests per signed-in user (else per address) per minute on the costliest routes (plugins/rate-limit.ts). */
  rateLimits: RateLimits;
  /** Online payments through Midtrans Snap (docs/design.md §9); undefined without a server key: the method is not offered. */
  midtrans: (MidtransConfig & { production: boolean }) | undefined;
}

export interface RateLimits {
  orderCreatesPerMinute: number;
  uploadsPerMinute: number;
}

export interface OrderLimits {
  maxUnitsPerLine: number;
  maxUnits: number;
  maxOpenUnpaid: number;
  maxOpenUnpaidRupiah: number;
  createsPerHour: number;
  /** A COD order the shop has not started processing by then is cancelled and its stock returned. */
  codConfirmHours: number;
  /** Whole WIB days after the delivery day before a delivered order completes by itself (decision 042). */
  autoCompleteDays: number;
  /** How long an unpaid transfer or online order of a customer who never paid an order waits (decision 027). */
  newBuyerUnpaidHours: number;
  /** The share of a product's units that unpaid orders of customers who never paid may hold together. */
  newBuyerHoldPercent: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the JWT secret from DATA_DIR, creating it on first start (embedded mode only). */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The purge endpoint each CDN documents (decision 054), so that a wrong one stops the start instead of every purge. */
const CDN_PURGE_PATHS: Record<CdnKind, { path: RegExp; example: string }> = {
  varnish: { path: /^\//, example: 'http://127.0.0.1:6081/' },
  fastly: { path: /^\/service\/[^/]+\/purge$/, example: 'https://api.fastly.com/service/{service id}/purge' },
  cloudflare: {
    path: /^\/client\/v4\/zones\/[^/]+\/purge_cache$/,
    example: 'https://api.cloudflare.com/client/v4/zones/{zone id}/purge_cache',
  },
};

function cdnPurgeProblems(env: Env): string[] {
  if (!env.CDN_PURGE_URL) {
    return env.CDN_PURGE_TOKEN ? ['CDN_PURGE_TOKEN: set CDN_PURGE_URL too, or nothing is ever purged'] : [];
  }
  const problems: string[] = [];
  const kind = env.CDN_PURGE_KIND;
  const { path: expected, example } = CDN_PURGE_PATHS[kind];
  if (!expected.test(new URL(env.CDN_PURGE_URL).pathname)) {
    problems.push(`CDN_PURGE_URL: with CDN_PURGE_KIND=${kind}, the purge endpoint, e.g. ${example}`);
  }
  if (kind !== 'varnish' && !env.CDN_PURGE_TOKEN) {
    problems.push(`CDN_PURGE_TOKEN: required with CDN_PURGE_KIND=${kind} (an API token allowed to purge)`);
  }
  return problems;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) problems.push('JWT_SECRET: required when NODE_ENV=production');
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL: required when NODE_ENV=production: the shop's origin (e.g. https://boneka.example) for the links " +
        'in pages, previews, the sitemap and mails, which are never taken from a request',
    );
  }
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (env.STORAGE === 's3') {
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) problems.push(`${name}: required when STORAGE=s3`);
    }
  }
  if (env.MIDTRANS_PRODUCTION && env.MIDTRANS_SERVER_KEY?.startsWith('SB-')) {
    problems.push('MIDTRANS_SERVER_KEY: a sandbox key (SB-…) with MIDTRANS_PRODUCTION=true; use the production key');
  }
  problems.push(...cdnPurgeProblems(env));
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    jwtSecret: env.JWT_SECRET ?? embeddedSecret(dataDir),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailTimeoutMs: env.MAIL_TIMEOUT_SECONDS * 1000,
    shopNotifyEmail: env.SHOP_NOTIFY_EMAIL?.toLowerCase(),
    redisUrl: env.REDIS_URL,
    shopOriginDistrict: env.SHOP_ORIGIN_DISTRICT,
    rajaOngkir: env.RAJAONGKIR_API_KEY
      ? { apiKey: env.RAJAONGKIR_API_KEY, baseUrl: env.RAJAONGKIR_BASE_URL, originId: env.SHOP_ORIGIN_RAJAONGKIR_ID }
      : undefined,
    komship: env.KOMSHIP_API_KEY
      ? {
          apiKey: env.KOMSHIP_API_KEY,
          baseUrl: env.KOMSHIP_BASE_URL ?? KOMSHIP_BASE_URL,
          originId: env.KOMSHIP_ORIGIN_ID,
          timeoutMs: env.KOMSHIP_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    trackingPollMs: env.TRACKING_POLL_SECONDS * 1000,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    s3:
      env.STORAGE === 's3'
        ? {
            endpoint: env.S3_ENDPOINT!,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            sessionToken: env.S3_SESSION_TOKEN,
          }
        : undefined,
    readCacheSeconds: env.READ_CACHE_SECONDS,
    readCacheMb: env.READ_CACHE_MB,
    cdnPurge: env.CDN_PURGE_URL
      ? { url: env.CDN_PURGE_URL, kind: env.CDN_PURGE_KIND, token: env.CDN_PURGE_TOKEN }
      : undefined,
    orderLimits: {
      maxUnitsPerLine: env.ORDER_MAX_UNITS_PER_LINE,
      maxUnits: env.ORDER_MAX_UNITS,
      maxOpenUnpaid: env.ORDER_MAX_OPEN_UNPAID,
      maxOpenUnpaidRupiah: env.ORDER_MAX_OPEN_UNPAID_RUPIAH,
      createsPerHour: env.ORDER_CREATES_PER_HOUR,
      codConfirmHours: env.COD_CONFIRM_HOURS,
      autoCompleteDays: env.ORDER_AUTO_COMPLETE_DAYS,
      newBuyerUnpaidHours: env.ORDER_NEW_BUYER_UNPAID_HOURS,
      newBuyerHoldPercent: env.ORDER_NEW_BUYER_HOLD_PERCENT,
    },
    rateLimits: {
      orderCreatesPerMinute: env.ORDER_CREATES_PER_MINUTE,
      uploadsPerMinute: env.UPLOADS_PER_MINUTE,
    },
    signupsPerAddressPerHour: env.SIGNUPS_PER_ADDRESS_PER_HOUR,
    midtrans: env.MIDTRANS_SERVER_KEY
      ? {
          serverKey: env.MIDTRANS_SERVER_KEY,
          production: env.MIDTRANS_PRODUCTION,
          snapUrl: env.MIDTRANS_SNAP_URL ?? MIDTRANS_HOSTS[env.MIDTRANS_PRODUCTION ? 'production' : 'sandbox'].snapUrl,
          apiUrl: env.MIDTRANS_API_URL ?? MIDTRANS_HOSTS[env.MIDTRANS_PRODUCTION ? 'production' : 'sandbox'].apiUrl,
        }
      : undefined,
  };
}
