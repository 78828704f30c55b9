import type { BookShipmentBody } from '@boneka/shared';
import {
  canMake,
  canPrintLabel,
  MAX_BULK_ORDERS,
  ORDER_TRANSITIONS,
  type BulkAction,
  type BulkOrderResult,
  type BulkOrdersBody,
  type BulkOrdersResponse,
  type Order,
} from '@boneka/shared';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict } from '../../lib/errors.js';
import { NOT_PRINTABLE } from '../order-documents/order-documents.service.js';
import { stateOf } from '../orders/order-presenter.js';
import type { OrdersService, OrderWithUser } from '../orders/orders.service.js';

/** What bulk actions need of orders (modules/orders): the orders picked, and the owner's "process" move. */
export type OrdersForBulk = Pick<OrdersService, 'bulkTargets' | 'tabSize' | 'setStatus'>;

type Booking = z.output<typeof BookShipmentBody>;

/** What bulk actions need of shipments (modules/shipments, decision 058): whether booking is on, and one booking. */
export interface ShipmentsForBulk {
  available: boolean;
  /** Books one order's shipment; an order-level failure is its result, never a throw. */
  bookOne(orderId: number, body: Booking, actor: Actor): Promise<BulkOrderResult>;
}

export interface BulkOrdersDeps {
  orders: OrdersForBulk;
  shipments: ShipmentsForBulk;
}

type Body = z.output<typeof BulkOrdersBody>;
type Result = BulkOrdersResponse['data'];
/** Bookings asked of the vendor at once: a busy day's hundreds of orders in minutes, not one at a time. */
const BOOKING_LANES = 4;

const result = (
  row: OrderWithUser,
  outcome: BulkOrderResult['outcome'],
  code: string | null,
  message: string | null,
) => ({
  order_id: row.id,
  order_number: row.order_number,
  outcome,
  code,
  message,
});

/** Runs `task` over `items` with at most `lanes` running at once, keeping each result in its item's place. */
async function inLanes<T, R>(items: T[], lanes: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}

/**
 * The owner's bulk actions on orders (issue 43): each picked order is acted on by itself, in its own transaction, so
 * one refusal or failure never hides or undoes the others; the answer says what happened to every order. A move
 * that lost a race (the same action run twice at once) is reported skipped: each order changes once.
 */
export function bulkOrdersService({ orders, shipments }: BulkOrdersDeps) {
  /** The orders picked: every id must be an order (404 names those that are not), or up to the cap of a tab. */
  async function targets(selection: Body['selection']) {
    const rows = await orders.bulkTargets(selection, MAX_BULK_ORDERS);
    if ('tab' in selection) return rows;
    const missing = selection.order_ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0)
      throw new AppError(404, 'NOT_FOUND', `Pesanan tidak ditemukan: ${missing.join(', ')}.`, {
        details: missing.map((id) => ({ path: 'selection.order_ids', message: `Pesanan ${id} tidak ada.` })),
      });
    return selection.order_ids.map((id) => rows.find((row) => row.id === id)!);
  }

  /** "Tandai Diproses": a COD order waiting for the shop moves to processing; any other order is skipped. */
  async function process(row: OrderWithUser, actor: Actor): Promise<BulkOrderResult> {
    if (!canMake('status_processing', stateOf(row)))
      return result(
        row,
        'skipped',
        'INVALID_TRANSITION',
        row.status === 'processing' ? 'Sudah diproses.' : ORDER_TRANSITIONS.status_processing.refusal,
      );
    try {
      await orders.setStatus(row.id, 'processing', null, actor);
      return result(row, 'done', null, null);
    } catch (error) {
      // Moved meanwhile (the same action run twice at once): this run changed nothing.
      if (error instanceof AppError && error.statusCode === 409)
        return result(row, 'skipped', error.code, error.message);
      return result(row, 'failed', error instanceof AppError ? error.code : 'INTERNAL', (error as Error).message);
    }
  }

  /** Labels and packing slips hold the orders that are to leave the shop or are on their way. */
  const printable = (row: OrderWithUser): BulkOrderResult =>
    canPrintLabel({ status: row.status as Order['status'] })
      ? result(row, 'done', null, null)
      : result(row, 'skipped', 'LABEL_NOT_PRINTABLE', `Pesanan ${NOT_PRINTABLE[row.status as Order['status']]}.`);

  async function act(action: BulkAction, rows: OrderWithUser[], body: Body, actor: Actor) {
    switch (action) {
      case 'process': {
        const done: BulkOrderResult[] = [];
        for (const row of rows) done.push(await process(row, actor));
        return done;
      }
      case 'book_shipment': {
        const booking: Booking = body.shipment ?? { method: 'pickup' };
        return inLanes(rows, BOOKING_LANES, (row) => shipments.bookOne(row.id, booking, actor));
      }
      case 'labels':
      case 'packing_slips':
        return rows.map(printable);
      case 'export':
        return rows.map((row) => result(row, 'done', null, null));
    }
  }

  return {
    async run(body: Body, actor: Actor): Promise<Result> {
      if (body.action === 'book_shipment' && !shipments.available)
        throw conflict(
          'SHIPMENT_BOOKING_OFF',
          'Shipments are booked by hand here (no Komship key): type each resi on the order.',
        );
      const { selection } = body;
      // A tab of more than MAX_BULK_ORDERS is taken oldest first; the answer says how many were left for next time.
      const inTab = 'tab' in selection ? await orders.tabSize(selection.tab) : 0;
      const rows = await targets(selection);
      const results = await act(body.action, rows, body, actor);
      const documents = body.action === 'labels' || body.action === 'packing_slips' || body.action === 'export';
      const included = results.filter((r) => r.outcome === 'done').map((r) => r.order_id);
      const remaining = Math.max(0, inTab - rows.length);
      return {
        action: body.action,
        results,
        done: included.length,
        skipped: results.filter((r) => r.outcome === 'skipped').length,
        failed: results.filter((r) => r.outcome === 'failed').length,
        document_ids: documents && included.length > 0 ? included.join(',') : null,
        remaining,
      };
    },
  };
}
export type BulkOrdersService = ReturnType<typeof bulkOrdersService>;
