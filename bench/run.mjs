#!/usr/bin/env node
// `npm run bench`: the production build on the scale data set, on SQLite and (with BENCH_DATABASE_URL) PostgreSQL,
// held against DESIGN §7's budget (BUDGET); writes bench/results/<date>.{json,md} and exits 1 on a miss. Per database:
// - the shop day (bench/shop-day.mjs, the headline), three runs with the same fixed-rate writers: the ceiling (every
//   read the same cached page, 64 connections), capacity (the seeded catalogue mix, 64 connections; budget: a share
//   of the ceiling) and the flash sale (the same mix offered open-loop at BENCH_FLASH_SALE_RPS; budget: p99 per class).
//   The server is restarted before capacity and the flash sale (an empty read cache each);
// - each endpoint alone on that server (cache on, reported), checkout contention (200 buyers, 50 units);
// - the engine: the same endpoints, the rendered product page among them, on a server restarted with
//   READ_CACHE_SECONDS=0, each against the bare node:http server in interleaved slices (budget: a share of it).
// Options: BENCH_SHOP_DAY_SECONDS (measured per shop-day run, default 60; ceiling and capacity in 5 s slices
// alternating with 2 s of the baseline), BENCH_SHOP_DAY_WARMUP (per shop-day run, default 10), BENCH_FLASH_SALE_RPS
// (reads offered in the flash sale, default 1000; the budget asks 1000), BENCH_DURATION (seconds measured per
// endpoint, default 6, in 2 s slices alternating with the baseline), BENCH_WARMUP (per endpoint, default 4),
// BENCH_ONLY=sqlite|postgres, BENCH_NO_WRITE=1 (print only), BENCH_SKIP_BUILD=1, BENCH_PARTS (comma list of shop_day,
// endpoints, checkout, engine; default all), BENCH_SHOP_DAY_WRITERS (comma list of the writer classes of
// shop-day.mjs RATES to run, default all: to see what each costs; a run without all of them misses the budget),
// BENCH_SERVER_ARGS (node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`).
import argon2 from 'argon2';
import autocannon from 'autocannon';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { fork, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyseWebBuild } from '../scripts/web-budget.mjs';
import {
  ANIMALS,
  CATEGORIES,
  COLOURS,
  SCALE,
  buildScaleData,
  keep,
  prng,
  variantsByProduct,
  writePostgres,
  writeSqlite,
} from './scale-data.mjs';
import { BUDGET } from './budget.mjs';
import { machine as baseMachine } from './machine.mjs';
import { checkBudget, renderMarkdown } from './report.mjs';
import { RATES, customersWithOpenOrders, settle, shopDay } from './shop-day.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORK = path.join(ROOT, '.tmp/bench');
const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const SHOP_DAY_SECONDS = Number(process.env.BENCH_SHOP_DAY_SECONDS ?? 60);
const SHOP_DAY_WARMUP = Number(process.env.BENCH_SHOP_DAY_WARMUP ?? 10);
const FLASH_SALE_RPS = Number(process.env.BENCH_FLASH_SALE_RPS ?? 1000);
const CONNECTIONS = 64;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'shop_day,endpoints,checkout,engine').split(','));
const SERVER_ARGS = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const SERVER_PORT = 8311;
const SERVER_LOG = path.join(WORK, 'server.log');
const BASELINE_PORT = 8312;
const PASSWORD = 'Bench-Boneka-2026';
const ADMIN = { email: 'owner@bench.boneka.test', password: 'Bench-Pemilik-2026' };
const BUYERS = 200;
const UNITS = 50;
const CART_ITEMS = 5;

