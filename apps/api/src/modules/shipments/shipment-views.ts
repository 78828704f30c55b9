import type { Shipment } from '@boneka/shared';
import type { OrderShipmentRow } from '../../db/schema.js';
import type { ShipmentViews } from '../orders/orders.service.js';
import type { ShipmentsRepo } from './shipments.repo.js';

/** States in which the vendor's order may still be cancelled: it exists (or never reached the vendor) and no courier has it. */
const CANCELLABLE: ReadonlySet<OrderShipmentRow['state']> = new Set(['created', 'awaiting_pickup', 'failed']);

/** A stored shipment in the shape of the API contract (packages/shared/src/schemas/shipments.ts). */
export function presentShipment(row: OrderShipmentRow): Shipment {
  return {
    state: row.state,
    method: row.method,
    vendor_order_no: row.vendor_order_no,
    awb: row.awb,
    pickup_at: row.pickup_at,
    failed_step: row.failed_step,
    error: row.error,
    attempts: Number(row.attempts),
    has_label: row.awb !== null && row.state !== 'cancelled',
    cancellable: CANCELLABLE.has(row.state),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The port orders reads shipments through (orders.service.ts `ShipmentViews`): the owner's order page and list. */
export function shipmentViews(repo: Pick<ShipmentsRepo, 'ofOrders'>, available: boolean): ShipmentViews {
  return {
    available,
    async ofOrders(ids: number[]) {
      const rows = await repo.ofOrders(ids);
      return new Map(rows.map((row) => [row.order_id, presentShipment(row)]));
    },
  };
}
