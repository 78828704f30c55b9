import { randomBytes, randomInt } from 'node:crypto';
import {
  initialState,
  isCod,
  isOnline,
  paysByTransfer,
  UNIQUE_CODES_PER_RANGE,
  UNPAID_ORDER_TTL_HOURS,
  type CreateOrderBody,
} from '@boneka/shared';
import type { z } from 'zod';
import type { OrderLimits } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/errors.js';
import { wibDay } from '../../lib/wib.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { CartService } from '../cart/cart.service.js';
import { flashSoldOut, type OffersService } from '../promotions/offers.service.js';
import type { VouchersService } from '../vouchers/vouchers.service.js';
import type { VariantsService } from '../variants/variants.service.js';
import { HOUR_MS } from './order-presenter.js';
import type { OrderNotices } from './order-notices.js';
import type { OrdersRepo } from './orders.repo.js';
import type { PlacementLimits } from './placement-limits.js';
import { titleOf, type Priced, type PricedLine } from './placement-pricing.js';

type CreateInput = z.output<typeof CreateOrderBody>;
type Address = Awaited<ReturnType<AddressesService['get']>>;

export interface PlacementStoreDeps {
  repo: OrdersRepo;
  variants: VariantsService;
  vouchers: VouchersService;
  offers: Pick<OffersService, 'takeQuota' | 'remaining'>;
  cart: CartService;
  clock: Clock;
  limits: OrderLimits;
  checks: PlacementLimits;
  notices: Pick<OrderNotices, 'queue' | 'sendSoon'>;
}

/** `BNK-YYYYMMDD-XXXXXX`, the day in WIB like every day the shop names. */
const orderNumber = (now: Date) => {
  const day = wibDay(now).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tail = Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `BNK-${day}-${tail}`;
};

