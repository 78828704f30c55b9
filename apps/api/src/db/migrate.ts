import { Migrator, type Migration as KyselyMigration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { accounts } from './migrations/001-accounts.js';
import { catalog } from './migrations/002-catalog.js';
import { orders } from './migrations/003-orders.js';
import { sortIndexes } from './migrations/004-sort-indexes.js';

/** Numbered, forward-only. Append; never edit a migration that has shipped. */
function allMigrations(handle: DatabaseHandle): Record<string, KyselyMigration> {
  return {
    '001-accounts': accounts(handle.dialect),
    '002-catalog': catalog(handle.dialect),
    '003-orders': orders(handle.dialect),
    '004-sort-indexes': sortIndexes(),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(handle) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
