#!/usr/bin/env node
// `npm run bench`: the production build on the scale data set, on SQLite and (with BENCH_DATABASE_URL) PostgreSQL,
// held against docs/design.md §7's budget (bench/budget.mjs); writes bench/results/<date>.{json,md} and exits 1 on a miss.
// After every start of the server the bench waits for its page store to be filled (bench/server.mjs), and reports how
// long the first start on the scale data took. Per database:
// - the shop day (bench/shop-day.mjs, the headline), four runs with the same fixed-rate writers: the ceiling (every
//   read the same cached page, 64 connections), capacity (the seeded mix, 64 connections; budget: a share of the
//   ceiling), the flash sale cold (the same mix offered open-loop at BENCH_FLASH_SALE_RPS; budget: p99 per class) and
//   hot (as cold, 80 % of the reads on 20 products on sale while 20 orders/s take their stock; budget: the same p99s
//   and no stale page). The server is restarted before each run but the first (an empty read cache each);
// - each endpoint alone on that server (cache on, reported), checkout contention (200 buyers, 50 units);
// - the engine: the same endpoints on a server restarted with READ_CACHE_SECONDS=0, each against the bare node:http
//   server in interleaved slices (budget: each catalogue read, JSON, a share of it; the product page reported);
// - making a page (bench/make-pages.mjs): the server's make-pages script against the bare server (budget: pages/s a
//   share of it, and the page's HTML and brotli bytes).
// Then the web on SQLite's data (bench/phone.mjs): the shop pages and two interactions on a phone profile.
// Options: BENCH_SHOP_DAY_SECONDS (measured per shop-day run, default 60; ceiling and capacity in 5 s slices
// alternating with 2 s of the baseline), BENCH_SHOP_DAY_WARMUP (per shop-day run, default 10), BENCH_FLASH_SALE_RPS
// (reads offered in the flash sales, default 1000; the budget asks 1000), BENCH_DURATION (seconds measured per
// endpoint, default 6, in 2 s slices alternating with the baseline), BENCH_WARMUP (per endpoint, default 4),
// BENCH_MAKE_PAGES (pages a round, default 300), BENCH_MAKE_PAGES_ROUNDS (default 3), BENCH_PAGE_FILL_LIMIT (seconds
// a start may take to fill its page store, default 1800), BENCH_WEB_* (bench/phone.mjs), BENCH_SCALE=small (a tenth
// of the data: a smoke run, which never meets the budget), BENCH_ONLY=sqlite|postgres, BENCH_NO_WRITE=1 (print
// only), BENCH_SKIP_BUILD=1, BENCH_PARTS (comma list of shop_day, endpoints, checkout, engine, pages, web; default
// all), BENCH_SHOP_DAY_WRITERS (comma list of the writer classes of shop-day.mjs RATES, and sale_order, to run,
// default all: to see what each costs; a run without all of them misses the budget), BENCH_SERVER_ARGS (node flags
// for the server, e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`).
import { fork, spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyseWebBuild } from '../scripts/web-budget.mjs';
import { BUDGET } from './budget.mjs';
import { prepareDatabase } from './database.mjs';
import { checkoutContention, endpointSettings, flashSaleContention, measureEndpoints } from './endpoints.mjs';
import { machine as baseMachine } from './machine.mjs';
import { measurePageMaking } from './make-pages.mjs';
import { phoneBench } from './phone.mjs';
import { duration, renderMarkdown } from './report.mjs';
import { PASSWORD, benchScale, buildScaleData, passwordHash, todayAnchor, variantsByProduct } from './scale-data.mjs';
import { ROOT, call, login, portFree, startServer } from './server.mjs';
import { RATES, RUN_NAMES, customersWithOpenOrders, shopDay } from './shop-day.mjs';
import { checkBudget } from './verdict.mjs';

