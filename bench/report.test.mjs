// The bench's verdict against docs/design.md §7 (checkBudget) and the Markdown it writes, on hand-made results: one that
// meets every line, one that misses one line of each kind.
import { describe, expect, it } from 'vitest';
import { BUDGET } from './budget.mjs';
import { duration, headline, renderMarkdown } from './report.mjs';
import { SCALE } from './scale-data.mjs';
import { RATES } from './shop-day.mjs';
import { checkBudget } from './verdict.mjs';

/** A writer class that held its rate with p99 `p99` ms and nothing wrong. */
const writerClass = (rate, p99) => ({
  target_rps: rate,
  achieved_rps: rate,
  started_rps: rate,
  count: rate * 60,
  ok: rate * 60,
  requests: rate * 60,
  p50_ms: p99 / 2,
  p99_ms: p99,
  max_ms: p99 * 2,
  statuses: {},
  non2xx: 0,
  errors: 0,
  error_kinds: {},
});
const classes = (p99, more = {}) =>
  Object.fromEntries(Object.entries({ ...RATES, ...more }).map(([cls, rate]) => [cls, writerClass(rate, p99)]));
const kinds = (rps) => ({
  'product list': { share: 0.9, rps: Math.round(rps * 0.9), p50_ms: 2, p99_ms: 9, non2xx: 0, statuses: {} },
  'product page': { share: 0.1, rps: Math.round(rps * 0.1), p50_ms: 4, p99_ms: 12, non2xx: 0, statuses: {} },
});
const writers = { schedule_lag_p99_ms: 1.2, schedule_lag_max_ms: 4, max_in_flight: 20, in_flight_left: 0 };

/** Ceiling or capacity, 64 connections reading `rps` req/s. */
const closedRun = (run, rps) => ({
  run,
  duration_s: 60,
  warmup_s: 10,
  slice_s: 5,
  baseline_slice_s: 2,
  writers_ran_s: 60.1,
  writers,
  baseline: { rps: 10_000, p99_ms: 12, seconds: 24, slices_rps: [10_000] },
  catalogue: {
    name: 'catalogue reads',
    connections: 64,
    rps,
    ratio: rps / 10_000,
    p50_ms: 5,
    p99_ms: 40,
    max_ms: 90,
    non2xx: 0,
    statuses: {},
    kinds: kinds(rps),
    errors: 0,
    slices_rps: [rps],
  },
  classes: classes(80),
});

const flashRun = (run = 'flash_sale') => ({
  run,
  duration_s: 60,
  warmup_s: 10,
  writers_ran_s: 60,
  writers,
  catalogue: {
    name: 'catalogue reads',
    offered_rps: 1000,
    started_rps: 1000,
    rps: 1000,
    requests: 60_000,
    ok: 60_000,
    p50_ms: 2,
    p99_ms: 10,
    max_ms: 30,
    non2xx: 0,
    statuses: {},
    kinds: kinds(1000),
    errors: 0,
    error_kinds: {},
    unfinished: 0,
    schedule_lag_p99_ms: 0.9,
    schedule_lag_max_ms: 2.5,
    max_in_flight: 31,
  },
  classes: classes(20),
});

/** The hot flash sale: the cold one's figures, the sale's orders among the classes, and every page checked fresh. */
const hotRun = () => ({
  ...flashRun('flash_sale_hot'),
  classes: classes(20, { sale_order: 20 }),
  freshness: {
    reads: 30_000,
    checked: 29_000,
    stale: 0,
    stale_price: 0,
    stale_stock: 0,
    unreadable: 0,
    edit_in_flight: 1_000,
    examples: [],
  },
});

const day = (db) => ({
  db,
  people: { shoppers: 200, order_customers: 1030, products: 4215 },
  sale: { products: [3, 5, 8], share: 0.8, order_rps: 20, restocked_to: 155 },
  capacity_of_ceiling: 0.7,
  runs: {
    ceiling: closedRun('ceiling', 8000),
    capacity: closedRun('capacity', 5600),
    flash_sale: flashRun(),
    flash_sale_hot: hotRun(),
  },
});

