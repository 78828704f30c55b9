// DESIGN §7's performance budget, as `npm run bench` (run.mjs) holds the results to it (report.mjs checkBudget).
import { HOME_JS_BUDGET_KB } from '../scripts/web-budget.mjs';

/**
 * DESIGN §7's budget (the README's Performance section reports against it), per database. The shop day: capacity's
 * catalogue reads as a share of the ceiling's; the flash sale's offered read rate and p99s (`owner` holds the owner's
 * three classes); in all three runs every class at ≥ `rate_achieved` of its rate with no 5xx (cart reads and the
 * owner's polls: only that). The engine: each catalogue read, and apart the rendered product page, as a share of bare.
 */
export const BUDGET = {
  shop_day: {
    sqlite: {
      capacity_of_ceiling: 0.6,
      flash_sale_rps: 1000,
      flash_sale_p99_ms: { catalogue: 25, cart_write: 50, order: 150, sign_in: 300, owner: 150 },
      rate_achieved: 0.95,
    },
    postgres: {
      capacity_of_ceiling: 0.4,
      flash_sale_rps: 1000,
      flash_sale_p99_ms: { catalogue: 50, cart_write: 100, order: 250, sign_in: 300, owner: 250 },
      rate_achieved: 0.95,
    },
  },
  /** Cache off, one endpoint at a time: each catalogue read as a share of the bare server. */
  engine: { sqlite: 0.2, postgres: 0.1 },
  engine_endpoints: ['product list', 'product detail', 'product search', 'review list', 'review stats'],
  /** Cache off: the rendered product page (`/product/{id}`, accept text/html) as a share of the bare server. */
  engine_page: { sqlite: 0.03, postgres: 0.02 },
  homeJsKb: HOME_JS_BUDGET_KB,
};
