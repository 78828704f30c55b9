import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

export function accounts(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await k
        .withId(db.schema.createTable('users'))
        .addColumn('username', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('type', 'varchar(16)', (c) => c.notNull().defaultTo('customer'))
        .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(60)')
        .addColumn('phone_number', 'varchar(24)')
        .addColumn('email_verified', k.boolean, (c) => c.notNull().defaultTo(k.falseValue))
        .addColumn('profile_image', 'varchar(255)')
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .execute();

      await k
        .withId(db.schema.createTable('email_otps'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('expires_at', k.timestamp, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('email_otps_user').on('email_otps').column('user_id').execute();

      await k
        .withId(db.schema.createTable('refresh_tokens'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', k.timestamp, (c) => c.notNull())
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('used_at', k.timestamp)
        .addColumn('revoked_at', k.timestamp)
        .execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

      await db.schema
        .createTable('provinces')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('cities')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cities_province').on('cities').column('province_id').execute();
      await db.schema
        .createTable('districts')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('districts_city').on('districts').column('city_id').execute();

      await k
        .withId(db.schema.createTable('addresses'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('label', 'varchar(50)', (c) => c.notNull())
        .addColumn('recipient_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('phone_number', 'varchar(24)', (c) => c.notNull())
        .addColumn('street_address', 'varchar(300)', (c) => c.notNull())
        .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
        .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
        .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
        .addColumn('postal_code', 'varchar(5)', (c) => c.notNull())
        .addColumn('notes', 'varchar(300)')
        .addColumn('is_default', k.boolean, (c) => c.notNull().defaultTo(k.falseValue))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

      await k
        .withId(db.schema.createTable('audit_log'))
        .addColumn('actor_user_id', 'integer')
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('target', 'varchar(128)')
        .addColumn('details', 'text')
        .addColumn('ip', 'varchar(64)')
        .addColumn('request_id', 'varchar(64)')
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
    },
  };
}
