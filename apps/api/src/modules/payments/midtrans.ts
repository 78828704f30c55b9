import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { MidtransConfig } from '../../lib/midtrans-hosts.js';

/** Any reason Midtrans gave no usable answer; the message is for the server log, never for the shopper. */
export class MidtransError extends Error {}

/** One line of a Snap transaction; Midtrans refuses a transaction whose lines do not add up to its gross amount. */
export interface SnapItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

/** The parts of Snap's "create transaction" body the shop sends (docs.midtrans.com, Snap API reference). */
export interface SnapTransaction {
  transaction_details: { order_id: string; gross_amount: number };
  item_details: SnapItem[];
  customer_details: {
    first_name: string;
    last_name?: string;
    email: string;
    phone?: string;
    shipping_address?: {
      first_name: string;
      phone: string;
      address: string;
      city: string;
      postal_code: string;
      country_code: 'IDN';
    };
  };
  /** `start_time` as "yyyy-MM-dd HH:mm:ss +0700". */
  expiry: { start_time: string; unit: 'minute'; duration: number };
  callbacks: { finish: string };
}

const SnapCreated = z.object({ token: z.string().min(1), redirect_url: z.url() });

/** The status a transaction is in, as the Core API's `GET /v2/{order_id}/status` tells it. */
const StatusReply = z.looseObject({
  status_code: z.string(),
  transaction_status: z.string().optional(),
  transaction_id: z.string().optional(),
  order_id: z.string().optional(),
  gross_amount: z.string().optional(),
  payment_type: z.string().optional(),
  fraud_status: z.string().optional(),
  va_numbers: z.array(z.looseObject({ bank: z.string() })).optional(),
  permata_va_number: z.string().optional(),
  store: z.string().optional(),
  /** A refunded transaction: the amount refunded so far, and each refund. */
  refund_amount: z.string().optional(),
  refunds: z.array(z.looseObject({ refund_amount: z.string() })).optional(),
});

/** The reply to `POST /v2/{order_id}/cancel` (or `/expire`): the transaction as it is now, or why not. */
const ChangeReply = z.looseObject({ status_code: z.string(), transaction_status: z.string().optional() });

/**
 * What a cancel (or expire) at Midtrans came to: `done` (the transaction is cancelled or expired now), `absent`
 * (no transaction yet: the shopper has not chosen a method on Snap's page) or `final` (412: Midtrans will not
 * change it any more — paid, expired or cancelled already; its status says which).
 */
export type ChangeResult = 'done' | 'absent' | 'final';

export interface TransactionStatus {
  orderId: string;
  transactionId: string;
  transactionStatus: string;
  fraudStatus: string | null;
  /** The gross amount as Midtrans writes it ("150000.00"). */
  grossAmount: string;
  /** How the shopper paid, as the owner reads it: qris, gopay, shopeepay, bca_va, mandiri_bill, … */
  channel: string | null;
  /** `refund` and `partial_refund`: how much Midtrans has refunded so far, whole Rupiah (null otherwise). */
  refundAmount: number | null;
}

/** The total refunded of a transaction: Midtrans' `refund_amount`, else the sum of its `refunds`. */
function refundedOf(reply: { refund_amount?: string; refunds?: { refund_amount: string }[] }): number | null {
  if (reply.refund_amount !== undefined) return wholeRupiah(reply.refund_amount);
  if (!reply.refunds?.length) return null;
  let sum = 0;
  for (const refund of reply.refunds) {
    const amount = wholeRupiah(refund.refund_amount);
    if (amount === null) return null;
    sum += amount;
  }
  return sum;
}

/**
 * The channel name the owner sees: Midtrans says `bank_transfer` for every virtual account and names the bank
 * beside it; `echannel` is Mandiri Bill.
 */
export function paymentChannel(reply: {
  payment_type?: string;
  va_numbers?: { bank: string }[];
  permata_va_number?: string;
  store?: string;
}): string | null {
  const type = reply.payment_type;
  if (!type) return null;
  if (type === 'bank_transfer') {
    const bank = reply.va_numbers?.[0]?.bank ?? (reply.permata_va_number ? 'permata' : undefined);
    return bank ? `${bank}_va` : 'bank_transfer';
  }
  if (type === 'echannel') return 'mandiri_bill';
  if (type === 'cstore' && reply.store) return reply.store;
  return type;
}

