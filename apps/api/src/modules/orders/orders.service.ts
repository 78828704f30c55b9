import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  canAdminCancel,
  canAdminMoveTo,
  canConfirmPayment,
  canCustomerCancel,
  canUploadProof,
  formatRupiah,
  initialState,
  isCod,
  UNPAID_ORDER_TTL_HOURS,
  voucherDiscount,
  type CreateOrderBody,
  type Order,
  type OrderState,
  type OrderStatus,
  type PaymentStatus,
  type ShippingOption,
} from '@boneka/shared';
import type { OrderLimits } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import type { Throttle } from '../../lib/throttle.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { lineLimitError, type CartService } from '../cart/cart.service.js';
import { publicUrl, type CatalogService } from '../catalog/catalog.service.js';
import type { VouchersService } from '../checkout/vouchers.service.js';
import type { OrdersRepo, OrderWithUser, AdminFilter } from './orders.repo.js';

type CreateInput = z.output<typeof CreateOrderBody>;
export const SHIPPING_WEIGHT_GRAMS = 1000;

export interface ShippingPricer {
  priceOf(districtId: number, weight: number, courier: string, service: string): Promise<ShippingOption | null>;
  optionForCost(
    districtId: number,
    weight: number,
    cost: number | undefined,
  ): Promise<{ option: ShippingOption | null; options: ShippingOption[] }>;
}

export interface Actor {
  userId: number;
  role: 'customer' | 'admin' | 'system';
  ip?: string;
  requestId?: string;
}

export interface OrdersServiceDeps {
  db: Db;
  repo: OrdersRepo;
  catalog: CatalogService;
  cart: CartService;
  addresses: AddressesService;
  vouchers: VouchersService;
  shipping: ShippingPricer;
  storage: Storage;
  audit: AuditService;
  clock: Clock;
  throttle: Throttle;
  limits: OrderLimits;
}

const orderNumber = (now: Date) => {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tail = Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `BNK-${day}-${tail}`;
};

const stateOf = (row: OrderRow): OrderState => ({
  status: row.status as OrderStatus,
  payment_status: row.payment_status as PaymentStatus,
  payment_method: row.payment_method,
  has_proof: row.payment_proof !== null,
});

const refused = (message: string) => conflict('INVALID_TRANSITION', message);
const HOUR_MS = 3600_000;

