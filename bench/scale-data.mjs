// The scale data set: 10 000 products, 200 000 reviews, 50 000 orders, 5 000 customers.
// Deterministic: the same seed gives the same rows (times are relative to the anchor day).
// Rows are written straight into a database the real server has already migrated.

export const SCALE = { products: 10_000, reviews: 200_000, orders: 50_000, customers: 5_000 };
export const SEED = 20261121;
const DAY = 86_400_000;

/** mulberry32: a small, fast, seeded PRNG. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    token: (length) => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      let s = '';
      for (let i = 0; i < length; i++) s += alphabet[Math.floor(next() * 64)];
      return s;
    },
  };
}

export const ANIMALS = [
  'Beruang',
  'Kelinci',
  'Kucing',
  'Panda',
  'Unicorn',
  'Dinosaurus',
  'Gajah',
  'Jerapah',
  'Anjing',
  'Rubah',
  'Koala',
  'Penguin',
  'Singa',
  'Harimau',
  'Monyet',
  'Domba',
  'Bebek',
  'Hamster',
  'Lumba',
  'Kura',
];
export const COLOURS = ['Coklat', 'Putih', 'Pink', 'Biru', 'Kuning', 'Abu', 'Ungu', 'Hijau'];
const SIZES = ['Mini', 'Kecil', 'Sedang', 'Besar', 'Jumbo'];
const MOODS = ['Lembut', 'Lucu', 'Imut', 'Premium', 'Klasik', 'Peluk'];
const CATEGORIES = ['Hewan', 'Karakter', 'Bayi', 'Koleksi'];
const FIRST = ['Siti', 'Budi', 'Ayu', 'Dewi', 'Rizky', 'Putri', 'Agus', 'Rina', 'Eko', 'Nur', 'Fajar', 'Intan'];
const LAST = ['Rahayu', 'Santoso', 'Wijaya', 'Lestari', 'Pratama', 'Saputra', 'Hidayat', 'Kusuma', null];
const COMMENTS = [
  'Bonekanya lembut sekali, anak saya suka.',
  'Jahitannya rapi dan pengiriman cepat.',
  'Warnanya sedikit berbeda dari foto, tapi tetap lucu.',
  'Kualitas bagus untuk harganya. Recommended!',
  'Ukurannya pas untuk dipeluk saat tidur.',
  'Packing aman, penjual ramah.',
];
const STATUSES = [
  ['delivered', 'paid', 55],
  ['shipped', 'paid', 10],
  ['processing', 'paid', 8],
  ['confirmed', 'paid', 5],
  ['pending', 'unpaid', 12],
  ['cancelled', 'unpaid', 7],
  ['cancelled', 'refunded', 3],
];
const METHODS = ['Transfer Bank', 'COD (Bayar di Tempat)', 'E-Wallet (OVO, GoPay, DANA)'];

function weighted(rng, table) {
  const total = table.reduce((s, row) => s + row.at(-1), 0);
  let roll = rng.next() * total;
  for (const row of table) {
    roll -= row.at(-1);
    if (roll < 0) return row;
  }
  return table[0];
}

/**
 * Builds every row in memory (a few hundred MB at most) with ids starting after `firstUserId`.
 * `passwordHash` is one argon2id hash shared by all customers (hashing 5 000 would take minutes).
 */