/** The order's row: what was priced, where it goes, and how long it may wait for its payment. */
function orderValues(input: CreateInput, address: Address, priced: Priced, hoursToPay: number, now: Date) {
  return {
    order_number: orderNumber(now),
    secure_token: randomBytes(24).toString('base64url'),
    ...initialState(input.payment_method),
    payment_method: input.payment_method,
    gateway: isOnline(input.payment_method) ? 'midtrans' : null,
    subtotal: priced.subtotal,
    shipping_cost: priced.shipping,
    voucher_code: priced.voucher.code,
    voucher_discount: priced.discount,
    shipping_discount: priced.shipping_discount,
    total_amount: priced.total,
    courier: priced.shippingOption.courier,
    courier_service: priced.shippingOption.service,
    shipping_etd: priced.shippingOption.etd,
    notes: input.notes,
    ship_recipient: address.recipient_name,
    ship_phone: address.phone_number,
    ship_street: address.street_address,
    ship_district: address.district.district_name,
    ship_city: address.city.city_name,
    ship_province: address.province.province_name,
    ship_postal_code: address.postal_code,
    ship_district_id: address.district_id,
    expires_at: isCod(input.payment_method) ? null : new Date(now.getTime() + hoursToPay * HOUR_MS).toISOString(),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** Takes the stock and stores the order, its lines and its first history entry; empties those cart lines. */
export function placementStore(deps: PlacementStoreDeps) {
  const { repo, variants, clock, limits, checks } = deps;

  /**
   * Takes each line's stock. Every order locks rows in one order (by product, then by variant; variants.repo.ts):
   * none waits on another that waits on it.
   */
  async function takeStock(priced: Priced, newBuyer: boolean, trx: Executor) {
    const byRow = [...priced.lines].sort(
      (a, b) => a.product.product_id - b.product.product_id || a.variant.variant_id - b.variant.variant_id,
    );
    for (const line of byRow) {
      if (!(await variants.take(line.variant, line.quantity, trx))) {
        throw conflict('INSUFFICIENT_STOCK', `Stok ${titleOf(line)} tidak mencukupi.`, {
          product_id: line.product.product_id,
          variant_id: line.variant.variant_id,
        });
      }
      if (line.flash_sale_item_id !== null) await takeQuota(line, line.flash_sale_item_id, trx);
      if (newBuyer) await checks.checkNewBuyerHold(line, trx);
    }
  }

  /**
   * Holds the line's units of its flash sale's quota (decision 062), right after its stock and in the same order of
   * rows: one conditional update, so no more units are ever sold at the flash price than the quota. When it ran out
   * meanwhile the order fails (409) with what is left, and takes nothing.
   */
  async function takeQuota(line: PricedLine, itemId: number, trx: Executor) {
    if (await deps.offers.takeQuota(itemId, line.quantity, trx)) return;
    throw flashSoldOut(titleOf(line), {
      product_id: line.product.product_id,
      variant_id: line.variant.variant_id,
      remaining: await deps.offers.remaining(itemId, trx),
      price: line.variant.price,
    });
  }

  /** A transfer is paid with a kode unik on top (decision 021): the amount that tells this order's payment apart. */
  async function transferAmountOf(orderId: number, input: CreateInput, total: number, trx: Executor) {
    if (!paysByTransfer(input.payment_method)) return null;
    const code = await repo.holdTransferAmount(orderId, total, UNIQUE_CODES_PER_RANGE, trx);
    await repo.setTransferCode(orderId, code, total + code, trx);
    return total + code;
  }

  async function storeLinesAndHistory(
    orderId: number,
    userId: number,
    input: CreateInput,
    priced: Priced,
    now: Date,
    trx: Executor,
  ) {
    await repo.insertItems(
      priced.lines.map((l) => ({
        order_id: orderId,
        product_id: l.product.product_id,
        product_name: l.product.name,
        variant_id: l.variant.variant_id,
        variant_label: l.variant.label,
        sku: l.variant.sku,
        weight_grams: l.variant.weight_grams,
        unit_price: l.unit_price,
        quantity: l.quantity,
        subtotal: l.subtotal,
        price_kind: l.kind,
        flash_sale_item_id: l.flash_sale_item_id,
      })),
      trx,
    );
    const state = initialState(input.payment_method);
    await repo.insertHistory(
      {
        order_id: orderId,
        event: 'created',
        from_status: null,
        to_status: state.status,
        from_payment_status: null,
        to_payment_status: state.payment_status,
        note: null,
        actor: 'customer',
        actor_user_id: userId,
        created_at: now.toISOString(),
      },
      trx,
    );
  }

  return async function store(
    userId: number,
    input: CreateInput,
    address: Address,
    priced: Priced,
    language: 'id' | 'en',
    trx: Executor,
  ) {
    const now = clock.now();
    await checks.checkOpenOrders(userId, priced.total, trx);
    const newBuyer = !(await repo.hasPaid(userId, trx));
    await takeStock(priced, newBuyer, trx);
    // A new buyer's unpaid order lapses sooner: what a throw-away account holds comes back within hours.
    const hoursToPay = newBuyer ? limits.newBuyerUnpaidHours : UNPAID_ORDER_TTL_HOURS;
    const values = {
      ...orderValues(input, address, priced, hoursToPay, now),
      user_id: userId,
      language,
      new_buyer: newBuyer,
    };
    const orderId = await repo.insertOrder(values, trx);
    // The customer's row is locked (checkOpenOrders): their uses of the voucher are counted exactly.
    if (priced.voucher.id !== null) await deps.vouchers.redeem(priced.voucher.id, userId, orderId, trx);
    const transferAmount = await transferAmountOf(orderId, input, priced.total, trx);
    await storeLinesAndHistory(orderId, userId, input, priced, now, trx);
    await deps.notices.queue({ id: orderId, user_id: userId, language }, 'created', null, trx);
    if (input.from_cart) {
      const ordered = priced.lines.map((l) => l.variant.variant_id);
      await deps.cart.removeOrdered(userId, ordered, trx);
    }
    return {
      order_id: orderId,
      order_number: values.order_number,
      secure_token: values.secure_token,
      total_amount: priced.total,
      transfer_amount: transferAmount,
    };
  };
}
