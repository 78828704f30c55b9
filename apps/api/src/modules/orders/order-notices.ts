import type { OrderEvent } from '@boneka/shared';
import type { Executor } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';

/** What sends an order's mails: its moves, its placing, and the tracking poller's flag on its resi (decision 051). */
export type OrderNoticeCause = OrderEvent | 'created' | 'resi_flagged';

/**
 * The mails an order's moves send (docs/design.md §10), as the orders module needs them: written to the outbox in the
 * move's own transaction, sent once it commits. The mails themselves are the order's documents
 * (modules/order-documents/order-notices.ts), wired in by the composition root (compose/wire-orders.ts).
 */
export interface OrderNotices {
  /** Queues the mails of `cause` for this order, in the transaction `trx` that makes the move. */
  queue(
    row: Pick<OrderRow, 'id' | 'user_id' | 'language'>,
    cause: OrderNoticeCause,
    note: string | null,
    trx: Executor,
  ): Promise<void>;
  /** After the commit: the outbox sends now rather than at its next look. */
  sendSoon(): void;
}