const WORK = path.join(ROOT, '.tmp/bench');
const SHOP_DAY_SECONDS = Number(process.env.BENCH_SHOP_DAY_SECONDS ?? 60);
const SHOP_DAY_WARMUP = Number(process.env.BENCH_SHOP_DAY_WARMUP ?? 10);
const FLASH_SALE_RPS = Number(process.env.BENCH_FLASH_SALE_RPS ?? 1000);
const MAKE_PAGES = Number(process.env.BENCH_MAKE_PAGES ?? 300);
const MAKE_PAGES_ROUNDS = Number(process.env.BENCH_MAKE_PAGES_ROUNDS ?? 3);
const SCALE = benchScale();
const CONNECTIONS = 64;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'shop_day,endpoints,checkout,engine,pages,web').split(','));
const SERVER_ARGS = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const SERVER_PORT = 8311;
const SERVER_LOG = path.join(WORK, 'server.log');
const BASELINE_PORT = 8312;
const ADMIN = { email: 'owner@bench.boneka.test', password: 'Bench-Pemilik-2026' };
const BUYERS = 200;
const UNITS = 50;
const CART_ITEMS = 5;

const log = (...parts) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);

/** The production server on the bench's port, with the bench's owner account. */
const server = (env) =>
  startServer({
    port: SERVER_PORT,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
    args: SERVER_ARGS,
    logFile: SERVER_LOG,
    log,
  });

/** A server started, ready, and its page store filled; the fill is pushed to `fills` named by `before`. */
async function startFilled(env, before, fills) {
  const started = await server(env);
  await started.ready();
  const fill = await started.pagesFilled();
  log(
    `page store before ${before}: ${fill.reported ? `${fill.stored} pages, filled in ${fill.filled_in_ms} ms` : 'not reported'}`,
  );
  fills.push({ before, ...fill });
  return started;
}

function startBaseline(bodyFile) {
  const child = fork(path.join(ROOT, 'bench/baseline-server.mjs'), [bodyFile, String(BASELINE_PORT)], {
    stdio: 'ignore',
  });
  return {
    ready: new Promise((resolve) => child.once('message', resolve)),
    stop: () =>
      new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill()))),
  };
}

const signIn = async (email, password, ip) => (await login(SERVER_PORT, email, password, ip)).accessToken;

