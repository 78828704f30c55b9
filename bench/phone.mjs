// The shop pages as a phone sees them (docs/design.md §7, §11), on a server already running on the scale data (SQLite):
// 20 random product pages, 5 category pages, `/` and `/products`, each loaded in Chromium on a phone profile: 412 ×
// 823 px at 1.75× (Lighthouse's Moto G Power), Slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up), CPU slowed 4×. Every
// load is in a new browser context (an empty HTTP cache, no service worker); the rounds visit the pages in turn, so
// that a machine that slows down (this one is shared) slows every page alike. Measured per load: Largest Contentful
// Paint, First Contentful Paint, Cumulative Layout Shift, bytes transferred, and the /api/ requests the page made while
// loading (server-rendered pages need none for their data). Then the two interactions §7 names, on a product page
// with variants, signed in: choosing a variant and "Tambah ke Keranjang", each timed as Interaction to Next Paint.
//
// The scale data names pictures that no upload made: each one is written (a hard link to one of a few pictures made
// from the repository's drawings, at the sizes the shop stores), so that pages load pictures of real weight.
// Budget (bench/budget.mjs `web`): LCP and CLS at p75 over every load, INP at p75 of each interaction's runs.
/* global localStorage, document -- these parts run in the page */
import { chromium } from '@playwright/test';
import Sqlite from 'better-sqlite3';
import { linkSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/chromium.mjs';
import { observeInteractions, observeVitals, watchNetwork } from './phone-watch.mjs';
import { keep, prng } from './scale-data.mjs';
import { ROOT } from './server.mjs';

/** Loads per page (BENCH_WEB_RUNS), pages of each kind, and runs of each interaction (BENCH_WEB_INP_RUNS). */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 2);
const PRODUCT_PAGES = Number(process.env.BENCH_WEB_PRODUCTS ?? 20);
const CATEGORY_PAGES = Number(process.env.BENCH_WEB_CATEGORIES ?? 5);
const INP_RUNS = Number(process.env.BENCH_WEB_INP_RUNS ?? 5);
const PAGES_SEED = 41;
/**
 * Lighthouse's Slow 4G figures (throughput in binary units, as Lighthouse counts: 1.6 × 1024 Kbps). DevTools
 * emulation adds the latency once per request; a real 150 ms link also pays it for each new connection.
 */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };
const DEVICE_SCALE_FACTOR = 1.75;
// The project's Chromium flags, and no QUIC: every load on plain TCP.
const BROWSER_ARGS = [...CHROMIUM_ARGS, '--disable-quic'];
/** After `load`: the network quiet this long and no new LCP candidate for SETTLE_LCP_MS, or SETTLE_MAX_MS. */
const SETTLE_QUIET_MS = 1500;
const SETTLE_LCP_MS = 1000;
const SETTLE_MAX_MS = 30_000;
/** Event Timing reports interactions of at least this many ms (its least threshold); quicker ones count as this. */
const EVENT_THRESHOLD_MS = 16;
const ADD_TO_CART = /^Tambah(kan)? ke Keranjang/;
/** The sizes the shop stores a product photo at (packages/shared PRODUCT_IMAGE_PX, PRODUCT_THUMBNAIL_PX). */
const PICTURE_PX = 900;
const THUMBNAIL_PX = 360;
const PICTURE_DRAWINGS = 6;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
/** The middle run (the upper one of an even count), as the rest of the bench takes its medians. */
const medianIndex = (values) =>
  values.map((v, i) => [v, i]).sort((a, b) => a[0] - b[0])[Math.floor(values.length / 2)][1];
const median = (values) => values[medianIndex(values)];
/** The nearest-rank percentile: the smallest value at or above `p` % of them. */
export const percentile = (values, p) =>
  values.length ? values.slice().sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] : 0;

/**
 * What the scale data in the SQLite file offers the phone: the pages to load (seeded: PRODUCT_PAGES active
 * products, CATEGORY_PAGES categories, home and the catalogue), the product with variants to interact with, the
 * customer who signs in, and every picture key a page may ask for.
 */
