import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { usingPostgres } from './test-app.js';

/**
 * A database of its own, as test/support/test-app.ts makes one, but left unmigrated: the migration tests fill it
 * the way an earlier release did, with plain SQL and that release's columns.
 */
export async function openEmptyDatabase(dataDir: string): Promise<{
  handle: DatabaseHandle;
  /** `insert into table (…) values (…) returning id`; `…_at` strings are timestamps, booleans as the dialect has them. */
  insert(table: string, row: Record<string, unknown>): Promise<number>;
  drop(): Promise<void>;
}> {
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (!usingPostgres()) {
    handle = openDatabase({ sqliteFile: path.join(dataDir, 'shop.db') });
  } else {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await admin(`create schema ${schema}`);
    handle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 5 });
    drop = () => admin(`drop schema ${schema} cascade`);
  }
  const postgres = handle.dialect === 'postgres';
  const bool = (value: boolean) => (postgres ? value : value ? 1 : 0);
  const time = (iso: string) => (postgres ? sql`${iso}::timestamptz` : sql`${iso}`);
  return {
    handle,
    drop,
    async insert(table, row) {
      const entries = Object.entries(row);
      const values: RawBuilder<unknown>[] = entries.map(([column, value]) =>
        typeof value === 'boolean'
          ? sql`${bool(value)}`
          : typeof value === 'string' && /(_at)$/.test(column)
            ? time(value)
            : sql`${value}`,
      );
      const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)}
        (${sql.join(entries.map(([column]) => sql.ref(column)))}) values (${sql.join(values)}) returning id`.execute(
        handle.db,
      );
      return Number(rows[0]!.id);
    },
  };
}
