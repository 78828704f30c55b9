import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { openEmptyDatabase } from './support/old-database.js';
import { usingPostgres } from './support/test-app.js';

/**
 * The shop migrates its own schema on a PostgreSQL database that other schemas share (another app, a second shop
 * deploying, the test files side by side), and what happens in those schemas meanwhile must not fail it. Kysely's
 * own introspector read every schema's columns through `pg_get_serial_sequence`, which fails with "schema … does not
 * exist" when another schema is dropped during the read (db/pg-introspector.ts).
 */
describe.runIf(usingPostgres())('migrations on a PostgreSQL database that other schemas share', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-pg-others-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const adminQuery = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };

  it('sees only its own schema: another schema’s tables are not taken for the shop’s', async () => {
    const other = `other_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create schema ${other}; create table ${other}.users (id serial primary key)`);
    cleanups.push(() => adminQuery(`drop schema if exists ${other} cascade`).then(() => undefined));
    const empty = await openEmptyDatabase(dataDir);
    cleanups.push(async () => {
      await empty.handle.close();
      await empty.drop();
    });
    expect(await empty.handle.db.introspection.getTables()).toEqual([]);
    const applied = await migrateToLatest(empty.handle);
    expect(applied[0]).toBe('001-accounts');
    const tables = await empty.handle.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('users');
    expect(tables.every((table) => !table.name.startsWith('kysely_'))).toBe(true);
    const withKysely = await empty.handle.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withKysely.map((table) => table.name)).toEqual(
      expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']),
    );
    expect(new Set(withKysely.map((table) => table.schema)).size).toBe(1);
    expect(await migrateToLatest(empty.handle)).toEqual([]);
  });

  it('migrates while other schemas are created, altered and dropped on the same database all along', async () => {
    let churning = true;
    let churned = 0;
    const churn = (async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        while (churning) {
          const name = `churn_${randomBytes(6).toString('hex')}`;
          await client.query(`create schema ${name}`);
          await client.query(`create table ${name}.signups (id serial primary key, email text)`);
          await client.query(`alter table ${name}.signups drop column email`);
          await client.query(`drop schema ${name} cascade`);
          churned += 1;
        }
      } finally {
        await client.end();
      }
    })();
    try {
      for (let i = 0; i < 3; i += 1) {
        const empty = await openEmptyDatabase(dataDir);
        try {
          expect((await migrateToLatest(empty.handle)).length).toBeGreaterThan(20);
        } finally {
          await empty.handle.close();
          await empty.drop();
        }
      }
    } finally {
      churning = false;
      await churn;
    }
    expect(churned).toBeGreaterThan(10);
  });
});
