import type { ExpressionBuilder, Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { Database, OrderShipmentRow, OrderShipmentsTable } from '../../db/schema.js';

/** What a step of the booking writes on the shipment. */
export type ShipmentChanges = Omit<Updateable<OrderShipmentsTable>, 'id' | 'order_id' | 'created_at'>;

/** One line of the parcel as Komship's "Store Order" lists it: what was bought, at what price, weight and size. */
export interface ParcelLine {
  product_name: string;
  variant_label: string | null;
  unit_price: number;
  quantity: number;
  subtotal: number;
  /** Per unit, as ordered; null for lines ordered before variants had weights. */
  weight_grams: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
}

/** No request holds the shipment: never claimed, released, or its holder's lease ran out (a crash). */
const leaseFree = (now: string) => (eb: ExpressionBuilder<Database, 'order_shipments'>) =>
  eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]);

/** The SQL of booked shipments (decision 058): the one row per order, its lease, and Komship's destination ids. */
export function shipmentsRepo(db: Db) {
  return {
    find(orderId: number, ex: Executor = db): Promise<OrderShipmentRow | undefined> {
      return ex.selectFrom('order_shipments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },
    ofOrders(orderIds: number[]): Promise<OrderShipmentRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('order_shipments').selectAll().where('order_id', 'in', orderIds).execute();
    },
    byVendorOrderNo(orderNo: string): Promise<OrderShipmentRow | undefined> {
      return db.selectFrom('order_shipments').selectAll().where('vendor_order_no', '=', orderNo).executeTakeFirst();
    },
    /**
     * The first booking of an order: its row, held by this request until `claimed_until`. False when the order
     * already has one (another request inserted it first: the unique `order_id` lets one of them in).
     */
    async insertClaimed(
      row: Pick<
        OrderShipmentRow,
        'order_id' | 'state' | 'method' | 'pickup_date' | 'pickup_time' | 'claimed_until' | 'created_at' | 'updated_at'
      >,
    ): Promise<boolean> {
      const result = await db
        .insertInto('order_shipments')
        .values({ ...row, attempts: 0 })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    /**
     * Takes the shipment as read for this request until `changes.claimed_until`: only if it has not changed since
     * (`updated_at`) and no other request holds it. False when another request was first.
     */
    async claim(row: OrderShipmentRow, now: string, changes: ShipmentChanges): Promise<boolean> {
      const result = await db
        .updateTable('order_shipments')
        .set(changes)
        .where('id', '=', row.id)
        .where('state', '=', row.state)
        .where('updated_at', '=', row.updated_at)
        .where(leaseFree(now))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** A step's result, written only while this request's claim (`claimedUntil`) still holds the shipment. */
    async update(id: number, claimedUntil: string, changes: ShipmentChanges, ex: Executor = db): Promise<boolean> {
      const result = await ex
        .updateTable('order_shipments')
        .set(changes)
        .where('id', '=', id)
        .where('claimed_until', '=', claimedUntil)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * A change no request is making (what the vendor said of its order, a label that could not be fetched): only
     * while nobody holds the shipment and it is still in one of `states`.
     */
    async updateUnclaimed(
      id: number,
      states: readonly OrderShipmentRow['state'][],
      now: string,
      changes: ShipmentChanges,
    ): Promise<boolean> {
      const result = await db
        .updateTable('order_shipments')
        .set(changes)
        .where('id', '=', id)
        .where('state', 'in', states)
        .where(leaseFree(now))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Komship's id of a district and postal code ('' for none), when its search found it before. */
    async keptDestination(districtId: number, postalCode: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('komship_destinations')
        .select('destination_id')
        .where('district_id', '=', districtId)
        .where('postal_code', '=', postalCode)
        .executeTakeFirst();
      return row?.destination_id;
    },
    async keepDestination(districtId: number, postalCode: string, destinationId: number, now: string) {
      await db
        .insertInto('komship_destinations')
        .values({ district_id: districtId, postal_code: postalCode, destination_id: destinationId, created_at: now })
        .onConflict((oc) => oc.columns(['district_id', 'postal_code']).doNothing())
        .execute();
    },

    /** The order's lines as bought, with the size of their variant today (an order keeps no sizes). */
    parcelLines(orderId: number): Promise<ParcelLine[]> {
      return db
        .selectFrom('order_items as i')
        .leftJoin('product_variants as v', 'v.id', 'i.variant_id')
        .select([
          'i.product_name',
          'i.variant_label',
          'i.unit_price',
          'i.quantity',
          'i.subtotal',
          'i.weight_grams',
          'v.length_cm',
          'v.width_cm',
          'v.height_cm',
        ])
        .where('i.order_id', '=', orderId)
        .orderBy('i.id')
        .execute();
    },
  };
}
export type ShipmentsRepo = ReturnType<typeof shipmentsRepo>;
