// The Markdown written beside each results file: the shop day first (the headline figure), then the engine
// (cache off, one endpoint at a time), then the same endpoints with the cache on, checkout contention and the web:
// the build's first page, then the shop pages on a phone (`npm run bench:web`, alone in a file when only it ran).
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
    .map(([name, k]) => {
      // Results older than the per-kind rates and statuses have neither.
      const rate = k.rps === undefined ? '' : `${fmt(k.rps)}/s, `;
      const refused = k.non2xx ? `, non-2xx ${statusList(k.statuses) || k.non2xx}` : '';
      return `${name} ${Math.round(k.share * 100)} % (${rate}p50 ${k.p50_ms}, p99 ${k.p99_ms} ms${refused})`;
    })
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

/** `npm run bench:web`: each shop page loaded in Chromium on a phone profile. */
function phonePages(lines, phone) {
  const p = phone.profile;
  const b = phone.budget;
  const lcpPages = b.lcp_pages.map((page) => `\`${page}\``).join(', ');
  lines.push(
    '## Web pages on a phone',
    '',
    `\`npm run bench:web\`, ${phone.date.slice(0, 16).replace('T', ' ')} UTC: Chromium ${phone.chromium}, ` +
      `${p.viewport} px at ${p.device_scale_factor}×, Slow 4G emulated by DevTools (${p.latency_ms} ms per request, ` +
      `${fmt(p.down_kbps)} Kbps down, ${fmt(p.up_kbps)} Kbps up), CPU slowed ${p.cpu_slowdown}×; the production build ` +
      `with the demo seed. Each page loaded ${phone.runs === 1 ? 'once' : `${phone.runs} times`}, each in a fresh browser context (cold cache); medians. ` +
      'CLS is the largest session window; KB are bytes transferred (compressed as served), JS included; API calls: ' +
      '`/api/` requests the page made while loading.',
    '',
    '| Page | LCP ms | FCP ms | CLS | KB transferred | JS KB | API calls | LCP element | budget | |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|---|',
  );
  for (const page of phone.pages) {
    const limits = [`CLS ≤ ${b.cls}`];
    if (page.lcp_budgeted) limits.unshift(`LCP ≤ ${fmt(b.lcp_ms)} ms`);
    else limits.push('LCP reported');
    const name = page.page === page.path ? `\`${page.path}\`` : `\`${page.page}\` (\`${page.path}\`)`;
    lines.push(
      `| ${name} | ${fmt(page.lcp_ms)} | ${fmt(page.fcp_ms)} | ${page.cls} | ${page.kb} | ${page.js_kb} | ` +
        `${page.api_requests} | ${page.lcp_element ? `\`${page.lcp_element.replaceAll('|', '\\|')}\`` : '–'} | ` +
        `${limits.join(', ')} | ${mark(page.meets_budget)} |`,
    );
  }
  lines.push(
    '',
    `Budget (DESIGN §7, §11): LCP ≤ ${fmt(b.lcp_ms)} ms on ${lcpPages}; CLS ≤ ${b.cls} on every page.`,
    '',
  );
}

const perEndpoint = (r) =>
  `Each endpoint alone: autocannon, ${r.machine.connections} connections, seeded random pages/ids, ` +
  `${r.machine.duration_s} s after a ${r.machine.warmup_s} s warm-up, in 2 s slices alternating with the baseline; ` +
  "each ratio divides the endpoint by the baseline slices interleaved with it, p99 is the worst slice's.";

export function renderMarkdown(r) {
  const lines = [];
  lines.push(`# Benchmark ${r.date.slice(0, 10)}`, '');
  const machine = `Machine: ${r.machine.cores} × ${r.machine.cpu}, ${r.machine.memory_gb} GiB, Node ${r.machine.node}.`;
  if (!r.baseline) lines.push(machine, '');
  else
    lines.push(
      `${machine} ` +
        `Data: ${fmt(r.machine.scale.products)} products, ${fmt(r.machine.scale.reviews)} reviews, ` +
        `${fmt(r.machine.scale.orders)} orders, ${fmt(r.machine.scale.customers)} customers. ` +
        `Baseline: a bare \`node:http\` server answering a fixed ${fmt(r.baseline.body_bytes)}-byte page of 20 products, ` +
        `always measured in slices interleaved with what it is compared with (${r.baseline.runs} runs): median ` +
        `**${fmt(r.baseline.rps)} req/s** (${fmt(r.baseline.min_rps)}–${fmt(r.baseline.max_rps)}), p99 ${r.baseline.p99_ms} ms.`,
      '',
    );

  if (r.shop_day?.length) {
    lines.push('## Shop day', '');
    const pages = r.shop_day.some((day) => day.catalogue.kinds['product page'])
      ? '; product pages, the HTML the server renders'
      : '';
    lines.push(
      'The production server while, at fixed rates, signed-in shoppers change carts and wishlists and read their carts, ' +
        'customers sign in and place orders, the owner edits prices and stock and polls the dashboard and the order ' +
        `list, and ${r.machine.connections} connections read the catalogue as fast as they can (seeded random pages over ` +
        `sorts and price filters, product detail, review list and stats, search${pages}).`,
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

  if (r.endpoints) {
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
    lines.push('');
  }
  if (r.web?.home_js_gzip_kb !== undefined)
    lines.push(
      `Web: the home page loads **${r.web.home_js_gzip_kb} KB** of gzipped JS (budget ${r.budget.homeJsKb} KB) and ${r.web.home_css_gzip_kb} KB of CSS; ` +
        `admin chunks on home: ${r.web.admin_chunks_on_home}; admin modules in shop chunks: ${r.web.admin_modules_in_shop_chunks}.`,
      '',
    );
  if (r.web?.phone) phonePages(lines, r.web.phone);
  // `npm run bench:web` keeps its own verdict beside the one `npm run bench` wrote.
  const failures = [...(r.failures ?? []), ...(r.web?.phone?.failures ?? [])];
  lines.push(failures.length ? `Over budget:\n\n- ${failures.join('\n- ')}` : 'Every budget line is met.', '');
  return lines.join('\n');
}
