import {
  canPrintLabel,
  DEFAULT_VARIANT_WEIGHT_GRAMS,
  type LabelLayout,
  type Order,
  type PrintKind,
} from '@boneka/shared';
import type { OrderRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Language } from '../../lib/request-language.js';
import type { OrderViewer, OrderWithUser } from '../orders/orders.service.js';
import { invoiceFileName, renderInvoice } from './invoice-pdf.js';
import { renderShippingLabels, shippingLabelsFileName } from './shipping-labels-pdf.js';

/** What the order's documents need of orders (modules/orders): the orders asked for, as the API shows them. */
export interface OrdersForDocuments {
  /** The order by token, for its customer and for admins only; to anyone else `what` is simply not found. */
  viewableOrder(viewer: OrderViewer, token: string, what: string): Promise<OrderWithUser>;
  present(row: OrderWithUser): Promise<Order>;
  presentAll(rows: OrderWithUser[]): Promise<Order[]>;
  /** The orders of these ids that exist, in no particular order. */
  findByIds(ids: number[]): Promise<OrderWithUser[]>;
  /** Each order's parcel weight in grams; a line without a weight counts `unknownGrams`. */
  parcelGrams(ids: number[], unknownGrams: number): Promise<Map<number, number>>;
}

export interface OrderDocumentsServiceDeps {
  orders: OrdersForDocuments;
  clock: Clock;
}

/** Why an order gets no shipping label yet, or any more (the owner's bulk report says it too). */
export const NOT_PRINTABLE: Record<Order['status'], string> = {
  pending: 'masih menunggu pembayaran',
  confirmed: 'belum diproses (tekan Proses dulu)',
  processing: 'sedang diproses',
  shipped: 'sudah dikirim',
  delivered: 'sudah diterima pembeli',
  cancelled: 'sudah dibatalkan',
};

/** The language the customer ordered in: the invoice's. */
const orderLanguage = (row: Pick<OrderRow, 'language'>): Language => (row.language === 'en' ? 'en' : 'id');

/**
 * The order's printed documents: the customer's invoice (issue 16) and the owner's shipping labels (issue 30,
 * decision 043). The order mails that carry the invoice are order-notices.ts.
 */
export function orderDocumentsService({ orders, clock }: OrderDocumentsServiceDeps) {
  /** Every id must be an order (404 names those that are not). */
  async function labelledOrders(ids: number[]): Promise<Order[]> {
    const rows = await orders.findByIds(ids);
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0)
      throw new AppError(404, 'NOT_FOUND', `Pesanan tidak ditemukan: ${missing.join(', ')}.`, {
        details: missing.map((id) => ({ path: 'ids', message: `Pesanan ${id} tidak ada.` })),
      });
    return orders.presentAll(ids.map((id) => rows.find((row) => row.id === id)!));
  }

  return {
    /** The order's invoice, for its owner and for admins only; in the language the customer ordered in. */
    async invoice(viewer: OrderViewer, token: string) {
      const row = await orders.viewableOrder(viewer, token, 'Order');
      const order = await orders.present(row);
      return { fileName: invoiceFileName(order), pdf: await renderInvoice(order, orderLanguage(row)) };
    },
    /**
     * The owner's shipping labels for these orders, in the order asked (decision 043): every id must be an order,
     * and every order one that is to leave the shop or is on its way (`canPrintLabel`).
     */
    async shippingLabels(ids: number[], layout: LabelLayout, language: Language, kind: PrintKind = 'label') {
      const labelled = await labelledOrders(ids);
      const refused = labelled.filter((order) => !canPrintLabel(order));
      if (refused.length > 0)
        throw new AppError(
          422,
          'LABEL_NOT_PRINTABLE',
          `Label hanya untuk pesanan yang sedang diproses atau dikirim: ${refused
            .map((order) => `${order.order_number} ${NOT_PRINTABLE[order.status]}`)
            .join(', ')}.`,
          {
            details: refused.map((order) => ({
              path: 'ids',
              message: `${order.order_number} (${order.order_id}) ${NOT_PRINTABLE[order.status]}.`,
            })),
          },
        );
      const weights = await orders.parcelGrams(ids, DEFAULT_VARIANT_WEIGHT_GRAMS);
      return {
        fileName: shippingLabelsFileName(labelled, layout, clock.now(), kind),
        pdf: await renderShippingLabels(
          labelled.map((order) => ({ order, grams: weights.get(order.order_id) ?? DEFAULT_VARIANT_WEIGHT_GRAMS })),
          layout,
          language,
          kind,
        ),
      };
    },
  };
}
export type OrderDocumentsService = ReturnType<typeof orderDocumentsService>;
