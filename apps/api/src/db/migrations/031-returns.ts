import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Returns of goods after a complaint ("kembalikan barang", issue 43, decision 059).
 *
 * - `orders.return_state`: `requested` (the owner asked for the goods back), `shipped` (the shopper gave the
 *   parcel's resi), `received` (the owner confirmed what came back); null when no return was asked for.
 * - `order_returns`: the order's one return: the address the shopper was given, as it was then, and the owner's
 *   note; the shopper's courier and resi; who confirmed the receipt, when, with a note.
 * - `order_return_lines`: what came back of each order line: the units, and whether they can be sold again (those
 *   went back to stock when the receipt was confirmed).
 */
export function returns(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('return_state', 'varchar(10)').execute();

      await k
        .withId(db.schema.createTable('order_returns'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('address_recipient', 'varchar(200)', (c) => c.notNull())
        .addColumn('address_phone', 'varchar(40)', (c) => c.notNull())
        .addColumn('address_text', 'varchar(500)', (c) => c.notNull())
        .addColumn('note', 'varchar(500)')
        .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('requested_at', k.timestamp, (c) => c.notNull())
        .addColumn('courier', 'varchar(20)')
        .addColumn('resi', 'varchar(50)')
        .addColumn('shipped_at', k.timestamp)
        .addColumn('received_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('received_at', k.timestamp)
        .addColumn('received_note', 'varchar(500)')
        .execute();

      await k
        .withId(db.schema.createTable('order_return_lines'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('sellable', k.boolean, (c) => c.notNull())
        .addUniqueConstraint('order_return_lines_once', ['order_id', 'order_item_id'])
        .execute();
    },
  };
}
