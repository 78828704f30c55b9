// Each endpoint on its own against the bare baseline (with the read cache on, reported; off, the engine, budgeted),
// and checkout contention: 200 buyers for 50 units of one variant.
import autocannon from 'autocannon';
import { ANIMALS, CATEGORIES, COLOURS, prng } from './scale-data.mjs';
import { call, login } from './server.mjs';
import { settle } from './shop-day.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const CONNECTIONS = 64;
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
async function measurePaired(port, baselinePort, nextPath, headers) {
  await load(port, nextPath, headers, WARMUP);
  await settle(port);
  await load(baselinePort, () => '/', {}, 1);
  const sum = {
    app: { requests: 0, seconds: 0, p99: 0, non2xx: 0, errors: 0, unfinished: 0, statuses: {} },
    base: { requests: 0, seconds: 0, p99: 0 },
  };
  for (let done = 0; done < DURATION; done += SLICE) {
    const base = await load(baselinePort, () => '/', {}, SLICE);
    const app = await load(port, nextPath, headers, SLICE);
    await settle(port);
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

/** How the per-endpoint measurement ran, for the results' `machine`. */
export const endpointSettings = { connections: CONNECTIONS, duration_s: DURATION, warmup_s: WARMUP };

/**
 * Each endpoint on its own, 64 connections, seeded random ids and pages over `products`, interleaved with the
 * baseline; every baseline measured is pushed to `baselines`. `label` names the server in the log.
 */
export async function measureEndpoints({ kind, label, port, baselinePort, products, admin, shopper, baselines, log }) {
  const adminToken = (await login(port, admin.email, admin.password, '10.9.0.1')).accessToken;
  const shopperToken = (await login(port, shopper.email, shopper.password, '10.9.0.2')).accessToken;
  const rng = prng(7);
  const sorts = ['newest', 'price_asc', 'price_desc', 'popular', 'rating'];
  const searches = [...ANIMALS.map((a) => a.toLowerCase()), ...ANIMALS.flatMap((a) => COLOURS.map((c) => `${a} ${c}`))];
  const productId = () => rng.int(2, products);
  const endpoints = [
    ['product list', () => `/api/products?page=${rng.int(1, products / 20)}&limit=20&sort=${rng.pick(sorts)}`],
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
    // A product's page as a browser asks for it: the HTML the server answers (docs/design.md §11). Last too.
    ['product page', () => `/product/${productId()}`, { accept: 'text/html' }],
  ];
  const results = [];
  for (const [name, nextPath, headers] of endpoints) {
    const m = await measurePaired(port, baselinePort, nextPath, headers);
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
 * `buyers` (each `{ id, email }`, signed in with `password`, with an address in `data`), order the same product
 * at once: product 1, of one variant with `units` in stock. The orders name no variant, as a spec client's do:
 * stock is taken from that variant. `ordersBefore`: the data set's orders (the new ones come after).
 */
/** The buyers signed in, twenty at a time, each from an address of its own. */
async function signInBuyers(port, buyers, password) {
  const tokens = [];
  for (let i = 0; i < buyers.length; i += 20) {
    const batch = buyers.slice(i, i + 20);
    tokens.push(
      ...(await Promise.all(
        batch.map(
          async (b, j) => (await login(port, b.email, password, `10.8.${(i + j) >> 8}.${(i + j) & 255}`)).accessToken,
        ),
      )),
    );
  }
  return tokens;
}

/** The replies that are neither an order nor one of the 409 codes `expected`, counted by status and code. */
function otherReplies(replies, expected) {
  const other = {};
  for (const r of replies) {
    let code = '';
    try {
      code = r.json().code ?? '';
    } catch {
      /* not JSON */
    }
    if (r.status === 201 || (r.status === 409 && expected.includes(code))) continue;
    const key = `${r.status} ${code}`.trim();
    other[key] = (other[key] ?? 0) + 1;
  }
  return other;
}

/** Every buyer signed in, then all ordering `item` at once (transfer, JNE REG): the replies and how long they took. */
async function orderAtOnce(port, data, buyers, password, item) {
  const tokens = await signInBuyers(port, buyers, password);
  const addressOf = new Map(data.addresses.map((a) => [a.user_id, a.id]));
  const started = performance.now();
  const replies = await Promise.all(
    buyers.map((buyer, i) =>
      call(port, 'POST', '/api/orders', {
        token: tokens[i],
        body: {
          address_id: addressOf.get(buyer.id),
          payment_method: 'Transfer Bank',
          items: [item],
          shipping: { courier: 'jne', service: 'REG' },
        },
      }),
    ),
  );
  return { replies, ms: Math.round(performance.now() - started) };
}

export async function checkoutContention({ kind, port, data, database, buyers, password, units, ordersBefore, log }) {
  const product = data.products[0];
  const { replies, ms } = await orderAtOnce(port, data, buyers, password, {
    product_id: product.id,
    quantity: 1,
    price: product.price,
  });
  const statuses = replies.map((r) => r.status);
  /** Anything but an order or a 409 for the stock: a bench bug (or a server one) worth seeing. */
  const other = otherReplies(replies, ['INSUFFICIENT_STOCK']);
  const stock = (await call(port, 'GET', `/api/products/${product.id}`)).json().data.stock;
  const [{ n }] = await database.query(
    `select count(*) as n from order_items where product_id = ${product.id} and order_id > ${ordersBefore}`,
  );
  const result = {
    db: kind,
    buyers: buyers.length,
    units,
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

/**
 * A flash sale's quota under contention (issue 44, decision 062): the owner puts `quota` units of product 2's first
 * variant on a flash sale running now, with stock to spare, and `buyers` order one each at once at the flash price.
 * Exactly `quota` lines may be sold at it; the rest are told the quota ran out (409), none gets a 5xx.
 */
export async function flashSaleContention({
  kind,
  port,
  data,
  database,
  buyers,
  password,
  quota,
  adminToken,
  ordersBefore,
  log,
}) {
  const product = data.products[1];
  const detail = (await call(port, 'GET', `/api/products/${product.id}`)).json().data;
  const variant = detail.variants.find((v) => v.is_active);
  const owner = { token: adminToken };
  const stocked = await call(port, 'PATCH', `/api/products/${product.id}/variants/${variant.variant_id}`, {
    ...owner,
    body: { stock: buyers.length * 2 },
  });
  if (stocked.status !== 200) throw new Error(`flash sale stock: ${stocked.status} ${stocked.text}`);
  const price = Math.max(1, Math.floor((variant.price * 0.6) / 1000) * 1000);
  const now = Date.now();
  const sale = await call(port, 'POST', '/api/admin/flash-sales', {
    ...owner,
    body: {
      name: 'Bench 12.12',
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
      items: [{ variant_id: variant.variant_id, price, quota }],
    },
  });
  if (sale.status !== 201) throw new Error(`flash sale: ${sale.status} ${sale.text}`);
  const itemId = sale.json().data.items[0].flash_sale_item_id;
  const { replies, ms } = await orderAtOnce(port, data, buyers, password, {
    product_id: product.id,
    variant_id: variant.variant_id,
    quantity: 1,
    price,
  });
  const statuses = replies.map((r) => r.status);
  const [{ n }] = await database.query(
    `select count(*) as n from order_items where product_id = ${product.id} and order_id > ${ordersBefore} ` +
      `and price_kind = 'flash' and unit_price = ${price}`,
  );
  const [{ sold }] = await database.query(`select sold from flash_sale_items where id = ${itemId}`);
  const result = {
    db: kind,
    buyers: buyers.length,
    quota,
    price,
    flash_orders: Number(n),
    sold: Number(sold),
    created_201: statuses.filter((s) => s === 201).length,
    refused_409: statuses.filter((s) => s === 409).length,
    errors_5xx: statuses.filter((s) => s >= 500).length,
    other: otherReplies(replies, ['FLASH_SALE_SOLD_OUT', 'PRICE_CHANGED']),
    ms,
  };
  log(`${kind}: flash sale ${JSON.stringify(result)}`);
  return result;
}