export function phonePlan(dataDir) {
  const sqlite = keep(new Sqlite(path.join(dataDir, 'shop.db'), { readonly: true }));
  try {
    const all = (text) => keep(sqlite.prepare(text)).all();
    const rng = prng(PAGES_SEED);
    const products = all('select id from products where is_active = 1 order by id').map((p) => p.id);
    const slugs = all('select slug from categories order by id').map((c) => c.slug);
    const draw = (pool, count) => {
      const chosen = new Set();
      while (chosen.size < Math.min(count, pool.length)) chosen.add(rng.pick(pool));
      return [...chosen];
    };
    // A product of one option (one tap chooses a variant) whose switched-on variants can all be bought.
    const withVariants = all(
      `select product_id as id from product_variants
       where product_id in (select product_id from product_options group by product_id having count(*) = 1)
       group by product_id
       having sum(is_active) >= 2 and min(case when is_active = 1 then stock end) > 0 order by product_id`,
    ).map((p) => p.id);
    const keys = all(
      'select image, thumbnail from product_images union all select image, thumbnail from products',
    ).flatMap((row) => [
      [row.image, 'picture'],
      [row.thumbnail, 'thumbnail'],
    ]);
    const [shopper] = all("select email from users where type = 'customer' order by id desc limit 1");
    return {
      pages: [
        ...draw(products, PRODUCT_PAGES).map((id) => `/product/${id}`),
        ...draw(slugs, CATEGORY_PAGES).map((slug) => `/products?category=${slug}`),
        '/',
        '/products',
      ],
      interactionPage: `/product/${rng.pick(withVariants)}`,
      shopper: shopper.email,
      keys: keys.filter(([key]) => key),
    };
  } finally {
    sqlite.close();
  }
}

/**
 * Writes every picture the scale data names under DATA_DIR/uploads: a few pictures made once from the repository's
 * drawings (apps/api/seed-images) at the shop's two sizes, WebP as an upload is stored, then each key a hard link to
 * one of them (no disk for the 40 000 names; the server reads each as its own file).
 */
export async function writePictures(dataDir, keys) {
  const uploads = path.join(dataDir, 'uploads');
  const made = path.join(uploads, 'bench-pictures');
  mkdirSync(path.join(uploads, 'products'), { recursive: true });
  mkdirSync(made, { recursive: true });
  const drawings = readdirSync(path.join(ROOT, 'apps/api/seed-images'))
    .filter((f) => f.endsWith('.svg'))
    .sort()
    .slice(0, PICTURE_DRAWINGS);
  const sources = { picture: [], thumbnail: [] };
  for (const drawing of drawings) {
    const svg = path.join(ROOT, 'apps/api/seed-images', drawing);
    for (const [kind, px] of [
      ['picture', PICTURE_PX],
      ['thumbnail', THUMBNAIL_PX],
    ]) {
      const file = path.join(made, `${drawing}.${kind}.webp`);
      await sharp(svg, { density: 144 }).resize(px, px).webp({ quality: 82 }).toFile(file);
      sources[kind].push(file);
    }
  }
  let linked = 0;
  for (const [i, [key, kind]] of keys.entries()) {
    try {
      linkSync(sources[kind][i % sources[kind].length], path.join(uploads, key));
      linked++;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  const bytes = Object.fromEntries(
    Object.entries(sources).map(([kind, files]) => [kind, median(files.map((f) => statSync(f).size))]),
  );
  return { linked, median_bytes: bytes };
}

/** A fresh context on the phone profile, its first page throttled, with `scripts` run before the page's own. */
async function phonePage(browser, userAgent, scripts) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    isMobile: true,
    hasTouch: true,
    userAgent,
    serviceWorkers: 'block',
  });
  for (const script of scripts) await context.addInitScript(...script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, net: watchNetwork(cdp) };
}

/** Waits after `load` until the network is quiet and no new LCP candidate came for a while (at most 30 s). */
async function settle(page, net, pagePath, log) {
  const deadline = Date.now() + SETTLE_MAX_MS;
  for (;;) {
    const sinceLcp = await page.evaluate(() => performance.now() - globalThis.__benchVitals.lcp_seen_at);
    const quiet = net.inFlight === 0 && Date.now() - net.lastActivity >= SETTLE_QUIET_MS;
    if (quiet && sinceLcp >= SETTLE_LCP_MS) return;
    if (Date.now() > deadline) {
      log(`${pagePath}: still busy ${SETTLE_MAX_MS / 1000} s after load (${net.inFlight} requests open); read as is`);
      return;
    }
    await sleep(200);
  }
}

