#!/usr/bin/env node
// `npm run bench:explain`: the plan and the time of each hot query on the scale data set that `npm run bench`
// left behind (.tmp/bench/sqlite/shop.db and, with BENCH_DATABASE_URL, the boneka_bench database).
// Prints Markdown for docs/performance.md. Times are the mean of repeated runs with varying ids, uncached.
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 200;
const DAY = 86_400_000;
const since = (days) => new Date(Date.now() - days * DAY).toISOString();
const id = (i) => 2 + ((i * 7919) % 9999);

/** [name, SQLite SQL, PostgreSQL SQL, parameters for run i] — the SQL Kysely sends, with $n / ? placeholders. */
const QUERIES = [
  [
    'product list, newest, page 200',
    `select * from products where is_active = ? order by created_at desc, id desc limit 20 offset ?`,
    (i) => [true, 20 * (i % 500)],
  ],
  [
    'product list, popular, page 200',
    `select * from products where is_active = ? order by sold_count desc, id desc limit 20 offset ?`,
    (i) => [true, 20 * (i % 500)],
  ],
  [
    'product list, rating',
    `select * from products where is_active = ? order by case when products.review_count = 0 then 0 else products.rating_sum * 1.0 / products.review_count end desc, review_count desc, id desc limit 20 offset ?`,
    (i) => [true, 20 * (i % 500)],
  ],
  [
    'product list, price ↑',
    `select * from products where is_active = ? order by price asc, id asc limit 20 offset ?`,
    (i) => [true, 20 * (i % 500)],
  ],
  ['product count', `select count(*) as n from products where is_active = ?`, () => [true]],
  ['product detail', `select * from products where id = ? and is_active = ?`, (i) => [id(i), true]],
  [
    'review list (10, newest)',
    `select reviews.*, users.username, users.first_name, users.last_name, users.profile_image, products.name as product_name, products.thumbnail as product_thumbnail from reviews inner join users on users.id = reviews.user_id inner join products on products.id = reviews.product_id where reviews.product_id = ? order by reviews.created_at desc, reviews.id desc limit 10 offset 0`,
    (i) => [id(i)],
  ],
  ['review stats', `select rating, count(*) as n from reviews where product_id = ? group by rating`, (i) => [id(i)]],
  [
    'cart read',
    `select cart_items.id, cart_items.product_id, cart_items.quantity, products.name, products.price, products.stock from cart_items inner join products on products.id = cart_items.product_id where products.is_active = ? and cart_items.user_id = ? order by cart_items.id`,
    (i) => [true, 2 + (i % 5000)],
  ],
  [
    'dashboard: order totals',
    `select count(*) as orders, sum(case when payment_status = 'paid' then total_amount else 0 end) as revenue, count(distinct user_id) as customers from orders`,
    () => [],
  ],
  [
    'dashboard: last 30 days by day',
    `select substr(created_at, 1, 10) as day, count(*) as orders from orders where created_at >= ? group by substr(created_at, 1, 10)`,
    () => [since(30)],
  ],
];
const SEARCH_SQLITE = [
  'product search',
  `select * from products where is_active = ? and id in (select rowid from products_fts where products_fts match ?) order by sold_count desc, id limit 20`,
  (i) => [true, i % 2 ? '"beruang"* AND "pink"*' : '"kelinci"*'],
];
const SEARCH_PG = [
  'product search',
  `select * from products where is_active = $1 and search_vector @@ to_tsquery('simple', $2) order by ts_rank(search_vector, to_tsquery('simple', $2)) desc, sold_count desc, id limit 20`,
  (i) => [true, i % 2 ? 'beruang:* & pink:*' : 'kelinci:*'],
];

const toPg = (text) => {
  let n = 0;
  return text
    .replace(/\?/g, () => `$${++n}`)
    .replace('substr(created_at, 1, 10)', "to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')")
    .replace('substr(created_at, 1, 10)', "to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')");
};

function sqlite() {
  const db = new Sqlite(path.join(ROOT, '.tmp/bench/sqlite/shop.db'), { readonly: true });
  db.pragma('mmap_size = 268435456');
  db.pragma('cache_size = -32768');
  const rows = [];
  for (const [name, text, params] of [...QUERIES, SEARCH_SQLITE]) {
    const bind = (i) => params(i).map((v) => (v === true ? 1 : v));
    const plan = db
      .prepare(`explain query plan ${text}`)
      .all(...bind(0))
      .map((r) => r.detail)
      .join('; ');
    const statement = db.prepare(text);
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) statement.all(...bind(i));
    rows.push([name, ((performance.now() - started) / RUNS).toFixed(3), plan]);
  }
  db.close();
  return rows;
}

async function postgres() {
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = '/boneka_bench';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const rows = [];
  for (const [name, text, params] of [...QUERIES.map(([n, t, p]) => [n, toPg(t), p]), SEARCH_PG]) {
    const explained = await client.query({ text: `explain ${text}`, values: params(0) });
    const plan = explained.rows
      .map((r) =>
        r['QUERY PLAN']
          .replace(/\s+\(cost=[^)]*\)/, '')
          .replace(/^\s*->\s*/, '')
          .trim(),
      )
      .join(' → ');
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) await client.query({ name: `q${rows.length}`, text, values: params(i) });
    rows.push([name, ((performance.now() - started) / RUNS).toFixed(3), plan]);
  }
  await client.end();
  return rows;
}

const table = (title, rows) =>
  [
    `### ${title}`,
    '',
    '| Query | ms | Plan |',
    '|---|---:|---|',
    ...rows.map((r) => `| ${r[0]} | ${r[1]} | \`${r[2].replaceAll('|', '\\|')}\` |`),
    '',
  ].join('\n');

console.log(table('SQLite', sqlite()));
if (process.env.BENCH_DATABASE_URL) console.log(table('PostgreSQL', await postgres()));
