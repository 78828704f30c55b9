import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_MAX_BYTES } from '@boneka/shared';
import type { AppConfig } from './config.js';
import { openDatabase, ping, type DatabaseHandle } from './db/database.js';
import { fastifyTrustProxy } from './lib/client-address.js';
import { systemClock, type Clock } from './lib/clock.js';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mailer.js';
import { ensurePrivateDir } from './lib/private-files.js';
import { uploadQuota } from './lib/multipart.js';
import { localStorage, s3Storage } from './lib/storage.js';
import { broadcastCacheChanges } from './lib/cache-broadcast.js';
import { cdnPurger } from './lib/cdn.js';
import { ReadCache } from './lib/read-cache.js';
import { memoryThrottleStore, redisThrottleStore, Throttle } from './lib/throttle.js';
import { adminRepo } from './modules/admin/admin.repo.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminService } from './modules/admin/admin.service.js';
import { addressesRepo } from './modules/addresses/addresses.repo.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { addressesService } from './modules/addresses/addresses.service.js';
import { auditRepo } from './modules/audit/audit.repo.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { auditService } from './modules/audit/audit.service.js';
import { authRepo } from './modules/auth/auth.repo.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { authService, type AuthLog } from './modules/auth/auth.service.js';
import { deviceTokens } from './modules/auth/devices.js';
import { otpHasher } from './modules/auth/otp.js';
import { accessTokens } from './modules/auth/tokens.js';
import { cartRepo } from './modules/cart/cart.repo.js';
import { cartRoutes, wishlistRoutes } from './modules/cart/cart.routes.js';
import { cartService } from './modules/cart/cart.service.js';
import { bestSellersMoved, rankingTag } from './modules/catalog/catalog.cache.js';
import { catalogRepo } from './modules/catalog/catalog.repo.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { catalogService } from './modules/catalog/catalog.service.js';
import { categoriesRepo } from './modules/categories/categories.repo.js';
import { categoriesRoutes, productCategoriesRoutes } from './modules/categories/categories.routes.js';
import { categoriesService } from './modules/categories/categories.service.js';
import { ordersRepo } from './modules/orders/orders.repo.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { ordersService } from './modules/orders/orders.service.js';
import { notificationsRepo } from './modules/notifications/notifications.repo.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { notificationsService, type OutboxLog } from './modules/notifications/notifications.service.js';
import { midtransClient } from './modules/payments/midtrans.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { paymentsService } from './modules/payments/payments.service.js';
import { parcelsRepo } from './modules/shipping/parcels.repo.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import { rajaOngkirTracker } from './modules/shipping/rajaongkir-tracking.js';
import { shippingService } from './modules/shipping/shipping.service.js';
import { vouchersRepo } from './modules/shipping/vouchers.repo.js';
import { adminVouchersRoutes, vouchersRoutes } from './modules/shipping/vouchers.routes.js';
import { vouchersService } from './modules/shipping/vouchers.service.js';
import { reviewsRepo } from './modules/reviews/reviews.repo.js';
import { reviewsRoutes, reviewUploadRoutes } from './modules/reviews/reviews.routes.js';
import { reviewsService } from './modules/reviews/reviews.service.js';
import { locationsRepo } from './modules/locations/locations.repo.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { locationsService } from './modules/locations/locations.service.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { EVERYTHING } from './db/change-tags.js';
import { PageFiller } from './modules/seo/page-fill.js';
import { PageStore, pageKey, pageKeyParts } from './modules/seo/page-store.js';
import { seoService, type SeoService } from './modules/seo/seo.service.js';
import { loadWebBuild, type PageMaker, pageMaker, shopPageRenderer, type WebBuild } from './modules/seo/shop-pages.js';
import { orderMailRenderer } from './modules/orders/order-mail-thread.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { stocktakeRepo } from './modules/stocktake/stocktake.repo.js';
import { stocktakeRoutes } from './modules/stocktake/stocktake.routes.js';
import { stocktakeService } from './modules/stocktake/stocktake.service.js';
import { variantsRepo } from './modules/variants/variants.repo.js';
import { variantsService } from './modules/variants/variants.service.js';
import { makeAuthenticate, makeOptionalAuth, makeRequireAdmin } from './plugins/authenticate.js';
import { clientErrorHandler, frameworkErrorReply, registerErrorHandler } from './plugins/error-handler.js';
import { registerRateLimits } from './plugins/rate-limit.js';
import { registerResponseCache } from './plugins/response-cache.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { responseSerializerCompiler } from './plugins/serializer.js';
import { CLIENT_LIMITS, registerSlowBodyGuard, serverTimeouts, type ClientLimits } from './plugins/slow-clients.js';
import { registerWeb } from './plugins/web.js';