async function benchDatabase(kind, hash, baselineReady, baselines) {
  log(`${kind}: preparing a fresh database`);
  const database = await prepareDatabase(kind, WORK);
  let running = await server(database.env);
  await running.ready(); // migrations, regions, the admin account
  await running.stop();
  const [{ max }] = await database.query('select max(id) as max from users');
  // Product 1 is the one every buyer of the checkout test wants: one variant, UNITS in stock.
  const data = buildScaleData({
    anchor: todayAnchor(),
    firstUserId: Number(max) + 1,
    passwordHash: hash,
    scale: SCALE,
    contendedUnits: UNITS,
  });
  const started = Date.now();
  await database.fill(data);
  log(
    `${kind}: wrote ${Object.values(data).reduce((n, rows) => n + rows.length, 0)} rows in ${Date.now() - started} ms`,
  );
  const shopper = data.users[SCALE.customers - 1];
  // Checkout buyers hold no open unpaid order in the scale data, so that none is refused for ORDER_MAX_OPEN_UNPAID,
  // and have paid for an order before: a flash sale's regulars, whom the new buyers' share of stock (decision 027)
  // does not limit, so the run measures contention for stock and nothing else.
  const open = customersWithOpenOrders(data);
  const paidBefore = new Set(data.orders.filter((o) => o.payment_status === 'paid').map((o) => o.user_id));
  const buyers = data.users
    .filter((u) => !open.has(u.id) && paidBefore.has(u.id) && u.id !== shopper.id)
    .slice(0, BUYERS);
  const reservedUserIds = new Set([...buyers.map((u) => u.id), shopper.id]);

  // The default server (read cache on): the shop day, the per-endpoint table, checkout contention.
  const starts = [];
  const firstFill = [];
  running = await startFilled(database.env, 'the first run', firstFill);
  const page_store = { db: kind, first_fill: firstFill[0], starts };
  let shop;
  let endpoints = [];
  let checkout;
  let flash;
  const people = { admin: ADMIN, shopper: { email: shopper.email, password: PASSWORD } };
  const measuring = { kind, port: SERVER_PORT, baselinePort: BASELINE_PORT, products: SCALE.products, baselines, log };
  try {
    await baselineReady();
    if (SHOP_DAY_SECONDS > 0 && PARTS.has('shop_day'))
      shop = await shopDay({
        kind,
        port: SERVER_PORT,
        baselinePort: BASELINE_PORT,
        connections: CONNECTIONS,
        seconds: SHOP_DAY_SECONDS,
        warmup: SHOP_DAY_WARMUP,
        flashSaleRps: FLASH_SALE_RPS,
        products: SCALE.products,
        sale: {
          products: BUDGET.shop_day[kind].sale_products,
          share: BUDGET.shop_day[kind].sale_share,
          orderRps: BUDGET.shop_day[kind].sale_order_rps,
        },
        data,
        reservedUserIds,
        adminToken: await signIn(ADMIN.email, ADMIN.password, '10.9.0.1'),
        password: PASSWORD,
        signIn,
        // Each run on a fresh server: an empty read cache (the flash sales replay capacity's reads).
        restart: async (run) => {
          await running.stop();
          running = await startFilled(database.env, RUN_NAMES[run], starts);
        },
        log,
      });
    else log(`${kind}: shop day skipped`);
    if (shop) baselines.push(shop.runs.ceiling.baseline, shop.runs.capacity.baseline);
    const shopperToken = await signIn(shopper.email, PASSWORD, '10.9.0.2');
    const variantsOf = variantsByProduct(data);
    for (const product of data.products.filter((p) => p.stock > 0).slice(100, 100 + CART_ITEMS)) {
      // The line names the variant, as the shop's pages always do (decision 034).
      const variant = variantsOf.get(product.id).find((v) => v.is_active && v.stock > 0);
      const res = await call(SERVER_PORT, 'POST', '/api/cart/items', {
        token: shopperToken,
        body: { product_id: product.id, variant_id: variant.id, quantity: 1 },
      });
      if (res.status >= 300) throw new Error(`cart add failed: ${res.status} ${res.text}`);
    }
    if (PARTS.has('endpoints')) endpoints = await measureEndpoints({ ...measuring, label: 'cache on', ...people });
    if (PARTS.has('checkout'))
      checkout = await checkoutContention({
        kind,
        port: SERVER_PORT,
        data,
        database,
        buyers,
        password: PASSWORD,
        units: UNITS,
        ordersBefore: SCALE.orders,
        log,
      });
    if (PARTS.has('checkout'))
      flash = await flashSaleContention({
        kind,
        port: SERVER_PORT,
        data,
        database,
        buyers,
        password: PASSWORD,
        quota: UNITS,
        adminToken: await signIn(ADMIN.email, ADMIN.password, '10.9.0.3'),
        ordersBefore: SCALE.orders,
        log,
      });
  } finally {
    await running.stop();
  }

  // The engine: the same endpoints on a server that caches nothing.
  let engine = [];
  if (PARTS.has('engine')) {
    running = await startFilled({ ...database.env, READ_CACHE_SECONDS: '0' }, 'the engine', starts);
    try {
      engine = await measureEndpoints({ ...measuring, label: 'engine', ...people });
    } finally {
      await running.stop();
    }
  }
  // Making a page, the server stopped: the script and the bare server alone on the machine.
  const page_making = PARTS.has('pages')
    ? await measurePageMaking({
        db: kind,
        port: SERVER_PORT,
        env: database.env,
        baselinePort: BASELINE_PORT,
        count: MAKE_PAGES,
        rounds: MAKE_PAGES_ROUNDS,
        log,
      })
    : undefined;
  if (page_making && !page_making.ran) log(`${kind}: making a page: ${page_making.reason}`);
  return { shop_day: shop, endpoints, engine, checkout, flash, page_store, page_making, env: database.env };
}

/** The shop pages on a phone, on the server started again over SQLite's data; an error is the result's. */
async function webOnPhone(env) {
  try {
    const running = await startFilled(env, 'the web on a phone', []);
    try {
      return await phoneBench({
        port: SERVER_PORT,
        dataDir: env.DATA_DIR,
        signIn: (email, n) => login(SERVER_PORT, email, PASSWORD, `10.7.0.${(n % 250) + 1}`),
        log,
      });
    } finally {
      await running.stop();
    }
  } catch (error) {
    log(`web on a phone failed: ${error.stack}`);
    return { error: error.message.split('\n')[0] };
  }
}

