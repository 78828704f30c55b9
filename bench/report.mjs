// The verdict and the Markdown written beside each results file. The verdict (budgetMisses, checkBudget) holds the
// results against their `budget`, DESIGN §7's numbers. The Markdown leads with the shop day per database (its three
// runs side by side, then each run's classes), then the engine (cache off, one endpoint at a time), the same endpoints
// with the cache on, checkout contention and the web: the build's first page, then the shop pages on a phone
// (`npm run bench:web`, alone in a file when only it ran).
import { CLASS_NAMES, RUN_NAMES } from './shop-day.mjs';

const fmt = (n) => n.toLocaleString('en-US');
const mark = (ok) => (ok ? '✅' : '❌');
const statusList = (statuses) =>
  Object.entries(statuses ?? {})
    .map(([s, n]) => `${s}×${fmt(n)}`)
    .join(' ');
const fivexx = (statuses) => Object.fromEntries(Object.entries(statuses ?? {}).filter(([s]) => Number(s) >= 500));
const dbName = (db) => (db === 'sqlite' ? 'SQLite' : 'PostgreSQL');

/** Which flash-sale p99 of the budget each writer class is held to ("owner's calls" are three classes). */
export const FLASH_SALE_P99_OF = {
  cart_write: 'cart_write',
  order: 'order',
  sign_in: 'sign_in',
  owner_edit: 'owner',
  owner_dashboard: 'owner',
  owner_orders: 'owner',
};

/** The least ratio of the bare server an engine row must reach, or undefined when the row is only reported. */
export function engineMinimum(budget, e) {
  if (e.name === 'product page') return budget.engine_page?.[e.db];
  return budget.engine_endpoints?.includes(e.name) ? budget.engine[e.db] : undefined;
}

/** A shop-day run's misses: its catalogue reads and each writer class against the budget of its database. */
function runMisses(miss, db, run, result, b) {
  const where = `${db} ${RUN_NAMES[run]}`;
  const row = (cls) => `${db}/${run}/${cls}`;
  const c = result.catalogue;
  if (c.non2xx || c.errors || c.unfinished) {
    const statuses = c.non2xx ? ` (${statusList(c.statuses)})` : '';
    const unanswered = c.unfinished ? `, ${c.unfinished} unanswered` : '';
    miss(row('catalogue'), `${where}: catalogue reads ${c.non2xx} non-2xx${statuses}, ${c.errors} errors${unanswered}`);
  }
  if (run === 'flash_sale') {
    if (c.offered_rps < b.flash_sale_rps)
      miss(row('catalogue'), `${where}: reads offered at ${c.offered_rps}/s < ${b.flash_sale_rps}/s`);
    if (c.rps < c.offered_rps * b.rate_achieved)
      miss(row('catalogue'), `${where}: catalogue reads achieved ${c.rps}/s (2xx) of ${c.offered_rps}/s offered`);
    const limit = b.flash_sale_p99_ms.catalogue;
    if (c.p99_ms >= limit) miss(row('catalogue'), `${where}: catalogue reads p99 ${c.p99_ms} ms ≥ ${limit} ms`);
  }
  for (const [cls, k] of Object.entries(result.classes)) {
    const name = CLASS_NAMES[cls] ?? cls;
    const bad = fivexx(k.statuses);
    if (Object.keys(bad).length) miss(row(cls), `${where}: ${name} answered ${statusList(bad)}`);
    if (k.errors)
      miss(row(cls), `${where}: ${name} had ${k.errors} failed requests (${Object.keys(k.error_kinds).join(', ')})`);
    if (k.achieved_rps < k.target_rps * b.rate_achieved)
      miss(row(cls), `${where}: ${name} achieved ${k.achieved_rps}/s (2xx) of ${k.target_rps}/s`);
    const limit = run === 'flash_sale' ? b.flash_sale_p99_ms[FLASH_SALE_P99_OF[cls]] : undefined;
    if (limit !== undefined && k.p99_ms >= limit) miss(row(cls), `${where}: ${name} p99 ${k.p99_ms} ms ≥ ${limit} ms`);
  }
}

/**
 * Every budget line the results miss: `row` names the report row it marks, `text` says it in words. Results of an
 * older bench (a shop day of one run) are not judged here: their file keeps the verdict of its day.
 */
