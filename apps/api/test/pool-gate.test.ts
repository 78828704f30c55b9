import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { usingPostgres } from './support/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A busy pool is not a database that is gone (decision 052). 200 buyers of one doll queued past the connect timeout
 * inside node-postgres and a dozen were answered 503 on a loaded machine (SECURITY 18); the wait for a turn is now
 * the shop's own, bounded by the statement timeout, and the connect timeout bounds only a connect.
 */
describe.runIf(usingPostgres())('waiting for a connection (PostgreSQL)', () => {
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
  });
  const open = (connectTimeoutMs: number, statementTimeoutMs: number) => {
    const handle = openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      poolSize: 2,
      connectTimeoutMs,
      statementTimeoutMs,
    });
    handles.push(handle);
    return handle.db;
  };
  /** A transaction that holds its connection for `ms` (idle in it: no statement runs meanwhile). */
  const holding = (db: ReturnType<typeof open>, ms: number) =>
    db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await sleep(ms);
      return (await sql<{ n: number }>`select 2 as n`.execute(trx)).rows[0]!.n;
    });

  it('queues requests past the connect timeout while every connection is lent, and answers them all', async () => {
    // Two connections, ten transactions of 150 ms each: the last waits about 600 ms, three times the connect timeout.
    const db = open(200, 30_000);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => holding(db, 150)));
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    expect(results.map((r) => (r as PromiseFulfilledResult<number>).value)).toEqual(Array(10).fill(2));
  });

  it('gives up on a turn that waits longer than a statement may run, as the database being unavailable (503)', async () => {
    const db = open(5_000, 300);
    const held = [holding(db, 900), holding(db, 900)];
    const third = await holding(db, 0).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(third)).toBe(true);
    expect(String(third)).toMatch(/every connection stayed lent for 300 ms/);
    await expect(Promise.all(held)).resolves.toEqual([2, 2]);
    // The turns it gave back are taken again.
    await expect(holding(db, 0)).resolves.toBe(2);
  });
});
