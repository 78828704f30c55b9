// The bench's verdict: every line of docs/design.md §7's budget (the results' `budget`, bench/budget.mjs) the results miss.
// Each miss names the report row it marks (`row`) and says it in words (`text`); report.mjs marks the rows.
import { CLASS_NAMES, FLASH_SALE_RUNS, RUN_NAMES } from './shop-day.mjs';

const statusList = (statuses) =>
  Object.entries(statuses ?? {})
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
const fivexx = (statuses) => Object.fromEntries(Object.entries(statuses ?? {}).filter(([s]) => Number(s) >= 500));

/** Which flash-sale p99 of the budget each writer class is held to ("owner's calls" are three classes). */
export const FLASH_SALE_P99_OF = {
  cart_write: 'cart_write',
  order: 'order',
  sale_order: 'order',
  sign_in: 'sign_in',
  owner_edit: 'owner',
  owner_dashboard: 'owner',
  owner_orders: 'owner',
};

/** The least ratio of the bare server an engine row must reach, or undefined when the row is only reported. */
export function engineMinimum(budget, e) {
  // Results of an earlier bench budgeted the page rendered per visit here; §7 now budgets making one (page_making).
  if (e.name === 'product page') return budget.engine_page?.[e.db];
  return budget.engine_endpoints?.includes(e.name) ? budget.engine[e.db] : undefined;
}

/** The hot flash sale's own lines: its orders ran at their rate, and every page and detail checked was fresh. */
function freshnessMisses(miss, db, result, b) {
  const where = `${db} ${RUN_NAMES.flash_sale_hot}`;
  const row = `${db}/flash_sale_hot/freshness`;
  const f = result.freshness;
  if (!f) return miss(row, `${where}: no freshness check`);
  if (f.stale > b.stale_pages)
    miss(
      row,
      `${where}: ${f.stale} pages or details showed a stock or price older than the last finished order or edit ` +
        `(price ${f.stale_price}, stock ${f.stale_stock})`,
    );
  if (f.unreadable)
    miss(row, `${where}: ${f.unreadable} pages or details of the sale's products showed no stock or price to check`);
  if (!f.checked) miss(row, `${where}: no page or detail of the sale's products could be checked`);
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
  const flash = FLASH_SALE_RUNS.includes(run);
  if (flash) {
    if (c.offered_rps < b.flash_sale_rps)
      miss(row('catalogue'), `${where}: reads offered at ${c.offered_rps}/s < ${b.flash_sale_rps}/s`);
    if (c.rps < c.offered_rps * b.rate_achieved)
      miss(row('catalogue'), `${where}: catalogue reads achieved ${c.rps}/s (2xx) of ${c.offered_rps}/s offered`);
    const limit = b.flash_sale_p99_ms.catalogue;
    if (c.p99_ms >= limit) miss(row('catalogue'), `${where}: catalogue reads p99 ${c.p99_ms} ms ≥ ${limit} ms`);
  }
  if (run === 'flash_sale_hot') {
    freshnessMisses(miss, db, result, b);
    if ((result.classes.sale_order?.target_rps ?? 0) < b.sale_order_rps)
      miss(row('sale_order'), `${where}: ran without ${b.sale_order_rps} orders/s of the sale's products`);
  }
  for (const [cls, k] of Object.entries(result.classes)) {
    const name = CLASS_NAMES[cls] ?? cls;
    const bad = fivexx(k.statuses);
    if (Object.keys(bad).length) miss(row(cls), `${where}: ${name} answered ${statusList(bad)}`);
    if (k.errors)
      miss(row(cls), `${where}: ${name} had ${k.errors} failed requests (${Object.keys(k.error_kinds).join(', ')})`);
    if (k.achieved_rps < k.target_rps * b.rate_achieved)
      miss(row(cls), `${where}: ${name} achieved ${k.achieved_rps}/s (2xx) of ${k.target_rps}/s`);
    const limit = flash ? b.flash_sale_p99_ms[FLASH_SALE_P99_OF[cls]] : undefined;
    if (limit !== undefined && k.p99_ms >= limit) miss(row(cls), `${where}: ${name} p99 ${k.p99_ms} ms ≥ ${limit} ms`);
  }
}

/** The shop day of one database: every run §7 names, all writers in each, and capacity against the ceiling. */
function shopDayMisses(miss, r, day) {
  const b = r.budget.shop_day[day.db];
  // A diagnostic run with some writers left out (BENCH_SHOP_DAY_WRITERS) is not the shop day §7 budgets.
  const left = Object.entries(r.machine.shop_day_rates).filter(
    ([cls, rate]) => (day.runs.ceiling.classes[cls]?.target_rps ?? 0) < rate,
  );
  if (left.length)
    miss(`${day.db}/writers`, `${day.db} shop day: ran without ${left.map(([cls]) => CLASS_NAMES[cls]).join(', ')}`);
  const missing = Object.keys(RUN_NAMES).filter((run) => !day.runs[run]);
  if (missing.length)
    miss(`${day.db}/writers`, `${day.db} shop day: no ${missing.map((run) => RUN_NAMES[run]).join(', ')}`);
  for (const [run, result] of Object.entries(day.runs)) runMisses(miss, day.db, run, result, b);
  const { ceiling, capacity } = day.runs;
  if (day.capacity_of_ceiling < b.capacity_of_ceiling)
    miss(
      `${day.db}/capacity/of_ceiling`,
      `${day.db} capacity: catalogue reads ${day.capacity_of_ceiling} of the ceiling < ${b.capacity_of_ceiling} ` +
        `(${capacity.catalogue.rps} of ${ceiling.catalogue.rps} req/s)`,
    );
}

