import type { Order } from '@boneka/shared';
import type {
  AmountMismatch,
  DueGatewayCancel,
  GatewayEvent,
  GatewayOutcome,
  OrderWithUser,
} from '../orders/orders.service.js';

/**
 * What the payments module needs of orders, and nothing more: the orders service (modules/orders) is handed in as
 * this port by app.ts. The dependency points one way: payments knows orders through it; orders never names payments
 * (an order's moves owed to the gateway are told through `onGatewayCancelQueued`).
 */
export interface OrdersForPayments {
  /** The shopper's own order as stored, for paying it online; anyone else's is not found. */
  ownForPayment(userId: number, token: string): Promise<OrderWithUser>;
  /** The order a gateway transaction names, by our order number. */
  byNumberForGateway(orderNumber: string): Promise<OrderWithUser | undefined>;
  /** The order in the shape of the API contract. */
  present(row: OrderWithUser): Promise<Order>;
  /** The order's lines as bought, named as the shopper chose them: a Snap transaction's items. */
  linesOf(
    orderId: number,
  ): Promise<{ product_id: number; product_name: string; unit_price: number; quantity: number }[]>;
  /** Keeps the order's Snap transaction unless one was stored meanwhile; false then. */
  setGatewayCheckout(orderId: number, token: string, redirectUrl: string): Promise<boolean>;
  /** Applies a verified gateway event to the order, once. */
  recordGatewayEvent(row: OrderWithUser, event: GatewayEvent): Promise<GatewayOutcome>;
  /** Keeps, once, a signed notification whose amount is not the order's, for the owner to check. */
  recordAmountMismatch(row: OrderWithUser, event: AmountMismatch): Promise<GatewayOutcome>;
  /** Called after the commit of an order's move that owes Midtrans a cancel of its transaction (decision 024). */
  onGatewayCancelQueued(listener: () => void): void;
  /** The cancels owed to the gateway whose next try is due now. */
  dueGatewayCancels(limit: number): Promise<DueGatewayCancel[]>;
  /** Holds one cancel until `until`; false when another instance holds it. */
  claimGatewayCancel(id: number, claimedBefore: string | null, until: string): Promise<boolean>;
  settleGatewayCancel(
    id: number,
    changes: {
      status: 'pending' | 'done' | 'lapsed';
      attempts: number;
      next_attempt_at: string;
      last_error: string | null;
      updated_at: string;
    },
  ): Promise<void>;
  /** Online orders whose time to pay has run out, to ask Midtrans about before the expiry sweep cancels them. */
  onlineDueToExpire(): Promise<OrderWithUser[]>;
}