/** Making a page on `db`: 600 pages/s against a bare 20 000 req/s, pages of 48 KB (11 KB brotli). */
const pageMaking = (db) => ({
  db,
  ran: true,
  count: 300,
  pages_per_s: 600,
  baseline_rps: 20_000,
  ratio: 0.03,
  html_bytes: { median: 45_000, max: 49_152 },
  br_bytes: { median: 10_000, max: 11_264 },
  rounds: [{ pages: 300, seconds: 0.5, pages_per_s: 600, baseline_rps: 20_000 }],
});

/** The shop pages on a phone, within budget. */
const phone = () => ({
  date: '2026-11-26T10:00:00.000Z',
  chromium: '140.0',
  profile: {
    viewport: '412×823',
    device_scale_factor: 1.75,
    latency_ms: 150,
    down_kbps: 1638.4,
    up_kbps: 750,
    cpu_slowdown: 4,
  },
  loads_per_page: 2,
  pages: [
    { path: '/', lcp_ms: 700, fcp_ms: 500, cls: 0, kb: 60, js_kb: 40, api_requests: 0, lcp_element: 'img /a|b.webp' },
  ],
  lcp: { loads: 54, p50_ms: 700, p75_ms: 900, max_ms: 1100 },
  cls: { p75: 0.01, max: 0.03 },
  interactions: [
    { name: 'choosing a variant', path: '/product/27', runs_ms: [40, 48, 56], p75_ms: 56 },
    { name: 'Tambah ke Keranjang', path: '/product/27', runs_ms: [64, 72, 80], p75_ms: 80 },
  ],
});

const endpoint = (name, db, ratio) => ({
  name,
  db,
  rps: Math.round(ratio * 10_000),
  p99_ms: 50,
  ratio,
  baseline_rps: 10_000,
  non2xx: 0,
  statuses: {},
  errors: 0,
  unfinished: 0,
});

/** Results that meet every line of the budget. */
function passing() {
  const engine = ['sqlite', 'postgres'].flatMap((db) => [
    endpoint('product list', db, 0.25),
    endpoint('review stats', db, 0.3),
    endpoint('admin dashboard', db, 0.001),
    endpoint('product page', db, 0.05),
  ]);
  return {
    date: '2026-11-26T09:00:00.000Z',
    machine: {
      cpu: 'test CPU',
      cores: 2,
      memory_gb: 8,
      node: 'v20',
      connections: 64,
      duration_s: 6,
      warmup_s: 4,
      shop_day_rates: RATES,
      scale: SCALE,
    },
    budget: BUDGET,
    baseline: { rps: 10_000, p99_ms: 12, body_bytes: 10_317, runs: 4, min_rps: 9_000, max_rps: 11_000 },
    shop_day: [day('sqlite'), day('postgres')],
    page_store: ['sqlite', 'postgres'].map((db) => ({
      db,
      first_fill: { reported: true, stored: 10_004, filled_in_ms: 21_000, waited_ms: 20_500 },
      starts: [{ before: 'capacity', reported: true, stored: 10_004, filled_in_ms: 400, waited_ms: 10 }],
    })),
    page_making: [pageMaking('sqlite'), pageMaking('postgres')],
    endpoints: engine.map((e) => ({ ...e })),
    engine,
    checkout: ['sqlite', 'postgres'].map((db) => ({
      db,
      buyers: 200,
      units: 50,
      orders: 50,
      created_201: 50,
      refused_409: 150,
      final_stock: 0,
      errors_5xx: 0,
      other: {},
      ms: 400,
    })),
    web: {
      home_js_gzip_kb: 119.4,
      home_css_gzip_kb: 9,
      admin_chunks_on_home: 0,
      admin_modules_in_shop_chunks: 0,
      phone: phone(),
    },
    total_seconds: 3_725,
  };
}

/** Sets the engine row `name` of `db`'s ratio. */
const setEngine = (r, db, name, ratio) => (r.engine.find((e) => e.db === db && e.name === name).ratio = ratio);

