import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../database.js';
import type { Migration } from './helpers.js';

/** Each version and the product columns whose change moves it (the sorts and the price filter read them). */
export const VERSIONED: Record<string, string[]> = {
  members_version: ['is_active', 'created_at'],
  price_version: ['price'],
  sold_version: ['sold_count'],
  rating_version: ['rating_sum', 'review_count'],
  name_version: ['name'],
};

/** The pieces of the update trigger for `versioned`. */
function updateTriggerParts(dialect: Dialect, versioned: Record<string, string[]>) {
  const columns = Object.values(versioned).flat();
  const changed = (column: string) =>
    dialect === 'postgres' ? `(old.${column} is distinct from new.${column})` : `(old.${column} is not new.${column})`;
  const asInteger = (condition: string) => (dialect === 'postgres' ? `(${condition})::int` : `(${condition})`);
  /** `version = version + 1` for each version whose columns the update changed. */
  const bumps: RawBuilder<unknown> = sql.raw(
    Object.entries(versioned)
      .map(([version, watched]) => `${version} = ${version} + ${asInteger(watched.map(changed).join(' or '))}`)
      .join(', '),
  );
  return {
    bumps,
    anyChanged: sql.raw(columns.map(changed).join(' or ')),
    watched: sql.raw(columns.join(', ')),
  };
}

/**
 * The trigger that moves the versions of `versioned` on each product update (and, on PostgreSQL, its function).
 * `replace`: the one in place is replaced (a later migration watching other columns).
 */
export async function createUpdateTrigger(
  db: Kysely<unknown>,
  dialect: Dialect,
  versioned: Record<string, string[]>,
  replace = false,
) {
  const { bumps, anyChanged, watched } = updateTriggerParts(dialect, versioned);
  if (dialect === 'sqlite') {
    if (replace) await sql`drop trigger catalog_totals_update`.execute(db);
    await sql`create trigger catalog_totals_update after update of ${watched} on products when ${anyChanged} begin
      update catalog_totals
        set ${bumps}, active_products = active_products + (new.is_active = 1) - (old.is_active = 1)
        where id = 1;
    end`.execute(db);
    return;
  }
  await sql`${sql.raw(replace ? 'create or replace' : 'create')} function catalog_totals_updated() returns trigger language plpgsql set search_path from current as $$
    begin
      update catalog_totals
        set ${bumps}, active_products = active_products + new.is_active::int - old.is_active::int
        where id = 1;
      return null;
    end $$`.execute(db);
  if (replace) await sql`drop trigger catalog_totals_update on products`.execute(db);
  await sql`create constraint trigger catalog_totals_update after update of ${watched} on products
    deferrable initially deferred for each row when (${anyChanged})
    execute function catalog_totals_updated()`.execute(db);
}

/**
 * One row of catalogue totals, kept by triggers in the same transaction as every product write, whoever makes it
 * (the app, a seed, a bulk load, SQL typed by hand):
 * - `active_products`: the unfiltered list's total, read instead of counting the active catalogue on every page;
 * - one version per thing a catalogue order depends on: which products are listed (`members_version`: insert,
 *   delete, hide), and each sort key. The catalogue keeps each sort's order in memory and checks the versions in
 *   the statement that reads a page's rows, so that page N costs what page 1 costs (docs/performance.md, "Engine
 *   without the cache"). An order changes `sold_version` only: the newest-first order stays valid.
 */
export function catalogTotals(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('catalog_totals')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('active_products', 'integer', (c) => c.notNull());
      for (const version of Object.keys(VERSIONED)) {
        table = table.addColumn(version, 'bigint', (c) => c.notNull().defaultTo(1));
      }
      await table.addCheckConstraint('catalog_totals_one_row', sql`id = 1`).execute();
      const active = dialect === 'postgres' ? sql`is_active` : sql`is_active = 1`;
      await sql`insert into catalog_totals (id, active_products) select 1, count(*) from products where ${active}`.execute(
        db,
      );

      if (dialect === 'sqlite') {
        await sql`create trigger catalog_totals_insert after insert on products begin
          update catalog_totals
            set members_version = members_version + 1, active_products = active_products + (new.is_active = 1)
            where id = 1;
        end`.execute(db);
        await sql`create trigger catalog_totals_delete after delete on products begin
          update catalog_totals
            set members_version = members_version + 1, active_products = active_products - (old.is_active = 1)
            where id = 1;
        end`.execute(db);
        await createUpdateTrigger(db, dialect, VERSIONED);
        return;
      }

      // PostgreSQL. The functions keep the schema they were made in (`set search_path from current`): a write from
      // a session with another search_path (SQL typed by hand, `schema.products`) still finds catalog_totals.
      // Inserts and deletes: once per statement (a bulk load of 10 000 rows is one update of the row,
      // not 10 000 updates of one row in one transaction). Updates: per changed row, deferred to the commit, so
      // that an order's transaction does not hold this row's lock between its stock updates: two orders taking
      // stock of two products in turn would otherwise wait for each other.
      await sql`create function catalog_totals_inserted() returns trigger language plpgsql set search_path from current as $$
        begin
          update catalog_totals
            set members_version = members_version + 1,
              active_products = active_products + (select count(*) from inserted where is_active)
            where id = 1;
          return null;
        end $$`.execute(db);
      await sql`create function catalog_totals_deleted() returns trigger language plpgsql set search_path from current as $$
        begin
          update catalog_totals
            set members_version = members_version + 1,
              active_products = active_products - (select count(*) from deleted where is_active)
            where id = 1;
          return null;
        end $$`.execute(db);
      await sql`create trigger catalog_totals_insert after insert on products
        referencing new table as inserted for each statement execute function catalog_totals_inserted()`.execute(db);
      await sql`create trigger catalog_totals_delete after delete on products
        referencing old table as deleted for each statement execute function catalog_totals_deleted()`.execute(db);
      await createUpdateTrigger(db, dialect, VERSIONED);
    },
  };
}