/** Orders: created in one transaction, moved only along the state machine of packages/shared, each move recorded. */
export function ordersService(deps: OrdersServiceDeps) {
  const { db, repo, catalog, storage, audit, clock, limits } = deps;
  const nowIso = () => clock.now().toISOString();
  /** When a COD order still waiting for the shop lapses; null once the shop has moved it on. */
  const confirmBy = (r: OrderRow) =>
    isCod(r.payment_method) && r.status === 'confirmed' && r.payment_status === 'unpaid'
      ? new Date(Date.parse(r.created_at) + limits.codConfirmHours * HOUR_MS).toISOString()
      : null;

  async function present(rows: OrderWithUser[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [items, history] = await Promise.all([repo.itemsFor(ids), repo.historyFor(ids)]);
    return rows.map((r) => ({
      order_id: r.id,
      order_number: r.order_number,
      secure_token: r.secure_token,
      user_id: r.user_id,
      status: r.status as OrderStatus,
      payment_status: r.payment_status as PaymentStatus,
      payment_method: r.payment_method,
      payment_proof: r.payment_proof ? `/api/orders/secure/${r.secure_token}/payment-proof` : null,
      subtotal: r.subtotal,
      shipping_cost: r.shipping_cost,
      voucher_code: r.voucher_code,
      voucher_discount: r.voucher_discount,
      total_amount: r.total_amount,
      courier: r.courier,
      courier_service: r.courier_service,
      shipping_etd: r.shipping_etd,
      tracking_number: r.tracking_number,
      notes: r.notes,
      shipping_address: {
        recipient_name: r.ship_recipient,
        phone_number: r.ship_phone,
        street_address: r.ship_street,
        district_name: r.ship_district,
        city_name: r.ship_city,
        province_name: r.ship_province,
        postal_code: r.ship_postal_code,
      },
      expires_at: r.expires_at,
      confirm_by: confirmBy(r),
      created_at: r.created_at,
      updated_at: r.updated_at,
      user: { first_name: r.first_name, last_name: r.last_name, email: r.email },
      items: items
        .filter((i) => i.order_id === r.id)
        .map((i) => ({
          order_item_id: i.id,
          product: { product_id: i.product_id, name: i.product_name, image_url: publicUrl(i.thumbnail) },
          quantity: i.quantity,
          price: i.unit_price,
          subtotal: i.subtotal,
        })),
      history: history
        .filter((h) => h.order_id === r.id)
        .map((h) => ({
          status: h.to_status as OrderStatus,
          payment_status: h.to_payment_status as PaymentStatus,
          from_status: h.from_status as OrderStatus | null,
          from_payment_status: h.from_payment_status as PaymentStatus | null,
          event: h.event,
          note: h.note,
          actor: h.actor,
          created_at: h.created_at,
        })),
    }));
  }
  const one = async (row: OrderWithUser) => (await present([row]))[0]!;

  /** A customer's own order by token; anyone else's is simply not found. */
  async function ownOrder(userId: number, token: string): Promise<OrderWithUser> {
    const row = await repo.findByToken(token);
    if (!row || row.user_id !== userId) throw notFound('Order');
    return row;
  }
  async function anyOrder(id: number): Promise<OrderWithUser> {
    const row = await repo.findById(id);
    if (!row) throw notFound('Order');
    return row;
  }

  /**
   * Moves the order from the state it was read in; gives stock back when it becomes cancelled. The conditional
   * update makes two racing moves (say, ten parallel cancels) take effect once.
   */
  async function transition(
    row: OrderRow,
    to: Partial<Pick<OrderRow, 'status' | 'payment_status' | 'payment_proof' | 'tracking_number'>>,
    event: string,
    actor: Actor,
    note: string | null = null,
  ) {
    const moved = await db.transaction().execute(async (trx) => {
      const ok = await repo.updateIfState(row.id, row, { ...to, updated_at: nowIso() }, trx);
      if (!ok) return false;
      if (to.status === 'cancelled') await restock(row.id, trx);
      await repo.insertHistory(
        {
          order_id: row.id,
          event,
          from_status: row.status,
          to_status: to.status ?? row.status,
          from_payment_status: row.payment_status,
          to_payment_status: to.payment_status ?? row.payment_status,
          note,
          actor: actor.role,
          actor_user_id: actor.role === 'system' ? null : actor.userId,
          created_at: nowIso(),
        },
        trx,
      );
      return true;
    });
    if (!moved) throw refused('The order changed in the meantime. Reload it and try again.');
    if (actor.role === 'admin') {
      await audit.record({
        actorUserId: actor.userId,
        action: `order.${event}`,
        target: `order:${row.id}`,
        details: {
          before: {
            status: row.status,
            payment_status: row.payment_status,
            // A detached proof stays in storage; this names it (see setPaymentStatus).
            ...('payment_proof' in to ? { payment_proof: row.payment_proof } : {}),
          },
          after: to,
        },
        ip: actor.ip,
        requestId: actor.requestId,
      });
    }
  }

  async function restock(orderId: number, trx: Executor) {
    for (const item of await repo.itemsOf(orderId, trx)) await catalog.returnStock(item.product_id, item.quantity, trx);
  }

  const requestHash = (userId: number, input: CreateInput) =>
    createHash('sha256').update(JSON.stringify({ userId, input })).digest('hex');

  /**
   * The server's own shipping option and cost. Our client names the option; a client written from the spec names
   * none and sends only `shipping_cost` (DESIGN §5): the option costing that is taken, or the cheapest when no cost
   * is sent. Either way a cost the server does not quote is refused with the current options.
   */
  async function shippingOf(districtId: number, input: CreateInput): Promise<ShippingOption> {
    if (!input.shipping) {
      const { option, options } = await deps.shipping.optionForCost(
        districtId,
        SHIPPING_WEIGHT_GRAMS,
        input.shipping_cost,
      );
      if (option) return option;
      throw new AppError(
        409,
        'SHIPPING_CHANGED',
        `Ongkos kirim ${formatRupiah(input.shipping_cost ?? 0)} tidak tersedia untuk alamat ini. Pilih lagi.`,
        { body: { options } },
      );
    }
    const option = await deps.shipping.priceOf(
      districtId,
      SHIPPING_WEIGHT_GRAMS,
      input.shipping.courier,
      input.shipping.service,
    );
    if (!option)
      throw badRequest('INVALID_SHIPPING', 'Please select a shipping option', [
        { path: 'shipping', message: 'Unknown courier or service' },
      ]);
    if (input.shipping_cost !== undefined && input.shipping_cost !== option.cost) {
      throw new AppError(
        409,
        'SHIPPING_CHANGED',
        `Ongkos kirim ${option.name} sekarang ${formatRupiah(option.cost)}.`,
        {
          body: { shipping_cost: option.cost },
        },
      );
    }
    return option;
  }

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

  async function replay(userId: number, key: string, hash: string) {
    const existing = await repo.findIdempotencyKey(userId, key);
    if (!existing || existing.order_id === null)
      throw conflict('REQUEST_IN_PROGRESS', 'This order is still being placed. Try again in a moment.');
    if (existing.request_hash !== hash) {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different order.');
    }
    const order = await anyOrder(existing.order_id);
    return {
      order_id: order.id,
      order_number: order.order_number,
      secure_token: order.secure_token,
      total_amount: order.total_amount,
    };
  }

  return {
    async create(userId: number, input: CreateInput, idempotencyKey: string | undefined) {
      const hash = requestHash(userId, input);
      if (idempotencyKey) {
        const existing = await repo.findIdempotencyKey(userId, idempotencyKey);
        if (existing) return replay(userId, idempotencyKey, hash);
      }
      await throttleCreation(userId);
      const units = input.items.reduce((sum, line) => sum + line.quantity, 0);
      if (units > limits.maxUnits) {
        throw new AppError(
          422,
          'ORDER_UNITS_LIMIT',
          `Maksimal ${limits.maxUnits} barang dalam satu pesanan; pesanan ini berisi ${units}.`,
          { body: { limit: limits.maxUnits, units } },
        );
      }
      const address = await deps.addresses.get(userId, input.address_id);

      const quantities = new Map<number, number>();
      for (const line of input.items)
        quantities.set(line.product_id, (quantities.get(line.product_id) ?? 0) + line.quantity);
      const lines: { product: Awaited<ReturnType<CatalogService['get']>>; quantity: number }[] = [];
      for (const [productId, quantity] of quantities) {
        const product = await catalog.get(productId);
        const seen = input.items.find((l) => l.product_id === productId && l.price !== undefined)?.price;
        if (seen !== undefined && seen !== product.price) {
          throw new AppError(
            409,
            'PRICE_CHANGED',
            `Harga ${product.name} sekarang ${formatRupiah(product.price)}. Periksa kembali pesananmu.`,
            { body: { product_id: productId, price: product.price } },
          );
        }
        if (quantity > product.stock && product.stock <= limits.maxUnitsPerLine) {
          throw new AppError(409, 'INSUFFICIENT_STOCK', `Stok ${product.name} tersisa ${product.stock}.`, {
            body: { product_id: productId, available: product.stock },
          });
        }
        if (quantity > limits.maxUnitsPerLine) throw lineLimitError(product.name, productId, limits.maxUnitsPerLine);
        lines.push({ product, quantity });
      }
      const subtotal = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);

      const option = await shippingOf(address.district_id, input);
      const voucher = input.voucher_code
        ? await deps.vouchers.find(input.voucher_code).catch(() => null)
        : await deps.vouchers.matchingDiscount(subtotal, input.voucher_discount);
      if (input.voucher_code && !voucher) throw new AppError(422, 'INVALID_VOUCHER', 'Kode voucher tidak valid!');
      const discount = voucherDiscount(voucher, subtotal);
      if (input.voucher_discount !== undefined && input.voucher_discount !== discount) {
        throw new AppError(409, 'DISCOUNT_CHANGED', `Diskon voucher yang berlaku ${formatRupiah(discount)}.`, {
          body: { voucher_discount: discount },
        });
      }
      const total = subtotal + option.cost - discount;

      const now = clock.now();
      const state = initialState(input.payment_method);
      const created = await db.transaction().execute(async (trx) => {
        if (idempotencyKey && !(await repo.claimIdempotencyKey(userId, idempotencyKey, hash, now.toISOString(), trx)))
          return null;
        await checkOpenOrders(userId, total, trx);
        for (const line of lines) {
          if (!(await catalog.takeStock(line.product.product_id, line.quantity, trx))) {
            throw new AppError(409, 'INSUFFICIENT_STOCK', `Stok ${line.product.name} tidak mencukupi.`, {
              body: { product_id: line.product.product_id },
            });
          }
        }
        const values = {
          order_number: orderNumber(now),
          secure_token: randomBytes(24).toString('base64url'),
          user_id: userId,
          ...state,
          payment_method: input.payment_method,
          subtotal,
          shipping_cost: option.cost,
          voucher_code: voucher?.code ?? null,
          voucher_discount: discount,
          total_amount: total,
          courier: option.courier,
          courier_service: option.service,
          shipping_etd: option.etd,
          notes: input.notes,
          ship_recipient: address.recipient_name,
          ship_phone: address.phone_number,
          ship_street: address.street_address,
          ship_district: address.district.district_name,
          ship_city: address.city.city_name,
          ship_province: address.province.province_name,
          ship_postal_code: address.postal_code,
          ship_district_id: address.district_id,
          expires_at: isCod(input.payment_method)
            ? null
            : new Date(now.getTime() + UNPAID_ORDER_TTL_HOURS * 3600_000).toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        };
        const orderId = await repo.insertOrder(values, trx);
        await repo.insertItems(
          lines.map((l) => ({
            order_id: orderId,
            product_id: l.product.product_id,
            product_name: l.product.name,
            unit_price: l.product.price,
            quantity: l.quantity,
            subtotal: l.product.price * l.quantity,
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
        await deps.cart.removeOrdered(
          userId,
          lines.map((l) => l.product.product_id),
          trx,
        );
        if (idempotencyKey) await repo.attachIdempotencyKey(userId, idempotencyKey, orderId, trx);
        return {
          order_id: orderId,
          order_number: values.order_number,
          secure_token: values.secure_token,
          total_amount: total,
        };
      });
      return created ?? replay(userId, idempotencyKey!, hash);
    },

    async mine(userId: number): Promise<Order[]> {
      return present(await repo.listForUser(userId));
    },
    async byToken(userId: number, token: string): Promise<Order> {
      return one(await ownOrder(userId, token));
    },
    async track(userId: number, orderNumberOrId: string): Promise<Order> {
      // A number is an id (ids are 32-bit); anything else an order number.
      const numeric = /^\d+$/.test(orderNumberOrId);
      const id = numeric ? Number(orderNumberOrId) : 0;
      const row = numeric
        ? id > 0 && id <= 2_147_483_647
          ? await repo.findById(id)
          : undefined
        : await repo.findByNumber(orderNumberOrId);
      if (!row || row.user_id !== userId) throw notFound('Order');
      return one(row);
    },
    async uploadProof(userId: number, token: string, data: Buffer, actor: Actor): Promise<Order> {
      const row = await ownOrder(userId, token);
      if (!canUploadProof(stateOf(row))) throw refused('Payment proof cannot be uploaded for this order.');
      const image = await reencodeImage(data, { width: 1600, height: 1600, fit: 'inside' });
      const key = await storage.put('proofs', image, 'webp');
      try {
        await transition(row, { payment_proof: key, payment_status: 'unpaid' }, 'proof_uploaded', actor);
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      // The replaced proof was never decided on and nothing names it any more (the history records events, not
      // files). A failed delete leaves only an unreachable file behind, so the upload still succeeds.
      if (row.payment_proof) await storage.remove(row.payment_proof).catch(() => undefined);
      return one((await repo.findById(row.id))!);
    },
    /** The proof picture, for its owner and for admins only. */
    async proof(viewer: { userId: number; type: 'admin' | 'customer' }, token: string): Promise<Buffer> {
      const row = await repo.findByToken(token);
      if (!row || (viewer.type !== 'admin' && row.user_id !== viewer.userId) || !row.payment_proof)
        throw notFound('Payment proof');
      const data = await storage.get(row.payment_proof);
      if (!data) throw notFound('Payment proof');
      return data;
    },
    async cancelByCustomer(userId: number, token: string, actor: Actor): Promise<Order> {
      const row = await ownOrder(userId, token);
      if (!canCustomerCancel(stateOf(row))) throw refused('This order can no longer be cancelled.');
      await transition(row, { status: 'cancelled' }, 'cancelled_by_customer', actor);
      return one((await repo.findById(row.id))!);
    },

    async adminList(filter: AdminFilter) {
      const [rows, counts] = await Promise.all([repo.listForAdmin(filter), repo.adminCounts()]);
      return { orders: await present(rows), counts };
    },
    async adminGet(id: number): Promise<Order> {
      return one(await anyOrder(id));
    },
    async setPaymentStatus(id: number, to: 'paid' | 'failed', note: string | null, actor: Actor): Promise<Order> {
      const row = await anyOrder(id);
      const state = stateOf(row);
      if (!canConfirmPayment(state)) throw refused('There is no payment proof waiting for a decision.');
      if (to === 'paid') {
        const status = row.status === 'pending' || row.status === 'confirmed' ? 'processing' : row.status;
        await transition(row, { payment_status: 'paid', status }, 'payment_confirmed', actor, note);
      } else {
        await transition(row, { payment_status: 'failed', payment_proof: null }, 'payment_rejected', actor, note);
        // The rejected picture stays in storage, named by this decision's audit entry, which may be checked
        // against it later; a new upload does not remove it.
      }
      return one((await repo.findById(id))!);
    },
    async setStatus(
      id: number,
      to: 'processing' | 'shipped' | 'delivered',
      trackingNumber: string | null,
      actor: Actor,
    ): Promise<Order> {
      const row = await anyOrder(id);
      if (!canAdminMoveTo(stateOf(row), to)) throw refused(`The order cannot move from ${row.status} to ${to}.`);
      const changes: Parameters<typeof transition>[1] = { status: to };
      if (to === 'shipped') changes.tracking_number = trackingNumber;
      if (to === 'delivered' && isCod(row.payment_method)) changes.payment_status = 'paid';
      await transition(
        row,
        changes,
        `status_${to}`,
        actor,
        to === 'shipped' && trackingNumber ? `Resi ${trackingNumber}` : null,
      );
      return one((await repo.findById(id))!);
    },
    async cancelByAdmin(id: number, actor: Actor): Promise<Order> {
      const row = await anyOrder(id);
      if (!canAdminCancel(stateOf(row))) throw refused('Shipped, delivered or cancelled orders cannot be cancelled.');
      await transition(
        row,
        { status: 'cancelled', ...(row.payment_status === 'paid' ? { payment_status: 'refunded' as const } : {}) },
        'cancelled_by_admin',
        actor,
      );
      return one((await repo.findById(id))!);
    },
    /**
     * Cancels, returning their stock, unpaid transfer orders with no proof whose time ran out and COD orders the
     * shop has not started processing within `codConfirmHours` (without that, a COD order would hold its stock
     * for ever). A move that lost a race with a person's is skipped.
     */
    async expireUnpaid(): Promise<number> {
      const lapse = async (id: number, event: string, note: string, applies: (row: OrderRow) => boolean) => {
        const row = await repo.findById(id);
        if (!row || !applies(row)) return 0;
        try {
          await transition(row, { status: 'cancelled' }, event, { userId: 0, role: 'system' }, note);
          return 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return 0;
        }
      };
      let expired = 0;
      for (const candidate of await repo.expiredCandidates(nowIso())) {
        expired += await lapse(
          candidate.id,
          'expired',
          `Tidak dibayar dalam ${UNPAID_ORDER_TTL_HOURS} jam`,
          (row) => row.payment_proof === null,
        );
      }
      const placedBefore = new Date(clock.now().getTime() - limits.codConfirmHours * HOUR_MS).toISOString();
      for (const candidate of await repo.unprocessedCodCandidates(placedBefore)) {
        expired += await lapse(
          candidate.id,
          'cod_lapsed',
          `Tidak diproses toko dalam ${limits.codConfirmHours} jam`,
          (row) => isCod(row.payment_method),
        );
      }
      return expired;
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
