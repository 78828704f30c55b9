// The bench's scale data, small: written the way `npm run bench` writes it into a database the app has prepared
// (migrations, regions; SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then checked against the data model
// of decision 033.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { totalsOf } from '../apps/api/src/modules/catalog/product-parts.repo.ts';
import { fts5Query, searchTokens, tsQuery } from '../apps/api/src/modules/catalog/search-terms.ts';
import { prepareDatabase } from '../apps/api/src/startup.ts';
import { CATEGORIES, TABLES, buildScaleData, keep, writePostgres, writeSqlite } from './scale-data.mjs';

// Checking every row of a few thousand takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const SMALL = { products: 400, reviews: 2_000, orders: 600, customers: 80 };
const UNITS = 50;
const build = () =>
  buildScaleData({
    anchor: Date.UTC(2026, 10, 25),
    firstUserId: 1,
    passwordHash: 'not-a-real-hash',
    scale: SMALL,
    contendedUnits: UNITS,
  });
const data = build();
const dirs = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const databases = [
  [
    'sqlite',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'boneka-scale-'));
      dirs.push(dir);
      const file = path.join(dir, 'shop.db');
      const handle = openDatabase({ sqliteFile: file });
      await prepareDatabase({ database: handle });
      await handle.close();
      const sqlite = keep(new Sqlite(file));
      writeSqlite(sqlite, data);
      return {
        query: async (text, ...values) => keep(sqlite.prepare(text)).all(...values),
        search: async (text) =>
          keep(sqlite.prepare('select rowid as id from products_fts where products_fts match ? order by rowid'))
            .all(fts5Query(searchTokens(text)))
            .map((r) => r.id),
        foreignKeyProblems: async () => keep(sqlite.prepare('pragma foreign_key_check')).all(),
        close: async () => sqlite.close(),
      };
    },
  ],
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          'postgres',
          async () => {
            const url = process.env.TEST_DATABASE_URL;
            const schema = `scale_${randomBytes(6).toString('hex')}`;
            const admin = new pg.Client({ connectionString: url });
            await admin.connect();
            await admin.query(`create schema ${schema}`);
            const handle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 1 });
            await prepareDatabase({ database: handle });
            await handle.close();
            // Whole numbers of bigint columns (prices) as numbers, as the app's pool reads them.
            const types = {
              getTypeParser: (oid, format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)),
            };
            const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}`, types });
            await client.connect();
            await writePostgres(client, data);
            return {
              query: async (text, ...values) => {
                let n = 0;
                return (
                  await client.query(
                    text.replace(/\?/g, () => `$${++n}`),
                    values,
                  )
                ).rows;
              },
              search: async (text) =>
                (
                  await client.query(
                    `select id from products where search_vector @@ to_tsquery('simple', $1) order by id`,
                    [tsQuery(searchTokens(text))],
                  )
                ).rows.map((r) => r.id),
              foreignKeyProblems: async () => [],
              close: async () => {
                await client.end();
                await admin.query(`drop schema ${schema} cascade`);
                await admin.end();
              },
            };
          },
        ],
      ]
    : []),
];

const bool = (value) => value === true || value === 1;
const groupBy = (rows, key) => {
  const groups = new Map();
  for (const row of rows) {
    const k = Number(row[key]);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(row);
  }
  return groups;
};

it('draws the same rows every time', () => {
  expect(JSON.stringify(build())).toBe(JSON.stringify(data));
});

it('gives products 1 to 4 variants, galleries, categories of both levels, and some variants switched off', () => {
  const counts = [...groupBy(data.product_variants, 'product_id').values()].map((v) => v.length);
  expect(counts).toHaveLength(SMALL.products);
  expect(new Set(counts)).toEqual(new Set([1, 2, 3, 4]));
  expect(data.product_variants.some((v) => !v.is_active)).toBe(true);
  const photos = [...groupBy(data.product_images, 'product_id').values()].map((g) => g.length);
  expect(Math.max(...photos)).toBeLessThanOrEqual(5);
  expect(photos.filter((n) => n > 1).length).toBeGreaterThan(SMALL.products / 4);
  const used = new Set(data.product_categories.map((pc) => pc.category_id));
  const children = data.categories.filter((c) => c.parent_id !== null);
  expect(children.length).toBeGreaterThan(0);
  expect(children.some((c) => used.has(c.id))).toBe(true);
  expect(data.categories.map((c) => c.slug)).toEqual(CATEGORIES.map(([slug]) => slug));
});

describe.each(databases)('written into a migrated %s database', (kind, open) => {
  let db;
  beforeAll(async () => {
    db = await open();
  }, 120_000);
  afterAll(() => db?.close());

  it('takes every row', async () => {
    for (const table of TABLES) {
      const [{ n }] = await db.query(`select count(*) as n from ${table}`);
      expect(Number(n), table).toBe(data[table].length);
    }
    expect(await db.foreignKeyProblems()).toEqual([]);
    const [totals] = await db.query('select active_products from catalog_totals');
    expect(Number(totals.active_products)).toBe(SMALL.products);
  });

  it('keeps each product’s totals, picture and main category as the catalogue keeps them', async () => {
    const products = await db.query('select * from products order by id');
    const variants = groupBy(
      await db.query('select * from product_variants order by product_id, position'),
      'product_id',
    );
    const images = groupBy(await db.query('select * from product_images order by product_id, position'), 'product_id');
    const options = groupBy(
      await db.query('select * from product_options order by product_id, position'),
      'product_id',
    );
    const links = groupBy(await db.query('select * from product_categories'), 'product_id');
    const categories = new Map((await db.query('select * from categories')).map((c) => [Number(c.id), c]));
    const skus = new Set();
    for (const p of products) {
      const id = Number(p.id);
      const all = variants.get(id);
      expect(all.filter((v) => bool(v.is_active)).length, `product ${id}`).toBeGreaterThan(0);
      const gallery = images.get(id) ?? [];
      // The totals the catalogue itself keeps from these variants and this gallery (decision 033).
      const totals = totalsOf(all, gallery[0], p);
      expect(Object.fromEntries(Object.keys(totals).map((column) => [column, p[column]])), `product ${id}`).toEqual(
        totals,
      );
      const values = (options.get(id) ?? []).map((o) => JSON.parse(o.option_values));
      for (const v of all) {
        const chosen = [v.option1, v.option2, v.option3].slice(0, values.length);
        expect(
          chosen.every((value, i) => values[i].includes(value)),
          `variant ${v.id}`,
        ).toBe(true);
        expect([v.option1, v.option2, v.option3].slice(values.length).every((value) => value === '')).toBe(true);
        expect(v.sku).toBe(v.sku.toUpperCase());
        expect(skus.has(v.sku), v.sku).toBe(false);
        skus.add(v.sku);
        if (v.image_id !== null) expect(gallery.map((i) => i.id)).toContain(v.image_id);
      }
      const main = categories.get(Number(p.category_id));
      expect(p.category_name, `product ${id}`).toBe(main.name_id);
      expect(links.get(id).map((l) => Number(l.category_id))).toContain(Number(p.category_id));
    }
    const contended = variants.get(1);
    expect(contended.map((v) => [v.option1, v.stock])).toEqual([['', UNITS]]);
  });

  it('makes each order line name a variant of its product and copy what it was', async () => {
    const variants = new Map((await db.query('select * from product_variants')).map((v) => [Number(v.id), v]));
    const lines = await db.query('select * from order_items order by id');
    const subtotals = new Map();
    for (const line of lines) {
      const v = variants.get(Number(line.variant_id));
      expect(Number(v.product_id), `line ${line.id}`).toBe(Number(line.product_id));
      expect([line.variant_label, line.sku, Number(line.weight_grams), Number(line.unit_price)]).toEqual([
        [v.option1, v.option2, v.option3].filter(Boolean).join(' / '),
        v.sku,
        v.weight_grams,
        v.price,
      ]);
      expect(Number(line.subtotal)).toBe(line.unit_price * line.quantity);
      subtotals.set(Number(line.order_id), (subtotals.get(Number(line.order_id)) ?? 0) + Number(line.subtotal));
    }
    for (const order of await db.query('select id, subtotal, shipping_cost, total_amount from orders')) {
      expect(Number(order.subtotal)).toBe(subtotals.get(Number(order.id)) ?? 0);
      expect(Number(order.total_amount)).toBe(Number(order.subtotal) + Number(order.shipping_cost));
    }
  });

  // As the catalogue searches (modules/catalog/search-terms.ts).
  it('lets search find a product by a variant’s SKU and option value', async () => {
    const variant = data.product_variants.find((v) => v.is_active && v.option2 !== '' && v.product_id > 1);
    const product = data.products.find((p) => p.id === variant.product_id);
    expect(await db.search(variant.sku)).toEqual([product.id]);
    expect(await db.search(variant.option2)).toContain(product.id);
  });
});