const log = (...parts) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(env) {
  const child = spawn(process.execPath, [...SERVER_ARGS, 'apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(SERVER_PORT),
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
      PUBLIC_URL: `http://127.0.0.1:${SERVER_PORT}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      // To size PostgreSQL's pool by measurement (docs/performance.md).
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
      ...env,
    },
    // The access log goes to a file, not through this process (it would compete with autocannon).
    stdio: ['ignore', openSync(SERVER_LOG, 'w'), 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return {
    async ready() {
      for (let i = 0; i < 600; i++) {
        if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        try {
          if ((await fetch(`http://127.0.0.1:${SERVER_PORT}/readyz`)).ok) return;
        } catch {
          /* not listening yet */
        }
        await sleep(100);
      }
      throw new Error(`server did not become ready: ${stderr}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await stopped;
      // The shutdown line tells how the read cache did (hits, misses, stores, refused, evictions).
      const last = readFileSync(SERVER_LOG, 'utf8')
        .split('\n')
        .findLast((line) => line.includes('"readCache"'));
      if (last) log(`server read cache: ${JSON.stringify(JSON.parse(last).readCache)}`);
    },
  };
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

const SLICE = 2;

/** One autocannon run of `duration` seconds; each request gets a fresh random path. */
function load(port, nextPath, headers, duration) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
}

/**
 * An endpoint against the bare baseline, in the same minute: after the endpoint's warm-up, 2-second slices of
 * baseline and endpoint alternate until each has run DURATION seconds, so that a machine that speeds up or slows
 * down (this one is shared) does so for both. Requests/s are totals over all slices; p99 is the worst slice's.
 * `unfinished`: requests still unanswered when a slice ended (an endpoint slower than a slice answers none).
 */
async function measurePaired(nextPath, headers) {
  await load(SERVER_PORT, nextPath, headers, WARMUP);
  await settle(SERVER_PORT);
  await load(BASELINE_PORT, () => '/', {}, 1);
  const sum = {
    app: { requests: 0, seconds: 0, p99: 0, non2xx: 0, errors: 0, unfinished: 0, statuses: {} },
    base: { requests: 0, seconds: 0, p99: 0 },
  };
  for (let done = 0; done < DURATION; done += SLICE) {
    const base = await load(BASELINE_PORT, () => '/', {}, SLICE);
    const app = await load(SERVER_PORT, nextPath, headers, SLICE);
    await settle(SERVER_PORT);
    sum.base.requests += base.requests.total;
    sum.base.seconds += base.duration;
    sum.base.p99 = Math.max(sum.base.p99, base.latency.p99);
    sum.app.requests += app.requests.total;
    sum.app.seconds += app.duration;
    sum.app.p99 = Math.max(sum.app.p99, app.latency.p99);
    sum.app.non2xx += app.non2xx;
    for (const [status, { count }] of Object.entries(app.statusCodeStats ?? {}))
      if (!status.startsWith('2')) sum.app.statuses[status] = (sum.app.statuses[status] ?? 0) + count;
    sum.app.errors += app.errors + app.timeouts;
    sum.app.unfinished += Math.max(0, app.requests.sent - app.requests.total - app.errors);
  }
  return {
    rps: Math.round(sum.app.requests / sum.app.seconds),
    p99_ms: sum.app.p99,
    non2xx: sum.app.non2xx,
    statuses: sum.app.statuses,
    errors: sum.app.errors,
    unfinished: sum.app.unfinished,
    baseline: { rps: Math.round(sum.base.requests / sum.base.seconds), p99_ms: sum.base.p99 },
  };
}

async function call(method, url, { token, body, ip } = {}) {
  const res = await fetch(`http://127.0.0.1:${SERVER_PORT}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(method === 'POST' && url === '/api/orders' ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text), text };
}

async function signIn(email, password, ip) {
  const res = await call('POST', '/auth/login', { body: { username: email, password }, ip });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`);
  return res.json().accessToken;
}

/** A fresh database: a SQLite file under .tmp/bench, or a database created beside BENCH_DATABASE_URL's. */
async function prepareDatabase(kind) {
  if (kind === 'sqlite') {
    const dataDir = path.join(WORK, 'sqlite');
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      async fill(data) {
        const sqlite = new Sqlite(path.join(dataDir, 'shop.db'));
        writeSqlite(sqlite, data);
        sqlite.close();
      },
      async query(text) {
        const sqlite = keep(new Sqlite(path.join(dataDir, 'shop.db'), { readonly: true }));
        try {
          return keep(sqlite.prepare(text)).all();
        } finally {
          sqlite.close();
        }
      },
    };
  }
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = 'boneka_bench';
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const dataDir = path.join(WORK, 'postgres');
  rmSync(dataDir, { recursive: true, force: true });
  const withClient = async (work) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: connectionString },
    fill: (data) => withClient((client) => writePostgres(client, data)),
    query: (text) => withClient(async (client) => (await client.query(text)).rows),
  };
}

async function benchDatabase(kind, passwordHash, baselineReady, baselines) {
  log(`${kind}: preparing a fresh database`);
  const database = await prepareDatabase(kind);
  let server = startServer(database.env);
  await server.ready(); // migrations, regions, the admin account
  await server.stop();
  const [{ max }] = await database.query('select max(id) as max from users');
  const anchor = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  // Product 1 is the one every buyer of the checkout test wants: one variant, UNITS in stock.
  const data = buildScaleData({ anchor, firstUserId: Number(max) + 1, passwordHash, contendedUnits: UNITS });
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
  server = startServer(database.env);
  let shop;
  let endpoints;
  let checkout;
  try {
    await server.ready();
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
        data,
        reservedUserIds,
        adminToken: await signIn(ADMIN.email, ADMIN.password, '10.9.0.1'),
        password: PASSWORD,
        signIn,
        // Each run on a fresh server: an empty read cache (the flash sale replays capacity's reads).
        restart: async () => {
          await server.stop();
          server = startServer(database.env);
          await server.ready();
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
      const res = await call('POST', '/api/cart/items', {
        token: shopperToken,
        body: { product_id: product.id, variant_id: variant.id, quantity: 1 },
      });
      if (res.status >= 300) throw new Error(`cart add failed: ${res.status} ${res.text}`);
    }
    endpoints = PARTS.has('endpoints') ? await measureEndpoints(kind, 'cache on', shopper, baselines) : [];
    if (PARTS.has('checkout')) checkout = await checkoutContention(kind, data, database, buyers);
  } finally {
    await server.stop();
  }

  // The engine: the same endpoints on a server that caches nothing.
  if (!PARTS.has('engine')) return { shop_day: shop, endpoints, engine: [], checkout };
  server = startServer({ ...database.env, READ_CACHE_SECONDS: '0' });
  try {
    await server.ready();
    const engine = await measureEndpoints(kind, 'engine', shopper, baselines);
    return { shop_day: shop, endpoints, engine, checkout };
  } finally {
    await server.stop();
  }
}

/** Each endpoint on its own, 64 connections, seeded random ids and pages, interleaved with the baseline. */
async function measureEndpoints(kind, label, shopper, baselines) {
  const adminToken = await signIn(ADMIN.email, ADMIN.password, '10.9.0.1');
  const shopperToken = await signIn(shopper.email, PASSWORD, '10.9.0.2');
  const rng = prng(7);
  const sorts = ['newest', 'price_asc', 'price_desc', 'popular', 'rating'];
  const searches = [...ANIMALS.map((a) => a.toLowerCase()), ...ANIMALS.flatMap((a) => COLOURS.map((c) => `${a} ${c}`))];
  const productId = () => rng.int(2, SCALE.products);
  const endpoints = [
    ['product list', () => `/api/products?page=${rng.int(1, SCALE.products / 20)}&limit=20&sort=${rng.pick(sorts)}`],
    ['product detail', () => `/api/products/${productId()}`],
    ['product search', () => `/api/products/search?q=${encodeURIComponent(rng.pick(searches))}`],
    ['review list', () => `/api/reviews/product/${productId()}?page=1&limit=10`],
    ['review stats', () => `/api/reviews/product/${productId()}/stats`],
    ['cart (signed in)', () => '/api/cart', { authorization: `Bearer ${shopperToken}` }],
    ['admin dashboard', () => '/api/admin/dashboard', { authorization: `Bearer ${adminToken}` }],
    // Issue 27: a category's pages (a top-level category includes its children's products). Last, so that the rows
    // above draw the same ids and pages as in the runs before it.
    [
      'category list',
      () => `/api/products?category=${rng.pick(CATEGORIES)[0]}&page=${rng.int(1, 20)}&limit=20&sort=${rng.pick(sorts)}`,
    ],
    // A product's page as a browser asks for it: the HTML the server renders (DESIGN §11), budgeted apart. Last too.
    ['product page', () => `/product/${productId()}`, { accept: 'text/html' }],
  ];
  const results = [];
  for (const [name, nextPath, headers] of endpoints) {
    const m = await measurePaired(nextPath, headers);
    const baseline = m.baseline;
    baselines.push(baseline);
    const ratio = Math.round((m.rps / baseline.rps) * 1000) / 1000;
    results.push({
      name,
      db: kind,
      rps: m.rps,
      p99_ms: m.p99_ms,
      ratio,
      baseline_rps: baseline.rps,
      non2xx: m.non2xx,
      statuses: m.statuses,
      errors: m.errors,
      unfinished: m.unfinished,
    });
    log(
      `${kind} ${label}: ${name.padEnd(18)} ${String(m.rps).padStart(6)} req/s  p99 ${m.p99_ms} ms  ratio ${ratio} ` +
        `(baseline ${baseline.rps} req/s, p99 ${baseline.p99_ms} ms)${m.non2xx ? `  non-2xx ${JSON.stringify(m.statuses)}` : ''}` +
        `${m.errors ? `  errors ${m.errors}` : ''}${m.rps ? '' : `  no reply within a ${SLICE} s slice (${m.unfinished} unanswered)`}`,
    );
  }
  return results;
}

/**
 * 200 buyers, each signed in with a cart of one unit, order the same product at once; only 50 units exist. The
 * product has one variant and the orders name none, as a spec client's do: stock is taken from that variant.
 */
async function checkoutContention(kind, data, database, buyers) {
  const product = data.products[0];
  const tokens = [];
  for (let i = 0; i < buyers.length; i += 20) {
    const batch = buyers.slice(i, i + 20);
    tokens.push(
      ...(await Promise.all(batch.map((b, j) => signIn(b.email, PASSWORD, `10.8.${(i + j) >> 8}.${(i + j) & 255}`)))),
    );
  }
  const addressOf = new Map(data.addresses.map((a) => [a.user_id, a.id]));
  const started = performance.now();
  const replies = await Promise.all(
    buyers.map((buyer, i) =>
      call('POST', '/api/orders', {
        token: tokens[i],
        body: {
          address_id: addressOf.get(buyer.id),
          payment_method: 'Transfer Bank',
          items: [{ product_id: product.id, quantity: 1, price: product.price }],
          shipping: { courier: 'jne', service: 'REG' },
        },
      }),
    ),
  );
  const ms = Math.round(performance.now() - started);
  const statuses = replies.map((r) => r.status);
  /** Anything but an order or a 409 for the stock: a bench bug (or a server one) worth seeing. */
  const other = {};
  for (const r of replies) {
    if (r.status === 201 || (r.status === 409 && r.json().code === 'INSUFFICIENT_STOCK')) continue;
    let code = '';
    try {
      code = r.json().code ?? '';
    } catch {
      /* not JSON */
    }
    const key = `${r.status} ${code}`.trim();
    other[key] = (other[key] ?? 0) + 1;
  }
  const stock = (await call('GET', `/api/products/${product.id}`)).json().data.stock;
  const [{ n }] = await database.query(
    `select count(*) as n from order_items where product_id = ${product.id} and order_id > ${SCALE.orders}`,
  );
  const result = {
    db: kind,
    buyers: BUYERS,
    units: UNITS,
    orders: Number(n),
    created_201: statuses.filter((s) => s === 201).length,
    refused_409: statuses.filter((s) => s === 409).length,
    final_stock: stock,
    errors_5xx: statuses.filter((s) => s >= 500).length,
    other,
    ms,
  };
  log(`${kind}: checkout ${JSON.stringify(result)}`);
  return result;
}

function machine() {
  return {
    ...baseMachine(),
    connections: CONNECTIONS,
    duration_s: DURATION,
    warmup_s: WARMUP,
    shop_day_s: SHOP_DAY_SECONDS,
    shop_day_warmup_s: SHOP_DAY_WARMUP,
    flash_sale_rps: FLASH_SALE_RPS,
    shop_day_rates: RATES,
    scale: SCALE,
  };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    log('building the production bundle');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const web = analyseWebBuild(path.join(ROOT, 'apps/web/dist'));
  log(
    `web: home ${web.home_js_gzip_kb} KB JS + ${web.home_css_gzip_kb} KB CSS (gzip); admin chunks on home: ${web.admin_chunks_on_home}`,
  );
  mkdirSync(WORK, { recursive: true });
  const passwordHash = await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });

  const baselines = [];
  let bodyFile;
  let baselineServer;
  /** The bare node:http server answering the real first page of 20 products, started once. */
  const baselineReady = async () => {
    if (baselineServer) return;
    const page = await call('GET', '/api/products?page=1&limit=20');
    bodyFile = path.join(WORK, 'baseline-body.json');
    writeFileSync(bodyFile, page.text);
    baselineServer = startBaseline(bodyFile);
    await baselineServer.ready;
  };

  const kinds = ['sqlite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])].filter(
    (k) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === k,
  );
  if (!process.env.BENCH_DATABASE_URL) log('BENCH_DATABASE_URL is not set: PostgreSQL is skipped');
  const shop_day = [];
  const endpoints = [];
  const engine = [];
  const checkout = [];
  try {
    for (const kind of kinds) {
      const result = await benchDatabase(kind, passwordHash, baselineReady, baselines);
      if (result.shop_day) shop_day.push(result.shop_day);
      endpoints.push(...result.endpoints);
      engine.push(...result.engine);
      if (result.checkout) checkout.push(result.checkout);
    }
  } finally {
    await baselineServer?.stop();
  }
  const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    budget: BUDGET,
    baseline: {
      rps: median(baselines.map((b) => b.rps)),
      p99_ms: median(baselines.map((b) => b.p99_ms)),
      body_bytes: statSync(bodyFile).size,
      runs: baselines.length,
      min_rps: Math.min(...baselines.map((b) => b.rps)),
      max_rps: Math.max(...baselines.map((b) => b.rps)),
    },
    shop_day,
    endpoints,
    engine,
    checkout,
    web: {
      home_js_gzip_kb: web.home_js_gzip_kb,
      home_css_gzip_kb: web.home_css_gzip_kb,
      admin_chunks_on_home: web.admin_chunks_on_home,
      admin_modules_in_shop_chunks: web.admin_modules_in_shop_chunks.length,
    },
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
  if (failures.length) {
    console.log(`Over budget:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