export function budgetMisses(r) {
  const misses = [];
  const miss = (row, text) => misses.push({ row, text });
  for (const day of r.shop_day ?? []) {
    if (!day.runs) continue;
    const b = r.budget.shop_day[day.db];
    // A diagnostic run with some writers left out (BENCH_SHOP_DAY_WRITERS) is not the shop day §7 budgets.
    const left = Object.entries(r.machine.shop_day_rates).filter(
      ([cls, rate]) => (day.runs.ceiling.classes[cls]?.target_rps ?? 0) < rate,
    );
    if (left.length)
      miss(`${day.db}/writers`, `${day.db} shop day: ran without ${left.map(([cls]) => CLASS_NAMES[cls]).join(', ')}`);
    for (const [run, result] of Object.entries(day.runs)) runMisses(miss, day.db, run, result, b);
    const { ceiling, capacity } = day.runs;
    if (day.capacity_of_ceiling < b.capacity_of_ceiling)
      miss(
        `${day.db}/capacity/of_ceiling`,
        `${day.db} capacity: catalogue reads ${day.capacity_of_ceiling} of the ceiling < ${b.capacity_of_ceiling} ` +
          `(${capacity.catalogue.rps} of ${ceiling.catalogue.rps} req/s)`,
      );
  }
  for (const e of r.engine ?? []) {
    const min = engineMinimum(r.budget, e);
    if (min === undefined) continue;
    const row = `${e.db}/engine/${e.name}`;
    if (e.ratio < min) miss(row, `${e.db} engine (cache off) ${e.name}: ratio ${e.ratio} < ${min}`);
    if (e.non2xx || e.errors)
      miss(row, `${e.db} engine (cache off) ${e.name}: ${e.non2xx} non-2xx replies, ${e.errors} errors`);
  }
  for (const c of r.checkout ?? []) {
    if (c.orders !== c.units || c.final_stock !== 0 || c.errors_5xx !== 0)
      miss(`${c.db}/checkout`, `${c.db} checkout: ${c.orders} orders, stock ${c.final_stock}, ${c.errors_5xx} 5xx`);
  }
  if (r.web?.home_js_gzip_kb !== undefined) {
    if (r.web.home_js_gzip_kb > r.budget.homeJsKb) miss('web', `web: home JS ${r.web.home_js_gzip_kb} KB`);
    if (r.web.admin_chunks_on_home || r.web.admin_modules_in_shop_chunks) miss('web', 'web: admin code in shop chunks');
  }
  return misses;
}

/** Every budget line the results miss, one line each (the results' `failures`; none: `meets_budget`). */
export function checkBudget(r) {
  return budgetMisses(r).map((m) => m.text);
}

/** The three runs of one database side by side: the catalogue reads of each, against the ceiling. */
function runsTable(lines, day, b, ok) {
  const { ceiling, capacity, flash_sale: flash } = day.runs;
  const db = day.db;
  const p = (c) => `${c.p50_ms} | ${c.p99_ms}`;
  lines.push(
    '| Run | catalogue reads | p50 ms | p99 ms | budget | |',
    '|---|---|---:|---:|---|---|',
    `| ceiling: every read one cached page, ${ceiling.catalogue.connections} connections | ` +
      `**${fmt(ceiling.catalogue.rps)} req/s** (${ceiling.catalogue.ratio.toFixed(2)} × baseline) | ${p(ceiling.catalogue)} | ` +
      `the yardstick | |`,
    `| capacity: the mix, ${capacity.catalogue.connections} connections | **${fmt(capacity.catalogue.rps)} req/s** = ` +
      `**${day.capacity_of_ceiling.toFixed(2)}** × ceiling (${capacity.catalogue.ratio.toFixed(2)} × baseline) | ` +
      `${p(capacity.catalogue)} | ≥ ${b.capacity_of_ceiling} × ceiling | ${mark(ok(`${db}/capacity/of_ceiling`))} |`,
    `| flash sale: the mix offered open-loop at ${fmt(flash.catalogue.offered_rps)}/s | **${fmt(flash.catalogue.rps)}/s** ` +
      `of ${fmt(flash.catalogue.offered_rps)}/s offered | ${p(flash.catalogue)} | ` +
      `p99 < ${b.flash_sale_p99_ms.catalogue} ms, ≥ ${Math.round(b.rate_achieved * 100)} % of ${fmt(b.flash_sale_rps)}/s | ` +
      `${mark(ok(`${db}/flash_sale/catalogue`))} |`,
    '',
  );
}