/** Making a page (docs/design.md §11): the script ran, pages/s as a share of bare, the page's bytes. */
function pageMakingMisses(miss, budget, m) {
  const row = `${m.db}/page_making`;
  const where = `${m.db} making a page`;
  if (!m.ran) return miss(row, `${where}: ${m.reason}`);
  const min = budget[m.db];
  if (m.ratio < min) miss(row, `${where}: ${m.pages_per_s} pages/s = ${m.ratio} of bare < ${min}`);
  if (m.html_bytes.max > budget.html_max_kb * 1024)
    miss(
      row,
      `${where}: the largest page ${(m.html_bytes.max / 1024).toFixed(1)} KB of HTML > ${budget.html_max_kb} KB`,
    );
  if (m.br_bytes.max > budget.br_max_kb * 1024)
    miss(row, `${where}: the largest page ${(m.br_bytes.max / 1024).toFixed(1)} KB brotli > ${budget.br_max_kb} KB`);
}

/** The shop pages on a phone: LCP and CLS at p75 over every load, each interaction's INP at p75 of its runs. */
function phoneMisses(miss, budget, phone) {
  if (phone.error) return miss('web/lcp', `web on a phone: not measured (${phone.error})`);
  if (!phone.lcp) {
    // A phone run of an earlier bench keeps the verdict of its day.
    for (const text of phone.failures ?? []) miss('web/lcp', text);
    return;
  }
  const b = budget ?? phone.budget;
  if (phone.lcp.p75_ms > b.lcp_p75_ms)
    miss('web/lcp', `web on a phone: LCP p75 ${phone.lcp.p75_ms} ms > ${b.lcp_p75_ms} ms (${phone.lcp.loads} loads)`);
  if (phone.cls.p75 > b.cls_p75) miss('web/cls', `web on a phone: CLS p75 ${phone.cls.p75} > ${b.cls_p75}`);
  for (const i of phone.interactions) {
    const row = `web/inp/${i.name}`;
    if (i.error) miss(row, `web on a phone: ${i.name}: not measured (${i.error})`);
    else if (i.p75_ms > b.inp_p75_ms)
      miss(row, `web on a phone: INP of ${i.name} p75 ${i.p75_ms} ms > ${b.inp_p75_ms} ms`);
  }
}

/**
 * Every budget line the results miss: `row` names the report row it marks, `text` says it in words. Results of an
 * older bench (a shop day of one run) are not judged here: their file keeps the verdict of its day.
 */
export function budgetMisses(r) {
  const misses = [];
  const miss = (row, text) => misses.push({ row, text });
  // A file of `npm run bench:web` alone from before the budget was written into each file: its own verdict stands.
  if (!r.budget) {
    for (const text of r.web?.phone?.failures ?? []) miss('web/lcp', text);
    return misses;
  }
  const scale = r.machine?.scale;
  if (scale && r.budget.scale && Object.entries(r.budget.scale).some(([k, n]) => scale[k] < n))
    miss('scale', `a smoke run on ${scale.products} products, not §7's scale data`);
  for (const day of r.shop_day ?? []) if (day.runs) shopDayMisses(miss, r, day);
  for (const m of r.page_making ?? []) pageMakingMisses(miss, r.budget.page_making, m);
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
  for (const f of r.flash_sale ?? []) {
    if (f.flash_orders !== f.quota || f.sold !== f.quota || f.errors_5xx !== 0)
      miss(
        `${f.db}/flash_sale`,
        `${f.db} flash sale: ${f.flash_orders} lines at the flash price for a quota of ${f.quota}, sold ${f.sold}, ${f.errors_5xx} 5xx`,
      );
  }
  if (r.web?.home_js_gzip_kb !== undefined) {
    if (r.web.home_js_gzip_kb > r.budget.homeJsKb) miss('web', `web: home JS ${r.web.home_js_gzip_kb} KB`);
    if (r.web.admin_chunks_on_home || r.web.admin_modules_in_shop_chunks) miss('web', 'web: admin code in shop chunks');
  }
  if (r.web?.phone) phoneMisses(miss, r.budget.web, r.web.phone);
  return misses;
}

/** Every budget line the results miss, one line each (the results' `failures`; none: `meets_budget`). */
export function checkBudget(r) {
  return budgetMisses(r).map((m) => m.text);
}
