import { formatRupiah } from '@boneka/shared';
import type { z } from 'zod';
import type { CreateOrderBody } from '@boneka/shared';
import type { OrderLimits } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import type { Throttle } from '../../lib/throttle.js';
import { HOUR_MS } from './order-presenter.js';
import type { OrdersRepo } from './orders.repo.js';
import { titleOf, type Line } from './placement-pricing.js';

type CreateInput = z.output<typeof CreateOrderBody>;

export interface PlacementLimitsDeps {
  repo: OrdersRepo;
  throttle: Throttle;
  limits: OrderLimits;
}

/**
 * What one customer may place and hold: orders an hour, units an order, unpaid orders and their worth, and a new
 * buyer's share of a variant's stock. Each refusal is a 422 or 429 that says the limit and where the customer is.
 */
export function placementLimits({ repo, throttle, limits }: PlacementLimitsDeps) {
  return {
    /** A customer places at most `createsPerHour` orders an hour (attempts count; a replayed key does not). */
    async throttleCreation(userId: number) {
      const quota = await throttle.consume(`orders:create:${userId}`, {
        limit: limits.createsPerHour,
        windowMs: HOUR_MS,
      });
      if (quota.allowed) return;
      const minutes = Math.ceil(quota.retryAfterSeconds / 60);
      throw new AppError(
        429,
        'TOO_MANY_ORDERS',
        `Terlalu banyak pesanan dalam satu jam. Coba lagi dalam ${minutes} menit.`,
        {
          headers: { 'retry-after': String(quota.retryAfterSeconds) },
          body: { retry_after: quota.retryAfterSeconds },
        },
      );
    },

    checkUnits(input: CreateInput) {
      const units = input.items.reduce((sum, line) => sum + line.quantity, 0);
      if (units > limits.maxUnits) {
        throw new AppError(
          422,
          'ORDER_UNITS_LIMIT',
          `Maksimal ${limits.maxUnits} barang dalam satu pesanan; pesanan ini berisi ${units}.`,
          { body: { limit: limits.maxUnits, units } },
        );
      }
    },

    /**
     * OWASP API6: unpaid orders keep their stock from everyone else (COD ones until the shop acts), so one customer
     * may hold only a few, worth only so much. Runs in the order's transaction with the customer's row locked.
     */
    async checkOpenOrders(userId: number, total: number, trx: Executor) {
      await repo.lockCustomer(userId, trx);
      const open = await repo.openUnpaidOf(userId, trx);
      if (open.count >= limits.maxOpenUnpaid) {
        throw new AppError(
          422,
          'OPEN_ORDERS_LIMIT',
          `Kamu sudah punya ${open.count} pesanan yang belum dibayar (maksimal ${limits.maxOpenUnpaid} pesanan). ` +
            'Selesaikan pembayaran atau batalkan salah satunya dulu.',
          { body: { limit: limits.maxOpenUnpaid, open: open.count } },
        );
      }
      if (open.total + total > limits.maxOpenUnpaidRupiah) {
        throw new AppError(
          422,
          'OPEN_ORDERS_VALUE_LIMIT',
          `Total pesanan yang belum dibayar paling banyak ${formatRupiah(limits.maxOpenUnpaidRupiah)}. ` +
            'Selesaikan pembayaran pesanan sebelumnya atau kurangi isi pesanan ini.',
          { body: { limit: limits.maxOpenUnpaidRupiah, open_total: open.total } },
        );
      }
    },

    /**
     * Decision 027: a few throw-away accounts must not hold a variant away from real shoppers. Orders of customers
     * who never paid may together hold, unpaid, at most `newBuyerHoldPercent` of a variant (its stock plus what
     * they hold), rounded up so that a new customer can still buy the last unit; the rest waits for customers who
     * have paid before. Runs after the line took its stock: the variant's row is locked until the order is stored.
     */
    async checkNewBuyerHold(line: Line, trx: Executor) {
      if (limits.newBuyerHoldPercent >= 100) return;
      const { product_id: productId } = line.product;
      const { variant_id: variantId } = line.variant;
      const name = titleOf(line);
      const { stock, held } = await repo.newBuyerHold(variantId, trx);
      const share = Math.ceil(((stock + line.quantity + held) * limits.newBuyerHoldPercent) / 100);
      if (held + line.quantity <= share) return;
      const available = Math.max(0, share - held);
      throw new AppError(
        422,
        'STOCK_ON_HOLD',
        available > 0
          ? `Sebagian stok ${name} sedang menunggu pembayaran pesanan lain. ` +
              `Saat ini kamu bisa memesan paling banyak ${available}.`
          : `Stok ${name} yang tersisa sedang menunggu pembayaran pesanan lain. Coba lagi nanti.`,
        { body: { product_id: productId, variant_id: variantId, available } },
      );
    },
  };
}

export type PlacementLimits = ReturnType<typeof placementLimits>;
