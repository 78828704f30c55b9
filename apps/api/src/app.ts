import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scheduler } from './compose/background-jobs.js';
import { createFastify, registerPlugins, registerProbes } from './compose/http.js';
import { openInfrastructure } from './compose/infrastructure.js';
import { registerShopPages, type ShopPages } from './compose/shop-pages.js';
import { registerOrderRoutes, scheduleOrderJobs, wireOrders } from './compose/wire-orders.js';
import { registerReplyRoutes, wireReplies } from './compose/wire-replies.js';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { Mailer } from './lib/mailer.js';
import { cdnPurger } from './lib/cdn.js';
import { adminRepo } from './modules/admin/admin.repo.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminService } from './modules/admin/admin.service.js';
import { addressesRepo } from './modules/addresses/addresses.repo.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { addressesService } from './modules/addresses/addresses.service.js';
import { accountDataRepo } from './modules/account-data/account-data.repo.js';
import { accountDataRoutes } from './modules/account-data/account-data.routes.js';
import { accountDataService } from './modules/account-data/account-data.service.js';
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
import { notificationsRepo } from './modules/notifications/notifications.repo.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { notificationsService, type OutboxLog } from './modules/notifications/notifications.service.js';
import { parcelsRepo } from './modules/shipping/parcels.repo.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import { shippingService } from './modules/shipping/shipping.service.js';
import { adminFlashSalesRoutes, productFlashRoutes } from './modules/promotions/promotions.routes.js';
import { adminVouchersRoutes, vouchersRoutes } from './modules/vouchers/vouchers.routes.js';
import { wirePromotions } from './compose/wire-promotions.js';
import { reviewsRoutes, reviewUploadRoutes } from './modules/reviews/reviews.routes.js';
import { locationsRepo } from './modules/locations/locations.repo.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { locationsService } from './modules/locations/locations.service.js';
import { seoService } from './modules/seo/seo.service.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { exportsRepo } from './modules/exports/exports.repo.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { exportsService } from './modules/exports/exports.service.js';
import { lowStockRepo } from './modules/stocktake/low-stock.repo.js';
import { lowStockService } from './modules/stocktake/low-stock.service.js';
import { stocktakeRepo } from './modules/stocktake/stocktake.repo.js';
import { stocktakeRoutes } from './modules/stocktake/stocktake.routes.js';
import { stocktakeService } from './modules/stocktake/stocktake.service.js';
import { productSheetRepo } from './modules/product-sheet/product-sheet.repo.js';
import { productSheetRoutes } from './modules/product-sheet/product-sheet.routes.js';
import { productSheetService } from './modules/product-sheet/product-sheet.service.js';
import { variantsRepo } from './modules/variants/variants.repo.js';
import { variantsService } from './modules/variants/variants.service.js';
import { makeAuthenticate, makeOptionalAuth, makeRequireAdmin } from './plugins/authenticate.js';
import { CLIENT_LIMITS, type ClientLimits } from './plugins/slow-clients.js';
import { registerWeb } from './plugins/web.js';

export type { ShopPages } from './compose/shop-pages.js';

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

export const defaultWebDist = () => path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web/dist');