function machine() {
  return {
    ...baseMachine(),
    ...endpointSettings,
    shop_day_s: SHOP_DAY_SECONDS,
    shop_day_warmup_s: SHOP_DAY_WARMUP,
    flash_sale_rps: FLASH_SALE_RPS,
    shop_day_rates: RATES,
    scale: SCALE,
  };
}

async function main() {
  const started = Date.now();
  if (!process.env.BENCH_SKIP_BUILD) {
    log('building the production bundle');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const web = analyseWebBuild(path.join(ROOT, 'apps/web/dist'));
  log(
    `web: home ${web.home_js_gzip_kb} KB JS + ${web.home_css_gzip_kb} KB CSS (gzip); admin chunks on home: ${web.admin_chunks_on_home}`,
  );
  await portFree(SERVER_PORT);
  mkdirSync(WORK, { recursive: true });
  const hash = await passwordHash();

  const baselines = [];
  let bodyFile;
  let baselineServer;
  /** The bare node:http server answering the real first page of 20 products, started once. */
  const baselineReady = async () => {
    if (baselineServer) return;
    const page = await call(SERVER_PORT, 'GET', '/api/products?page=1&limit=20');
    bodyFile = path.join(WORK, 'baseline-body.json');
    writeFileSync(bodyFile, page.text);
    baselineServer = startBaseline(bodyFile);
    await baselineServer.ready;
  };

  const kinds = ['sqlite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])].filter(
    (k) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === k,
  );
  if (!process.env.BENCH_DATABASE_URL) log('BENCH_DATABASE_URL is not set: PostgreSQL is skipped');
  const parts = {
    shop_day: [],
    page_store: [],
    page_making: [],
    endpoints: [],
    engine: [],
    checkout: [],
    flash_sale: [],
  };
  let sqliteEnv;
  try {
    for (const kind of kinds) {
      const result = await benchDatabase(kind, hash, baselineReady, baselines);
      if (kind === 'sqlite') sqliteEnv = result.env;
      if (result.shop_day) parts.shop_day.push(result.shop_day);
      parts.page_store.push(result.page_store);
      if (result.page_making) parts.page_making.push(result.page_making);
      parts.endpoints.push(...result.endpoints);
      parts.engine.push(...result.engine);
      if (result.checkout) parts.checkout.push(result.checkout);
      if (result.flash) parts.flash_sale.push(result.flash);
    }
  } finally {
    await baselineServer?.stop();
  }
  const phone = PARTS.has('web') && sqliteEnv ? await webOnPhone(sqliteEnv) : undefined;
  const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    budget: BUDGET,
    // None when the parts run measured nothing against it (BENCH_PARTS=checkout).
    baseline:
      baselines.length === 0
        ? undefined
        : {
            rps: median(baselines.map((b) => b.rps)),
            p99_ms: median(baselines.map((b) => b.p99_ms)),
            body_bytes: statSync(bodyFile).size,
            runs: baselines.length,
            min_rps: Math.min(...baselines.map((b) => b.rps)),
            max_rps: Math.max(...baselines.map((b) => b.rps)),
          },
    ...parts,
    web: {
      home_js_gzip_kb: web.home_js_gzip_kb,
      home_css_gzip_kb: web.home_css_gzip_kb,
      admin_chunks_on_home: web.admin_chunks_on_home,
      admin_modules_in_shop_chunks: web.admin_modules_in_shop_chunks.length,
      ...(phone ? { phone } : {}),
    },
    total_seconds: Math.round((Date.now() - started) / 1000),
  };
  const failures = checkBudget(results);
  results.meets_budget = failures.length === 0;
  results.failures = failures;
  const markdown = renderMarkdown(results);
  console.log(`\n${markdown}`);
  if (!process.env.BENCH_NO_WRITE) {
    const dir = path.join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const day = results.date.slice(0, 10);
    writeFileSync(path.join(dir, `${day}.json`), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(dir, `${day}.md`), markdown);
    log(`wrote bench/results/${day}.json and .md`);
  }
  log(`the bench took ${duration(results.total_seconds)}`);
  if (failures.length) {
    console.log(`Over budget:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
