// The Markdown written beside each results file: the shop day first (the headline figure), then the engine
// (cache off, one endpoint at a time), then the same endpoints with the cache on, checkout contention and the web.
import { CLASS_NAMES } from './shop-day.mjs';

const fmt = (n) => n.toLocaleString('en-US');
const mark = (ok) => (ok ? '✅' : '❌');
const statusList = (statuses) =>
  Object.entries(statuses ?? {})
    .map(([s, n]) => `${s}×${fmt(n)}`)
    .join(' ');

function shopDay(lines, r, day) {
  const b = r.budget.shop_day[day.db];
  const c = day.catalogue;
  const rateOk = (k) => k.achieved_rps >= k.target_rps * b.rate_achieved;
  const no5xx = (statuses) => !Object.keys(statuses ?? {}).some((s) => Number(s) >= 500);
  lines.push(
    `### Shop day, ${day.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
    '',
    `${day.duration_s} s measured after a ${day.warmup_s} s warm-up, in ${day.slice_s} s slices alternating with ` +
      `${day.baseline_slice_s} s slices of the bare baseline (${fmt(day.baseline.rps)} req/s, p99 ${day.baseline.p99_ms} ms; ` +
      `writers paused during them). The writers ran ${day.writers_ran_s} s; rates are 2xx replies per second of that ` +
      `time, open-loop (each request starts on its schedule). ${day.people.shoppers} shoppers, ` +
      `${day.people.order_customers} ordering customers, ${fmt(day.people.products)} products with ample stock.`,
    '',
    '| Class | target /s | achieved /s | p50 ms | p99 ms | non-2xx | errors | budget | |',
    '|---|---:|---:|---:|---:|---|---:|---|---|',
  );
  const readsOk = c.ratio >= b.read_ratio && c.p99_ms < b.read_p99 && !c.non2xx && !c.errors;
  lines.push(
    `| **catalogue reads** (${c.connections} connections) | as fast as possible | **${fmt(c.rps)}** = **${c.ratio.toFixed(2)}** × baseline | ` +
      `${c.p50_ms} | ${c.p99_ms} | ${statusList(c.statuses) || 0} | ${c.errors} | ≥ ${b.read_ratio} × baseline, p99 < ${b.read_p99} ms | ${mark(readsOk)} |`,
  );
  for (const [key, k] of Object.entries(day.classes)) {
    const limits = [];
    let ok = rateOk(k) && no5xx(k.statuses) && !k.errors;
    if (key === 'cart_write') {
      limits.push(`p99 < ${b.write_p99} ms`);
      ok &&= k.p99_ms < b.write_p99;
    }
    if (key === 'order') {
      limits.push(`p99 < ${b.order_p99} ms`);
      ok &&= k.p99_ms < b.order_p99;
    }
    limits.push(`≥ ${Math.round(b.rate_achieved * 100)} % of rate, no 5xx`);
    lines.push(
      `| ${CLASS_NAMES[key] ?? key} | ${k.target_rps} | ${k.achieved_rps} | ${k.p50_ms} | ${k.p99_ms} | ` +
        `${statusList(k.statuses) || 0} | ${k.errors} | ${limits.join(', ')} | ${mark(ok)} |`,
    );
  }
  const kinds = Object.entries(c.kinds)
    .map(([name, k]) => `${name} ${Math.round(k.share * 100)} % (p50 ${k.p50_ms}, p99 ${k.p99_ms} ms)`)
    .join(', ');
  const o = day.classes.order.extra ?? {};
  const w = day.classes.cart_write.extra ?? {};
  lines.push(
    '',
    `Catalogue mix: ${kinds}. Per slice: ${c.slices_rps.map(fmt).join(', ')} req/s; baseline slices ${day.baseline.slices_rps.map(fmt).join(', ')}.`,
    '',
    `Cart and wishlist writes: ${['cart_add', 'cart_update', 'cart_remove', 'wish_add', 'wish_remove'].map((a) => `${a.replace('_', ' ')} ${fmt(w[a] ?? 0)}`).join(', ')}. ` +
      `Orders: each after a product-page read; ${fmt(o.price_changed ?? 0)} met a price the owner had just changed ` +
      `(409 PRICE_CHANGED, not counted as failures; retried once, ${fmt(o.retried_ok ?? 0)} then placed); ` +
      `${fmt(o.stale_price_read ?? 0)} product pages showed a price older than a finished edit. ` +
      `Sign-ins hash with argon2 (reported, not budgeted beyond "no 5xx"). ` +
      `Writer schedule lag p99 ${day.writers.schedule_lag_p99_ms} ms, at most ${day.writers.max_in_flight} requests in flight.`,
    '',
  );
}

function endpointTable(lines, rows, budget) {
  lines.push(
    `| Endpoint | DB | req/s | p99 ms | baseline req/s | ratio | ${budget ? 'budget | |' : 'non-2xx |'}`,
    `|---|---|---:|---:|---:|---:|${budget ? '---|---|' : '---:|'}`,
  );
  for (const e of rows) {
    const p99 = e.rps ? e.p99_ms : 'no reply within a 2 s slice';
    const head = `| ${e.name} | ${e.db} | ${fmt(e.rps)} | ${p99} | ${fmt(e.baseline_rps)} | ${e.ratio.toFixed(2)} |`;
    if (!budget) {
      lines.push(`${head} ${statusList(e.statuses) || e.non2xx}${e.errors ? `, ${e.errors} errors` : ''} |`);
      continue;
    }
    if (!budget.engine_endpoints.includes(e.name)) {
      lines.push(`${head} reported | |`);
      continue;
    }
    const min = budget.engine[e.db];
    const bad = e.non2xx || e.errors ? ` (non-2xx ${statusList(e.statuses) || e.non2xx}, ${e.errors} errors)` : '';
    lines.push(`${head} ≥ ${min}${bad} | ${mark(e.ratio >= min && !e.non2xx && !e.errors)} |`);
  }
}

const perEndpoint = (r) =>
  `Each endpoint alone: autocannon, ${r.machine.connections} connections, seeded random pages/ids, ` +
  `${r.machine.duration_s} s after a ${r.machine.warmup_s} s warm-up, in 2 s slices alternating with the baseline; ` +
  "each ratio divides the endpoint by the baseline slices interleaved with it, p99 is the worst slice's.";

export function renderMarkdown(r) {
  const lines = [];
  lines.push(`# Benchmark ${r.date.slice(0, 10)}`, '');
  lines.push(
    `Machine: ${r.machine.cores} × ${r.machine.cpu}, ${r.machine.memory_gb} GiB, Node ${r.machine.node}. ` +
      `Data: ${fmt(r.machine.scale.products)} products, ${fmt(r.machine.scale.reviews)} reviews, ` +
      `${fmt(r.machine.scale.orders)} orders, ${fmt(r.machine.scale.customers)} customers. ` +
      `Baseline: a bare \`node:http\` server answering a fixed ${fmt(r.baseline.body_bytes)}-byte page of 20 products, ` +
      `always measured in slices interleaved with what it is compared with (${r.baseline.runs} runs): median ` +
      `**${fmt(r.baseline.rps)} req/s** (${fmt(r.baseline.min_rps)}–${fmt(r.baseline.max_rps)}), p99 ${r.baseline.p99_ms} ms.`,
    '',
  );

  if (r.shop_day?.length) {
    lines.push('## Shop day', '');
    lines.push(
      'The production server while, at fixed rates, signed-in shoppers change carts and wishlists and read their carts, ' +
        'customers sign in and place orders, the owner edits prices and stock and polls the dashboard and the order ' +
        `list, and ${r.machine.connections} connections read the catalogue as fast as they can (seeded random pages over ` +
        'sorts and price filters, product detail, review list and stats, search).',
      '',
    );
    for (const day of r.shop_day) shopDay(lines, r, day);
  }

  if (r.engine?.length) {
    lines.push(
      '## Engine (read cache off)',
      '',
      `The server restarted with \`READ_CACHE_SECONDS=0\`. ${perEndpoint(r)}`,
      '',
    );
    endpointTable(lines, r.engine, r.budget);
    lines.push('');
  }

  lines.push(
    '## Endpoints with the read cache on (reported, not budgeted)',
    '',
    `The default server (the read cache on). ${perEndpoint(r)}`,
    '',
  );
  endpointTable(lines, r.endpoints, null);
  lines.push(
    '',
    '| Checkout contention | buyers | units | orders | final stock | 5xx | 409 | other replies | ms |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|',
  );
  for (const c of r.checkout) {
    lines.push(
      `| ${c.db} | ${c.buyers} | ${c.units} | ${c.orders} | ${c.final_stock} | ${c.errors_5xx} | ${c.refused_409} | ${statusList(c.other) || 0} | ${fmt(c.ms)} |`,
    );
  }
  lines.push(
    '',
    `Web: the home page loads **${r.web.home_js_gzip_kb} KB** of gzipped JS (budget ${r.budget.homeJsKb} KB) and ${r.web.home_css_gzip_kb} KB of CSS; ` +
      `admin chunks on home: ${r.web.admin_chunks_on_home}; admin modules in shop chunks: ${r.web.admin_modules_in_shop_chunks}.`,
    '',
    r.meets_budget ? 'Every budget line is met.' : `Over budget:\n\n- ${r.failures.join('\n- ')}`,
    '',
  );
  return lines.join('\n');
}
