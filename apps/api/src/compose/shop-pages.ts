import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { EVERYTHING } from '../db/change-tags.js';
import type { Clock } from '../lib/clock.js';
import type { ReadCache } from '../lib/read-cache.js';
import { PageFiller } from '../modules/seo/page-fill.js';
import { PageStore, pageKey, pageKeyParts } from '../modules/seo/page-store.js';
import { seoRoutes } from '../modules/seo/seo.routes.js';
import type { SeoService } from '../modules/seo/seo.service.js';
import { loadWebBuild, type PageMaker, pageMaker, shopPageRenderer, type WebBuild } from '../modules/seo/shop-pages.js';

/** The shop pages as buildApp wires them: the store, its maker and its fill (for tests and scripts). */
export type ShopPages = { store: PageStore; make: PageMaker; filler: PageFiller };

interface ShopPagesDeps {
  config: AppConfig;
  readCache: ReadCache;
  clock: Clock;
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

/**
 * The page store (docs/design.md §11, decision 056): shop pages kept on disk per URL, language and build, dropped by the
 * read cache's touches and made again in the page thread, filled in the background from the first visit (or,
 * with PUBLIC_URL, from the start).
 */
function shopPagesOf(
  app: FastifyInstance,
  build: WebBuild,
  seo: SeoService,
  { config, readCache, clock }: ShopPagesDeps,
): ShopPages {
  const store = new PageStore({
    file: path.join(config.dataDir, 'pages', 'pages.db'),
    build: build.id,
    touches: readCache,
    maxBytes: PAGE_STORE_BYTES,
    memoryBytes: Math.min(PAGE_MEMORY_BYTES, (config.readCacheMb * 1024 * 1024) / 2),
    // Another instance's writes while this one was stopped were heard by nobody here.
    keepAcrossStarts: !config.redisUrl,
    now: () => clock.now().getTime(),
    onError: (error, message) => app.log.error({ err: error }, message),
  });
  const make = pageMaker(shopPageRenderer(app, build, readCache), build.pageShell, seo, app.log);
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
  if (store.builtAnew) app.addHook('onReady', async () => readCache.touchLocal([EVERYTHING]));
  app.addHook('onClose', async () => {
    await filler.stop();
    store.close();
  });
  return { store, make, filler };
}

/**
 * The shop's pages as search engines and first visits get them (modules/seo): the built web app's shell, and with it
 * the page store; none before the web app is built.
 */
export async function registerShopPages(app: FastifyInstance, seo: SeoService, webDist: string, deps: ShopPagesDeps) {
  const { config, clock } = deps;
  const shell = readShell(webDist);
  const webBuild = shell ? await loadWebBuild(webDist, shell) : undefined;
  const pages = webBuild ? shopPagesOf(app, webBuild, seo, deps) : undefined;
  await app.register(
    seoRoutes(seo, {
      publicUrl: config.publicUrl,
      shell,
      pages,
      now: () => clock.now().getTime(),
    }),
  );
  return { webBuild, pages };
}
