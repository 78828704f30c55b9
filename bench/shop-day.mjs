// The shop day, because a shop is fast only if it stays fast while people shop: the production server while, at fixed
// rates, signed-in shoppers change carts and wishlists, customers sign in and place orders, the owner edits prices and
// stock and watches the dashboard and the order list, shoppers read their carts, and the catalogue is read. docs/design.md §7
// runs it four times, each with the same writers:
// - ceiling: 64 connections read one cached page as fast as they can: the most any engine can give behind this HTTP
//   stack on this machine with these writers, the physical limit the others are read against;
// - capacity: 64 connections read the seeded mix as fast as they can (closed loop);
// - flash sale, cold: the same seeded mix, the same choices, offered open-loop at a fixed rate (BENCH_FLASH_SALE_RPS,
//   default 1 000/s): each read starts on its schedule whatever the earlier ones did, and its latency counts from that
//   scheduled start. §7 reads latency here, never at saturation;
// - flash sale, hot: as the cold one, but 80 % of the reads go to 20 products on sale (their pages, details, review
//   lists and stats) while 20 orders/s of them take their stock, on top of the writers; the owner's edits go to the
//   sale's products. Each read of a sale product's page or detail is held against the last order or edit of it that
//   had finished before the read started (bench/freshness.mjs): none may show an older stock or price.
//
// The fixed-rate writers run in a child process (bench/shop-day-writers.mjs) and the flash sales' readers in another
// (bench/shop-day-readers.mjs), so that their timings are not those of autocannon's busy event loop; both keep a
// schedule computed from its start (bench/load.mjs openLoop), which never drifts: a late tick starts what is overdue
// at once and counts how late. The closed-loop readers are autocannon in this process.
//
// Ceiling and capacity alternate with the bare node:http baseline in slices of the same run: a baseline slice
// (writers paused, so the baseline runs on an otherwise idle machine), then a shop-day slice (writers running), and so
// on; their ratio to the baseline is reported, not budgeted. The flash sales have no baseline slices: they are read
// for latency and achieved rate, and pausing their offered load would break the schedule they are measured against.
// Write rates are computed over the time the writers ran. The caller restarts the server before each run but the
// first, so that each starts on an empty read cache (the flash sales replay capacity's choices, which would otherwise
// still be cached).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import path from 'node:path';
import { staleReads } from './freshness.mjs';
import { round1, sleep } from './load.mjs';
import { catalogueMix, newReadStats, readFigures, recordRead } from './reads.mjs';
import { prng, variantsByProduct } from './scale-data.mjs';

/** Requests per second of each fixed-rate class. */
export const RATES = {
  cart_write: 50,
  cart_read: 20,
  sign_in: 5,
  order: 5,
  owner_edit: 1,
  owner_dashboard: 1,
  owner_orders: 1,
};
/** RATES (and `extra` classes), or only the classes BENCH_SHOP_DAY_WRITERS names (the others at 0/s). */
function writerRates(extra = {}) {
  const only = process.env.BENCH_SHOP_DAY_WRITERS?.split(',');
  const all = { ...RATES, ...extra };
  if (!only) return all;
  return Object.fromEntries(Object.entries(all).map(([name, rate]) => [name, only.includes(name) ? rate : 0]));
}
/** How the report names each class, in report order. */
export const CLASS_NAMES = {
  catalogue: 'catalogue reads',
  cart_read: 'cart reads',
  cart_write: 'writes (cart, wishlist)',
  sign_in: 'sign-ins',
  order: 'orders',
  sale_order: "orders of the sale's products",
  owner_edit: 'owner: price/stock edits',
  owner_dashboard: 'owner: dashboard',
  owner_orders: 'owner: order list',
};
/** The runs of the shop day, in the order they run, as the report names them. */
export const RUN_NAMES = {
  ceiling: 'ceiling',
  capacity: 'capacity',
  flash_sale: 'flash sale, cold',
  flash_sale_hot: 'flash sale, hot',
};
/** The runs held to the flash sale's p99s. */
export const FLASH_SALE_RUNS = ['flash_sale', 'flash_sale_hot'];
export const SHOPPERS = 200;
export const MIN_ORDER_CUSTOMERS = 400;
/**
 * Orders one customer places at most: ORDER_MAX_OPEN_UNPAID is 3 and the customers chosen have none open (the hot
 * flash sale's 20 orders/s need every such customer of the scale data at three each).
 */
