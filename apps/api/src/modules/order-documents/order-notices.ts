import type { Order, OrderStatus, PaymentStatus } from '@boneka/shared';
import type { Executor } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import type { NotificationsService, SkippedMail } from '../notifications/notifications.service.js';
import type { OrderNoticeCause, OrderNotices } from '../orders/order-notices.js';
import { invoiceFileName } from './invoice-pdf.js';
import { type OrderMailRender, renderOrderMailHere } from './order-mail-render.js';
import {
  ASKS_FOR_PAYMENT,
  MAILS_OF_EVENT,
  ORDER_MAIL_TEMPLATES,
  orderMailSubject,
  type MailLanguage,
  type OrderMailTemplate,
} from './order-mails.js';

/** What the mails read of orders (modules/orders): the order as stored, who to write to, the order as shown. */
export interface NoticeOrders<Row extends OrderRow> {
  findById(id: number, ex?: Executor): Promise<Row | undefined>;
  customerEmail(userId: number, ex: Executor): Promise<string | undefined>;
  /** The owner's address when SHOP_NOTIFY_EMAIL names none: the first admin's. */
  firstAdminEmail(ex: Executor): Promise<string | undefined>;
  /** The order in the shape of the API contract, as the mail shows it. */
  present(row: Row): Promise<Order>;
}

export interface OrderNoticesDeps<Row extends OrderRow> {
  orders: NoticeOrders<Row>;
  outbox: Pick<NotificationsService, 'enqueue' | 'kick' | 'registerRenderer'>;
  /** Where the owner's mails go (SHOP_NOTIFY_EMAIL); else the first admin's address. */
  ownerEmail: string | undefined;
  /** The shop's public origin, for the links in the mails. */
  shopUrl: string;
  /** Where a mail is rendered: here by default, in a thread of its own in the app (order-mail-thread.ts). */
  render?: OrderMailRender;
}

/** The customer's mails that carry the invoice: when the order is placed, and when it is paid. */
const WITH_INVOICE: ReadonlySet<string> = new Set(['order_placed', 'payment_confirmed']);

interface Payload<Row> {
  orderId: number;
  note: string | null;
  /**
   * The order (with its customer's name) as it was when the event happened, read in the move's transaction: a mail
   * sent late still tells what was true then (decision 029). Its lines never change, so they are read when sent.
   * Absent from messages queued before migration 014: those render the order as it is.
   */
  order?: Row;
}

/** An order still owes the payment a mail asks for: not cancelled, not paid (or refunded). */
const stillOwed = (row: Pick<OrderRow, 'status' | 'payment_status'>) =>
  row.status !== 'cancelled' && (row.payment_status === 'unpaid' || row.payment_status === 'failed');

/**
 * The mails an order's moves send (docs/design.md §10): written to the outbox in the move's own transaction with the order
 * as it is then, rendered (order-mails.tsx) when the outbox sends them, in the language the customer ordered in. A
 * payment request whose order no longer waits for that payment is skipped, with the reason in the owner's log.
 */
export function orderNotices<Row extends OrderRow>({
  orders,
  outbox,
  ownerEmail,
  shopUrl,
  render = renderOrderMailHere,
}: OrderNoticesDeps<Row>): OrderNotices {
  const orderOf = async ({ orderId }: Payload<Row>) => {
    const row = await orders.findById(orderId);
    if (!row) throw new Error(`order ${orderId} is gone`);
    return row;
  };
  /** A payment request for an order that no longer waits for that payment is not sent, nor sent again. */
  const notOwed = (template: string, row: Row): SkippedMail | null => {
    if (!ASKS_FOR_PAYMENT.has(template) || stillOwed(row)) return null;
    const now = row.status === 'cancelled' ? 'was cancelled' : `is ${row.payment_status}`;
    return {
      skip: `Not sent: order ${row.order_number} ${now} before this mail could go out, and it asks for a payment no longer owed.`,
      facts: {
        reason: 'payment_not_owed',
        order_number: row.order_number,
        status: row.status as OrderStatus,
        payment_status: row.payment_status as PaymentStatus,
      },
    };
  };
  const renderMail = async (template: string, payload: unknown, language: 'id' | 'en') => {
    const { note, order: then } = payload as Payload<Row>;
    const row = await orderOf(payload as Payload<Row>);
    const skipped = notOwed(template, row);
    if (skipped) return skipped;
    const order = await orders.present(then ?? row);
    const props = { template: template as OrderMailTemplate, order, language, shopUrl, note };
    const { invoice, ...mail } = await render(props, WITH_INVOICE.has(template));
    if (!invoice) return mail;
    const content = Buffer.from(invoice.buffer, invoice.byteOffset, invoice.byteLength);
    return { ...mail, attachments: [{ filename: invoiceFileName(order), content, contentType: 'application/pdf' }] };
  };
  outbox.registerRenderer(ORDER_MAIL_TEMPLATES, renderMail, async (template, payload) =>
    notOwed(template, await orderOf(payload as Payload<Row>)),
  );

  return {
    /** Queues the mails of `event` for this order, in the transaction `trx` that makes the move. */
    async queue(
      row: Pick<OrderRow, 'id' | 'user_id' | 'language'>,
      event: OrderNoticeCause,
      note: string | null,
      trx: Executor,
    ) {
      const mails = MAILS_OF_EVENT[event];
      if (!mails) return;
      const then = await orders.findById(row.id, trx);
      if (!then) return;
      const payload = { orderId: row.id, note, order: then } satisfies Payload<Row>;
      const queue = (template: OrderMailTemplate, to: string, language: MailLanguage) =>
        outbox.enqueue(
          {
            template,
            to,
            language,
            orderId: row.id,
            subject: orderMailSubject(template, language, then.order_number),
            payload,
          },
          trx,
        );
      if (mails.customer) {
        const to = await orders.customerEmail(row.user_id, trx);
        if (to) await queue(mails.customer, to, row.language === 'en' ? 'en' : 'id');
      }
      if (mails.owner) {
        const to = ownerEmail ?? (await orders.firstAdminEmail(trx));
        if (to) await queue(mails.owner, to, 'id');
      }
    },
    /** After the commit: the outbox sends now rather than at its next look. */
    sendSoon: () => outbox.kick(),
  };
}