/** Wires every part together (the composition root). Builds the app; never listens. */
export function createServices(options: AppOptions, log: AuthLog & OutboxLog) {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const infrastructure = openInfrastructure({ config, clock, mailer: options.mailer, database: options.database }, log);
  const { database, mailer, storage, throttle, readCache } = infrastructure;
  const { db } = database;
  const tokens = accessTokens(config.jwtSecret, clock);

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
  const accountData = accountDataService({
    db,
    repo: accountDataRepo(db),
    addresses,
    outbox: notifications,
    audit,
    throttle,
    storage,
    clock,
  });
  const catalogRows = catalogRepo(db, database.dialect, {
    rankingChanged: (ranking) => readCache.touchLocal([rankingTag(ranking)]),
  });
  // Harga grosir, flash sales and vouchers (decisions 061, 062): product pages, carts and orders read them.
  const { offers, flashSales, vouchers } = wirePromotions({ db, audit, clock, throttle });
  const catalog = catalogService(db, catalogRows, storage, audit, clock, {
    bestSellersChanged: (before, after) => readCache.touchLocal(bestSellersMoved(before, after)),
    offers,
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
  // Reviews with the owner's replies, and the products' questions (decision 064).
  const replies = wireReplies(config, database, { catalog, storage, clock, audit, outbox: notifications });
  const variants = variantsService(variantsRepo(db), clock);
  const cart = cartService(
    db,
    cartRepo(db),
    variants,
    clock,
    { maxUnitsPerLine: config.orderLimits.maxUnitsPerLine },
    offers,
  );
  const shipping = shippingService({
    locations,
    addresses,
    parcels: parcelsRepo(db),
    clock,
    originDistrict: config.shopOriginDistrict,
    rajaOngkir: config.rajaOngkir,
    log,
  });
  // Orders and the rooms beside them: complaints, tracking, the order's documents and mails, payments.
  const ordersWiring = wireOrders({
    config,
    db,
    storage,
    audit,
    notifications,
    locations,
    log,
    variants,
    cart,
    addresses,
    vouchers,
    offers,
    shipping,
    clock,
    throttle,
  });
  const lowStock = lowStockService({
    db,
    repo: lowStockRepo(db),
    outbox: notifications,
    clock,
    ownerEmail: config.shopNotifyEmail,
  });
  const admin = adminService(adminRepo(db, database.dialect), clock, lowStock);
  const exports = exportsService({ repo: exportsRepo(db), audit, clock });
  const stocktake = stocktakeService({ db, repo: stocktakeRepo(db), catalog, sheet: exports, audit, clock });
  const productSheet = productSheetService({ db, repo: productSheetRepo(db), catalog, storage, audit, clock });
  return {
    stocktake,
    productSheet,
    exports,
    lowStock,
    readCache,
    closeBroadcast: infrastructure.closeBroadcast,
    ...ordersWiring,
    admin,
    shipping,
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
    accountData,
    catalog,
    categories,
    ...replies,
    cart,
    vouchers,
    offers,
    flashSales,
  };
}
export type Services = ReturnType<typeof createServices>;

export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: Services; pages: ShopPages | undefined }> {
  const { config } = options;
  const app = createFastify(config, options.clientLimits ?? CLIENT_LIMITS, options.logStream);
  const services = createServices(options, app.log);
  const { database } = services;
  await registerPlugins(app, config, services);

  const authenticate = makeAuthenticate(services.tokens, services.auth.sessionIsLive);
  const requireAdmin = makeRequireAdmin(authenticate);
  const optionalAuth = makeOptionalAuth(authenticate);

  registerProbes(app, database.db, () => shopPages?.filler.status() ?? null);

  await app.register(authRoutes(services.auth, authenticate, { secureCookies: config.env === 'production' }), {
    prefix: '/auth',
  });
  await app.register(addressesRoutes(services.addresses, authenticate), { prefix: '/auth' });
  await app.register(accountDataRoutes(services.accountData, authenticate), { prefix: '/auth' });
  await app.register(locationsRoutes(services.locations), { prefix: '/auth' });
  await app.register(uploadsRoutes(services.storage), { prefix: '/uploads' });
  await app.register(auditRoutes(services.audit, requireAdmin), { prefix: '/api/admin' });
  await app.register(adminRoutes(services.admin, requireAdmin), { prefix: '/api/admin' });
  await app.register(notificationsRoutes(services.notifications, requireAdmin), { prefix: '/api/admin' });
  await app.register(exportsRoutes(services.exports, requireAdmin), { prefix: '/api/admin' });
  await app.register(stocktakeRoutes(services.stocktake, requireAdmin), { prefix: '/api/admin' });
  await app.register(productSheetRoutes(services.productSheet, requireAdmin), { prefix: '/api/admin' });
  await app.register(catalogRoutes(services.catalog, requireAdmin), { prefix: '/api/products' });
  await app.register(productCategoriesRoutes(services.categories, requireAdmin), { prefix: '/api/products' });
  await app.register(categoriesRoutes(services.categories, requireAdmin), { prefix: '/api/categories' });
  await app.register(reviewsRoutes(services.reviews, authenticate, optionalAuth), { prefix: '/api/reviews' });
  await app.register(reviewUploadRoutes(services.reviews, authenticate), { prefix: '/api/upload' });
  await registerReplyRoutes(app, services, authenticate, requireAdmin);
  await app.register(cartRoutes(services.cart, authenticate), { prefix: '/api/cart' });
  await app.register(wishlistRoutes(services.cart, authenticate), { prefix: '/api/wishlist' });
  await app.register(vouchersRoutes(services.vouchers, optionalAuth), { prefix: '/api/vouchers' });
  await app.register(adminVouchersRoutes(services.vouchers, requireAdmin), { prefix: '/api/admin/vouchers' });
  await app.register(adminFlashSalesRoutes(services.flashSales, requireAdmin), { prefix: '/api/admin/flash-sales' });
  await app.register(productFlashRoutes(services.offers), { prefix: '/api/products' });
  await app.register(shippingRoutes(services.shipping, authenticate), { prefix: '/api/shipping' });
  await registerOrderRoutes(app, services, authenticate, requireAdmin, config.publicUrl);
  // Shop pages a CDN keeps are purged there once a write is committed (decision 054): this instance purges what its
  // own writes changed and what it alone keeps (a ranking read again); another instance purges its own writes.
  const cdn = config.cdnPurge ? cdnPurger({ ...config.cdnPurge, log: app.log }) : undefined;
  if (cdn) services.readCache.onTouch((tags, why) => (why === 'write-ended' || why === 'local') && cdn.purge(tags));

  const webDist = config.webDist ?? defaultWebDist();
  const seo = seoService(
    { get: (id) => services.catalog.detail(id), listedProducts: () => services.catalog.listedProducts() },
    services.storage,
    services.categories,
  );
  const { webBuild, pages: shopPages } = await registerShopPages(app, seo, webDist, services);

  const every = scheduler(app);
  scheduleOrderJobs(every, services, config);
  // Review photos that no review used within their TTL: files and rows (API4).
  every(30 * 60_000, 'unused upload sweep failed', () => services.reviews.sweepUnattachedUploads());
  // The owner's low-stock mail, once a WIB day from 07:00, by one instance of several (decision 044).
  every(5 * 60_000, 'low-stock mail failed', () => services.lowStock.mailIfDue());

  await registerWeb(app, webDist, config.env === 'production');

  // The outbox's worker sends what is due in every instance, from when the app is ready (after the migrations, as
  // the scheduled jobs: compose/background-jobs.ts).
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
