// docs/design.md §7's performance budget, as `npm run bench` (run.mjs) holds the results to it (report.mjs checkBudget).
import { HOME_JS_BUDGET_KB } from '../scripts/web-budget.mjs';
import { SCALE } from './scale-data.mjs';

/** The flash sale's p99s, per class (`owner` holds the owner's three classes; the sale's orders are orders). */
const FLASH_SALE_P99_MS = {
  sqlite: { catalogue: 25, cart_write: 50, order: 150, sign_in: 300, owner: 150 },
  postgres: { catalogue: 50, cart_write: 100, order: 250, sign_in: 300, owner: 250 },
};

/**
 * docs/design.md §7's budget (the README's Performance section reports against it), per database. The shop day: capacity's
 * catalogue reads as a share of the ceiling's; both flash sales' offered read rate and p99s; the hot one's orders of
 * the sale's products and its stale pages (none may show a stock or price older than the last finished order or edit
 * of it); in every run each class at ≥ `rate_achieved` of its rate with no 5xx. The engine: each catalogue read (JSON)
 * as a share of bare. Making a page: product pages remade one after another, in pages/s as a share of bare, and their
 * size. The web: the first shop page's JavaScript, and the shop pages on a phone.
 */
export const BUDGET = {
  /** The data set every figure is measured on: a run on less (BENCH_SCALE=small, a smoke run) misses the budget. */
  scale: SCALE,
  shop_day: Object.fromEntries(
    Object.entries({ sqlite: 0.6, postgres: 0.4 }).map(([db, ofCeiling]) => [
      db,
      {
        capacity_of_ceiling: ofCeiling,
        flash_sale_rps: 1000,
        flash_sale_p99_ms: FLASH_SALE_P99_MS[db],
        rate_achieved: 0.95,
        /** The hot flash sale: this share of the reads goes to `sale_products` products, ordered at `sale_order_rps`. */
        sale_share: 0.8,
        sale_products: 20,
        sale_order_rps: 20,
        stale_pages: 0,
      },
    ]),
  ),
  /** Cache off, one endpoint at a time: each catalogue read (JSON) as a share of the bare server. */
  engine: { sqlite: 0.2, postgres: 0.1 },
  engine_endpoints: ['product list', 'product detail', 'product search', 'review list', 'review stats'],
  /** Making a page (docs/design.md §11): pages/s as a share of bare; a product page's HTML and its brotli form, in KB. */
  page_making: { sqlite: 0.025, postgres: 0.02, html_max_kb: 60, br_max_kb: 15 },
  homeJsKb: HOME_JS_BUDGET_KB,
  /** The shop pages on a phone: LCP and CLS at p75 over every load; INP of each interaction at p75 of its runs. */
  web: { lcp_p75_ms: 1000, cls_p75: 0.05, inp_p75_ms: 200 },
};
