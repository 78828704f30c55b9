import { isOnline, PAYMENT_METHODS, type Order, type PaymentMethod } from '@boneka/shared';
import type { MidtransNotification } from '@boneka/shared';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Throttle } from '../../lib/throttle.js';
import { wibTimestamp } from '../../lib/wib.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DueGatewayCancel, GatewayOutcome, OrderWithUser } from '../orders/orders.service.js';
import {
  MidtransError,
  signatureMatches,
  wholeRupiah,
  type MidtransClient,
  type SnapItem,
  type SnapTransaction,
  type TransactionStatus,
} from './midtrans.js';
import type { OrdersForPayments } from './orders-port.js';

export interface PaymentsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PaymentsServiceDeps {
  /** The orders this module pays (orders-port.ts). */
  orders: OrdersForPayments;
  /** Midtrans with the shop's server key; undefined: online payment is not offered. */
  midtrans: { client: MidtransClient; serverKey: string } | undefined;
  audit: AuditService;
  throttle: Throttle;
  clock: Clock;
  log: PaymentsLog;
}

/** A cancel that failed is tried again after 1, 2, 4, … minutes, at most an hour apart. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3600_000);
/**
 * Midtrans expires a Snap transaction itself at the order's deadline; a cancel still failing a day after it is
 * given up (the owner's card keeps the last error).
 */
const CANCEL_GRACE_MS = 24 * 3600_000;

/** Snap shows at most 50 characters of a line's name. */
const lineName = (name: string) => (name.length > 50 ? name.slice(0, 50) : name);

const gatewayUnavailable = () =>
  new AppError(502, 'GATEWAY_UNAVAILABLE', 'Layanan pembayaran sedang tidak bisa dihubungi. Coba lagi sebentar lagi.');

/**
 * Online payments through Midtrans Snap (docs/design.md §9, decision 022): the Snap transaction of an order, the page the
 * shopper pays on, and the gateway's word about it, trusted only once signed, for the right amount and confirmed
 * by Midtrans' own status. The order's moves are the orders module's (gateway-events.ts).
 */
