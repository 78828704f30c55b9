import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { Throttle } from '../lib/throttle.js';
import type { AuditService } from '../modules/audit/audit.service.js';
import { flashSalesRepo } from '../modules/promotions/flash-sales.repo.js';
import { flashSalesService } from '../modules/promotions/flash-sales.service.js';
import { offersRepo } from '../modules/promotions/offers.repo.js';
import { offersService } from '../modules/promotions/offers.service.js';
import { voucherTargetsRepo } from '../modules/vouchers/voucher-targets.repo.js';
import { vouchersRepo } from '../modules/vouchers/vouchers.repo.js';
import { vouchersService } from '../modules/vouchers/vouchers.service.js';

/**
 * What prices a line besides its own price (decisions 061, 062), built once here: the offers (harga grosir, flash
 * sales) that product pages, carts and orders read, the owner's flash sales, and the vouchers with the products or
 * categories they are limited to.
 */
export function wirePromotions(deps: { db: Db; audit: AuditService; clock: Clock; throttle: Throttle }) {
  const { db, audit, clock, throttle } = deps;
  return {
    offers: offersService(offersRepo(db), clock),
    flashSales: flashSalesService({ db, repo: flashSalesRepo(db), audit, clock }),
    vouchers: vouchersService({ db, repo: vouchersRepo(db), targets: voucherTargetsRepo(db), audit, clock, throttle }),
  };
}
