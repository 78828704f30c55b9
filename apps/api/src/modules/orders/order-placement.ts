import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  formatRupiah,
  initialState,
  isCod,
  isOnline,
  parcelGrams,
  paysByTransfer,
  SHIPPING_WEIGHT_GRAMS,
  UNIQUE_CODES_PER_RANGE,
  UNPAID_ORDER_TTL_HOURS,
  type CreateOrderBody,
  type CreateOrderResponse,
  type ShippingOption,
} from '@boneka/shared';
import type { OrderLimits } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Throttle } from '../../lib/throttle.js';
import { wibDay } from '../../lib/wib.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import { lineLimitError, type CartService } from '../cart/cart.service.js';
import type { ShippingDestination } from '../shipping/shipping.service.js';
import type { VouchersService } from '../shipping/vouchers.service.js';
import { lineTitle, type ResolvedLine, type VariantsService } from '../variants/variants.service.js';
import { HOUR_MS } from './order-presenter.js';
import type { OrderNotices } from './order-notices.js';
import type { OrdersRepo } from './orders.repo.js';

type CreateInput = z.output<typeof CreateOrderBody>;
type Created = z.infer<typeof CreateOrderResponse>['data'];
type Address = Awaited<ReturnType<AddressesService['get']>>;
/** One order line: a variant of a product, at today's price. */
type Line = ResolvedLine & { quantity: number };
/** How the line is named in messages: "Boneka Beruang — 50 cm / Pink". */
const titleOf = (line: ResolvedLine) => lineTitle(line.product.name, line.variant.label);

export interface ShippingPricer {
  priceOf(
    destination: ShippingDestination,
    weight: number,
    courier: string,
    service: string,
  ): Promise<ShippingOption | null>;
  optionForCost(
    destination: ShippingDestination,
    weight: number,
    cost: number | undefined,
  ): Promise<{ option: ShippingOption | null; options: ShippingOption[] }>;
}

