import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Sign-ups waiting for their code (decision 025): the account row is created only when the code mailed for this
 * very sign-up comes back, with this sign-up's password and details. One per e-mail (a newer one replaces it).
 * Unverified accounts made before this migration move here, so that they too can only be finished by a code;
 * their codes were in `email_otps`, which nothing uses any more.
 */
export function signups(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await k
        .withId(db.schema.createTable('signups'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('username', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(60)')
        .addColumn('phone_number', 'varchar(24)')
        .addColumn('code_hash', 'varchar(128)')
        .addColumn('code_expires_at', k.timestamp)
        .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('signups_created').on('signups').column('created_at').execute();

      // An unverified account with orders cannot exist (it could never sign in); the guard keeps the move safe.
      const unverified = sql`email_verified = ${k.falseValue} and not exists (select 1 from orders o where o.user_id = users.id)`;
      await sql`insert into signups (email, username, password_hash, first_name, last_name, phone_number, created_at)
        select email, username, password_hash, first_name, last_name, phone_number, created_at
        from users where ${unverified}`.execute(db);
      await sql`delete from notifications where user_id in (select id from users where ${unverified})`.execute(db);
      await sql`delete from email_otps where user_id in (select id from users where ${unverified})`.execute(db);
      await sql`delete from users where ${unverified}`.execute(db);
      await db.schema.dropTable('email_otps').execute();
    },
  };
}
