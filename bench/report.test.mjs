// The bench's verdict against DESIGN §7 (checkBudget) and the Markdown it writes, on hand-made results: one that
// meets every line, one that misses one line of each kind.
import { describe, expect, it } from 'vitest';
import { BUDGET } from './budget.mjs';
import { checkBudget, renderMarkdown } from './report.mjs';
import { RATES } from './shop-day.mjs';

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
const classes = (p99) => Object.fromEntries(Object.entries(RATES).map(([cls, rate]) => [cls, writerClass(rate, p99)]));
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

const flashRun = () => ({
  run: 'flash_sale',
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

const day = (db) => ({
  db,
  people: { shoppers: 200, order_customers: 583, products: 4215 },
  capacity_of_ceiling: 0.7,
  runs: { ceiling: closedRun('ceiling', 8000), capacity: closedRun('capacity', 5600), flash_sale: flashRun() },
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
      scale: { products: 10_000, reviews: 200_000, orders: 50_000, customers: 5_000 },
    },
    budget: BUDGET,
    baseline: { rps: 10_000, p99_ms: 12, body_bytes: 10_317, runs: 4, min_rps: 9_000, max_rps: 11_000 },
    shop_day: [day('sqlite'), day('postgres')],
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
    web: { home_js_gzip_kb: 119.4, home_css_gzip_kb: 9, admin_chunks_on_home: 0, admin_modules_in_shop_chunks: 0 },
  };
}

/** Sets the engine row `name` of `db`'s ratio. */
const setEngine = (r, db, name, ratio) => (r.engine.find((e) => e.db === db && e.name === name).ratio = ratio);

describe('checkBudget', () => {
  it('finds nothing in results that meet every line, and the report says so', () => {
    const r = passing();
    expect(checkBudget(r)).toEqual([]);
    r.failures = [];
    const markdown = renderMarkdown(r);
    expect(markdown).not.toContain('❌');
    expect(markdown).toContain('Every budget line is met.');
    expect(markdown).toContain('**5,600 req/s** = **0.70** × ceiling');
  });

  it('writes one line per miss, of every kind, and the report marks the rows', () => {
    const r = passing();
    const [sqlite, postgres] = r.shop_day;
    // Capacity against the ceiling.
    sqlite.capacity_of_ceiling = 0.5;
    sqlite.runs.capacity.catalogue.rps = 4000;
    // The flash sale: the reads' rate offered and achieved, their p99, each class's p99.
    sqlite.runs.flash_sale.catalogue.rps = 900;
    postgres.runs.flash_sale.catalogue.offered_rps = 500;
    postgres.runs.flash_sale.catalogue.rps = 500;
    postgres.runs.flash_sale.catalogue.p99_ms = 60;
    postgres.runs.flash_sale.classes.order.p99_ms = 312;
    sqlite.runs.flash_sale.classes.cart_write.p99_ms = 50;
    postgres.runs.flash_sale.classes.sign_in.p99_ms = 301;
    sqlite.runs.flash_sale.classes.owner_dashboard.p99_ms = 151;
    // Every run: rates, 5xx, failed requests, reads not answered 2xx.
    sqlite.runs.capacity.classes.order.achieved_rps = 4.5;
    postgres.runs.ceiling.classes.cart_read.statuses = { 503: 2 };
    sqlite.runs.ceiling.classes.sign_in.errors = 1;
    sqlite.runs.ceiling.classes.sign_in.error_kinds = { ECONNRESET: 1 };
    postgres.runs.capacity.catalogue.statuses = { 500: 3 };
    postgres.runs.capacity.catalogue.non2xx = 3;
    // The engine, checkout, web.
    setEngine(r, 'sqlite', 'product list', 0.15);
    setEngine(r, 'postgres', 'product page', 0.01);
    setEngine(r, 'sqlite', 'admin dashboard', 0.0001);
    r.checkout[1].orders = 51;
    r.web.home_js_gzip_kb = 121;

    const failures = checkBudget(r);
    expect([...failures].sort()).toEqual(
      [
        'sqlite capacity: catalogue reads 0.5 of the ceiling < 0.6 (4000 of 8000 req/s)',
        'sqlite flash sale: catalogue reads achieved 900/s (2xx) of 1000/s offered',
        'postgres flash sale: reads offered at 500/s < 1000/s',
        'postgres flash sale: catalogue reads p99 60 ms ≥ 50 ms',
        'postgres flash sale: orders p99 312 ms ≥ 250 ms',
        'sqlite flash sale: writes (cart, wishlist) p99 50 ms ≥ 50 ms',
        'postgres flash sale: sign-ins p99 301 ms ≥ 300 ms',
        'sqlite flash sale: owner: dashboard p99 151 ms ≥ 150 ms',
        'sqlite capacity: orders achieved 4.5/s (2xx) of 5/s',
        'postgres ceiling: cart reads answered 503×2',
        'sqlite ceiling: sign-ins had 1 failed requests (ECONNRESET)',
        'postgres capacity: catalogue reads 3 non-2xx (500×3), 0 errors',
        'sqlite engine (cache off) product list: ratio 0.15 < 0.2',
        'postgres engine (cache off) product page: ratio 0.01 < 0.02',
        'postgres checkout: 51 orders, stock 0, 0 5xx',
        'web: home JS 121 KB',
      ].sort(),
    );

    r.failures = failures;
    const markdown = renderMarkdown(r);
    const row = (start) => markdown.split('\n').filter((line) => line.startsWith(start));
    expect(row('| capacity: the mix').map((line) => line.endsWith('❌ |'))).toEqual([true, false]);
    expect(row('| flash sale: the mix').map((line) => line.endsWith('❌ |'))).toEqual([true, true]);
    expect(row('| orders |').filter((line) => line.endsWith('❌ |'))).toHaveLength(2);
    // The engine's row is judged; the same endpoint with the cache on is reported only.
    expect(row('| product page | postgres |').map((line) => line.endsWith('❌ |'))).toEqual([true, false]);
    expect(markdown).toContain('- postgres flash sale: orders p99 312 ms ≥ 250 ms');
  });

  it('counts a shop day run without all its writers as a miss', () => {
    const r = passing();
    for (const run of Object.values(r.shop_day[0].runs)) run.classes.order = writerClass(0, 0);
    expect(checkBudget(r)).toEqual(['sqlite shop day: ran without orders']);
  });

  it('renders an older results file (one shop-day run) without judging it', () => {
    const r = passing();
    r.shop_day = [{ db: 'sqlite', catalogue: { rps: 180, p99_ms: 1684 }, classes: {} }];
    expect(checkBudget(r)).toEqual([]);
    expect(renderMarkdown(r)).toContain('A shop day of an earlier bench (one run): catalogue reads 180 req/s');
  });
});
