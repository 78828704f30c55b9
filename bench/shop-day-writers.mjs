// The shop day's fixed-rate writers (bench/shop-day.mjs starts this file as a child process and drives it over IPC):
// carts and wishlists, cart reads, sign-ins, orders, the owner's edits and polls, each class open-loop at its rate on a
// clock paused with the baseline slices; in the hot flash sale the sale's orders too, and a log of every write of the
// sale's variants for the freshness check (bench/freshness.mjs).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sharedNow } from './freshness.mjs';
import {
  Histogram,
  MAX_SOCKETS,
  bump,
  drain,
  openLoop,
  percentileOf,
  request,
  round1,
  runningClock,
  sleep,
} from './load.mjs';
import { prng } from './scale-data.mjs';

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

writersProcess();