/** How one run was measured, in a sentence or two. */
function runIntro(run, day) {
  const r = day.runs[run];
  const w = r.writers;
  const writers =
    `The writers ran ${r.writers_ran_s} s, open-loop (each request starts on its schedule; schedule lag p99 ` +
    `${w.schedule_lag_p99_ms} ms, at most ${w.max_in_flight} requests in flight); rates are 2xx replies per second of that time.`;
  if (run === 'flash_sale') {
    const c = r.catalogue;
    return (
      `${r.duration_s} s measured after a ${r.warmup_s} s warm-up, without a pause and without baseline slices. ` +
      `Reads offered at ${fmt(c.offered_rps)}/s by a process of their own (started ${fmt(c.started_rps)}/s; schedule lag ` +
      `p99 ${c.schedule_lag_p99_ms} ms, max ${c.schedule_lag_max_ms} ms; at most ${fmt(c.max_in_flight)} in flight` +
      `${c.unfinished ? `; ${fmt(c.unfinished)} unanswered at the end` : ''}), each timed from its scheduled start. ${writers}`
    );
  }
  return (
    `${r.duration_s} s measured after a ${r.warmup_s} s warm-up, in ${r.slice_s} s slices alternating with ` +
    `${r.baseline_slice_s} s slices of the bare baseline (${fmt(r.baseline.rps)} req/s, p99 ${r.baseline.p99_ms} ms; ` +
    `writers paused during them). ${writers}`
  );
}

/** One run's table: the catalogue reads, then each writer class, with the budget lines that apply in this run. */
function classTable(lines, run, result, b, ok, db) {
  const c = result.catalogue;
  const rate = `≥ ${Math.round(b.rate_achieved * 100)} % of rate, no 5xx`;
  lines.push(
    '| Class | target /s | achieved /s | p50 ms | p99 ms | max ms | non-2xx | errors | budget | |',
    '|---|---:|---:|---:|---:|---:|---|---:|---|---|',
  );
  const row = (cls) => `${db}/${run}/${cls}`;
  const readLimits = {
    ceiling: 'all 2xx',
    capacity: `≥ ${b.capacity_of_ceiling} × ceiling, all 2xx`,
    flash_sale: `p99 < ${b.flash_sale_p99_ms.catalogue} ms, ≥ ${Math.round(b.rate_achieved * 100)} % of offered, all 2xx`,
  }[run];
  const readsOk = ok(row('catalogue')) && (run !== 'capacity' || ok(`${db}/capacity/of_ceiling`));
  const target = c.offered_rps === undefined ? `as fast as ${c.connections} connections can` : fmt(c.offered_rps);
  const achieved = c.offered_rps === undefined ? `**${fmt(c.rps)}**` : fmt(c.rps);
  const errors = `${c.errors}${c.unfinished ? ` (+${c.unfinished} unanswered)` : ''}`;
  lines.push(
    `| **catalogue reads** | ${target} | ${achieved} | ${c.p50_ms} | ${c.p99_ms} | ${c.max_ms} | ` +
      `${statusList(c.statuses) || 0} | ${errors} | ${readLimits} | ${mark(readsOk)} |`,
  );
  for (const [cls, k] of Object.entries(result.classes)) {
    const limit = run === 'flash_sale' ? b.flash_sale_p99_ms[FLASH_SALE_P99_OF[cls]] : undefined;
    const limits = limit === undefined ? rate : `p99 < ${limit} ms, ${rate}`;
    lines.push(
      `| ${CLASS_NAMES[cls] ?? cls} | ${k.target_rps} | ${k.achieved_rps} | ${k.p50_ms} | ${k.p99_ms} | ${k.max_ms} | ` +
        `${statusList(k.statuses) || 0} | ${k.errors} | ${limits} | ${mark(ok(row(cls)))} |`,
    );
  }
}

/** The catalogue mix per kind, and what the writers met (price changes, stale reads), under a run's table. */
function runNotes(lines, result) {
  const c = result.catalogue;
  const kinds = Object.entries(c.kinds)
    .map(([name, k]) => {
      const refused = k.non2xx ? `, non-2xx ${statusList(k.statuses) || k.non2xx}` : '';
      return `${name} ${Math.round(k.share * 100)} % (${fmt(k.rps)}/s, p50 ${k.p50_ms}, p99 ${k.p99_ms} ms${refused})`;
    })
    .join(', ');
  const slices = c.slices_rps
    ? ` Per slice: ${c.slices_rps.map(fmt).join(', ')} req/s; baseline slices ${result.baseline.slices_rps.map(fmt).join(', ')}.`
    : '';
  const o = result.classes.order?.extra ?? {};
  const w = result.classes.cart_write?.extra ?? {};
  lines.push(
    '',
    `Catalogue reads: ${kinds}.${slices}`,
    '',
    `Cart and wishlist writes: ${['cart_add', 'cart_update', 'cart_remove', 'wish_add', 'wish_remove'].map((a) => `${a.replace('_', ' ')} ${fmt(w[a] ?? 0)}`).join(', ')}. ` +
      `Orders: ${fmt(o.price_changed ?? 0)} met a price the owner had just changed (409 PRICE_CHANGED, retried once, ` +
      `${fmt(o.retried_ok ?? 0)} then placed); ${fmt(o.stale_price_read ?? 0)} product pages showed a price older than a finished edit.`,
    '',
  );
}

