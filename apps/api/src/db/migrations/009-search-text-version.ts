import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Migration } from './helpers.js';
import { updateTriggerParts } from './007-catalog-totals.js';

/**
 * `name_version` (migration 007) moves with the description too: it is now the version of the text full-text
 * search reads (name and description), so that the catalogue can keep which products a search's words match
 * and know, from the page's own statement, when that may have changed (decision 014).
 */
const VERSIONED: Record<string, string[]> = {
  members_version: ['is_active', 'created_at'],
  price_version: ['price'],
  sold_version: ['sold_count'],
  rating_version: ['rating_sum', 'review_count'],
  name_version: ['name', 'description'],
};

export function searchTextVersion(dialect: Dialect): Migration {
  const { bumps, anyChanged, watched } = updateTriggerParts(dialect, VERSIONED);
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await sql`drop trigger catalog_totals_update`.execute(db);
        await sql`create trigger catalog_totals_update after update of ${watched} on products when ${anyChanged} begin
          update catalog_totals
            set ${bumps}, active_products = active_products + (new.is_active = 1) - (old.is_active = 1)
            where id = 1;
        end`.execute(db);
        return;
      }
      await sql`create or replace function catalog_totals_updated() returns trigger language plpgsql set search_path from current as $$
        begin
          update catalog_totals
            set ${bumps}, active_products = active_products + new.is_active::int - old.is_active::int
            where id = 1;
          return null;
        end $$`.execute(db);
      await sql`drop trigger catalog_totals_update on products`.execute(db);
      await sql`create constraint trigger catalog_totals_update after update of ${watched} on products
        deferrable initially deferred for each row when (${anyChanged})
        execute function catalog_totals_updated()`.execute(db);
    },
  };
}