export interface OrderPlacementDeps {
  db: Db;
  repo: OrdersRepo;
  variants: VariantsService;
  cart: CartService;
  addresses: AddressesService;
  vouchers: VouchersService;
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

/** `BNK-YYYYMMDD-XXXXXX`, the day in WIB like every day the shop names. */
const orderNumber = (now: Date) => {
  const day = wibDay(now).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tail = Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `BNK-${day}-${tail}`;
};

const requestHash = (userId: number, input: CreateInput) =>
  createHash('sha256').update(JSON.stringify({ userId, input })).digest('hex');

/**
 * Placing an order: every price, cost and discount is the server's own, checked against what the shopper saw
 * (409 with the current value when they differ); then stock is taken and the order stored in one transaction.
 */
export function orderPlacement(deps: OrderPlacementDeps & PlacementNotices) {
  const { db, repo, variants, clock, limits } = deps;

  /** A customer places at most `createsPerHour` orders an hour (attempts count; a replayed key does not). */
  async function throttleCreation(userId: number) {
    const quota = await deps.throttle.consume(`orders:create:${userId}`, {
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
  }

  function checkUnits(input: CreateInput) {
    const units = input.items.reduce((sum, line) => sum + line.quantity, 0);
    if (units > limits.maxUnits) {
      throw new AppError(
        422,
        'ORDER_UNITS_LIMIT',
        `Maksimal ${limits.maxUnits} barang dalam satu pesanan; pesanan ini berisi ${units}.`,
        { body: { limit: limits.maxUnits, units } },
      );
    }
  }

  /**
   * The lines at today's prices, one per variant, within its stock and the shop's per-order cap of a line. A line
   * names its variant, or a product with only one switched-on variant (decision 034).
   */
  async function priceLines(input: CreateInput): Promise<Line[]> {
    const lines = new Map<number, Line>();
    for (const item of input.items) {
      const resolved = await variants.resolve(item.product_id, item.variant_id);
      const { product, variant } = resolved;
      if (item.price !== undefined && item.price !== variant.price) {
        throw conflict(
          'PRICE_CHANGED',
          `Harga ${titleOf(resolved)} sekarang ${formatRupiah(variant.price)}. Periksa kembali pesananmu.`,
          { product_id: product.product_id, variant_id: variant.variant_id, price: variant.price },
        );
      }
      const line = lines.get(variant.variant_id) ?? { ...resolved, quantity: 0 };
      line.quantity += item.quantity;
      lines.set(variant.variant_id, line);
    }
    for (const line of lines.values()) {
      const { product, variant, quantity } = line;
      if (quantity > variant.stock && variant.stock <= limits.maxUnitsPerLine) {
        throw conflict('INSUFFICIENT_STOCK', `Stok ${titleOf(line)} tersisa ${variant.stock}.`, {
          product_id: product.product_id,
          variant_id: variant.variant_id,
          available: variant.stock,
        });
      }
      if (quantity > limits.maxUnitsPerLine)
        throw lineLimitError(titleOf(line), product.product_id, limits.maxUnitsPerLine, variant.variant_id);
    }
    return [...lines.values()];
  }

  /**
   * The server's own shipping option and cost, for the parcel's real weight (decision 037). Our client names the
   * option; a client written from the spec names none and sends only `shipping_cost` (decision 011): the option
   * costing that is taken, or the cheapest when no cost is sent. A client that names neither options nor variants
   * knows no weights and quoted the spec's 1 kg parcel (`SHIPPING_WEIGHT_GRAMS`): a cost it was quoted for that
   * parcel is honoured too, as every order was charged before variants had weights (decisions 034, 037). Either
   * way a cost the server does not quote is refused with the current options.
   */
  async function shippingOf(
    destination: ShippingDestination,
    input: CreateInput,
    grams: number,
  ): Promise<ShippingOption> {
    if (!input.shipping) {
      const { option, options } = await deps.shipping.optionForCost(destination, grams, input.shipping_cost);
      if (option) return option;
      const knowsNoWeights = input.items.every((item) => item.variant_id === undefined);
      if (input.shipping_cost !== undefined && knowsNoWeights && grams !== SHIPPING_WEIGHT_GRAMS) {
        const quoted = await deps.shipping.optionForCost(destination, SHIPPING_WEIGHT_GRAMS, input.shipping_cost);
        if (quoted.option) return quoted.option;
      }
      throw conflict(
        'SHIPPING_CHANGED',
        `Ongkos kirim ${formatRupiah(input.shipping_cost ?? 0)} tidak tersedia untuk alamat ini. Pilih lagi.`,
        { options },
      );
    }
    const option = await deps.shipping.priceOf(destination, grams, input.shipping.courier, input.shipping.service);
    if (!option)
      throw badRequest('INVALID_SHIPPING', 'Please select a shipping option', [
        { path: 'shipping', message: 'Unknown courier or service' },
      ]);
    if (input.shipping_cost !== undefined && input.shipping_cost !== option.cost) {
      throw conflict('SHIPPING_CHANGED', `Ongkos kirim ${option.name} sekarang ${formatRupiah(option.cost)}.`, {
        shipping_cost: option.cost,
      });
    }
    return option;
  }

  /**
   * The voucher named (or, from a spec client, the one giving the discount sent) and what it takes off: refused with
   * its reason when it does not apply (vouchers.service.ts). Its use is taken when the order is stored.
   */
  async function discountOf(userId: number, input: CreateInput, subtotal: number) {
    const voucher = input.voucher_code
      ? await deps.vouchers.forOrder(input.voucher_code, subtotal, userId)
      : await deps.vouchers.matchingDiscount(subtotal, input.voucher_discount);
    const discount = voucher?.discount ?? 0;
    if (input.voucher_discount !== undefined && input.voucher_discount !== discount) {
      throw conflict('DISCOUNT_CHANGED', `Diskon voucher yang berlaku ${formatRupiah(discount)}.`, {
        voucher_discount: discount,
      });
    }
    return { id: voucher?.id ?? null, code: voucher?.code ?? null, discount };
  }

  /**
   * OWASP API6: unpaid orders keep their stock from everyone else (COD ones until the shop acts), so one customer
   * may hold only a few, worth only so much. Runs in the order's transaction with the customer's row locked.
   */
  async function checkOpenOrders(userId: number, total: number, trx: Executor) {
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
  }

  /**
   * Decision 027: a few throw-away accounts must not hold a variant away from real shoppers. Orders of customers
   * who never paid may together hold, unpaid, at most `newBuyerHoldPercent` of a variant (its stock plus what they
   * hold), rounded up so that a new customer can still buy the last unit; the rest waits for customers who have
   * paid before. Runs after the line took its stock: the variant's row is locked until the order is stored.
   */
  async function checkNewBuyerHold(line: Line, trx: Executor) {
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
  }

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

  interface Priced {
    lines: Line[];
    subtotal: number;
    shipping: ShippingOption;
    voucher: { id: number | null; code: string | null; discount: number };
    total: number;
  }

  /** Takes the stock and stores the order, its lines and its first history entry; empties those cart lines. */
  async function store(
    userId: number,
    input: CreateInput,
    address: Address,
    priced: Priced,
    language: 'id' | 'en',
    trx: Executor,
  ) {
    const now = clock.now();
    const state = initialState(input.payment_method);
    await checkOpenOrders(userId, priced.total, trx);
    const newBuyer = !(await repo.hasPaid(userId, trx));
    // Every order locks rows in one order (by product, then by variant; variants.repo.ts): none waits on another
    // that waits on it.
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
      if (newBuyer && limits.newBuyerHoldPercent < 100) await checkNewBuyerHold(line, trx);
    }
    // A new buyer's unpaid order lapses sooner: what a throw-away account holds comes back within hours.
    const hoursToPay = newBuyer ? limits.newBuyerUnpaidHours : UNPAID_ORDER_TTL_HOURS;
    const values = {
      order_number: orderNumber(now),
      secure_token: randomBytes(24).toString('base64url'),
      user_id: userId,
      ...state,
      payment_method: input.payment_method,
      language,
      gateway: isOnline(input.payment_method) ? 'midtrans' : null,
      subtotal: priced.subtotal,
      shipping_cost: priced.shipping.cost,
      voucher_code: priced.voucher.code,
      voucher_discount: priced.voucher.discount,
      total_amount: priced.total,
      courier: priced.shipping.courier,
      courier_service: priced.shipping.service,
      shipping_etd: priced.shipping.etd,
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
      new_buyer: newBuyer,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    const orderId = await repo.insertOrder(values, trx);
    // The customer's row is locked (checkOpenOrders): their uses of the voucher are counted exactly.
    if (priced.voucher.id !== null) await deps.vouchers.redeem(priced.voucher.id, userId, orderId, trx);
    let transferAmount: number | null = null;
    if (paysByTransfer(input.payment_method)) {
      const code = await repo.holdTransferAmount(orderId, priced.total, UNIQUE_CODES_PER_RANGE, trx);
      transferAmount = priced.total + code;
      await repo.setTransferCode(orderId, code, transferAmount, trx);
    }
    await repo.insertItems(
      priced.lines.map((l) => ({
        order_id: orderId,
        product_id: l.product.product_id,
        product_name: l.product.name,
        variant_id: l.variant.variant_id,
        variant_label: l.variant.label,
        sku: l.variant.sku,
        weight_grams: l.variant.weight_grams,
        unit_price: l.variant.price,
        quantity: l.quantity,
        subtotal: l.variant.price * l.quantity,
      })),
      trx,
    );
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
    await deps.notices.queue({ id: orderId, user_id: userId, language }, 'created', null, trx);
    if (input.from_cart)
      await deps.cart.removeOrdered(
        userId,
        priced.lines.map((l) => l.variant.variant_id),
        trx,
      );
    return {
      order_id: orderId,
      order_number: values.order_number,
      secure_token: values.secure_token,
      total_amount: priced.total,
      transfer_amount: transferAmount,
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
      await throttleCreation(userId);
      checkUnits(input);
      const address = await deps.addresses.get(userId, input.address_id);
      const lines = await priceLines(input);
      const subtotal = lines.reduce((sum, l) => sum + l.variant.price * l.quantity, 0);
      // The address itself, not only its district: the courier's quote is for its place (decision 028).
      const shipping = await shippingOf(
        { districtId: address.district_id, userId, addressId: address.address_id },
        input,
        parcelGrams(lines),
      );
      const voucher = await discountOf(userId, input, subtotal);
      const priced = { lines, subtotal, shipping, voucher, total: subtotal + shipping.cost - voucher.discount };

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