describe('checkBudget', () => {
  it('finds nothing in results that meet every line, and the report says so', () => {
    const r = passing();
    expect(checkBudget(r)).toEqual([]);
    const markdown = renderMarkdown(r);
    expect(markdown).not.toContain('❌');
    expect(markdown).toContain('Every budget line is met.');
    expect(markdown).toContain('**5,600 req/s** = **0.70** × ceiling');
    expect(markdown).toContain('The bench took 1 h 02 min, the build included.');
  });

  it('writes one line per miss, of every kind, and the report marks the rows', () => {
    const r = passing();
    const [sqlite, postgres] = r.shop_day;
    // Capacity against the ceiling.
    sqlite.capacity_of_ceiling = 0.5;
    sqlite.runs.capacity.catalogue.rps = 4000;
    // The flash sales: the reads' rate offered and achieved, their p99, each class's p99.
    sqlite.runs.flash_sale.catalogue.rps = 900;
    postgres.runs.flash_sale.catalogue.offered_rps = 500;
    postgres.runs.flash_sale.catalogue.rps = 500;
    postgres.runs.flash_sale.catalogue.p99_ms = 60;
    postgres.runs.flash_sale.classes.order.p99_ms = 312;
    sqlite.runs.flash_sale.classes.cart_write.p99_ms = 50;
    postgres.runs.flash_sale.classes.sign_in.p99_ms = 301;
    sqlite.runs.flash_sale.classes.owner_dashboard.p99_ms = 151;
    // The hot one: its reads, the sale's orders, stale pages.
    sqlite.runs.flash_sale_hot.catalogue.p99_ms = 31;
    postgres.runs.flash_sale_hot.classes.sale_order.p99_ms = 260;
    sqlite.runs.flash_sale_hot.freshness.stale = 3;
    sqlite.runs.flash_sale_hot.freshness.stale_stock = 3;
    // Every run: rates, 5xx, failed requests, reads not answered 2xx.
    sqlite.runs.capacity.classes.order.achieved_rps = 4.5;
    postgres.runs.ceiling.classes.cart_read.statuses = { 503: 2 };
    sqlite.runs.ceiling.classes.sign_in.errors = 1;
    sqlite.runs.ceiling.classes.sign_in.error_kinds = { ECONNRESET: 1 };
    postgres.runs.capacity.catalogue.statuses = { 500: 3 };
    postgres.runs.capacity.catalogue.non2xx = 3;
    // Making a page, the engine, checkout, web.
    r.page_making[0].ratio = 0.02;
    r.page_making[0].pages_per_s = 400;
    r.page_making[1].html_bytes.max = 70 * 1024;
    setEngine(r, 'sqlite', 'product list', 0.15);
    setEngine(r, 'postgres', 'product page', 0.01);
    setEngine(r, 'sqlite', 'admin dashboard', 0.0001);
    r.checkout[1].orders = 51;
    r.web.home_js_gzip_kb = 121;
    r.web.phone.lcp.p75_ms = 1040;
    r.web.phone.interactions[1].p75_ms = 232;

    const failures = checkBudget(r);
    expect([...failures].sort()).toEqual(
      [
        'sqlite capacity: catalogue reads 0.5 of the ceiling < 0.6 (4000 of 8000 req/s)',
        'sqlite flash sale, cold: catalogue reads achieved 900/s (2xx) of 1000/s offered',
        'postgres flash sale, cold: reads offered at 500/s < 1000/s',
        'postgres flash sale, cold: catalogue reads p99 60 ms ≥ 50 ms',
        'postgres flash sale, cold: orders p99 312 ms ≥ 250 ms',
        'sqlite flash sale, cold: writes (cart, wishlist) p99 50 ms ≥ 50 ms',
        'postgres flash sale, cold: sign-ins p99 301 ms ≥ 300 ms',
        'sqlite flash sale, cold: owner: dashboard p99 151 ms ≥ 150 ms',
        'sqlite flash sale, hot: catalogue reads p99 31 ms ≥ 25 ms',
        "postgres flash sale, hot: orders of the sale's products p99 260 ms ≥ 250 ms",
        'sqlite flash sale, hot: 3 pages or details showed a stock or price older than the last finished order or ' +
          'edit (price 0, stock 3)',
        'sqlite capacity: orders achieved 4.5/s (2xx) of 5/s',
        'postgres ceiling: cart reads answered 503×2',
        'sqlite ceiling: sign-ins had 1 failed requests (ECONNRESET)',
        'postgres capacity: catalogue reads 3 non-2xx (500×3), 0 errors',
        'sqlite making a page: 400 pages/s = 0.02 of bare < 0.025',
        'postgres making a page: the largest page 70.0 KB of HTML > 60 KB',
        'sqlite engine (cache off) product list: ratio 0.15 < 0.2',
        'postgres checkout: 51 orders, stock 0, 0 5xx',
        'web: home JS 121 KB',
        'web on a phone: LCP p75 1040 ms > 1000 ms (54 loads)',
        'web on a phone: INP of Tambah ke Keranjang p75 232 ms > 200 ms',
      ].sort(),
    );

    const markdown = renderMarkdown(r);
    const row = (start) => markdown.split('\n').filter((line) => line.startsWith(start));
    expect(row('| capacity: the mix').map((line) => line.endsWith('❌ |'))).toEqual([true, false]);
    expect(row('| flash sale, cold: the mix').map((line) => line.endsWith('❌ |'))).toEqual([true, true]);
    expect(row('| flash sale, hot:').map((line) => line.endsWith('❌ |'))).toEqual([true, false]);
    expect(row('| orders |').filter((line) => line.endsWith('❌ |'))).toHaveLength(2);
    expect(row("| orders of the sale's products |").map((line) => line.endsWith('❌ |'))).toEqual([false, true]);
    // The engine's rows are judged but its product page, which §7 now budgets as the making of one; the same
    // endpoints with the cache on are reported only.
    expect(row('| product list | sqlite |').map((line) => line.endsWith('❌ |'))).toEqual([true, false]);
    expect(row('| product page | postgres |').every((line) => !line.includes('❌'))).toBe(true);
    expect(row('| sqlite | 400 |')[0]).toMatch(/❌ \|$/);
    expect(row('| LCP p75')[0]).toMatch(/\*\*1,040 ms\*\* \| ≤ 1,000 ms \| ❌ \|$/);
    expect(row('| INP of choosing a variant')[0]).toMatch(/✅ \|$/);
    expect(markdown).toContain('- postgres flash sale, cold: orders p99 312 ms ≥ 250 ms');
    expect(markdown).toContain('**3 older** (price 0, stock 3)');
  });

  it('counts a shop day run without all its writers, or without its hot flash sale, as a miss', () => {
    const r = passing();
    for (const run of Object.values(r.shop_day[0].runs)) run.classes.order = writerClass(0, 0);
    r.shop_day[0].runs.flash_sale_hot.classes.sale_order = writerClass(0, 0);
    delete r.shop_day[1].runs.flash_sale_hot;
    expect(checkBudget(r)).toEqual([
      'sqlite shop day: ran without orders',
      "sqlite flash sale, hot: ran without 20 orders/s of the sale's products",
      'postgres shop day: no flash sale, hot',
    ]);
  });

  it('counts a freshness check that read nothing, or read pages it could not check, as a miss', () => {
    const r = passing();
    Object.assign(r.shop_day[0].runs.flash_sale_hot.freshness, { checked: 0, unreadable: 30_000 });
    expect(checkBudget(r)).toEqual([
      "sqlite flash sale, hot: 30000 pages or details of the sale's products showed no stock or price to check",
      "sqlite flash sale, hot: no page or detail of the sale's products could be checked",
    ]);
  });

  it('counts making a page as failed when the build has no script, and a smoke run as never meeting the budget', () => {
    const r = passing();
    r.page_making[1] = {
      db: 'postgres',
      ran: false,
      reason: 'apps/api/dist/make-pages.js is not in this build',
    };
    r.machine.scale = { products: 1_000, reviews: 20_000, orders: 5_000, customers: 2_000 };
    expect(checkBudget(r)).toEqual([
      "a smoke run on 1000 products, not §7's scale data",
      'postgres making a page: apps/api/dist/make-pages.js is not in this build',
    ]);
    expect(renderMarkdown(r)).toContain(
      '| postgres | – | – | – | – | – | ≥ 0.02 of bare, HTML ≤ 60 KB, brotli ≤ 15 KB (apps/api/dist/make-pages.js is not in this build) | ❌ |',
    );
  });

  it('counts a phone run that failed, or an interaction not measured, as a miss', () => {
    const r = passing();
    r.web.phone.interactions[0] = { name: 'choosing a variant', path: '/product/27', runs_ms: [], error: 'timeout' };
    expect(checkBudget(r)).toEqual(['web on a phone: choosing a variant: not measured (timeout)']);
    r.web.phone = { error: 'No Chromium found' };
    expect(checkBudget(r)).toEqual(['web on a phone: not measured (No Chromium found)']);
    expect(renderMarkdown(r)).toContain('Not measured: No Chromium found');
  });

  it('keeps the verdict of a phone run of an earlier bench, also in a file that holds no budget', () => {
    const old = { pages: [{ path: '/', lcp_ms: 1300 }], failures: ['web on a phone: / LCP 1300 ms > 1200 ms'] };
    const r = passing();
    r.web.phone = old;
    expect(checkBudget(r)).toEqual(['web on a phone: / LCP 1300 ms > 1200 ms']);
    const alone = { date: r.date, machine: r.machine, web: { phone: old } };
    expect(checkBudget(alone)).toEqual(['web on a phone: / LCP 1300 ms > 1200 ms']);
    expect(renderMarkdown(alone)).toContain('A phone run of an earlier bench');
  });

  it('renders an older results file (one shop-day run) without judging it', () => {
    const r = passing();
    r.shop_day = [{ db: 'sqlite', catalogue: { rps: 180, p99_ms: 1684 }, classes: {} }];
    expect(checkBudget(r)).toEqual([]);
    expect(renderMarkdown(r)).toContain('A shop day of an earlier bench (one run): catalogue reads 180 req/s');
  });
});