const MAX_ORDERS_PER_CUSTOMER = 3;
/**
 * The variants the shop day touches have at least this much stock in the scale data; the owner keeps it above 150.
 * Their products are the ones it buys, carts and edits.
 */
const AMPLE_STOCK = 100;
const SLICE = 5;
const BASELINE_SLICE = 2;
/** The catalogue mix's seed: capacity and the flash sale make the same choices in the same order. */
const MIX_SEED = 11;
/**
 * The ceiling's one read: a product's detail, a cache hit after the first (decision 014). Product 1 is the checkout
 * test's, which no writer touches, so nothing drops it from the cache.
 */
const CEILING_READ = ['product detail', '/api/products/1'];
/** The sale's products are drawn with this seed from those with ample stock. */
const SALE_SEED = 29;

/**
 * Waits until the server has worked off what the last slice left behind (autocannon abandons the requests in flight
 * when a slice ends, and the server still answers them): until /readyz, which queues behind them, answers twice in
 * under 20 ms. Without this a slow endpoint's backlog would run into the next baseline slice. At most 30 s.
 */
export async function settle(port) {
  const deadline = Date.now() + 30_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    try {
      await fetch(`http://127.0.0.1:${port}/readyz`);
    } catch {
      /* answered by the deadline */
    }
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    if (quick < 2) await sleep(quick ? 10 : 50);
  }
}

/** The sale's products: `count` of those with a variant of ample stock, drawn with a seed of their own. */
export function saleProducts(products, count) {
  const rng = prng(SALE_SEED);
  const chosen = new Set();
  while (chosen.size < Math.min(count, products.length)) chosen.add(rng.pick(products));
  return [...chosen];
}

/** Customers with an unpaid order still open in the scale data (ORDER_MAX_OPEN_UNPAID counts them). */
export function customersWithOpenOrders(data) {
  return new Set(
    data.orders
      .filter((o) => !['cancelled', 'delivered'].includes(o.status) && ['unpaid', 'failed'].includes(o.payment_status))
      .map((o) => o.user_id),
  );
}

/**
 * Who does what: 200 shoppers for carts and wishlists, enough customers without an open unpaid order for every
 * order to respect the per-customer limits, everyone else signs in; products with a switched-on variant of ample
 * stock, and those variants. The ordering customers have paid for an order before: a flash sale's regulars, whose
 * unpaid orders the new buyers' share of stock (decision 027) does not count, so that the sale's orders meet stock
 * and nothing else.
 */
function plan(data, reservedUserIds, expectedOrders) {
  const open = customersWithOpenOrders(data);
  const paidBefore = new Set(data.orders.filter((o) => o.payment_status === 'paid').map((o) => o.user_id));
  const addressOf = new Map(data.addresses.map((a) => [a.user_id, a.id]));
  const free = data.users.filter((u) => !reservedUserIds.has(u.id));
  const shoppers = free.slice(0, SHOPPERS);
  const needed = Math.max(MIN_ORDER_CUSTOMERS, Math.ceil(expectedOrders / MAX_ORDERS_PER_CUSTOMER));
  const candidates = free.slice(SHOPPERS).filter((u) => !open.has(u.id) && paidBefore.has(u.id));
  if (candidates.length < needed) {
    throw new Error(
      `shop day: ${expectedOrders} orders need ${needed} customers without open orders, only ${candidates.length} exist ` +
        '(shorten BENCH_SHOP_DAY_SECONDS)',
    );
  }
  const orderCustomers = candidates
    .slice(0, needed)
    .map((u) => ({ id: u.id, email: u.email, address_id: addressOf.get(u.id) }));
  const taken = new Set([...shoppers, ...orderCustomers].map((u) => u.id));
  const signIns = free.filter((u) => !taken.has(u.id)).map((u) => u.email);
  const variantsOf = variantsByProduct(data);
  const products = data.products
    .filter((p) => p.id !== 1)
    .map((p) => {
      const all = variantsOf.get(p.id);
      return {
        id: p.id,
        name: p.name,
        description: p.description,
        /** One variant: the owner edits it through the product form, as before variants. */
        single: all.length === 1,
        variants: all
          .filter((v) => v.is_active && v.stock >= AMPLE_STOCK)
          .map((v) => ({ id: v.id, price: v.price, stock: v.stock })),
      };
    })
    .filter((p) => p.variants.length > 0);
  return { shoppers, orderCustomers, signIns, products };
}

