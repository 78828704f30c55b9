import type { ColumnDataType, Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/** What checkout needs on an order: courier, address snapshot, proof, expiry, history, idempotency. */
export function orders(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const add = (column: string, type: ColumnDataType, notNullDefault?: string) =>
        db.schema
          .alterTable('orders')
          .addColumn(column, type, (c) => (notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault)))
          .execute();
      await add('courier', 'varchar(20)', '');
      await add('courier_service', 'varchar(40)', '');
      await add('shipping_etd', 'varchar(30)', '');
      await add('tracking_number', 'varchar(50)');
      await add('notes', 'varchar(500)');
      await add('payment_proof', 'varchar(255)');
      await add('ship_recipient', 'varchar(100)', '');
      await add('ship_phone', 'varchar(24)', '');
      await add('ship_street', 'varchar(300)', '');
      await add('ship_district', 'varchar(100)', '');
      await add('ship_city', 'varchar(100)', '');
      await add('ship_province', 'varchar(100)', '');
      await add('ship_postal_code', 'varchar(5)', '');
      await add('ship_district_id', 'integer');
      await add('expires_at', k.timestamp);
      await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('orders_payment_status').on('orders').columns(['payment_status', 'id']).execute();

      await k
        .withId(db.schema.createTable('order_history'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('event', 'varchar(40)', (c) => c.notNull())
        .addColumn('from_status', 'varchar(16)')
        .addColumn('to_status', 'varchar(16)', (c) => c.notNull())
        .addColumn('from_payment_status', 'varchar(16)')
        .addColumn('to_payment_status', 'varchar(16)', (c) => c.notNull())
        .addColumn('note', 'varchar(300)')
        .addColumn('actor', 'varchar(16)', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer')
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_history_order').on('order_history').columns(['order_id', 'id']).execute();

      await k
        .withId(db.schema.createTable('idempotency_keys'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'varchar(100)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'key'])
        .execute();
    },
  };
}
