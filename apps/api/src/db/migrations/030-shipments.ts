import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * "Atur Pengiriman": shipments booked with Komerce's delivery-order API, Komship (issue 43, decision 058).
 *
 * - `order_shipments`: an order's one booked shipment (the unique `order_id` is what lets only one request book it):
 *   its state and method, the pick-up slot asked for, Komship's own order number and the airway bill it gave, the
 *   destination ids the booking used, the step a failure stopped at with the vendor's words and the failed tries,
 *   and `claimed_until`, the lease of the one request asking the vendor now.
 * - `komship_destinations`: Komship's destination id of a place (our district and the address's postal code, '' for
 *   none), once its search found it: its ids are its own, not RajaOngkir's nor the official codes.
 */
export function shipments(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await k
        .withId(db.schema.createTable('order_shipments'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('state', 'varchar(20)', (c) => c.notNull())
        .addColumn('method', 'varchar(10)', (c) => c.notNull())
        .addColumn('pickup_date', 'varchar(10)')
        .addColumn('pickup_time', 'varchar(5)')
        .addColumn('vendor_order_no', 'varchar(60)')
        .addColumn('awb', 'varchar(60)')
        .addColumn('origin_destination_id', 'integer')
        .addColumn('receiver_destination_id', 'integer')
        .addColumn('pickup_at', k.timestamp)
        .addColumn('failed_step', 'varchar(20)')
        .addColumn('error', 'varchar(500)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_until', k.timestamp)
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .execute();
      // The status webhook names Komship's order number; the shipment is found by it.
      await db.schema
        .createIndex('order_shipments_vendor_order')
        .on('order_shipments')
        .column('vendor_order_no')
        .execute();

      await db.schema
        .createTable('komship_destinations')
        .addColumn('district_id', 'integer', (c) => c.notNull())
        .addColumn('postal_code', 'varchar(10)', (c) => c.notNull())
        .addColumn('destination_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('komship_destinations_place', ['district_id', 'postal_code'])
        .execute();
    },
  };
}
