import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { isOnline, type CreateOrderBody, type CreateOrderResponse } from '@boneka/shared';
import type { OrderLimits } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { Throttle } from '../../lib/throttle.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { OffersService } from '../promotions/offers.service.js';
import type { VouchersService } from '../vouchers/vouchers.service.js';
import type { VariantsService } from '../variants/variants.service.js';
import type { OrderNotices } from './order-notices.js';
import type { OrdersRepo } from './orders.repo.js';
import { placementLimits } from './placement-limits.js';
import { placementPricing, type ShippingPricer } from './placement-pricing.js';
import { placementStore } from './placement-store.js';

export type { ShippingPricer } from './placement-pricing.js';

type CreateInput = z.output<typeof CreateOrderBody>;
type Created = z.infer<typeof CreateOrderResponse>['data'];

export interface OrderPlacementDeps {
  db: Db;
  repo: OrdersRepo;
  variants: VariantsService;
  cart: CartService;
  addresses: AddressesService;
  vouchers: VouchersService;
  /** Harga grosir and flash sales (modules/promotions): what prices a line, and the quotas orders hold. */
  offers: OffersService;
  shipping: ShippingPricer;
  clock: Clock;
  throttle: Throttle;
  limits: OrderLimits;
  /** Whether the shop takes online payments (a Midtrans server key): else that method is refused. */
  onlinePayments: boolean;
}

export interface PlacementNotices {
  notices: Pick<OrderNotices, 'queue' | 'sendSoon'>;
}

const requestHash = (userId: number, input: CreateInput) =>
  createHash('sha256').update(JSON.stringify({ userId, input })).digest('hex');

/**
 * Placing an order: the customer's limits (placement-limits.ts), every price, cost and discount the server's own
 * and summed as the cart and checkout sum it (placement-pricing.ts), then the stock taken and the order stored in one
 * transaction (placement-store.ts), once per Idempotency-Key.
 */
export function orderPlacement(deps: OrderPlacementDeps & PlacementNotices) {
  const { db, repo, clock } = deps;
  const checks = placementLimits(deps);
  const pricing = placementPricing(deps);
  const store = placementStore({ ...deps, checks });

  type KeyRecord = Awaited<ReturnType<OrdersRepo['findIdempotencyKey']>>;

  /** The order an Idempotency-Key already placed (`existing`: the key's record as just read). */
  async function replay(existing: KeyRecord, hash: string): Promise<Created> {
    if (!existing || existing.order_id === null)
      throw conflict('REQUEST_IN_PROGRESS', 'This order is still being placed. Try again in a moment.');
    if (existing.request_hash !== hash) {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different order.');
    }
    const order = await repo.findById(existing.order_id);
    if (!order) throw notFound('Order');
    return {
      order_id: order.id,
      order_number: order.order_number,
      secure_token: order.secure_token,
      total_amount: order.total_amount,
      transfer_amount: order.transfer_amount,
    };
  }

  return {
    /** Places the order once per Idempotency-Key: a retry with the same key and body gets the first order back. */
    async create(
      userId: number,
      input: CreateInput,
      idempotencyKey: string | undefined,
      language: 'id' | 'en' = 'id',
    ): Promise<Created> {
      const hash = requestHash(userId, input);
      const existing = idempotencyKey ? await repo.findIdempotencyKey(userId, idempotencyKey) : undefined;
      if (existing) return replay(existing, hash);
      if (isOnline(input.payment_method) && !deps.onlinePayments) {
        throw new AppError(422, 'PAYMENT_METHOD_UNAVAILABLE', 'Pembayaran online belum tersedia di toko ini.', {
          details: [{ path: 'payment_method', message: 'Pilih metode pembayaran lain.' }],
        });
      }
      await checks.throttleCreation(userId);
      checks.checkUnits(input);
      const address = await deps.addresses.get(userId, input.address_id);
      const priced = await pricing.price(userId, input, address);

      const created = await db.transaction().execute(async (trx) => {
        if (
          idempotencyKey &&
          !(await repo.claimIdempotencyKey(userId, idempotencyKey, hash, clock.now().toISOString(), trx))
        )
          return null;
        const order = await store(userId, input, address, priced, language, trx);
        if (idempotencyKey) await repo.attachIdempotencyKey(userId, idempotencyKey, order.order_id, trx);
        return order;
      });
      if (created) deps.notices.sendSoon();
      return created ?? replay(await repo.findIdempotencyKey(userId, idempotencyKey!), hash);
    },
  };
}