/** Signs everyone in before the run, four at a time (argon2), each from an address of its own. */
async function signInAll(users, signIn, password, firstIp) {
  const tokens = new Array(users.length);
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const i = next++;
      const n = firstIp + i;
      tokens[i] = await signIn(users[i].email, password, `10.${20 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return tokens;
}

/** A child process (`writers` or `readers`: bench/shop-day-<role>.mjs), driven over IPC: `call(type)` waits for its reply. */
function startChild(role, init) {
  const child = fork(path.join(import.meta.dirname, `shop-day-${role}.mjs`), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map();
  let failed;
  child.on('message', (message) => {
    const resolve = waiting.get(message.type);
    waiting.delete(message.type);
    resolve?.(message);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then((code) => {
    failed = new Error(`shop-day ${role} exited (${code})`);
    for (const [, resolve] of waiting) resolve({ error: failed });
    waiting.clear();
  });
  const call = async (type, payload = {}) => {
    if (failed) throw failed;
    const reply = new Promise((resolve) => waiting.set(type, resolve));
    child.send({ type, ...payload });
    const message = await reply;
    if (message.error) throw message.error instanceof Error ? message.error : new Error(message.error);
    return message;
  };
  return {
    call,
    ready: call('init', { init }),
    async stop() {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}

/** One autocannon slice; `record` (if given) takes every reply's kind, status and latency. */
function readSlice(port, next, duration, connections, record) {
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (req, context) => {
          const [kind, path, headers] = next();
          context.kind = kind;
          return { ...req, path, headers: { ...req.headers, ...headers } };
        },
      },
    ],
  });
  if (record)
    instance.on('response', (client, status, _bytes, ms) => record(client.requestIterator.context.kind, status, ms));
  return instance;
}

/** One slice of the bare baseline, as many connections as the readers. */
function baselineSlice(port, duration, connections) {
  return autocannon({ url: `http://127.0.0.1:${port}`, connections, duration });
}

/**
 * The shop day's four runs, each with a warm-up and `seconds` measured, the same writers throughout (one process:
 * their carts, wishlists and the prices they set carry over from run to run). `restart` restarts the server (an
 * empty read cache) before each run but the first. `products`: how many the data set has; `sale`: the hot flash
 * sale's `{ products, share, orderRps }`. Returns the `shop_day` entry of the results.
 * `reservedUserIds`: customers other parts of the bench use (checkout buyers, the cart shopper).
 */
export async function shopDay({
  kind,
  port,
  baselinePort,
  connections,
  seconds,
  warmup,
  flashSaleRps,
  products: productCount,
  sale,
  data,
  reservedUserIds,
  adminToken,
  password,
  signIn,
  restart,
  log,
}) {
  // The orders of all four runs, warm-ups included, and the sale's, with a margin.
  const runs = Object.keys(RUN_NAMES).length;
  const expectedOrders = Math.ceil((RATES.order * runs + sale.orderRps) * (seconds + warmup) * 1.1) + 10;
  const { shoppers, orderCustomers, signIns, products } = plan(data, reservedUserIds, expectedOrders);
  const saleIds = saleProducts(products, sale.products).map((p) => p.id);
  const started = Date.now();
  const [shopperTokens, customerTokens] = [
    await signInAll(shoppers, signIn, password, 0),
    await signInAll(orderCustomers, signIn, password, 1000),
  ];
  log(
    `${kind}: shop day: signed in ${shoppers.length} shoppers and ${orderCustomers.length} ordering customers ` +
      `in ${Date.now() - started} ms; ${products.length} products with a variant of stock ≥ ${AMPLE_STOCK}, ${signIns.length} customers to sign in`,
  );
  const writers = startChild('writers', {
    port,
    password,
    adminToken,
    rates: writerRates(),
    shoppers: shoppers.map((s, i) => ({ id: s.id, token: shopperTokens[i] })),
    orderCustomers: orderCustomers.map((c, i) => ({ ...c, token: customerTokens[i] })),
    signIns,
    products,
  });
  try {
    await writers.ready;
    const common = { kind, port, baselinePort, connections, seconds, warmup, writers, log };
    const ceiling = await closedLoopRun({ ...common, run: 'ceiling', next: () => CEILING_READ });
    await restart('capacity');
    const capacity = await closedLoopRun({ ...common, run: 'capacity', next: catalogueMix(MIX_SEED, productCount) });
    await restart('flash_sale');
    const flash_sale = await flashSaleRun({ ...common, rate: flashSaleRps, products: productCount });
    await restart('flash_sale_hot');
    // Stock for every order of the run and its warm-up to the sale's variants, as the owner would before a sale.
    const stock = Math.ceil(((sale.orderRps * (seconds + warmup)) / saleIds.length) * 1.5) + 50;
    const restocked = await writers.call('sale', {
      sale: { productIds: saleIds, rates: writerRates({ sale_order: sale.orderRps }), stock },
    });
    log(
      `${kind}: flash sale, hot: ${saleIds.length} products on sale (${saleIds.join(', ')}), ` +
        `${restocked.variants} variants restocked to ${stock}`,
    );
    const flash_sale_hot = await flashSaleRun({
      ...common,
      rate: flashSaleRps,
      products: productCount,
      sale: { productIds: saleIds, share: sale.share },
    });
    const ofCeiling = ceiling.catalogue.rps ? capacity.catalogue.rps / ceiling.catalogue.rps : 0;
    const capacity_of_ceiling = Math.round(ofCeiling * 1000) / 1000;
    log(
      `${kind}: shop day: capacity ${capacity.catalogue.rps} req/s = ${capacity_of_ceiling} of the ceiling ` +
        `(${ceiling.catalogue.rps} req/s); flash sale cold ${flash_sale.catalogue.rps} of ` +
        `${flash_sale.catalogue.offered_rps} reads/s offered, p99 ${flash_sale.catalogue.p99_ms} ms; hot ` +
        `${flash_sale_hot.catalogue.rps}/s, p99 ${flash_sale_hot.catalogue.p99_ms} ms, ` +
        `${flash_sale_hot.freshness.stale} stale of ${flash_sale_hot.freshness.checked} checked`,
    );
    return {
      db: kind,
      people: { shoppers: shoppers.length, order_customers: orderCustomers.length, products: products.length },
      sale: { products: saleIds, share: sale.share, order_rps: sale.orderRps, restocked_to: stock },
      capacity_of_ceiling,
      runs: { ceiling, capacity, flash_sale, flash_sale_hot },
    };
  } finally {
    await writers.stop();
  }
}

/**
 * Ceiling or capacity: 64 connections read (`next` gives each read) as fast as they can beside the writers, in
 * SLICE-second slices alternating with BASELINE_SLICE seconds of the bare baseline, after a warm-up.
 */
async function closedLoopRun({ kind, run, port, baselinePort, connections, seconds, warmup, writers, next, log }) {
  const label = `${kind}: ${RUN_NAMES[run]}`;
  log(`${label}: ${warmup} s warm-up`);
  await writers.call('measure');
  await writers.call('run');
  await readSlice(port, next, warmup, connections);
  await writers.call('pause');
  for (const line of sanityLines((await writers.call('summary')).summary)) log(`${label} warm-up: ${line}`);
  await writers.call('measure');

  const reads = newReadStats();
  const base = { requests: 0, seconds: 0, p99: 0, slices: [] };
  await baselineSlice(baselinePort, 1, connections);
  const readSlices = [];
  for (let done = 0; done < seconds;) {
    const length = Math.min(SLICE, seconds - done);
    await settle(port);
    const b = await baselineSlice(baselinePort, BASELINE_SLICE, connections);
    base.requests += b.requests.total;
    base.seconds += b.duration;
    base.p99 = Math.max(base.p99, b.latency.p99);
    base.slices.push(Math.round(b.requests.total / b.duration));
    await writers.call('run');
    const r = await readSlice(port, next, length, connections, recordRead(reads));
    await writers.call('pause');
    reads.responses += r.requests.total;
    reads.seconds += r.duration;
    reads.errors += r.errors + r.timeouts;
    readSlices.push(Math.round(r.requests.total / r.duration));
    done += length;
  }
  const { summary, run_seconds, schedule } = await writers.call('finish');

  const baselineRps = Math.round(base.requests / base.seconds);
  const readRps = Math.round(reads.responses / reads.seconds);
  const catalogue = {
    name: CLASS_NAMES.catalogue,
    connections,
    rps: readRps,
    ratio: Math.round((readRps / baselineRps) * 1000) / 1000,
    ...readFigures(reads, reads.seconds),
    errors: reads.errors,
    slices_rps: readSlices,
  };
  const result = {
    run,
    duration_s: seconds,
    warmup_s: warmup,
    slice_s: SLICE,
    baseline_slice_s: BASELINE_SLICE,
    writers_ran_s: round1(run_seconds),
    writers: schedule,
    baseline: { rps: baselineRps, p99_ms: base.p99, seconds: round1(base.seconds), slices_rps: base.slices },
    catalogue,
    classes: summary,
  };
  log(`${label}: ${sanityRead(catalogue)} (${catalogue.ratio} × baseline ${baselineRps})`);
  for (const line of sanityLines(summary)) log(`${label}: ${line}`);
  return result;
}

/**
 * A flash sale: the mix offered open-loop at `rate` reads/s by the readers' process beside the same writers, a
 * warm-up then `seconds` measured, without a pause (no baseline slices: latency and rates only). With `sale` (the hot
 * one: `{ productIds, share }`) that share of the reads goes to the sale's products, whose pages and details are then
 * held against the writers' log of their orders and edits (the writers were told of the sale before).
 */
async function flashSaleRun({ kind, port, seconds, warmup, rate, products, sale, writers, log }) {
  const run = sale ? 'flash_sale_hot' : 'flash_sale';
  const label = `${kind}: ${RUN_NAMES[run]}`;
  const readers = startChild('readers', { port, rate, seed: MIX_SEED, products, sale });
  try {
    await readers.ready;
    log(`${label}: reads offered at ${rate}/s, ${warmup} s warm-up`);
    await writers.call('measure');
    await Promise.all([writers.call('run'), readers.call('run')]);
    await sleep(warmup * 1000);
    const [warmWriters, warmReads] = await Promise.all([writers.call('summary'), readers.call('summary')]);
    log(`${label} warm-up: ${sanityRead(warmReads.reads)}`);
    for (const line of sanityLines(warmWriters.summary)) log(`${label} warm-up: ${line}`);
    await Promise.all([writers.call('measure'), readers.call('measure')]);
    await sleep(seconds * 1000);
    const [w, r] = await Promise.all([writers.call('finish'), readers.call('finish')]);
    const catalogue = { name: CLASS_NAMES.catalogue, ...r.reads };
    log(`${label}: ${sanityRead(catalogue)}`);
    for (const line of sanityLines(w.summary)) log(`${label}: ${line}`);
    const result = {
      run,
      duration_s: seconds,
      warmup_s: warmup,
      writers_ran_s: round1(w.run_seconds),
      writers: w.schedule,
      catalogue,
      classes: w.summary,
    };
    if (sale) {
      result.freshness = staleReads(w.saleWrites, r.saleReads);
      const f = result.freshness;
      log(
        `${label}: freshness: ${f.checked} of ${f.reads} page and detail reads of the sale's products checked ` +
          `against ${w.saleWrites.length} writes: ${f.stale} stale (price ${f.stale_price}, stock ${f.stale_stock}), ` +
          `${f.unreadable} unreadable, ${f.edit_in_flight} beside an edit in flight`,
      );
      for (const example of f.examples) log(`${label}: stale: ${JSON.stringify(example)}`);
    }
    return result;
  } finally {
    await readers.stop();
    await settle(port);
  }
}

/** A log line of the catalogue reads (offered and achieved when open-loop). */
function sanityRead(c) {
  const rate = c.offered_rps === undefined ? `${c.rps} req/s` : `${c.rps}/${c.offered_rps}/s ok`;
  const unfinished = c.unfinished ? `  unanswered ${c.unfinished}` : '';
  return (
    `${CLASS_NAMES.catalogue.padEnd(26)} ${rate.padStart(10)}  p50 ${c.p50_ms} p99 ${c.p99_ms} ms  ` +
    `non-2xx ${c.non2xx}  errors ${c.errors}${unfinished}`
  );
}

/** A log line per writer class: achieved of target, 2xx, latencies, what went wrong. */
function sanityLines(summary) {
  return Object.entries(summary).map(([key, c]) => {
    const statuses = Object.entries(c.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    return (
      `${CLASS_NAMES[key].padEnd(26)} ${String(c.achieved_rps).padStart(6)}/${c.target_rps}/s ok  ` +
      `${c.ok}/${c.count} 2xx  p50 ${c.p50_ms} p99 ${c.p99_ms} ms${statuses ? `  non-2xx ${statuses}` : ''}` +
      `${c.errors ? `  errors ${c.errors}` : ''}${c.extra ? `  ${JSON.stringify(c.extra)}` : ''}`
    );
  });
}