/** One cold load of `pagePath` on the phone profile. */
async function measureLoad(browser, userAgent, base, pagePath, log) {
  const { context, page, net } = await phonePage(browser, userAgent, [[observeVitals]]);
  try {
    const response = await page.goto(`${base}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
    await settle(page, net, pagePath, log);
    if (net.errors.length)
      throw new Error(`${pagePath}: ${net.errors.length} requests failed: ${net.errors.slice(0, 5).join(', ')}`);
    const vitals = await page.evaluate(() => globalThis.__benchVitals);
    if (vitals.lcp_ms === null) throw new Error(`${pagePath}: no largest-contentful-paint entry`);
    return {
      lcp_ms: Math.round(vitals.lcp_ms),
      fcp_ms: Math.round(vitals.fcp_ms),
      cls: Math.round(vitals.cls * 10_000) / 10_000,
      bytes: net.bytes,
      js_bytes: net.byType.script ?? 0,
      api_requests: net.apiPaths.length,
      lcp_element: vitals.lcp_element,
      shift_element: vitals.shift_element,
    };
  } finally {
    await context.close();
  }
}

/** The longest latency of the interactions that happened since `before` (ids seen then), or the threshold. */
async function interactionSince(page, before) {
  const now = await page.evaluate(() => ({ ...globalThis.__benchInteractions }));
  const fresh = Object.entries(now).filter(([id]) => !(id in before));
  return { ms: fresh.length ? Math.max(...fresh.map(([, ms]) => ms)) : EVENT_THRESHOLD_MS, now };
}

/**
 * One run of the two interactions on `pagePath`, signed in as `session` (stored as the shop's web app keeps it):
 * the page loaded and settled, then a variant chosen (a value of an option not chosen yet, one that can be bought)
 * and "Tambah ke Keranjang". Each interaction's latency, checked to have done what it should.
 */
async function measureInteractions(browser, userAgent, base, pagePath, session, log) {
  const { context, page, net } = await phonePage(browser, userAgent, [
    [observeVitals],
    [observeInteractions],
    [
      (stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      },
      session,
    ],
  ]);
  /** A step of the run; its failure says which step it was. */
  const step = async (name, work) => {
    try {
      return await work();
    } catch (error) {
      throw new Error(`${name}: ${error.message.split('\n')[0]}`, { cause: error });
    }
  };
  try {
    await step('loading the page', async () => {
      await page.goto(`${base}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
      await settle(page, net, pagePath, log);
      await page.waitForFunction(() => {
        const root = document.getElementById('root')?.firstElementChild;
        return root ? Object.keys(root).some((key) => key.startsWith('__reactFiber')) : false;
      });
    });
    const before = await page.evaluate(() => ({ ...globalThis.__benchInteractions }));

    const chose = await step('choosing a variant', async () => {
      // A value named before the tap (a locator of 'not chosen' would name another once it is), tapped as a person
      // does: only trusted input makes an interaction that Event Timing reports.
      const value = await page
        .locator('fieldset[role="radiogroup"] label:has(input:not(:checked)):not(:has(.line-through)) input')
        .first()
        .getAttribute('value');
      const label = page
        .locator('fieldset[role="radiogroup"] label')
        .filter({ has: page.locator(`input[value="${value}"]`) });
      await label.click();
      await page.waitForFunction((el) => el.checked, await label.locator('input').elementHandle());
      await sleep(500);
      return interactionSince(page, before);
    });

    const add = await step('adding to the cart', async () => {
      const added = page.waitForResponse(
        (res) => res.url().includes('/api/cart/items') && res.request().method() === 'POST',
        { timeout: 30_000 },
      );
      await page.getByRole('button', { name: ADD_TO_CART }).first().click();
      const reply = await added;
      if (!reply.ok()) throw new Error(`the cart answered ${reply.status()}`);
      await sleep(500);
      return interactionSince(page, chose.now);
    });
    return { choose: Math.round(chose.ms), add: Math.round(add.ms) };
  } finally {
    await context.close();
  }
}

