// The shop day, because a shop is fast only if it stays fast while people shop: the production server while, at fixed
// rates, signed-in shoppers change carts and wishlists, customers sign in and place orders, the owner edits prices and
// stock and watches the dashboard and the order list, shoppers read their carts, and the catalogue is read. DESIGN §7
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
// The fixed-rate writers run in a child process (this file, started with --writers) and the flash sales' readers in
// another (--readers), so that their timings are not those of autocannon's busy event loop; both keep a schedule
// computed from its start (openLoop), which never drifts: a late tick starts what is overdue at once and counts how
// late. The closed-loop readers are autocannon in this process.
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
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { sharedNow, shownInDetail, shownInPage, staleReads } from './freshness.mjs';
import { ANIMALS, COLOURS, SCALE, prng, variantsByProduct } from './scale-data.mjs';

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
/** The hot flash sale's reads of the sale's products, by kind: mostly the product's page, as a shopper opens it. */
const SALE_READS = [
  ['product page', 0.4],
  ['product detail', 0.3],
  ['review list', 0.15],
  ['review stats', 0.15],
];
const SALE = 'sale: ';
const READ_KINDS = [
  'product list',
  'product detail',
  'product page',
  'review list',
  'review stats',
  'product search',
  ...SALE_READS.map(([kind]) => SALE + kind),
];
/** The sale's products are drawn with this seed from those with ample stock. */
const SALE_SEED = 29;
/** The share of reads that ask for a product's page as a browser does (HTML rendered by the server, DESIGN §11). */
const PRODUCT_PAGE_SHARE = 0.1;
const AS_BROWSER = { accept: 'text/html,application/xhtml+xml' };
/**
 * Connections a child process opens at most. Beyond them requests wait in its agent; the flash sale still times them
 * from their scheduled start, so a server that falls behind shows in the latency, not in a lower offered rate.
 */
const MAX_SOCKETS = 512;
/** A request's timeout, and how long a run's end waits for the requests still in flight. */
const DRAIN_MS = 30_000;
/**
 * How long the flash sale's end waits for the reads still in flight: then they are cut and counted as failed
 * (`unanswered at the end`), so that a server that fell behind neither runs the bench minutes over nor gets its
 * slowest reads left out of the latencies.
 */
const FLASH_SALE_GRACE_MS = 2_000;
const CUT_AT_END = 'unanswered at the end';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (n) => Math.round(n * 10) / 10;
const bump = (obj, key) => (obj[key] = (obj[key] ?? 0) + 1);

/** Latencies in ms: 0.05 ms buckets to 1 s, then 1 ms buckets to 60 s (above: the last bucket). */
export class Histogram {
  constructor() {
    this.fine = new Uint32Array(20_000);
    this.coarse = new Uint32Array(59_001);
    this.count = 0;
    this.max = 0;
  }
  record(ms) {
    this.count++;
    if (ms > this.max) this.max = ms;
    if (ms < 1000) this.fine[Math.floor(ms * 20)]++;
    else this.coarse[Math.min(Math.floor(ms) - 1000, 59_000)]++;
  }
  percentile(p) {
    if (!this.count) return 0;
    let left = Math.ceil((p / 100) * this.count);
    // A bucket's upper edge, never above the largest value recorded.
    for (let i = 0; i < this.fine.length; i++) if ((left -= this.fine[i]) <= 0) return Math.min((i + 1) / 20, this.max);
    for (let i = 0; i < this.coarse.length; i++) if ((left -= this.coarse[i]) <= 0) return Math.min(1001 + i, this.max);
    return this.max;
  }
}

/**
 * An open-loop schedule of `rate` requests a second on a clock of its own (ms from its start): request k (1, 2, …)
 * is due at k × 1000 / rate, computed from the start and never from the previous request, so a late tick does not
 * push the later ones back (no drift). `due(now)` hands out, in order, the requests due by `now` not yet handed out,
 * each with the time it was due and its lag (how late it starts: catch-up is allowed and counted).
 */
export function openLoop(rate) {
  let started = 0;
  const at = (k) => (k * 1000) / rate;
  return {
    due(now) {
      const out = [];
      if (!(rate > 0)) return out;
      while (at(started + 1) <= now) {
        started++;
        out.push({ at: at(started), lag: now - at(started) });
      }
      return out;
    },
    /** Requests handed out so far. */
    get started() {
      return started;
    },
  };
}

