import { afterAll, beforeAll, expect, it } from 'vitest';
import { FALSE, TRUE } from '../src/db/database.js';
import { makeProduct } from './support/catalog.js';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.js';

/**
 * Reads do not queue behind writes (decision 014): on SQLite the reader thread reads the last committed state
 * while the writer thread holds a transaction; on PostgreSQL another pool connection does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it(`a read is answered, with the committed state, while a transaction holds the writer (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, async () => {
  const { db } = t.services.database;
  const id = (await makeProduct(t.services, { name: 'Boneka Antre', price: 70_000, stock: 12 })).product_id;
  let updated!: () => void;
  const inside = new Promise<void>((resolve) => (updated = resolve));
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  const transaction = db.transaction().execute(async (trx) => {
    await trx.updateTable('products').set({ stock: 5 }).where('id', '=', id).execute();
    updated();
    await held;
  });
  await inside;
  const during = await db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
  expect(during.stock).toBe(12);
  finish();
  await transaction;
  const after = await db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
  expect(after.stock).toBe(5);
});

it('a constraint the database refuses reaches the caller with its code, and the writer goes on', async () => {
  const { db } = t.services.database;
  const id = (await makeProduct(t.services, { name: 'Boneka Unik', price: 70_000, stock: 1 })).product_id;
  const error = await db
    .insertInto('products')
    .values({
      id,
      name: 'Boneka Kembar',
      price: 1,
      stock: 1,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    } as never)
    .execute()
    .then(() => undefined)
    .catch((e: unknown) => e as { code?: string });
  expect(error?.code).toMatch(/^(SQLITE_CONSTRAINT_PRIMARYKEY|23505)$/);
  const row = await db.selectFrom('products').select('name').where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.name).toBe('Boneka Unik');
});

it('a constant flag is written into the SQL, not bound, so that ANALYZE samples never make SQLite plan it again', async () => {
  const { db } = t.services.database;
  const hidden = (await makeProduct(t.services, { name: 'Boneka Tersimpan', price: 70_000, stock: 1 })).product_id;
  await db.updateTable('products').set({ is_active: false }).where('id', '=', hidden).execute();
  const listed = db.selectFrom('products').select('id').where('is_active', '=', TRUE).where('id', '=', hidden);
  const compiled = listed.compile();
  expect(compiled.parameters).toEqual([hidden]);
  expect(compiled.sql).toMatch(usingPostgres() ? /"is_active" = true/ : /"is_active" = 1/);
  expect(await listed.execute()).toEqual([]);
  const unlisted = db.selectFrom('products').select('id').where('is_active', '=', FALSE).where('id', '=', hidden);
  expect(await unlisted.execute()).toEqual([{ id: hidden }]);
});