export function paymentsService({ orders, midtrans, audit, throttle, clock, log }: PaymentsServiceDeps) {
  /** The Snap transaction of an order: its lines, shipping and discount add up exactly to its total. */
  async function snapTransaction(row: OrderWithUser, finishUrl: string): Promise<SnapTransaction> {
    const items: SnapItem[] = (await orders.linesOf(row.id)).map((line) => ({
      id: String(line.product_id),
      name: lineName(line.product_name),
      price: line.unit_price,
      quantity: line.quantity,
    }));
    if (row.shipping_cost > 0) {
      const service = [row.courier.toUpperCase(), row.courier_service].filter(Boolean).join(' ');
      items.push({
        id: 'shipping',
        name: lineName(`Ongkos kirim ${service}`.trim()),
        price: row.shipping_cost,
        quantity: 1,
      });
    }
    if (row.voucher_discount > 0) {
      items.push({
        id: 'discount',
        name: lineName(`Diskon voucher ${row.voucher_code ?? ''}`.trim()),
        price: -row.voucher_discount,
        quantity: 1,
      });
    }
    const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
    if (sum !== row.total_amount)
      throw new Error(`order ${row.id}: Snap lines add up to ${sum}, not ${row.total_amount}`);
    const minutes = row.expires_at
      ? Math.max(1, Math.round((Date.parse(row.expires_at) - Date.parse(row.created_at)) / 60_000))
      : 24 * 60;
    return {
      transaction_details: { order_id: row.order_number, gross_amount: row.total_amount },
      item_details: items,
      customer_details: {
        first_name: row.first_name,
        ...(row.last_name ? { last_name: row.last_name } : {}),
        email: row.email,
        phone: row.ship_phone,
        shipping_address: {
          first_name: row.ship_recipient,
          phone: row.ship_phone,
          address: row.ship_street,
          city: row.ship_city,
          postal_code: row.ship_postal_code,
          country_code: 'IDN',
        },
      },
      expiry: { start_time: wibTimestamp(row.created_at), unit: 'minute', duration: minutes },
      callbacks: { finish: finishUrl },
    };
  }

  /** The page where the shopper pays: the order's Snap transaction, created now if it has none yet. */
  async function checkout(row: OrderWithUser, origin: string): Promise<string> {
    if (row.gateway_redirect_url) return row.gateway_redirect_url;
    if (!midtrans) throw notFound('Payment');
    const finishUrl = `${origin}/orders/${encodeURIComponent(row.secure_token)}`;
    let created: { token: string; redirectUrl: string };
    try {
      created = await midtrans.client.createTransaction(await snapTransaction(row, finishUrl));
    } catch (error) {
      if (!(error instanceof MidtransError)) throw error;
      log.warn({ err: error, order: row.order_number }, 'Midtrans Snap transaction not created');
      throw gatewayUnavailable();
    }
    if (await orders.setGatewayCheckout(row.id, created.token, created.redirectUrl)) return created.redirectUrl;
    // Another request stored one meanwhile: that one is the order's.
    const stored = await orders.byNumberForGateway(row.order_number);
    return stored?.gateway_redirect_url ?? created.redirectUrl;
  }

  /** Applies Midtrans' verified status to the order and audits it, whatever it did. */
  async function apply(row: OrderWithUser, status: TransactionStatus, source: 'notification' | 'check') {
    const outcome: GatewayOutcome = await orders.recordGatewayEvent(row, {
      gateway: 'midtrans',
      transactionId: status.transactionId,
      transactionStatus: status.transactionStatus,
      fraudStatus: status.fraudStatus,
      grossAmount: row.total_amount,
      channel: status.channel,
      refundAmount: status.refundAmount,
      source,
    });
    await audit.record({
      actorUserId: null,
      action: `payment.midtrans.${status.transactionStatus}`,
      target: `order:${row.id}`,
      details: {
        order_number: row.order_number,
        transaction_id: status.transactionId,
        payment_type: status.channel,
        fraud_status: status.fraudStatus,
        gross_amount: row.total_amount,
        ...(status.refundAmount !== null ? { refund_amount: status.refundAmount } : {}),
        source,
        outcome,
      },
    });
    if (outcome === 'refund_due') {
      log.warn({ order: row.order_number }, 'payment arrived for a cancelled order: flagged for a refund');
    }
    return outcome;
  }

  /** Audits a notification the shop did not act on (refused, or kept for the owner to check). */
  async function auditUnapplied(
    row: OrderWithUser,
    notification: MidtransNotification,
    action: 'refused' | 'needs_check',
    reason: string,
  ) {
    await audit.record({
      actorUserId: null,
      action: `payment.midtrans.${action}`,
      target: `order:${row.id}`,
      details: {
        order_number: row.order_number,
        transaction_status: notification.transaction_status,
        gross_amount: notification.gross_amount,
        reason,
      },
    });
  }

  /**
   * One cancel owed to Midtrans (decision 024): `done` once Midtrans has cancelled the transaction, or has nothing
   * left to pay (412: it is settled, expired or cancelled already — its status is applied, so a payment made
   * meanwhile is flagged for a refund); while the shopper has chosen no method yet (404) it is tried again until
   * Snap's page expires; a failure is tried again with a growing delay and shown on the owner's card.
   */
  async function cancelAtGateway(client: MidtransClient, due: DueGatewayCancel) {
    const now = clock.now().getTime();
    if (!(await orders.claimGatewayCancel(due.id, due.claimed_until, new Date(now + 120_000).toISOString()))) return;
    const attempts = Number(due.attempts) + 1;
    const deadline = due.expires_at ? Date.parse(due.expires_at) : now;
    const settle = (status: 'pending' | 'done' | 'lapsed', lastError: string | null) =>
      orders.settleGatewayCancel(due.id, {
        status,
        attempts,
        last_error: lastError,
        next_attempt_at: new Date(now + retryDelayMs(attempts)).toISOString(),
        updated_at: new Date(now).toISOString(),
      });
    try {
      const result = await client.change(due.order_number, due.action);
      if (result === 'final') {
        const row = await orders.byNumberForGateway(due.order_number);
        const status = await client.status(due.order_number);
        if (row && status && wholeRupiah(status.grossAmount) === row.total_amount) await apply(row, status, 'check');
      }
      if (result === 'absent') return settle(now >= deadline ? 'lapsed' : 'pending', null);
      return settle('done', null);
    } catch (error) {
      if (!(error instanceof MidtransError)) throw error;
      log.warn({ err: error, order: due.order_number }, `Midtrans ${due.action} failed; tried again later`);
      return settle(now >= deadline + CANCEL_GRACE_MS ? 'lapsed' : 'pending', error.message);
    }
  }

  let cancelsChain: Promise<unknown> = Promise.resolve();
  /** One pass over the cancels that are due; passes run one after another in this instance. */
  function runGatewayCancels(): Promise<void> {
    const pass = async () => {
      if (!midtrans) return;
      for (const due of await orders.dueGatewayCancels(50)) await cancelAtGateway(midtrans.client, due);
    };
    const run = cancelsChain.then(pass, pass);
    cancelsChain = run.catch(() => undefined);
    return run;
  }
  // A cancel is sent as soon as the move that owes it commits; the periodic pass retries what failed.
  orders.onGatewayCancelQueued(() => {
    runGatewayCancels().catch((error: unknown) => log.error({ err: error }, 'Midtrans cancel pass failed'));
  });

  return {
    /** The methods offered at checkout. */
    methods(): PaymentMethod[] {
      return midtrans ? [...PAYMENT_METHODS] : PAYMENT_METHODS.filter((method) => !isOnline(method));
    },

    /**
     * Right after an online order is placed: its Snap transaction. A gateway that does not answer leaves the
     * order as it is; the payment page creates the transaction when the shopper presses 'Bayar Sekarang'.
     */
    async afterPlaced(userId: number, token: string, origin: string): Promise<void> {
      if (!midtrans) return;
      const row = await orders.ownForPayment(userId, token);
      if (!isOnline(row.payment_method)) return;
      await checkout(row, origin).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    },

    /** 'Bayar Sekarang': where the shopper pays this order. */
    async payLink(userId: number, token: string, origin: string): Promise<string> {
      const row = await orders.ownForPayment(userId, token);
      if (!isOnline(row.payment_method) || row.status !== 'pending' || row.payment_status === 'paid') {
        throw new AppError(409, 'INVALID_TRANSITION', 'Pesanan ini tidak menunggu pembayaran online.');
      }
      return checkout(row, origin);
    },

    /**
     * The shopper is back from Snap (or waiting): asks Midtrans for the order's status and applies it, so a
     * payment is confirmed even when its notification is late or never comes.
     */
    async check(userId: number, token: string): Promise<Order> {
      const row = await orders.ownForPayment(userId, token);
      if (!midtrans || !isOnline(row.payment_method) || row.payment_status === 'paid') return orders.present(row);
      const quota = await throttle.consume(`payments:check:${userId}`, { limit: 30, windowMs: 60_000 });
      if (!quota.allowed) return orders.present(row);
      let status: TransactionStatus | null;
      try {
        status = await midtrans.client.status(row.order_number);
      } catch (error) {
        if (!(error instanceof MidtransError)) throw error;
        log.warn({ err: error, order: row.order_number }, 'Midtrans status check failed');
        throw gatewayUnavailable();
      }
      if (status && wholeRupiah(status.grossAmount) === row.total_amount) await apply(row, status, 'check');
      return orders.present((await orders.byNumberForGateway(row.order_number)) ?? row);
    },

    /**
     * Before the expiry sweep cancels online orders whose time ran out: asks Midtrans about each, so that a payment
     * made in the last minute whose notification is still on its way pays the order instead of being refunded.
     * Returns how many were paid; an order Midtrans cannot be asked about is left to the sweep.
     */
    async confirmBeforeExpiry(): Promise<number> {
      if (!midtrans) return 0;
      let paid = 0;
      for (const row of await orders.onlineDueToExpire()) {
        try {
          const status = await midtrans.client.status(row.order_number);
          if (status && wholeRupiah(status.grossAmount) === row.total_amount) {
            if ((await apply(row, status, 'check')) === 'paid') paid += 1;
          }
        } catch (error) {
          if (!(error instanceof MidtransError) && !(error instanceof AppError)) throw error;
          log.warn({ err: error, order: row.order_number }, 'Midtrans status before expiry failed');
        }
      }
      return paid;
    },

    /** Sends the cancels owed to Midtrans that are due (the app runs this every minute). */
    runGatewayCancels,

    /**
     * Midtrans' HTTP notification. Public, so it trusts nothing: the signature (our server key), the amount (the
     * order's), then Midtrans' own status of the transaction must agree before the order moves. A forged one is
     * refused; one signed for another amount is kept for the owner to check; a stale one is acknowledged and
     * changes nothing; a failed status re-check is an error status, so Midtrans sends it again later.
     */
    async notification(notification: MidtransNotification): Promise<GatewayOutcome> {
      if (!midtrans) throw notFound('Route');
      if (!signatureMatches(notification, midtrans.serverKey)) {
        log.warn({ order: notification.order_id }, 'Midtrans notification with a bad signature refused');
        throw new AppError(401, 'INVALID_SIGNATURE', 'The notification signature does not match.');
      }
      const row = await orders.byNumberForGateway(notification.order_id);
      if (!row || row.gateway !== 'midtrans') throw notFound('Order');
      // Signed by Midtrans, for another amount: never acted on, but kept for the owner ("Perlu dicek") and
      // acknowledged, since sending it again cannot change its amount.
      if (wholeRupiah(notification.gross_amount) !== row.total_amount) {
        await auditUnapplied(row, notification, 'needs_check', 'amount');
        return orders.recordAmountMismatch(row, {
          gateway: 'midtrans',
          transactionId: notification.transaction_id ?? '',
          transactionStatus: notification.transaction_status,
          fraudStatus: notification.fraud_status ?? null,
          grossAmount: notification.gross_amount,
          channel: notification.payment_type ?? null,
        });
      }
      let status: TransactionStatus | null;
      try {
        status = await midtrans.client.status(notification.order_id);
      } catch (error) {
        if (!(error instanceof MidtransError)) throw error;
        log.warn({ err: error, order: row.order_number }, 'Midtrans status re-check failed');
        await auditUnapplied(row, notification, 'refused', 'status re-check failed');
        throw gatewayUnavailable();
      }
      const agrees =
        status !== null &&
        status.transactionStatus === notification.transaction_status &&
        (notification.transaction_id === undefined || status.transactionId === notification.transaction_id) &&
        wholeRupiah(status.grossAmount) === row.total_amount;
      // Stale (a `pending` after the settlement, a settlement Midtrans itself still calls pending): acknowledged,
      // so Midtrans stops sending it, and nothing changes; the order follows Midtrans' own status (its later
      // notification, the shopper's return, the check before expiry).
      if (!status || !agrees) {
        log.info(
          { order: row.order_number, notified: notification.transaction_status, status: status?.transactionStatus },
          'stale Midtrans notification acknowledged',
        );
        return 'stale';
      }
      return apply(row, status, 'notification');
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