export function buildScaleData({ anchor, firstUserId, passwordHash, seed = SEED }) {
  const rng = prng(seed);
  const iso = (ms) => new Date(ms).toISOString();
  const users = [];
  for (let i = 0; i < SCALE.customers; i++) {
    const id = firstUserId + i;
    const created = anchor - rng.int(30, 900) * DAY;
    users.push({
      id,
      username: `pelanggan${i + 1}`,
      email: `pelanggan${i + 1}@bench.boneka.test`,
      password_hash: passwordHash,
      type: 'customer',
      first_name: rng.pick(FIRST),
      last_name: rng.pick(LAST),
      phone_number: `08${String(1_000_000_000 + i).slice(1)}`,
      email_verified: true,
      created_at: iso(created),
      updated_at: iso(created),
    });
  }
  const addresses = users.map((u, i) => ({
    id: i + 1,
    user_id: u.id,
    label: 'Rumah',
    recipient_name: u.first_name,
    phone_number: u.phone_number,
    street_address: `Jl. Melati No. ${(i % 200) + 1}`,
    province_id: 32,
    city_id: 3273,
    district_id: 327301,
    postal_code: '40154',
    notes: null,
    is_default: true,
    created_at: u.created_at,
    updated_at: u.created_at,
  }));

  const products = [];
  for (let i = 0; i < SCALE.products; i++) {
    const animal = rng.pick(ANIMALS);
    const colour = rng.pick(COLOURS);
    const size = rng.pick(SIZES);
    const created = anchor - rng.int(1, 730) * DAY - rng.int(0, DAY - 1);
    products.push({
      id: i + 1,
      name: `Boneka ${animal} ${colour} ${size} ${rng.pick(MOODS)} ${i + 1}`,
      description: `Boneka ${animal.toLowerCase()} warna ${colour.toLowerCase()} ukuran ${size.toLowerCase()}, bahan dakron lembut dan aman untuk anak.`,
      price: rng.int(25, 750) * 1000,
      stock: rng.next() < 0.08 ? 0 : rng.int(1, 300),
      category_name: rng.pick(CATEGORIES),
      image: null,
      thumbnail: null,
      rating_sum: 0,
      review_count: 0,
      sold_count: 0,
      is_active: true,
      created_at: iso(created),
      updated_at: iso(created),
    });
  }

  const orders = [];
  const items = [];
  const history = [];
  for (let i = 0; i < SCALE.orders; i++) {
    const id = i + 1;
    const user = users[rng.int(0, users.length - 1)];
    const created = anchor - rng.int(0, 364) * DAY - rng.int(0, DAY - 1);
    const [status, payment] = weighted(rng, STATUSES);
    const lines = rng.int(1, 3);
    let subtotal = 0;
    const seen = new Set();
    for (let l = 0; l < lines; l++) {
      const product = products[rng.int(0, products.length - 1)];
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      const quantity = rng.int(1, 3);
      subtotal += product.price * quantity;
      if (status !== 'cancelled') product.sold_count += quantity;
      items.push({
        id: items.length + 1,
        order_id: id,
        product_id: product.id,
        product_name: product.name,
        unit_price: product.price,
        quantity,
        subtotal: product.price * quantity,
      });
    }
    const shipping = rng.int(9, 60) * 1000;
    orders.push({
      id,
      order_number: `BNK-${iso(created).slice(0, 10).replaceAll('-', '')}-${String(id).padStart(6, '0')}`,
      secure_token: rng.token(32),
      user_id: user.id,
      status,
      payment_status: payment,
      payment_method: rng.pick(METHODS),
      subtotal,
      shipping_cost: shipping,
      voucher_code: null,
      voucher_discount: 0,
      total_amount: subtotal + shipping,
      courier: 'jne',
      courier_service: 'REG',
      shipping_etd: '2-3 hari',
      tracking_number: status === 'shipped' || status === 'delivered' ? `JNE${String(id).padStart(10, '0')}` : null,
      notes: null,
      payment_proof: null,
      ship_recipient: user.first_name,
      ship_phone: user.phone_number,
      ship_street: 'Jl. Melati No. 1',
      ship_district: 'Sukasari',
      ship_city: 'Kota Bandung',
      ship_province: 'Jawa Barat',
      ship_postal_code: '40154',
      ship_district_id: 327301,
      expires_at: status === 'pending' ? iso(created + DAY) : null,
      created_at: iso(created),
      updated_at: iso(created),
    });
    history.push({
      id,
      order_id: id,
      event: 'created',
      from_status: null,
      to_status: status,
      from_payment_status: null,
      to_payment_status: payment,
      note: null,
      actor: 'customer',
      actor_user_id: user.id,
      created_at: iso(created),
    });
  }

  // Reviews: the first ones belong to delivered order lines (one per line), the rest were
  // carried over from the old shop without an order (order_id null, which the unique index allows).
  const reviews = [];
  const orderById = (id) => orders[id - 1];
  for (const item of items) {
    if (reviews.length >= SCALE.reviews) break;
    const order = orderById(item.order_id);
    if (order.status !== 'delivered' || rng.next() < 0.2) continue;
    reviews.push(makeReview(reviews.length + 1, item.product_id, order.user_id, item.order_id));
  }
  while (reviews.length < SCALE.reviews) {
    // A skewed pick: a few products are popular and carry many reviews.
    const skew = rng.next() ** 2;
    const product = products[Math.floor(skew * products.length)];
    const user = users[rng.int(0, users.length - 1)];
    reviews.push(makeReview(reviews.length + 1, product.id, user.id, null));
  }
  function makeReview(id, productId, userId, orderId) {
    const rating = weighted(rng, [
      [5, 45],
      [4, 30],
      [3, 12],
      [2, 7],
      [1, 6],
    ])[0];
    const created = anchor - rng.int(0, 700) * DAY - rng.int(0, DAY - 1);
    const product = products[productId - 1];
    product.rating_sum += rating;
    product.review_count += 1;
    return {
      id,
      product_id: productId,
      user_id: userId,
      order_id: orderId,
      rating,
      title: rating >= 4 ? 'Suka sekali' : rating === 3 ? 'Lumayan' : 'Kurang puas',
      comment: rng.pick(COMMENTS),
      helpful_count: rng.next() < 0.3 ? rng.int(1, 40) : 0,
      created_at: iso(created),
      updated_at: iso(created),
    };
  }

  return { users, addresses, products, orders, order_items: items, order_history: history, reviews };
}

/** Insert order: parents before children. */
export const TABLES = ['users', 'addresses', 'products', 'orders', 'order_items', 'order_history', 'reviews'];

/** Writes the rows with one prepared statement per table, all in one transaction (better-sqlite3). */
export function writeSqlite(sqlite, data) {
  const write = sqlite.transaction(() => {
    for (const table of TABLES) {
      const rows = data[table];
      const columns = Object.keys(rows[0]);
      const statement = sqlite.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => '@' + c).join(', ')})`,
      );
      for (const row of rows) {
        const bound = {};
        for (const c of columns) bound[c] = typeof row[c] === 'boolean' ? (row[c] ? 1 : 0) : row[c];
        statement.run(bound);
      }
    }
  });
  write();
  sqlite.exec('analyze');
}

/** Writes the rows in multi-row INSERTs (1 000 rows each) inside one transaction (node-postgres). */
export async function writePostgres(client, data) {
  await client.query('begin');
  for (const table of TABLES) {
    const rows = data[table];
    const columns = Object.keys(rows[0]);
    const batch = Math.floor(30_000 / columns.length);
    for (let start = 0; start < rows.length; start += batch) {
      const slice = rows.slice(start, start + batch);
      const values = [];
      const tuples = slice.map((row, r) => {
        for (const c of columns) values.push(row[c]);
        return `(${columns.map((_, i) => `$${r * columns.length + i + 1}`).join(', ')})`;
      });
      await client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values);
    }
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  await client.query('commit');
  await client.query('analyze');
}