/** One database's shop day: the three runs side by side, then each run's classes. */
function shopDay(lines, r, day, ok) {
  const b = r.budget.shop_day[day.db];
  lines.push(`### Shop day, ${dbName(day.db)}`, '');
  if (!day.runs) {
    lines.push(
      `A shop day of an earlier bench (one run): catalogue reads ${fmt(day.catalogue.rps)} req/s, p99 ` +
        `${day.catalogue.p99_ms} ms. Its figures are in the JSON beside this file.`,
      '',
    );
    return;
  }
  runsTable(lines, day, b, ok);
  lines.push(
    `Every run also holds each writer class at ≥ ${Math.round(b.rate_achieved * 100)} % of its rate with no 5xx; the ` +
      `flash sale holds them to their p99 too. ${day.people.shoppers} shoppers, ${day.people.order_customers} ordering ` +
      `customers, ${fmt(day.people.products)} products with ample stock; the server restarted (an empty read cache) ` +
      'before capacity and before the flash sale.',
    '',
  );
  for (const run of Object.keys(RUN_NAMES)) {
    const name = RUN_NAMES[run];
    lines.push(`#### ${name[0].toUpperCase()}${name.slice(1)}, ${dbName(day.db)}`, '', runIntro(run, day), '');
    classTable(lines, run, day.runs[run], b, ok, day.db);
    runNotes(lines, day.runs[run]);
  }
}

/** The per-endpoint table: with a budget (the engine) each budgeted row shows its minimum and verdict. */
function endpointTable(lines, rows, budget, ok) {
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
    const min = engineMinimum(budget, e);
    if (min === undefined) {
      lines.push(`${head} reported | |`);
      continue;
    }
    const bad = e.non2xx || e.errors ? ` (non-2xx ${statusList(e.statuses) || e.non2xx}, ${e.errors} errors)` : '';
    lines.push(`${head} ≥ ${min}${bad} | ${mark(ok(`${e.db}/engine/${e.name}`))} |`);
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
  "each ratio divides the endpoint by the baseline slices interleaved with it, p99 is the worst slice's. " +
  '`product page` is `/product/{id}` asked for as a browser does (`accept: text/html`): the HTML the server renders.';

/** The Markdown of a results object. */
export function renderMarkdown(r) {
  const lines = [];
  const misses = new Set(budgetMisses(r).map((m) => m.row));
  const ok = (row) => !misses.has(row);
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

  if (r.shop_day?.some((day) => day.runs)) {
    lines.push(
      '## Shop day',
      '',
      'The production server while, at fixed rates, signed-in shoppers change carts and wishlists and read their carts, ' +
        'customers sign in and place orders, the owner edits prices and stock and polls the dashboard and the order ' +
        'list (DESIGN §7). Three runs with the same writers: the **ceiling**, every read the same cached page as fast ' +
        `as ${r.machine.connections} connections can (the most this HTTP stack gives on this machine with these ` +
        `writers); **capacity**, ${r.machine.connections} connections reading the seeded mix as fast as they can ` +
        '(pages over sorts and price filters, product detail, review list and stats, search, and a tenth product ' +
        'pages, the HTML the server renders); the **flash sale**, the same mix and the same choices offered open-loop ' +
        'at a fixed rate, where latency is read.',
      '',
    );
    for (const day of r.shop_day) shopDay(lines, r, day, ok);
  } else if (r.shop_day?.length) {
    // An older results file, re-rendered by `npm run bench:web`.
    lines.push('## Shop day', '');
    for (const day of r.shop_day) shopDay(lines, r, day, ok);
  }

  if (r.engine?.length) {
    lines.push(
      '## Engine (read cache off)',
      '',
      `The server restarted with \`READ_CACHE_SECONDS=0\`. ${perEndpoint(r)}`,
      '',
    );
    endpointTable(lines, r.engine, r.budget, ok);
    lines.push('');
  }

  if (r.endpoints?.length) {
    lines.push(
      '## Endpoints with the read cache on (reported, not budgeted)',
      '',
      `The default server (the read cache on). ${perEndpoint(r)}`,
      '',
    );
    endpointTable(lines, r.endpoints, null, ok);
    lines.push('');
  }
  if (r.checkout?.length) {
    lines.push(
      '| Checkout contention | buyers | units | orders | final stock | 5xx | 409 | other replies | ms | |',
      '|---|---:|---:|---:|---:|---:|---:|---|---:|---|',
    );
    for (const c of r.checkout) {
      lines.push(
        `| ${c.db} | ${c.buyers} | ${c.units} | ${c.orders} | ${c.final_stock} | ${c.errors_5xx} | ${c.refused_409} | ` +
          `${statusList(c.other) || 0} | ${fmt(c.ms)} | ${mark(ok(`${c.db}/checkout`))} |`,
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