/** A page's figures over its loads: medians, the largest CLS, the LCP element of the median-LCP load. */
function summarise(pagePath, loads) {
  const lcpLoad = loads[medianIndex(loads.map((l) => l.lcp_ms))];
  const clsLoad = loads[medianIndex(loads.map((l) => -l.cls))];
  return {
    path: pagePath,
    lcp_ms: lcpLoad.lcp_ms,
    fcp_ms: median(loads.map((l) => l.fcp_ms)),
    cls: clsLoad.cls,
    kb: kb(median(loads.map((l) => l.bytes))),
    js_kb: kb(median(loads.map((l) => l.js_bytes))),
    api_requests: median(loads.map((l) => l.api_requests)),
    lcp_element: lcpLoad.lcp_element,
    shift_element: clsLoad.shift_element,
    loads,
  };
}

/**
 * The phone's figures for the server on `port` over the scale data in `dataDir`: every page's loads, LCP and CLS
 * over all of them, each interaction's runs. `signIn(email)` gives the shop's login reply for a customer.
 */
export async function phoneBench({ port, dataDir, signIn, log }) {
  const base = `http://127.0.0.1:${port}`;
  const plan = phonePlan(dataDir);
  const pictures = await writePictures(dataDir, plan.keys);
  log(`web: ${pictures.linked} pictures written (median ${JSON.stringify(pictures.median_bytes)} bytes)`);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: BROWSER_ARGS, timeout: 30_000 });
  try {
    const version = browser.version();
    const userAgent =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      `Chrome/${version.split('.')[0]}.0.0.0 Mobile Safari/537.36`;
    log(`web: Chromium ${version}: ${plan.pages.length} pages, ${RUNS} cold loads each`);
    const loads = new Map(plan.pages.map((p) => [p, []]));
    for (let round = 1; round <= RUNS; round++)
      for (const pagePath of plan.pages) {
        const load = await measureLoad(browser, userAgent, base, pagePath, log);
        loads.get(pagePath).push(load);
        log(
          `web: ${pagePath} ${round}/${RUNS}: LCP ${load.lcp_ms} ms (${load.lcp_element}), FCP ${load.fcp_ms} ms, ` +
            `CLS ${load.cls}, ${kb(load.bytes)} KB (JS ${kb(load.js_bytes)} KB), ${load.api_requests} API calls`,
        );
      }
    const every = [...loads.values()].flat();

    const runs = { choose: [], add: [] };
    let error;
    for (let i = 0; i < INP_RUNS && !error; i++) {
      try {
        const reply = await signIn(plan.shopper, i);
        const session = {
          accessToken: reply.accessToken,
          refreshToken: reply.refreshToken,
          user: JSON.stringify(reply.user),
        };
        const run = await measureInteractions(browser, userAgent, base, plan.interactionPage, session, log);
        runs.choose.push(run.choose);
        runs.add.push(run.add);
        log(
          `web: ${plan.interactionPage} ${i + 1}/${INP_RUNS}: choosing a variant ${run.choose} ms, adding ${run.add} ms`,
        );
      } catch (failure) {
        error = failure.message.split('\n')[0];
      }
    }
    const interaction = (name, ms) => ({
      name,
      path: plan.interactionPage,
      runs_ms: ms,
      ...(error ? { error } : { p75_ms: percentile(ms, 75) }),
    });
    return {
      date: new Date().toISOString(),
      chromium: version,
      profile: {
        viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
        device_scale_factor: DEVICE_SCALE_FACTOR,
        latency_ms: NETWORK.latency,
        down_kbps: (NETWORK.downloadThroughput * 8) / 1024,
        up_kbps: (NETWORK.uploadThroughput * 8) / 1024,
        cpu_slowdown: CPU_SLOWDOWN,
      },
      loads_per_page: RUNS,
      pictures,
      pages: plan.pages.map((p) => summarise(p, loads.get(p))),
      lcp: {
        loads: every.length,
        p50_ms: percentile(
          every.map((l) => l.lcp_ms),
          50,
        ),
        p75_ms: percentile(
          every.map((l) => l.lcp_ms),
          75,
        ),
        max_ms: Math.max(...every.map((l) => l.lcp_ms)),
      },
      cls: {
        p75: percentile(
          every.map((l) => l.cls),
          75,
        ),
        max: Math.max(...every.map((l) => l.cls)),
      },
      interactions: [interaction('choosing a variant', runs.choose), interaction('Tambah ke Keranjang', runs.add)],
    };
  } finally {
    await browser.close();
  }
}
