import type { OrderEvent } from '@boneka/shared';
import type { Executor } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { invoiceFileName, renderInvoice } from './invoice-pdf.js';
import {
  MAILS_OF_EVENT,
  ORDER_MAIL_TEMPLATES,
  renderOrderMail,
  type MailLanguage,
  type OrderMailTemplate,
} from './order-mails.js';
import type { OrderPresenter } from './order-presenter.js';
import type { OrdersRepo } from './orders.repo.js';

export interface OrderNoticesDeps {
  repo: OrdersRepo;
  outbox: Pick<NotificationsService, 'enqueue' | 'kick' | 'registerRenderer'>;
  /** Where the owner's mails go (SHOP_NOTIFY_EMAIL); else the first admin's address. */
  ownerEmail: string | undefined;
  /** The shop's public origin, for the links in the mails. */
  shopUrl: string;
}

/** The customer's mails that carry the invoice: when the order is placed, and when it is paid. */
const WITH_INVOICE: ReadonlySet<string> = new Set(['order_placed', 'payment_confirmed']);

interface Payload {
  orderId: number;
  note: string | null;
}

/**
 * The mails an order's moves send (DESIGN §10): written to the outbox in the move's own transaction, rendered from
 * the order (order-mails.tsx) when the outbox sends them, in the language the customer ordered in.
 */
export function orderNotices({ repo, outbox, ownerEmail, shopUrl }: OrderNoticesDeps, presenter: OrderPresenter) {
  outbox.registerRenderer(ORDER_MAIL_TEMPLATES, async (template, payload, language) => {
    const { orderId, note } = payload as Payload;
    const row = await repo.findById(orderId);
    if (!row) throw new Error(`order ${orderId} is gone`);
    const order = await presenter.one(row);
    const mail = await renderOrderMail({ template: template as OrderMailTemplate, order, language, shopUrl, note });
    if (!WITH_INVOICE.has(template)) return mail;
    const invoice = await renderInvoice(order, language);
    return {
      ...mail,
      attachments: [{ filename: invoiceFileName(order), content: invoice, contentType: 'application/pdf' }],
    };
  });

  return {
    /** Queues the mails of `event` for this order, in the transaction `trx` that makes the move. */
    async queue(
      row: Pick<OrderRow, 'id' | 'user_id' | 'language'>,
      event: OrderEvent | 'created',
      note: string | null,
      trx: Executor,
    ) {
      const mails = MAILS_OF_EVENT[event];
      if (!mails) return;
      const payload = { orderId: row.id, note } satisfies Payload;
      if (mails.customer) {
        const to = await repo.customerEmail(row.user_id, trx);
        const language: MailLanguage = row.language === 'en' ? 'en' : 'id';
        if (to) await outbox.enqueue({ template: mails.customer, to, language, orderId: row.id, payload }, trx);
      }
      if (mails.owner) {
        const to = ownerEmail ?? (await repo.firstAdminEmail(trx));
        if (to) await outbox.enqueue({ template: mails.owner, to, language: 'id', orderId: row.id, payload }, trx);
      }
    },
    /** After the commit: the outbox sends now rather than at its next look. */
    sendSoon: () => outbox.kick(),
  };
}
export type OrderNotices = ReturnType<typeof orderNotices>;
