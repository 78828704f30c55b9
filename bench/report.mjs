// The Markdown written beside each results file. It leads with the hot flash sale's line, then the shop day per
// database (its four runs side by side, then each run's classes), the page store's fill after each start, making a
// page, the engine (cache off, one endpoint at a time), the same endpoints with the cache on, checkout contention and
// the web: the build's first page, then the shop pages on a phone. Each budgeted row is marked by the verdict
// (verdict.mjs budgetMisses).
import { CLASS_NAMES, RUN_NAMES } from './shop-day.mjs';
import { FLASH_SALE_P99_OF, budgetMisses, engineMinimum } from './verdict.mjs';

const fmt = (n) => n.toLocaleString('en-US');
const mark = (ok) => (ok ? '✅' : '❌');
const statusList = (statuses) =>
  Object.entries(statuses ?? {})
    .map(([s, n]) => `${s}×${fmt(n)}`)
    .join(' ');
const dbName = (db) => (db === 'sqlite' ? 'SQLite' : 'PostgreSQL');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const percent = (share) => `${Math.round(share * 100)} %`;
const NUMBER_WORDS = { 1: 'one', 2: 'two', 4: 'four', 8: 'eight' };

/** "1 h 04 min", "12 min 30 s", "45 s". */
export function duration(seconds) {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** How much of a flash sale's reads one sentence may call answered: 99 %, unless more went unanswered or failed. */
function answered(c) {
  const lost = (c.unfinished ?? 0) + (c.errors ?? 0);
  if (lost > c.requests * 0.01) return `fewer than 99 % answered (${fmt(lost)} of ${fmt(c.requests)} never were)`;
  return `99 % answered within ${fmt(c.p99_ms)} ms`;
}

/**
 * The line the report leads with (docs/design.md §7's hot flash sale, per database), or null when no hot flash sale ran:
 * "On two cores, 1,000 page views a second with 20 orders a second on the sale's products: 99 % answered within …".
 */
export function headline(r) {
  const days = (r.shop_day ?? []).filter((day) => day.runs?.flash_sale_hot);
  if (!days.length) return null;
  const hot = days[0].runs.flash_sale_hot;
  const cores = NUMBER_WORDS[r.machine.cores] ?? r.machine.cores;
  const parts = days.map((day) => {
    const c = day.runs.flash_sale_hot.catalogue;
    return `${answered(c)} on ${dbName(day.db)}`;
  });
  const fresh = days.map((day) => {
    const f = day.runs.flash_sale_hot.freshness;
    return f ? `${fmt(f.stale)} of ${fmt(f.checked)} on ${dbName(day.db)}` : `not checked on ${dbName(day.db)}`;
  });
  return (
    `**On ${cores} cores, ${fmt(hot.catalogue.offered_rps)} page views a second with ` +
    `${fmt(hot.classes.sale_order?.target_rps ?? 0)} orders a second on the sale's products: ${parts.join('; ')}.** ` +
    `Pages and details of the sale's products older than their last finished order or edit: ${fresh.join(', ')}.`
  );
}

/** A run's row in the table of the four runs: what it offered, what it achieved, its latencies, its budget. */
function runRow(day, run, b, ok) {
  const result = day.runs[run];
  if (!result) return null;
  const c = result.catalogue;
  const db = day.db;
  const latencies = `${c.p50_ms} | ${c.p99_ms}`;
  const flash = `p99 < ${b.flash_sale_p99_ms.catalogue} ms, ≥ ${percent(b.rate_achieved)} of ${fmt(b.flash_sale_rps)}/s`;
  if (run === 'ceiling')
    return (
      `| ceiling: every read one cached page, ${c.connections} connections | **${fmt(c.rps)} req/s** ` +
      `(${c.ratio.toFixed(2)} × baseline) | ${latencies} | the yardstick | |`
    );
  if (run === 'capacity')
    return (
      `| capacity: the mix, ${c.connections} connections | **${fmt(c.rps)} req/s** = ` +
      `**${day.capacity_of_ceiling.toFixed(2)}** × ceiling (${c.ratio.toFixed(2)} × baseline) | ${latencies} | ` +
      `≥ ${b.capacity_of_ceiling} × ceiling | ${mark(ok(`${db}/capacity/of_ceiling`))} |`
    );
  const offered = `**${fmt(c.rps)}/s** of ${fmt(c.offered_rps)}/s offered`;
  if (run === 'flash_sale')
    return (
      `| flash sale, cold: the mix offered open-loop at ${fmt(c.offered_rps)}/s | ${offered} | ${latencies} | ` +
      `${flash} | ${mark(ok(`${db}/flash_sale/catalogue`))} |`
    );
  const sale = day.sale;
  const f = result.freshness;
  const stale = f ? `**${fmt(f.stale)} stale** of ${fmt(f.checked)} checked` : 'freshness not checked';
  return (
    `| flash sale, hot: as cold, ${percent(sale.share)} of the reads on ${sale.products.length} products on sale, ` +
    `${fmt(sale.order_rps)} orders/s of them | ${offered}; ${stale} | ` +
    `${latencies} | ${flash}, no stale page | ` +
    `${mark(ok(`${db}/flash_sale_hot/catalogue`) && ok(`${db}/flash_sale_hot/freshness`))} |`
  );
}

/** How one run was measured, in a sentence or two. */
function runIntro(run, day) {
  const r = day.runs[run];
  const w = r.writers;
  const writers =
    `The writers ran ${r.writers_ran_s} s, open-loop (each request starts on its schedule; schedule lag p99 ` +
    `${w.schedule_lag_p99_ms} ms, at most ${w.max_in_flight} requests in flight); rates are 2xx replies per second of that time.`;
  if (run === 'flash_sale' || run === 'flash_sale_hot') {
    const c = r.catalogue;
    const sale =
      run === 'flash_sale_hot'
        ? ` ${percent(day.sale.share)} of the reads went to the ${day.sale.products.length} products on sale ` +
          `(${day.sale.products.join(', ')}: their pages, details, review lists and stats), each variant of them ` +
          `restocked to ${fmt(day.sale.restocked_to)} units through the owner's API before the run; ` +
          `${fmt(day.sale.order_rps)} orders/s of them beside the writers, and the owner's edits went to them.`
        : '';
    return (
      `${r.duration_s} s measured after a ${r.warmup_s} s warm-up, without a pause and without baseline slices. ` +
      `Reads offered at ${fmt(c.offered_rps)}/s by a process of their own (started ${fmt(c.started_rps)}/s; schedule lag ` +
      `p99 ${c.schedule_lag_p99_ms} ms, max ${c.schedule_lag_max_ms} ms; at most ${fmt(c.max_in_flight)} in flight` +
      `${c.unfinished ? `; ${fmt(c.unfinished)} unanswered at the end` : ''}), each timed from its scheduled start.${sale} ${writers}`
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
  const rate = `≥ ${percent(b.rate_achieved)} of rate, no 5xx`;
  lines.push(
    '| Class | target /s | achieved /s | p50 ms | p99 ms | max ms | non-2xx | errors | budget | |',
    '|---|---:|---:|---:|---:|---:|---|---:|---|---|',
  );
  const row = (cls) => `${db}/${run}/${cls}`;
  const flash = `p99 < ${b.flash_sale_p99_ms.catalogue} ms, ≥ ${percent(b.rate_achieved)} of offered, all 2xx`;
  const readLimits = {
    ceiling: 'all 2xx',
    capacity: `≥ ${b.capacity_of_ceiling} × ceiling, all 2xx`,
    flash_sale: flash,
    flash_sale_hot: flash,
  }[run];
  const readsOk = ok(row('catalogue')) && (run !== 'capacity' || ok(`${db}/capacity/of_ceiling`));
  const target = c.offered_rps === undefined ? `as fast as ${c.connections} connections can` : fmt(c.offered_rps);
  const achieved = c.offered_rps === undefined ? `**${fmt(c.rps)}**` : fmt(c.rps);
  const errors = `${c.errors}${c.unfinished ? ` (+${c.unfinished} unanswered)` : ''}`;
  lines.push(
    `| **catalogue reads** | ${target} | ${achieved} | ${c.p50_ms} | ${c.p99_ms} | ${c.max_ms} | ` +
      `${statusList(c.statuses) || 0} | ${errors} | ${readLimits} | ${mark(readsOk)} |`,
  );
  const flashRun = run === 'flash_sale' || run === 'flash_sale_hot';
  for (const [cls, k] of Object.entries(result.classes)) {
    if (cls === 'sale_order' && !k.target_rps) continue;
    const limit = flashRun ? b.flash_sale_p99_ms[FLASH_SALE_P99_OF[cls]] : undefined;
    const limits = limit === undefined ? rate : `p99 < ${limit} ms, ${rate}`;
    lines.push(
      `| ${CLASS_NAMES[cls] ?? cls} | ${k.target_rps} | ${k.achieved_rps} | ${k.p50_ms} | ${k.p99_ms} | ${k.max_ms} | ` +
        `${statusList(k.statuses) || 0} | ${k.errors} | ${limits} | ${mark(ok(row(cls)))} |`,
    );
  }
}

/** What the orders of a class met: price changes between the page and the order, stale prices on the way. */
function ordersNote(name, o) {
  return (
    `${name}: ${fmt(o.price_changed ?? 0)} met a price the owner had just changed (409 PRICE_CHANGED, retried once, ` +
    `${fmt(o.retried_ok ?? 0)} then placed); ${fmt(o.stale_price_read ?? 0)} product details read before ordering ` +
    'showed a price older than a finished edit.'
  );
}

/** The hot flash sale's freshness check, in words. */
function freshnessNote(f) {
  const examples = f.examples.length
    ? ` For example: ${f.examples
        .map(
          (e) =>
            `product ${e.product} variant ${e.variant} (${e.kind}) showed price ${e.shown.price}, stock ${e.shown.stock} ` +
            `${fmt(e.ms_after_write)} ms after an ${e.after} had left ${e.expected.price}, ${e.expected.stock ?? 'unknown'}`,
        )
        .join('; ')}.`
    : '';
  return (
    `Freshness: ${fmt(f.checked)} of ${fmt(f.reads)} reads of a sale product's page or detail checked against the last ` +
    'order or edit of it that had finished before the read started (an order answered 201 takes a unit, an edit sets ' +
    `what the owner saved): **${fmt(f.stale)} older** (price ${fmt(f.stale_price)}, stock ${fmt(f.stale_stock)}); ` +
    `${fmt(f.unreadable)} showed no stock or price to check; ${fmt(f.edit_in_flight)} were left unjudged, read while ` +
    `an edit of what they showed was in flight.${examples}`
  );
}

/** The catalogue mix per kind, and what the writers met (price changes, stale reads), under a run's table. */
function runNotes(lines, result) {
  const c = result.catalogue;
  const kinds = Object.entries(c.kinds)
    .map(([name, k]) => {
      const refused = k.non2xx ? `, non-2xx ${statusList(k.statuses) || k.non2xx}` : '';
      return `${name} ${percent(k.share)} (${fmt(k.rps)}/s, p50 ${k.p50_ms}, p99 ${k.p99_ms} ms${refused})`;
    })
    .join(', ');
  const slices = c.slices_rps
    ? ` Per slice: ${c.slices_rps.map(fmt).join(', ')} req/s; baseline slices ${result.baseline.slices_rps.map(fmt).join(', ')}.`
    : '';
  const w = result.classes.cart_write?.extra ?? {};
  const sale = result.classes.sale_order?.target_rps
    ? ` ${ordersNote("Orders of the sale's products", result.classes.sale_order.extra ?? {})}`
    : '';
  lines.push(
    '',
    `Catalogue reads: ${kinds}.${slices}`,
    '',
    `Cart and wishlist writes: ${['cart_add', 'cart_update', 'cart_remove', 'wish_add', 'wish_remove'].map((a) => `${a.replace('_', ' ')} ${fmt(w[a] ?? 0)}`).join(', ')}. ` +
      `${ordersNote('Orders', result.classes.order?.extra ?? {})}${sale}`,
    '',
  );
  if (result.freshness) lines.push(freshnessNote(result.freshness), '');
}

/** One database's shop day: the four runs side by side, then each run's classes. */
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
  lines.push('| Run | catalogue reads | p50 ms | p99 ms | budget | |', '|---|---|---:|---:|---|---|');
  for (const run of Object.keys(RUN_NAMES)) {
    const row = runRow(day, run, b, ok);
    if (row) lines.push(row);
  }
  lines.push(
    '',
    `Every run also holds each writer class at ≥ ${percent(b.rate_achieved)} of its rate with no 5xx; the ` +
      `flash sales hold them to their p99 too. ${day.people.shoppers} shoppers, ${day.people.order_customers} ordering ` +
      `customers, ${fmt(day.people.products)} products with ample stock; the server restarted (an empty read cache) ` +
      'before each run but the first.',
    '',
  );
  for (const run of Object.keys(RUN_NAMES)) {
    if (!day.runs[run]) continue;
    const name = RUN_NAMES[run];
    lines.push(`#### ${name[0].toUpperCase()}${name.slice(1)}, ${dbName(day.db)}`, '', runIntro(run, day), '');
    classTable(lines, run, day.runs[run], b, ok, day.db);
    runNotes(lines, day.runs[run]);
  }
}

/** A start's fill of the page store, in words. */
function fillText(fill) {
  if (!fill.reported) return "not reported (this server's `/readyz` says nothing of a page store)";
  const took = fill.filled_in_ms === null ? 'in a time it did not report' : `in ${fmt(fill.filled_in_ms)} ms`;
  return `${fmt(fill.stored)} pages stored, filled ${took} (waited ${fmt(fill.waited_ms)} ms)`;
}

/** After each server start the bench waits for the page store's fill (docs/design.md §11), and says how long it took. */
function pageStore(lines, stores) {
  lines.push(
    '## The page store after each start',
    '',
    'After every start of the server the bench waits until `GET /readyz` says the page store is no longer filling ' +
      '(§11: pages the store lacks are made after start, popular first), so that no run measures a filling store. ' +
      'Reported, not budgeted.',
    '',
  );
  for (const store of stores) {
    lines.push(`- ${dbName(store.db)}, first start on the scale data: ${fillText(store.first_fill)}.`);
    for (const start of store.starts) lines.push(`  - before ${start.before}: ${fillText(start)}.`);
  }
  lines.push('');
}

/** Making a page: the script's rounds against the bare server, pages/s as a share of it, and the page's bytes. */
function pageMaking(lines, r, ok) {
  const b = r.budget.page_making;
  lines.push(
    '## Making a page',
    '',
    '`node apps/api/dist/make-pages.js --count N` with the server stopped and its environment: product pages ' +
      'remade one after another (their data read, rendered, compressed, stored), in rounds alternating with slices ' +
      "of the bare baseline after a warm-up round; pages/s are the script's own (pages over its seconds) divided by " +
      'the baseline slices beside them. KB are 1 024 bytes.',
    '',
    '| DB | pages/s | baseline req/s | ratio | HTML KB median / max | brotli KB median / max | budget | |',
    '|---|---:|---:|---:|---|---|---|---|',
  );
  for (const m of r.page_making) {
    const limits = `≥ ${b[m.db]} of bare, HTML ≤ ${b.html_max_kb} KB, brotli ≤ ${b.br_max_kb} KB`;
    const verdict = mark(ok(`${m.db}/page_making`));
    if (!m.ran) {
      lines.push(`| ${m.db} | – | – | – | – | – | ${limits} (${m.reason}) | ${verdict} |`);
      continue;
    }
    lines.push(
      `| ${m.db} | ${fmt(m.pages_per_s)} | ${fmt(m.baseline_rps)} | ${m.ratio.toFixed(3)} | ` +
        `${kb(m.html_bytes.median)} / ${kb(m.html_bytes.max)} | ${kb(m.br_bytes.median)} / ${kb(m.br_bytes.max)} | ` +
        `${limits} | ${verdict} |`,
    );
  }
  lines.push('');
  for (const m of r.page_making.filter((p) => p.ran))
    lines.push(
      `${dbName(m.db)}: ${m.rounds.length} rounds of ${fmt(m.count)} pages: ` +
        `${m.rounds.map((round) => `${fmt(round.pages_per_s)} pages/s (bare ${fmt(round.baseline_rps)})`).join(', ')}.`,
      '',
    );
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

/** The shop pages loaded in Chromium on a phone profile, and the two interactions. */
function phonePages(lines, r, phone, ok) {
  lines.push('## Web pages on a phone', '');
  if (phone.error) {
    lines.push(`Not measured: ${phone.error}`, '');
    return;
  }
  if (!phone.lcp) {
    lines.push('A phone run of an earlier bench; its figures are in the JSON beside this file.', '');
    return;
  }
  const p = phone.profile;
  const b = r.budget?.web ?? phone.budget;
  lines.push(
    `${phone.date.slice(0, 16).replace('T', ' ')} UTC: Chromium ${phone.chromium}, ${p.viewport} px at ` +
      `${p.device_scale_factor}×, Slow 4G emulated by DevTools (${p.latency_ms} ms per request, ${fmt(p.down_kbps)} ` +
      `Kbps down, ${fmt(p.up_kbps)} Kbps up), CPU slowed ${p.cpu_slowdown}×; the production build on the scale data ` +
      `(pictures made from the repository's drawings). Each page loaded ${phone.loads_per_page === 1 ? 'once' : `${phone.loads_per_page} times`}, ` +
      'each in a fresh browser context (cold cache). Per page: the median LCP, the largest CLS (the largest session ' +
      'window), bytes transferred (compressed as served) and `/api/` requests made while loading.',
    '',
    '| Page | LCP ms | FCP ms | CLS | KB | JS KB | API calls | LCP element |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const page of phone.pages) {
    const element = page.lcp_element ? `\`${page.lcp_element.replaceAll('|', '\\|')}\`` : '–';
    lines.push(
      `| \`${page.path}\` | ${fmt(page.lcp_ms)} | ${fmt(page.fcp_ms)} | ${page.cls} | ${page.kb} | ${page.js_kb} | ` +
        `${page.api_requests} | ${element} |`,
    );
  }
  lines.push(
    '',
    '| Over every load | value | budget | |',
    '|---|---:|---|---|',
    `| LCP p75 (${phone.lcp.loads} loads; p50 ${fmt(phone.lcp.p50_ms)}, max ${fmt(phone.lcp.max_ms)}) | ` +
      `**${fmt(phone.lcp.p75_ms)} ms** | ≤ ${fmt(b.lcp_p75_ms)} ms | ${mark(ok('web/lcp'))} |`,
    `| CLS p75 (max ${phone.cls.max}) | **${phone.cls.p75}** | ≤ ${b.cls_p75} | ${mark(ok('web/cls'))} |`,
  );
  for (const i of phone.interactions) {
    const value = i.error ? `not measured: ${i.error}` : `**${fmt(i.p75_ms)} ms**`;
    lines.push(
      `| INP of ${i.name} on \`${i.path}\` (runs: ${(i.runs_ms ?? []).map(fmt).join(', ')} ms) | ${value} | ` +
        `≤ ${b.inp_p75_ms} ms | ${mark(ok(`web/inp/${i.name}`))} |`,
    );
  }
  lines.push(
    '',
    'INP: the longest Event Timing entry of the interaction (PerformanceObserver `event`, durationThreshold 16 ms; ' +
      'an interaction quicker than that is counted as 16 ms), the page loaded and settled first, a fresh context each ' +
      'run, p75 of the runs.',
    '',
  );
}

const perEndpoint = (r) =>
  `Each endpoint alone: autocannon, ${r.machine.connections} connections, seeded random pages/ids, ` +
  `${r.machine.duration_s} s after a ${r.machine.warmup_s} s warm-up, in 2 s slices alternating with the baseline; ` +
  "each ratio divides the endpoint by the baseline slices interleaved with it, p99 is the worst slice's. " +
  '`product page` is `/product/{id}` asked for as a browser does (`accept: text/html`), reported: §7 budgets ' +
  'making a page instead.';

/** The report's opening: the headline, the machine and data, the baseline, how long the bench took. */
function opening(lines, r) {
  lines.push(`# Benchmark ${r.date.slice(0, 10)}`, '');
  const line = headline(r);
  if (line) lines.push(line, '');
  const machine = `Machine: ${r.machine.cores} × ${r.machine.cpu}, ${r.machine.memory_gb} GiB, Node ${r.machine.node}.`;
  const took = r.total_seconds ? ` The bench took ${duration(r.total_seconds)}, the build included.` : '';
  if (!r.baseline) {
    lines.push(`${machine}${took}`, '');
    return;
  }
  lines.push(
    `${machine} ` +
      `Data: ${fmt(r.machine.scale.products)} products, ${fmt(r.machine.scale.reviews)} reviews, ` +
      `${fmt(r.machine.scale.orders)} orders, ${fmt(r.machine.scale.customers)} customers. ` +
      `Baseline: a bare \`node:http\` server answering a fixed ${fmt(r.baseline.body_bytes)}-byte page of 20 products, ` +
      `always measured in slices interleaved with what it is compared with (${r.baseline.runs} runs): median ` +
      `**${fmt(r.baseline.rps)} req/s** (${fmt(r.baseline.min_rps)}–${fmt(r.baseline.max_rps)}), p99 ${r.baseline.p99_ms} ms.${took}`,
    '',
  );
}

/** The Markdown of a results object. */
export function renderMarkdown(r) {
  const lines = [];
  const misses = budgetMisses(r);
  const missed = new Set(misses.map((m) => m.row));
  const ok = (row) => !missed.has(row);
  opening(lines, r);

  if (r.shop_day?.some((day) => day.runs)) {
    lines.push(
      '## Shop day',
      '',
      'The production server while, at fixed rates, signed-in shoppers change carts and wishlists and read their carts, ' +
        'customers sign in and place orders, the owner edits prices and stock and polls the dashboard and the order ' +
        'list (docs/design.md §7). Four runs with the same writers: the **ceiling**, every read the same cached page as fast ' +
        `as ${r.machine.connections} connections can (the most this HTTP stack gives on this machine with these ` +
        `writers); **capacity**, ${r.machine.connections} connections reading the seeded mix as fast as they can ` +
        '(pages over sorts and price filters, product detail, review list and stats, search, and a tenth product ' +
        'pages, the HTML the server answers); the **flash sale, cold**, the same mix and the same choices offered ' +
        'open-loop at a fixed rate, where latency is read; the **flash sale, hot**, the same offered rate with most ' +
        'reads on a few products on sale while orders take their stock, and every page and detail of them held to ' +
        'the last order or edit that had finished before it was asked for.',
      '',
    );
    for (const day of r.shop_day) shopDay(lines, r, day, ok);
  } else if (r.shop_day?.length) {
    // An older results file, re-rendered by `npm run bench:web`.
    lines.push('## Shop day', '');
    for (const day of r.shop_day) shopDay(lines, r, day, ok);
  }

  if (r.page_store?.length) pageStore(lines, r.page_store);
  if (r.page_making?.length) pageMaking(lines, r, ok);

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
  if (r.flash_sale?.length) {
    lines.push(
      '| Flash sale contention | buyers | quota | at the flash price | sold | 5xx | 409 | other replies | ms | |',
      '|---|---:|---:|---:|---:|---:|---:|---|---:|---|',
    );
    for (const f of r.flash_sale) {
      lines.push(
        `| ${f.db} | ${f.buyers} | ${f.quota} | ${f.flash_orders} | ${f.sold} | ${f.errors_5xx} | ${f.refused_409} | ` +
          `${statusList(f.other) || 0} | ${fmt(f.ms)} | ${mark(ok(`${f.db}/flash_sale`))} |`,
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
  if (r.web?.phone) phonePages(lines, r, r.web.phone, ok);
  lines.push(
    misses.length ? `Over budget:\n\n- ${misses.map((m) => m.text).join('\n- ')}` : 'Every budget line is met.',
    '',
  );
  return lines.join('\n');
}