/** A gross amount in Midtrans' writing ("150000.00") as whole Rupiah; null if it has a fraction or is not one. */
export function wholeRupiah(grossAmount: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(grossAmount);
  if (!match || (match[2] !== undefined && Number(match[2]) !== 0)) return null;
  return Number(match[1]);
}

/** SHA512(order_id + status_code + gross_amount + server key), hex: how Midtrans signs each notification. */
export const notificationSignature = (
  fields: { order_id: string; status_code: string; gross_amount: string },
  serverKey: string,
) =>
  createHash('sha512')
    .update(fields.order_id + fields.status_code + fields.gross_amount + serverKey)
    .digest('hex');

/** Whether the notification was signed with our server key, compared in constant time. */
export function signatureMatches(
  fields: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(notificationSignature(fields, serverKey), 'utf8');
  const given = Buffer.from(fields.signature_key.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Midtrans over HTTPS, server to server, with the server key as HTTP Basic user (no password). */
export function midtransClient(config: MidtransConfig) {
  const authorization = `Basic ${Buffer.from(`${config.serverKey}:`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(url: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MidtransError(`request failed: ${(error as Error).name}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new MidtransError(`HTTP ${response.status} with a body that is not JSON`);
    }
    return { status: response.status, body };
  }

  return {
    /** Creates the Snap transaction: the token and the page where the shopper pays. */
    async createTransaction(transaction: SnapTransaction): Promise<{ token: string; redirectUrl: string }> {
      const { status, body } = await call(`${trimSlash(config.snapUrl)}/transactions`, {
        method: 'POST',
        body: transaction,
      });
      const created = SnapCreated.safeParse(body);
      if (status >= 300 || !created.success) {
        const messages = (body as { error_messages?: unknown } | null)?.error_messages;
        throw new MidtransError(`Snap HTTP ${status}: ${JSON.stringify(messages ?? 'unexpected reply')}`);
      }
      return { token: created.data.token, redirectUrl: created.data.redirect_url };
    },

    /** The transaction's status, or null when Midtrans has none for this order yet (no method chosen). */
    async status(orderId: string): Promise<TransactionStatus | null> {
      const { status, body } = await call(`${trimSlash(config.apiUrl)}/v2/${encodeURIComponent(orderId)}/status`, {
        method: 'GET',
      });
      const reply = StatusReply.safeParse(body);
      if (!reply.success) throw new MidtransError(`status HTTP ${status}: unexpected reply shape`);
      // Midtrans answers an unknown order with status_code 404 in the body (HTTP 200 or 404).
      if (reply.data.status_code === '404') return null;
      const { transaction_status, transaction_id, order_id, gross_amount } = reply.data;
      if (status >= 300 || !transaction_status || !transaction_id || !gross_amount || order_id !== orderId) {
        throw new MidtransError(`status HTTP ${status}: status_code ${reply.data.status_code}`);
      }
      return {
        orderId,
        transactionId: transaction_id,
        transactionStatus: transaction_status,
        fraudStatus: reply.data.fraud_status ?? null,
        grossAmount: gross_amount,
        channel: paymentChannel(reply.data),
        refundAmount: refundedOf(reply.data),
      };
    },

    /**
     * Cancels (or expires) the order's pending transaction, so that its virtual account or QR code can no longer
     * be paid (docs.midtrans.com, "Cancel Transaction", "Expire Transaction").
     */
    async change(orderId: string, action: 'cancel' | 'expire'): Promise<ChangeResult> {
      const { status, body } = await call(`${trimSlash(config.apiUrl)}/v2/${encodeURIComponent(orderId)}/${action}`, {
        method: 'POST',
      });
      const reply = ChangeReply.safeParse(body);
      if (!reply.success) throw new MidtransError(`${action} HTTP ${status}: unexpected reply shape`);
      const code = reply.data.status_code;
      if (code === '404') return 'absent';
      if (code === '412') return 'final';
      const ended = reply.data.transaction_status === 'cancel' || reply.data.transaction_status === 'expire';
      if (status < 300 && (code === '200' || code === '407') && ended) return 'done';
      throw new MidtransError(`${action} HTTP ${status}: status_code ${code}`);
    },
  };
}
export type MidtransClient = ReturnType<typeof midtransClient>;