describe('the report', () => {
  it('leads with the hot flash sale: page views, orders of the sale, the p99 and stale pages per database', () => {
    const r = passing();
    r.shop_day[1].runs.flash_sale_hot.catalogue.p99_ms = 41.5;
    expect(headline(r)).toBe(
      "**On two cores, 1,000 page views a second with 20 orders a second on the sale's products: 99 % answered " +
        "within 10 ms on SQLite; 99 % answered within 41.5 ms on PostgreSQL.** Pages and details of the sale's " +
        'products older than their last finished order or edit: 0 of 29,000 on SQLite, 0 of 29,000 on PostgreSQL.',
    );
    expect(renderMarkdown(r).split('\n')[2]).toBe(headline(r));
  });

  it('says fewer than 99 % were answered when more than 1 % of the reads never were', () => {
    const r = passing();
    Object.assign(r.shop_day[0].runs.flash_sale_hot.catalogue, { unfinished: 500, errors: 200 });
    expect(headline(r)).toContain('fewer than 99 % answered (700 of 60,000 never were) on SQLite');
  });

  it('has no headline without a hot flash sale', () => {
    const r = passing();
    r.shop_day = [];
    expect(headline(r)).toBeNull();
  });

  it('says how long the page store took to fill, or that the server does not say', () => {
    const r = passing();
    r.page_store[1].first_fill = { reported: false, waited_ms: 3 };
    const markdown = renderMarkdown(r);
    expect(markdown).toContain(
      '- SQLite, first start on the scale data: 10,004 pages stored, filled in 21,000 ms (waited 20,500 ms).',
    );
    expect(markdown).toContain(
      "- PostgreSQL, first start on the scale data: not reported (this server's `/readyz` says nothing of a page store).",
    );
  });

  it('writes durations as people read them', () => {
    expect(duration(45)).toBe('45 s');
    expect(duration(750)).toBe('12 min 30 s');
    expect(duration(3725)).toBe('1 h 02 min');
  });
});