/** One access line per request, when it ends, instead of Fastify's two (a measured share of every request). */
class AccessLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) req.log.error({ ...line, err: error }, 'request failed');
    else req.log.info(line, 'request');
  }
}

export interface AppOptions {
  config: AppConfig;
  clock?: Clock;
  mailer?: Mailer;
  /** An open database (tests pass their own); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Timeouts and the slowest body accepted (plugins/slow-clients.ts); tests shorten them. */
  clientLimits?: ClientLimits;
}

/**
 * The most the page store keeps on disk (its pages' brotli and gzip forms, some 30 kB a page: 10 000 products in
 * Indonesian and their lists in both languages take about 0.6 GB), and the most of it held in memory as well.
 */
const PAGE_STORE_BYTES = 4 * 1024 ** 3;
const PAGE_MEMORY_BYTES = 64 * 1024 ** 2;

/** The built app's index.html, or undefined before the web app is built. */
const readShell = (webDist: string) => {
  const file = path.join(webDist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

export const defaultWebDist = () => path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web/dist');

/** Wires every part together (the composition root). Builds the app; never listens. */
export function createServices(options: AppOptions, log: AuthLog & OutboxLog) {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  ensurePrivateDir(config.dataDir);
  const database =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      sqliteFile: path.join(config.dataDir, 'shop.db'),
      onConnectionError: (error) => log.warn({ err: error }, 'database connection lost; the pool opens a new one'),
    });
  const { db } = database;
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom, config.mailTimeoutMs)
      : outboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom));
  const storage = config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'uploads'));
  const throttle = new Throttle(
    config.redisUrl ? redisThrottleStore(config.redisUrl) : memoryThrottleStore(() => clock.now().getTime()),
  );
  const tokens = accessTokens(config.jwtSecret, clock);
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

  const audit = auditService(auditRepo(db), clock);
  // Every message goes through the outbox (docs/design.md §10): a send's claim lapses after four SMTP timeouts.
  const notifications = notificationsService({
    repo: notificationsRepo(db),
    mailer,
    clock,
    log,
    options: { claimMs: 4 * config.mailTimeoutMs },
  });
  const locations = locationsService(locationsRepo(db));
  const addresses = addressesService(db, addressesRepo(db, database.dialect), locations, clock);
  const auth = authService({
    db,
    repo: authRepo(db),
    devices: deviceTokens(config.jwtSecret),
    storage,
    tokens,
    otp: otpHasher(config.jwtSecret),
    outbox: notifications,
    throttle,
    clock,
    audit,
    addresses,
    log,
    signupsPerAddressPerHour: config.signupsPerAddressPerHour,
  });
  const catalogRows = catalogRepo(db, database.dialect, {
    rankingChanged: (ranking) => readCache.touchLocal([rankingTag(ranking)]),
  });
  const catalog = catalogService(db, catalogRows, storage, audit, clock, {
    bestSellersChanged: (before, after) => readCache.touchLocal(bestSellersMoved(before, after)),
  });
  // A write committed here or (Redis) on another instance: what the catalogue keeps beside the cache follows it.
  const noticeWrite = (tags: readonly string[]) => {
    catalogRows.noticeWrite(tags);
    catalog.noticeWrite(tags);
  };
  database.onWrite((phase, tags) => phase === 'end' && noticeWrite(tags));
  readCache.onRemoteChange(noticeWrite);
  const categories = categoriesService({
    db,
    repo: categoriesRepo(db),
    audit,
    clock,
    productDetail: (id) => catalog.adminDetail(id),
  });
  const reviews = reviewsService(db, reviewsRepo(db), catalog, storage, clock);
  const variants = variantsService(variantsRepo(db), clock);
  const cart = cartService(db, cartRepo(db), variants, clock, {
    maxUnitsPerLine: config.orderLimits.maxUnitsPerLine,
  });
  const vouchers = vouchersService({ db, repo: vouchersRepo(db), audit, clock, throttle });
  const shipping = shippingService({
    locations,
    addresses,
    parcels: parcelsRepo(db),
    clock,
    originDistrict: config.shopOriginDistrict,
    rajaOngkir: config.rajaOngkir,
    log,
  });
  const orderMails = orderMailRenderer();
  const orders = ordersService({
    db,
    repo: ordersRepo(db),
    variants,
    cart,
    addresses,
    vouchers,
    shipping,
    storage,
    audit,
    clock,
    throttle,
    limits: config.orderLimits,
    onlinePayments: config.midtrans !== undefined,
    tracker: config.rajaOngkir ? rajaOngkirTracker(config.rajaOngkir) : undefined,
    log,
    mail: {
      outbox: notifications,
      ownerEmail: config.shopNotifyEmail,
      // Mails are sent by the worker, outside any request: their links need the shop's configured origin.
      shopUrl: config.publicUrl ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`,
      render: orderMails.render,
    },
  });
  const payments = paymentsService({
    orders,
    midtrans: config.midtrans
      ? { client: midtransClient(config.midtrans), serverKey: config.midtrans.serverKey }
      : undefined,
    audit,
    throttle,
    clock,
    log,
  });
  const admin = adminService(adminRepo(db, database.dialect), clock);
  const stocktake = stocktakeService({
    db,
    repo: stocktakeRepo(db),
    catalog,
    audit,
    outbox: notifications,
    clock,
    ownerEmail: config.shopNotifyEmail,
  });
  return {
    stocktake,
    readCache,
    closeBroadcast,
    orderMails,
    admin,
    shipping,
    orders,
    payments,
    notifications,
    config,
    clock,
    database,
    mailer,
    storage,
    throttle,
    tokens,
    audit,
    locations,
    addresses,
    auth,
    catalog,
    categories,
    reviews,
    cart,
    vouchers,
  };
}
export type Services = ReturnType<typeof createServices>;

/** The shop pages as buildApp wires them: the store, its maker and its fill (for tests and scripts). */
export type ShopPages = { store: PageStore; make: PageMaker; filler: PageFiller };

export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: Services; pages: ShopPages | undefined }> {
  const { config } = options;
  const clientLimits = options.clientLimits ?? CLIENT_LIMITS;
  const app = Fastify({
    ...serverTimeouts(clientLimits),
    clientErrorHandler,
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    logController: new AccessLog(),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: (error, _req, reply) => {
      const { status, body } = frameworkErrorReply(error);
      void (reply as unknown as FastifyReply).code(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  registerSlowBodyGuard(app, clientLimits);
  const services = createServices(options, app.log);
  const { database } = services;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.env !== 'production' }));
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);

  registerSecurityHeaders(app, { hsts: config.env === 'production' });
  // Same origin only unless CORS_ORIGINS lists others: then, and only then, the CORS hook runs on each request.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && origin !== 'null' && config.corsOrigins.includes(origin)),
      credentials: false,
    });
  }
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, parts: 25 } });
  app.decorate('uploadQuota', uploadQuota(services.throttle));
  await registerRateLimits(app, config.rateLimits, config.redisUrl);
  await app.register(swagger, {
    openapi: { info: { title: 'Boneka Shop API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  // The front door answers held public replies before Fastify runs; the CORS hook must see every request.
  registerResponseCache(app, services.readCache, { frontDoor: config.corsOrigins.length === 0 });
  app.addHook('onSend', (req, reply, payload, done) => {
    if ((req.url.startsWith('/auth') || req.url.startsWith('/api')) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  const authenticate = makeAuthenticate(services.tokens, services.auth.sessionIsLive);
  const requireAdmin = makeRequireAdmin(authenticate);
  const optionalAuth = makeOptionalAuth(authenticate);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await ping(database.db);
      // The page store's fill: a load test waits for it (bench/), an operator sees how far it is.
      return { status: 'ready', pages: shopPages?.filler.status() ?? null };
    } catch {
      return reply.code(503).send({ success: false, code: 'NOT_READY', message: 'The database is not answering.' });
    }
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await app.register(authRoutes(services.auth, authenticate, { secureCookies: config.env === 'production' }), {
    prefix: '/auth',
  });
  await app.register(addressesRoutes(services.addresses, authenticate), { prefix: '/auth' });
  await app.register(locationsRoutes(services.locations), { prefix: '/auth' });
  await app.register(uploadsRoutes(services.storage), { prefix: '/uploads' });
  await app.register(auditRoutes(services.audit, requireAdmin), { prefix: '/api/admin' });
  await app.register(adminRoutes(services.admin, requireAdmin), { prefix: '/api/admin' });
  await app.register(notificationsRoutes(services.notifications, requireAdmin), { prefix: '/api/admin' });
  await app.register(stocktakeRoutes(services.stocktake, requireAdmin), { prefix: '/api/admin' });
  await app.register(catalogRoutes(services.catalog, requireAdmin), { prefix: '/api/products' });
  await app.register(productCategoriesRoutes(services.categories, requireAdmin), { prefix: '/api/products' });
  await app.register(categoriesRoutes(services.categories, requireAdmin), { prefix: '/api/categories' });
  await app.register(reviewsRoutes(services.reviews, authenticate, optionalAuth), { prefix: '/api/reviews' });
  await app.register(reviewUploadRoutes(services.reviews, authenticate), { prefix: '/api/upload' });
  await app.register(cartRoutes(services.cart, authenticate), { prefix: '/api/cart' });
  await app.register(wishlistRoutes(services.cart, authenticate), { prefix: '/api/wishlist' });
  await app.register(vouchersRoutes(services.vouchers, optionalAuth), { prefix: '/api/vouchers' });
  await app.register(adminVouchersRoutes(services.vouchers, requireAdmin), { prefix: '/api/admin/vouchers' });
  await app.register(shippingRoutes(services.shipping, authenticate), { prefix: '/api/shipping' });
  await app.register(ordersRoutes(services.orders, authenticate, requireAdmin, services.payments, config.publicUrl), {
    prefix: '/api/orders',
  });
  await app.register(paymentsRoutes(services.payments, authenticate, config.publicUrl), { prefix: '/api/payments' });
  // Shop pages a CDN keeps are purged there once a write is committed (decision 054): this instance purges what its
  // own writes changed and what it alone keeps (a ranking read again); another instance purges its own writes.
  const cdn = config.cdnPurge ? cdnPurger({ ...config.cdnPurge, log: app.log }) : undefined;
  if (cdn) services.readCache.onTouch((tags, why) => (why === 'write-ended' || why === 'local') && cdn.purge(tags));

  /**
   * The page store (docs/design.md §11, decision 056): shop pages kept on disk per URL, language and build, dropped by the
   * read cache's touches and made again in the page thread, filled in the background from the first visit (or,
   * with PUBLIC_URL, from the start).
   */
  function shopPagesOf(app: FastifyInstance, build: WebBuild, seo: SeoService) {
    const store = new PageStore({
      file: path.join(config.dataDir, 'pages', 'pages.db'),
      build: build.id,
      touches: services.readCache,
      maxBytes: PAGE_STORE_BYTES,
      memoryBytes: Math.min(PAGE_MEMORY_BYTES, (config.readCacheMb * 1024 * 1024) / 2),
      // Another instance's writes while this one was stopped were heard by nobody here.
      keepAcrossStarts: !config.redisUrl,
      now: () => services.clock.now().getTime(),
      onError: (error, message) => app.log.error({ err: error }, message),
    });
    const make = pageMaker(shopPageRenderer(app, build, services.readCache), build.pageShell, seo, app.log);
    const filler = new PageFiller({
      store,
      make: (key) => {
        const { language, base, url } = pageKeyParts(key);
        return store.make(key, () => make(base, language, url));
      },
      wanted: async (base) => {
        const urls = await seo.pageUrls();
        // Indonesian is the shop's language: every page in it; English for the pages every visit starts from.
        const english = urls.filter((url) => !url.startsWith('/product/'));
        return [...urls.map((url) => pageKey('id', base, url)), ...english.map((url) => pageKey('en', base, url))];
      },
      log: app.log,
    });
    if (config.publicUrl) app.addHook('onReady', async () => filler.start(config.publicUrl!));
    // After a deploy, pages a CDN keeps link the old build's scripts: every kept page goes (one purge of all).
    if (store.builtAnew) app.addHook('onReady', async () => services.readCache.touchLocal([EVERYTHING]));
    app.addHook('onClose', async () => {
      await filler.stop();
      store.close();
    });
    return { store, make, filler };
  }

  const webDist = config.webDist ?? defaultWebDist();
  const shell = readShell(webDist);
  const webBuild = shell ? await loadWebBuild(webDist, shell) : undefined;
  const seo = seoService(
    { get: (id) => services.catalog.detail(id), listedProducts: () => services.catalog.listedProducts() },
    services.storage,
    services.categories,
  );
  const shopPages = webBuild ? shopPagesOf(app, webBuild, seo) : undefined;
  await app.register(
    seoRoutes(seo, {
      publicUrl: config.publicUrl,
      shell,
      pages: shopPages,
      now: () => services.clock.now().getTime(),
    }),
  );

  /**
   * Runs `task` every `ms` from when the app is ready until it closes; a failure is logged and the next run comes as
   * planned. Like the outbox's worker below, it starts on `onReady`, which server.ts reaches (by listening) only
   * after the migrations: no worker ever queries a table that is not there yet.
   */
  const every = (ms: number, failure: string, task: () => Promise<unknown>) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        task().catch((error: unknown) => app.log.error({ err: error }, failure));
      }, ms);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  };
  // Online orders are asked about at Midtrans first: a last-minute payment pays the order instead of a refund.
  every(5 * 60_000, 'order expiry sweep failed', async () => {
    await services.payments.confirmBeforeExpiry();
    return services.orders.expireUnpaid();
  });
  // Cancels owed to Midtrans (decision 024) are sent when the order is cancelled; this retries the failed ones.
  every(60_000, 'Midtrans cancel retry failed', () => services.payments.runGatewayCancels());
  // Shipped parcels asked about at their courier (decision 042); delivered orders completed after their days.
  if (config.rajaOngkir) every(config.trackingPollMs, 'parcel tracking failed', () => services.orders.pollTracking());
  every(5 * 60_000, 'order completion sweep failed', () => services.orders.completeDelivered());
  // Review photos that no review used within their TTL: files and rows (API4).
  every(30 * 60_000, 'unused upload sweep failed', () => services.reviews.sweepUnattachedUploads());
  // The owner's low-stock mail, once a WIB day from 07:00, by one instance of several (decision 044).
  every(5 * 60_000, 'low-stock mail failed', () => services.stocktake.mailLowStockIfDue());

  await registerWeb(app, webDist, config.env === 'production');

  // The outbox's worker sends what is due in every instance, from when the app is ready (after the migrations, see
  // `every`).
  app.addHook('onReady', async () => services.notifications.start());

  // Fastify runs onClose hooks last-added first: this one stops the outbox's worker (waiting for a send in flight)
  // before it closes the database that send writes to.
  app.addHook('onClose', async () => {
    services.catalog.close();
    await webBuild?.renderer.close();
    await services.notifications.stop();
    await cdn?.close();
    await services.orderMails.close();
    await services.closeBroadcast?.();
    await services.throttle.close();
    services.mailer.close?.();
    await database.close();
  });
  return { app, services, pages: shopPages };
}