/**
 * A clock (ms) that advances only between run() and pause(), so that the writers' schedule stands still while the
 * baseline is measured; reset() starts it again from 0 (a new measured period), running or not.
 */
export function runningClock(now = () => performance.now()) {
  let total = 0;
  let resumedAt = null;
  return {
    run() {
      if (resumedAt === null) resumedAt = now();
    },
    pause() {
      if (resumedAt !== null) total += now() - resumedAt;
      resumedAt = null;
    },
    reset() {
      total = 0;
      if (resumedAt !== null) resumedAt = now();
    },
    get running() {
      return resumedAt !== null;
    },
    read() {
      return total + (resumedAt === null ? 0 : now() - resumedAt);
    },
  };
}

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

const percentileOf = (sorted, p) => (sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/**
 * Seeded catalogue reads over products 1..`products`: product pages (HTML), and API reads: pages over sorts and price
 * filters (pages 1..50), detail, review list and stats, search. The function returned gives the next read's [kind,
 * path, headers].
 */
export function catalogueMix(seed, products = SCALE.products) {
  const rng = prng(seed);
  const sorts = ['newest', 'price_asc', 'price_desc', 'popular', 'rating'];
  const bands = [
    [25_000, 100_000],
    [100_000, 250_000],
    [250_000, 500_000],
    [500_000, 750_000],
    [50_000, 400_000],
  ];
  const searches = [
    ...ANIMALS.map((a) => a.toLowerCase()),
    ...ANIMALS.flatMap((a) => COLOURS.map((c) => `${a} ${c}`.toLowerCase())),
  ];
  const id = () => rng.int(1, products);
  return () => {
    // The page's share comes from every API read alike: among themselves they keep the mix they always had.
    if (rng.next() < PRODUCT_PAGE_SHARE) return ['product page', `/product/${id()}`, AS_BROWSER];
    const r = rng.next();
    if (r < 0.4) {
      let query = `/api/products?page=${rng.int(1, 50)}&limit=20&sort=${rng.pick(sorts)}`;
      const filter = rng.next();
      if (filter < 0.35) {
        const [min, max] = rng.pick(bands);
        query += `&minPrice=${min}&maxPrice=${max}`;
      } else if (filter < 0.45) query += `&minPrice=${rng.pick(bands)[0]}`;
      else if (filter < 0.55) query += `&maxPrice=${rng.pick(bands)[1]}`;
      return ['product list', query];
    }
    if (r < 0.65) return ['product detail', `/api/products/${id()}`];
    if (r < 0.77) return ['review list', `/api/reviews/product/${id()}?page=1&limit=10`];
    if (r < 0.85) return ['review stats', `/api/reviews/product/${id()}/stats`];
    return ['product search', `/api/products/search?q=${encodeURIComponent(rng.pick(searches))}`];
  };
}

/** The path (and headers) of one read of a product, by kind. */
const productRead = {
  'product page': (id) => [`/product/${id}`, AS_BROWSER],
  'product detail': (id) => [`/api/products/${id}`],
  'review list': (id) => [`/api/reviews/product/${id}?page=1&limit=10`],
  'review stats': (id) => [`/api/reviews/product/${id}/stats`],
};

/**
 * The hot flash sale's reads: `share` of them go to the sale's products (`saleIds`, uniformly; their page, detail,
 * review list and stats as SALE_READS shares them, each kind named `sale: …`), the rest are the catalogue mix over
 * every product. The function returned gives the next read's [kind, path, headers, sale product's id].
 */
export function saleMix(seed, saleIds, share, products = SCALE.products) {
  const rng = prng(seed);
  const rest = catalogueMix(seed + 1, products);
  return () => {
    if (rng.next() >= share) return rest();
    const id = rng.pick(saleIds);
    let r = rng.next();
    const [kind] = SALE_READS.find(([, part]) => (r -= part) < 0) ?? SALE_READS.at(-1);
    const [path, headers] = productRead[kind](id);
    return [SALE + kind, path, headers, id];
  };
}

/** Whether the reply to a read of this kind shows a sale product's stock and price (its page or its detail). */
const showsStock = (kind) => kind === `${SALE}product page` || kind === `${SALE}product detail`;

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

/** A child process of this file (`--writers` or `--readers`), driven over IPC: `call(type)` waits for its reply. */
function startChild(role, init) {
  const child = fork(fileURLToPath(import.meta.url), [role], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map();
  let failed;
  child.on('message', (message) => {
    const resolve = waiting.get(message.type);
    waiting.delete(message.type);
    resolve?.(message);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then((code) => {
    failed = new Error(`shop-day ${role.slice(2)} exited (${code})`);
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

/** Catalogue replies counted per kind: latencies, statuses other than 2xx. */
function newReadStats() {
  return { all: new Histogram(), kinds: new Map(), statuses: {}, errors: 0, seconds: 0, responses: 0 };
}
/** The recorder of one reply (its kind, status and latency) into `stats`. */
function recordRead(stats) {
  return (kind, status, ms) => {
    stats.all.record(ms);
    let k = stats.kinds.get(kind);
    if (!k) stats.kinds.set(kind, (k = { hist: new Histogram(), non2xx: 0, statuses: {} }));
    k.hist.record(ms);
    if (status < 200 || status >= 300) {
      k.non2xx++;
      bump(k.statuses, status);
      bump(stats.statuses, status);
    }
  };
}
/** What the report shows of the catalogue replies: percentiles, non-2xx, and the same per kind, in report order. */
function readFigures(stats, seconds) {
  return {
    p50_ms: round1(stats.all.percentile(50)),
    p99_ms: round1(stats.all.percentile(99)),
    max_ms: round1(stats.all.max),
    non2xx: Object.values(stats.statuses).reduce((a, b) => a + b, 0),
    statuses: stats.statuses,
    kinds: Object.fromEntries(
      [...stats.kinds]
        .sort(([a], [b]) => READ_KINDS.indexOf(a) - READ_KINDS.indexOf(b))
        .map(([k, s]) => [
          k,
          {
            share: stats.all.count ? Math.round((s.hist.count / stats.all.count) * 1000) / 1000 : 0,
            rps: seconds ? Math.round(s.hist.count / seconds) : 0,
            p50_ms: round1(s.hist.percentile(50)),
            p99_ms: round1(s.hist.percentile(99)),
            non2xx: s.non2xx,
            statuses: s.statuses,
          },
        ]),
    ),
  };
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
  const writers = startChild('--writers', {
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
  const readers = startChild('--readers', { port, rate, seed: MIX_SEED, products, sale });
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

/**
 * One HTTP request to the server on `agent`. Resolves, never rejects: the status (0: no reply, with the error), the
 * ms it took, the body's text when `keepBody`, and (answered) when it was sent and answered on the shared clock.
 */
function request(agent, port, method, path, headers, payload, keepBody = true, pending = undefined) {
  return new Promise((resolve) => {
    const started = performance.now();
    const sent = sharedNow();
    const failed = (error) =>
      resolve({ status: 0, ms: performance.now() - started, error: error.code ?? error.message, sent });
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => keepBody && chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          ms: performance.now() - started,
          text: Buffer.concat(chunks).toString(),
          sent,
          answered: sharedNow(),
        }),
      );
      res.on('error', failed);
    });
    req.setTimeout(DRAIN_MS, () => req.destroy(new Error('timeout')));
    req.on('error', failed);
    if (pending) {
      pending.add(req);
      req.on('close', () => pending.delete(req));
    }
    req.end(payload);
  });
}

/** Waits (at most `ms`) until `inFlight()` is 0. */
async function drain(inFlight, ms = DRAIN_MS) {
  for (let waited = 0; waited < ms && inFlight() > 0; waited += 50) await sleep(50);
}

// ---------------------------------------------------------------------------------------------------------------
// The writers' process.

/** The fixed-rate writers (and cart reads, sign-ins, the owner's polls), open-loop, on a clock paused with them. */
function writersProcess() {
  let cfg;
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const rng = prng(13);
  let ipCounter = 0;
  const nextIp = () => {
    const n = ipCounter++;
    return `10.${100 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  };

  /** A request of the shop's clients: JSON body, bearer token, client address, idempotency key. */
  function send(method, path, { token, body, ip, idempotencyKey } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {};
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    if (ip) headers['x-forwarded-for'] = ip;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    return request(agent, cfg.port, method, path, headers, payload);
  }
  const json = (reply) => {
    try {
      return JSON.parse(reply.text);
    } catch {
      return {};
    }
  };

  // State. An epoch is one counted period (a warm-up, a measured run): requests of an earlier one are not counted.
  const clock = runningClock();
  let epoch = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let stats;
  let schedules;
  let lags;
  const newStats = () =>
    Object.fromEntries(
      Object.keys(cfg.rates).map((k) => [k, { count: 0, ok: 0, latencies: [], statuses: {}, errors: {}, extra: {} }]),
    );
  const newSchedules = () => Object.fromEntries(Object.entries(cfg.rates).map(([cls, rate]) => [cls, openLoop(rate)]));

  /** One request of a class: its latency and status count towards the class. */
  function note(cls, myEpoch, reply, { okStatus } = {}) {
    if (myEpoch !== epoch) return;
    const s = stats[cls];
    s.latencies.push(reply.ms);
    if (reply.status === 0) bump(s.errors, reply.error);
    else if (!(reply.status >= 200 && reply.status < 300) && reply.status !== okStatus) bump(s.statuses, reply.status);
  }
  /** One operation of a class done: it counts towards the achieved rate when it ended well. */
  function done(cls, myEpoch, ok) {
    if (myEpoch !== epoch) return;
    stats[cls].count++;
    if (ok) stats[cls].ok++;
  }
  const extra = (cls, myEpoch, key) => myEpoch === epoch && bump(stats[cls].extra, key);
  const is2xx = (reply) => reply.status >= 200 && reply.status < 300;

  // Products and their variants: the harness's own record of each price and stock the owner set (to spot a read
  // older than a finished edit), per variant: `pending` while an edit of it is in flight, `editFinished` when the
  // last one was answered (shared clock). Its stock is an upper bound: the owner's last saved stock, less one per
  // order answered 201 that was sent after that edit was answered (an order beside an edit may have taken its unit
  // before the edit, so it takes none from the bound); null when a write's outcome is unknown.
  let productList;
  /** The hot flash sale (after 'sale'): its products and variants, and the log of every write of those variants. */
  let sale = null;
  /** A product of `from` and one of its variants, by chance. */
  const pickVariant = (from = productList) => {
    const product = rng.pick(from);
    return { product, variant: rng.pick(product.variants) };
  };
  /** A write of a sale variant, with the state it left, into the sale's log. */
  const logSale = (product, record, kind, started) => {
    if (sale?.variants.has(record.id))
      sale.writes.push({
        product: product.id,
        variant: record.id,
        kind,
        started,
        finished: sharedNow(),
        price: record.price,
        stock: record.stock,
      });
  };
  /** What an order's final reply did to its variant's record. */
  const ordered = (product, record, reply) => {
    if (reply.status === 201) {
      if (record.stock !== null && reply.sent > record.editFinished) record.stock--;
      logSale(product, record, 'order', reply.sent);
    } else if (reply.status === 0 || reply.status >= 500) {
      record.stock = null;
      logSale(product, record, 'order', reply.sent);
    }
  };

  // Cart and wishlist writes by many shoppers; a shopper does one thing at a time.
  let shoppers;
  async function cartWrite(myEpoch) {
    let shopper;
    for (let i = 0; i < 20 && (!shopper || shopper.busy); i++) shopper = rng.pick(shoppers);
    if (shopper.busy) {
      extra('cart_write', myEpoch, 'no_idle_shopper');
      return done('cart_write', myEpoch, false);
    }
    shopper.busy = true;
    try {
      const lines = [...shopper.cart.values()];
      const r = rng.next();
      let action =
        r < 0.35
          ? 'cart_add'
          : r < 0.55
            ? 'cart_update'
            : r < 0.75
              ? 'cart_remove'
              : r < 0.9
                ? 'wish_add'
                : 'wish_remove';
      if (action === 'cart_add' && lines.length >= 6) action = 'cart_remove';
      if ((action === 'cart_update' || action === 'cart_remove') && !lines.length) action = 'cart_add';
      if (action === 'wish_add' && shopper.wish.size >= 8) action = 'wish_remove';
      if (action === 'wish_remove' && !shopper.wish.size) action = 'wish_add';
      const token = shopper.token;
      let reply;
      if (action === 'cart_add') {
        // A line per variant, named as the shop's pages name it (decision 034).
        let pick;
        do pick = pickVariant();
        while (shopper.cart.has(pick.variant.id));
        const { product, variant } = pick;
        const quantity = rng.int(1, 3);
        reply = await send('POST', '/api/cart/items', {
          token,
          body: { product_id: product.id, variant_id: variant.id, quantity },
        });
        if (reply.status === 201) {
          const item = json(reply).data;
          shopper.cart.set(variant.id, { id: item.cart_item_id, variant_id: variant.id, quantity: item.quantity });
        }
      } else if (action === 'cart_update') {
        const line = rng.pick(lines);
        let quantity = rng.int(1, 5);
        if (quantity === line.quantity) quantity = (quantity % 5) + 1;
        reply = await send('PUT', `/api/cart/items/${line.id}`, { token, body: { quantity } });
        if (reply.status === 200) line.quantity = quantity;
        if (reply.status === 404) shopper.cart.delete(line.variant_id);
      } else if (action === 'cart_remove') {
        const line = rng.pick(lines);
        reply = await send('DELETE', `/api/cart/items/${line.id}`, { token });
        if (reply.status === 200 || reply.status === 404) shopper.cart.delete(line.variant_id);
      } else if (action === 'wish_add') {
        // A catalogue card's heart names no variant: the product's first switched-on one is kept.
        let product;
        do product = rng.pick(productList);
        while (shopper.wish.has(product.id));
        reply = await send('POST', '/api/wishlist', { token, body: { product_id: product.id } });
        if (reply.status === 201) shopper.wish.add(product.id);
      } else {
        const productId = rng.pick([...shopper.wish]);
        reply = await send('DELETE', `/api/wishlist/${productId}`, { token });
        if (reply.status === 200 || reply.status === 404) shopper.wish.delete(productId);
      }
      note('cart_write', myEpoch, reply);
      extra('cart_write', myEpoch, action);
      done('cart_write', myEpoch, is2xx(reply));
    } finally {
      shopper.busy = false;
    }
  }

  async function cartRead(myEpoch) {
    const reply = await send('GET', '/api/cart', { token: rng.pick(shoppers).token });
    note('cart_read', myEpoch, reply);
    done('cart_read', myEpoch, is2xx(reply));
  }

  let signInIndex;
  async function signInOnce(myEpoch) {
    const email = cfg.signIns[signInIndex++ % cfg.signIns.length];
    const reply = await send('POST', '/auth/login', {
      body: { username: email, password: cfg.password },
      ip: nextIp(),
    });
    note('sign_in', myEpoch, reply);
    done('sign_in', myEpoch, reply.status === 200 && typeof json(reply).accessToken === 'string');
  }

  // Orders: the shopper opens the product page (the price of the variant they choose), then orders one unit of it.
  // `cls` 'order' over every product; 'sale_order' over the sale's products. One round of customers for both.
  let orderIndex = 0;
  async function order(myEpoch, cls = 'order', from = productList) {
    const customer = cfg.orderCustomers[orderIndex++ % cfg.orderCustomers.length];
    const { product, variant: record } = pickVariant(from);
    const viewSent = sharedNow();
    const editBefore = record.pending;
    const view = await send('GET', `/api/products/${product.id}`);
    const shown = view.status === 200 ? json(view).data.variants?.find((v) => v.variant_id === record.id) : undefined;
    if (!shown) {
      extra(cls, myEpoch, `product_page_${view.status === 200 ? 'no_variant' : view.status || view.error}`);
      return done(cls, myEpoch, false);
    }
    let price = shown.price;
    // A price older than an edit that had finished before the page was asked for (no edit of it in flight).
    if (
      !editBefore &&
      !record.pending &&
      record.editFinished < viewSent &&
      record.price !== null &&
      price !== record.price
    )
      extra(cls, myEpoch, 'stale_price_read');
    const place = (p) =>
      send('POST', '/api/orders', {
        token: customer.token,
        idempotencyKey: randomUUID(),
        body: {
          address_id: customer.address_id,
          payment_method: 'Transfer Bank',
          items: [{ product_id: product.id, variant_id: record.id, quantity: 1, price: p }],
          shipping: { courier: 'jne', service: 'REG' },
        },
      });
    let reply = await place(price);
    if (reply.status === 409 && json(reply).code === 'PRICE_CHANGED') {
      // The owner changed the price between the page and the order: the shopper sees the new one and orders again.
      note(cls, myEpoch, reply, { okStatus: 409 });
      extra(cls, myEpoch, 'price_changed');
      price = json(reply).price;
      reply = await place(price);
      if (reply.status === 201) extra(cls, myEpoch, 'retried_ok');
    }
    ordered(product, record, reply);
    note(cls, myEpoch, reply);
    if (reply.status !== 201 && reply.status) extra(cls, myEpoch, `code_${json(reply).code ?? reply.status}`);
    done(cls, myEpoch, reply.status === 201);
  }

  /**
   * The owner saves a variant's `price` and `stock` (either may be left out): a product with one variant through the
   * product form, with every field it sends (as before variants); a variant of one with several through the
   * variants table's row. The record follows the reply; `kind` names the write in the sale's log.
   */
  async function saveVariant(product, record, { price, stock }, kind) {
    record.pending = true;
    const started = sharedNow();
    const reply = product.single
      ? await send('PUT', `/api/products/${product.id}`, {
          token: cfg.adminToken,
          body: { name: product.name, description: product.description ?? '', price: price ?? record.price, stock },
        })
      : await send('PATCH', `/api/products/${product.id}/variants/${record.id}`, {
          token: cfg.adminToken,
          body: { price, stock },
        });
    if (reply.status === 200) {
      const saved = json(reply).data;
      record.price = saved.price;
      record.stock = saved.stock;
    } else if (reply.status === 0 || reply.status >= 500) {
      // Saved or not, nobody can tell.
      record.price = null;
      record.stock = null;
    }
    record.editFinished = sharedNow();
    record.pending = false;
    if (reply.status === 200 || reply.status === 0 || reply.status >= 500) logSale(product, record, kind, started);
    return reply;
  }

  // The owner: a price and stock edit a second, of any product; in the hot flash sale, of the sale's products.
  async function ownerEdit(myEpoch) {
    let pick;
    const from = sale?.products ?? productList;
    for (let i = 0; i < 20 && (!pick || pick.variant.pending); i++) pick = pickVariant(from);
    const { product, variant: record } = pick;
    if (record.pending) {
      // Two edits of one variant at once would leave the harness unsure which one won.
      extra('owner_edit', myEpoch, 'no_variant_free');
      return done('owner_edit', myEpoch, false);
    }
    const known = record.price ?? 100_000;
    let price = Math.round((known * (0.9 + 0.2 * rng.next())) / 1000) * 1000;
    price = Math.min(750_000, Math.max(25_000, price));
    if (price === known) price = known === 750_000 ? price - 1000 : price + 1000;
    const stock = rng.int(150, 300);
    const reply = await saveVariant(product, record, { price, stock }, 'edit');
    note('owner_edit', myEpoch, reply);
    extra('owner_edit', myEpoch, product.single ? 'product_form' : 'variant_row');
    done('owner_edit', myEpoch, reply.status === 200);
  }
  async function ownerGet(cls, path, myEpoch) {
    const reply = await send('GET', path, { token: cfg.adminToken });
    note(cls, myEpoch, reply);
    done(cls, myEpoch, is2xx(reply));
  }
  let orderFilter = 0;
  const operations = {
    cart_write: cartWrite,
    cart_read: cartRead,
    sign_in: signInOnce,
    order,
    sale_order: (e) => order(e, 'sale_order', sale.products),
    owner_edit: ownerEdit,
    owner_dashboard: (e) => ownerGet('owner_dashboard', '/api/admin/dashboard', e),
    owner_orders: (e) =>
      ownerGet('owner_orders', `/api/orders?filter=${['all', 'unpaid', 'all', 'paid'][orderFilter++ % 4]}`, e),
  };

  /** Every 2 ms, start whatever each class's schedule says is due by now (running time only; overdue ones at once). */
  function tick() {
    if (!clock.running) return;
    const now = clock.read();
    for (const [cls, schedule] of Object.entries(schedules)) {
      for (const { lag } of schedule.due(now)) {
        lags.record(lag);
        const myEpoch = epoch;
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        operations[cls](myEpoch)
          .catch((error) => {
            if (myEpoch === epoch) bump(stats[cls].errors, `harness: ${error.message}`);
            done(cls, myEpoch, false);
          })
          .finally(() => inFlight--);
      }
    }
  }
  setInterval(tick, 2);

  /** Per class: target, achieved (2xx per second of running time) and started rates, latencies, what went wrong. */
  function summary() {
    const seconds = clock.read() / 1000;
    return Object.fromEntries(
      Object.entries(stats).map(([cls, s]) => {
        const sorted = s.latencies.slice().sort((a, b) => a - b);
        const errors = Object.values(s.errors).reduce((a, b) => a + b, 0);
        return [
          cls,
          {
            target_rps: cfg.rates[cls],
            achieved_rps: seconds ? round1(s.ok / seconds) : 0,
            started_rps: seconds ? round1(schedules[cls].started / seconds) : 0,
            count: s.count,
            ok: s.ok,
            requests: sorted.length,
            p50_ms: round1(percentileOf(sorted, 50)),
            p99_ms: round1(percentileOf(sorted, 99)),
            max_ms: round1(sorted.at(-1) ?? 0),
            statuses: s.statuses,
            non2xx: Object.values(s.statuses).reduce((a, b) => a + b, 0),
            errors,
            error_kinds: s.errors,
            ...(Object.keys(s.extra).length ? { extra: s.extra } : {}),
          },
        ];
      }),
    );
  }

  process.on('message', async (message) => {
    const reply = (payload = {}) => process.send({ type: message.type, ...payload });
    switch (message.type) {
      case 'init': {
        cfg = message.init;
        stats = newStats();
        schedules = newSchedules();
        lags = new Histogram();
        productList = cfg.products.map((p) => ({
          ...p,
          variants: p.variants.map((v) => ({ ...v, pending: false, editFinished: -Infinity })),
        }));
        shoppers = cfg.shoppers.map((s) => ({ ...s, busy: false, cart: new Map(), wish: new Set() }));
        signInIndex = Math.floor(rng.next() * cfg.signIns.length);
        return reply();
      }
      case 'run':
        clock.run();
        tick();
        return reply();
      case 'pause':
        clock.pause();
        return reply();
      case 'summary':
        // Paused: once what is in flight has answered (at most 5 s). Running (the flash sale): as it stands.
        for (let i = 0; i < 50 && inFlight > 0 && !clock.running; i++) await sleep(100);
        return reply({ summary: summary() });
      case 'sale': {
        // The hot flash sale from the next run on: its orders' rate, the owner's edits on its products, and stock for
        // the run on each of their variants (the first entries of the log).
        const ids = new Set(message.sale.productIds);
        const products = productList.filter((p) => ids.has(p.id));
        sale = { products, variants: new Set(products.flatMap((p) => p.variants.map((v) => v.id))), writes: [] };
        cfg.rates = message.sale.rates;
        let variants = 0;
        for (const product of products)
          for (const record of product.variants) {
            const saved = await saveVariant(product, record, { stock: message.sale.stock }, 'restock');
            if (saved.status !== 200) return reply({ error: `restock of variant ${record.id}: ${saved.status}` });
            variants++;
          }
        return reply({ variants });
      }
      case 'measure':
        // A new epoch (a warm-up, or a measured run): counts, schedules and the clock from zero, running or not.
        // Requests of the last one still in flight are not counted.
        epoch++;
        clock.reset();
        stats = newStats();
        schedules = newSchedules();
        lags = new Histogram();
        maxInFlight = inFlight;
        return reply();
      case 'finish': {
        clock.pause();
        await drain(() => inFlight);
        return reply({
          summary: summary(),
          saleWrites: sale?.writes ?? [],
          run_seconds: clock.read() / 1000,
          schedule: {
            schedule_lag_p99_ms: round1(lags.percentile(99)),
            schedule_lag_max_ms: round1(lags.max),
            max_in_flight: maxInFlight,
            in_flight_left: inFlight,
          },
        });
      }
      default:
        return reply({ error: `unknown message ${message.type}` });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------------------------
// The flash sale's readers' process.

/**
 * The catalogue mix (the same seeded choices as capacity) offered open-loop at `rate` reads/s: every 1 ms, each read
 * now due starts, and its latency counts from the time it was due, so that a harness or server that falls behind
 * shows as latency (coordinated omission), never as fewer reads offered. In the hot flash sale (`sale`), the sale
 * mix; what each page or detail of a sale product showed is kept for the freshness check.
 */
function readersProcess() {
  let cfg;
  let next;
  let schedule;
  let stats;
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  /** The reads sent or queued and not yet answered. */
  const pending = new Set();
  const clock = runningClock();
  /** One counted period's figures (a warm-up, the measured run). */
  const newStats = () => {
    const reads = newReadStats();
    return {
      reads,
      record: recordRead(reads),
      started: 0,
      ok: 0,
      errorKinds: {},
      inFlight: 0,
      maxInFlight: 0,
      lags: new Histogram(),
      saleReads: [],
    };
  };

  /** Starts the reads due by now; each reply is counted in the period it was started in. */
  function tick() {
    if (!clock.running) return;
    const wall = performance.now();
    for (const { lag } of schedule.due(clock.read())) {
      const [kind, path, headers, saleProduct] = next();
      const scheduled = wall - lag;
      const s = stats;
      const shows = showsStock(kind);
      s.started++;
      s.lags.record(lag);
      s.maxInFlight = Math.max(s.maxInFlight, ++s.inFlight);
      request(agent, cfg.port, 'GET', path, headers ?? {}, undefined, shows, pending).then((reply) => {
        s.inFlight--;
        if (reply.error === CUT_AT_END) return; // counted as unanswered (`unfinished`)
        if (reply.status === 0) {
          s.reads.errors++;
          bump(s.errorKinds, reply.error);
          return;
        }
        s.record(kind, reply.status, performance.now() - scheduled);
        if (reply.status >= 200 && reply.status < 300) {
          s.ok++;
          if (shows)
            s.saleReads.push({
              product: saleProduct,
              kind: kind.slice(SALE.length),
              started: reply.sent,
              ended: reply.answered,
              shown: kind === `${SALE}product page` ? shownInPage(reply.text, saleProduct) : shownInDetail(reply.text),
            });
        }
      });
    }
  }
  setInterval(tick, 1);

  /** The catalogue figures of the flash sale: offered, started and achieved (2xx) rates, latencies from schedule. */
  function figures(s) {
    const seconds = clock.read() / 1000;
    return {
      offered_rps: cfg.rate,
      started_rps: seconds ? Math.round(s.started / seconds) : 0,
      rps: seconds ? Math.round(s.ok / seconds) : 0,
      requests: s.started,
      ok: s.ok,
      ...readFigures(s.reads, seconds),
      errors: s.reads.errors,
      error_kinds: s.errorKinds,
      unfinished: s.inFlight,
      schedule_lag_p99_ms: round1(s.lags.percentile(99)),
      schedule_lag_max_ms: round1(s.lags.max),
      max_in_flight: s.maxInFlight,
    };
  }

  process.on('message', async (message) => {
    const reply = (payload = {}) => process.send({ type: message.type, ...payload });
    switch (message.type) {
      case 'init':
        cfg = message.init;
        next = cfg.sale
          ? saleMix(cfg.seed, cfg.sale.productIds, cfg.sale.share, cfg.products)
          : catalogueMix(cfg.seed, cfg.products);
        schedule = openLoop(cfg.rate);
        stats = newStats();
        return reply();
      case 'run':
        clock.run();
        tick();
        return reply();
      case 'summary':
        return reply({ reads: figures(stats) });
      case 'measure':
        // The measured run: counts, the schedule and the clock from zero; the choices go on where they were.
        clock.reset();
        schedule = openLoop(cfg.rate);
        stats = newStats();
        return reply();
      case 'finish': {
        clock.pause();
        const s = stats;
        await drain(() => s.inFlight, FLASH_SALE_GRACE_MS);
        const cut = s.inFlight;
        for (const req of pending) req.destroy(new Error(CUT_AT_END));
        await drain(() => s.inFlight);
        return reply({ reads: { ...figures(s), unfinished: cut }, saleReads: s.saleReads });
      }
      default:
        return reply({ error: `unknown message ${message.type}` });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[2] === '--writers') writersProcess();
if (process.argv[2] === '--readers') readersProcess();
