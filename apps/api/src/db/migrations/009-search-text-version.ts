import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Migration } from './helpers.js';
import { createUpdateTrigger, VERSIONED } from './007-catalog-totals.js';

/**
 * `name_version` (migration 007) moves with the description too: it is now the version of the text full-text
 * search reads (name and description), so that the catalogue can keep which products a search's words match
 * and know, from the page's own statement, when that may have changed (decision 014).
 */
export function searchTextVersion(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createUpdateTrigger(db, dialect, { ...VERSIONED, name_version: ['name', 'description'] }, true);
    },
  };
}
