// The scale data set: 10 000 products, 200 000 reviews, 50 000 orders, 5 000 customers; since issue 27 the
// products are in a two-level category tree and have 1–4 variants (sizes, colours) and galleries of up to 5 photos.
// Deterministic: the same seed gives the same rows (times are relative to the anchor day).
// Rows are written straight into a database the real server has already migrated.
// bench/scale-data.test.mjs writes a small set into both databases and checks it.
import argon2 from 'argon2';

export const SCALE = { products: 10_000, reviews: 200_000, orders: 50_000, customers: 5_000 };
/**
 * A tenth of it, for a smoke run of the bench (BENCH_SCALE=small): enough customers without an open order for the
 * shop day's orders of a short run, never enough to meet the budget (bench/verdict.mjs).
 */
export const SMALL_SCALE = { products: 1_000, reviews: 20_000, orders: 5_000, customers: 2_000 };
export const SEED = 20261121;
/** The password of every customer of the data set. */
export const PASSWORD = 'Bench-Boneka-2026';

/** The data set a run uses: SCALE, or SMALL_SCALE with BENCH_SCALE=small. */
export const benchScale = () => (process.env.BENCH_SCALE === 'small' ? SMALL_SCALE : SCALE);

/** PASSWORD's argon2id hash, as the shop makes one (one for all customers: hashing 5 000 would take minutes). */
export const passwordHash = () =>
  argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/** Midnight UTC of today: the day the data's times are relative to. */
export function todayAnchor() {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}
/**
 * Categories, variants and galleries (issue 27) come from a PRNG of their own, so that every row the data set had
 * before them (names, prices, orders, reviews) is drawn exactly as it was: runs before and after stay comparable.
 */
const PARTS_SEED = SEED + 27;
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
/** The category names of the data set before issue 27: still drawn, so that the PRNG's sequence stays the same. */
const LEGACY_CATEGORIES = ['Hewan', 'Karakter', 'Bayi', 'Koleksi'];
/** The tree: [slug, Indonesian name, English name, parent's slug]. */
export const CATEGORIES = [
  ['boneka-beruang', 'Boneka Beruang', 'Teddy Bears', null],
  ['boneka-karakter', 'Boneka Karakter', 'Character Plushies', null],
  ['hewan-lucu', 'Hewan Lucu', 'Cute Pets', 'boneka-karakter'],
  ['hewan-liar', 'Hewan Liar', 'Wild Animals', 'boneka-karakter'],
  ['fantasi', 'Fantasi', 'Fantasy', 'boneka-karakter'],
  ['boneka-wisuda', 'Boneka Wisuda', 'Graduation Dolls', null],
  ['bantal-guling', 'Bantal & Guling', 'Pillows & Bolsters', null],
  ['kado', 'Kado', 'Gifts', null],
  ['hampers', 'Hampers', 'Gift Hampers', 'kado'],
  ['kado-pasangan', 'Kado Pasangan', 'Gifts for Couples', 'kado'],
  ['gantungan-kunci', 'Gantungan Kunci', 'Keychains', 'kado'],
];
/** A product's main category follows its animal; the others are added by chance (share of products). */
const MAIN_CATEGORY = {
  Beruang: 'boneka-beruang',
  Unicorn: 'fantasi',
  Dinosaurus: 'fantasi',
  Kelinci: 'hewan-lucu',
  Kucing: 'hewan-lucu',
  Anjing: 'hewan-lucu',
  Hamster: 'hewan-lucu',
  Bebek: 'hewan-lucu',
  Domba: 'hewan-lucu',
};
const EXTRA_CATEGORIES = [
  ['boneka-wisuda', 0.1],
  ['bantal-guling', 0.08],
  ['hampers', 0.05],
  ['kado-pasangan', 0.05],
  ['gantungan-kunci', 0.04],
];
/** How many variants a product has: [count, weight]. */
const VARIANT_COUNTS = [
  [1, 40],
  [2, 25],
  [3, 20],
  [4, 15],
];
/** What a size weighs (grams), and the parcel of the biggest (cm): it ships by volumetric weight. */
const SIZE_GRAMS = { Mini: 150, Kecil: 300, Sedang: 500, Besar: 900, Jumbo: 1600 };
const JUMBO_BOX = [60, 40, 30];
const CODES = { Mini: 'MN', Kecil: 'KC', Sedang: 'SD', Besar: 'BS', Jumbo: 'JB' };
const code = (value) => CODES[value] ?? value.slice(0, 3).toUpperCase();
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
 * `contendedUnits`: product 1, which the checkout contention's buyers all want, has one variant with that stock.
 * `scale`: fewer rows, for a quick check.
 */
export function buildScaleData({ anchor, firstUserId, passwordHash, seed = SEED, scale = SCALE, contendedUnits }) {
  const rng = prng(seed);
  const iso = (ms) => new Date(ms).toISOString();
  const users = [];
  for (let i = 0; i < scale.customers; i++) {
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
  /** What each product's name says it is: its variants start from it. */
  const looks = [];
  for (let i = 0; i < scale.products; i++) {
    const animal = rng.pick(ANIMALS);
    const colour = rng.pick(COLOURS);
    const size = rng.pick(SIZES);
    looks.push({ animal, colour, size });
    const created = anchor - rng.int(1, 730) * DAY - rng.int(0, DAY - 1);
    products.push({
      id: i + 1,
      name: `Boneka ${animal} ${colour} ${size} ${rng.pick(MOODS)} ${i + 1}`,
      description: `Boneka ${animal.toLowerCase()} warna ${colour.toLowerCase()} ukuran ${size.toLowerCase()}, bahan dakron lembut dan aman untuk anak.`,
      price: rng.int(25, 750) * 1000,
      stock: rng.next() < 0.08 ? 0 : rng.int(1, 300),
      category_name: rng.pick(LEGACY_CATEGORIES),
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
  for (let i = 0; i < scale.orders; i++) {
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
    if (reviews.length >= scale.reviews) break;
    const order = orderById(item.order_id);
    if (order.status !== 'delivered' || rng.next() < 0.2) continue;
    reviews.push(makeReview(reviews.length + 1, item.product_id, order.user_id, item.order_id));
  }
  while (reviews.length < scale.reviews) {
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

  if (contendedUnits !== undefined) products[0].stock = contendedUnits;
  const parts = buildProductParts(prng(seed + (PARTS_SEED - SEED)), products, looks, contendedUnits !== undefined);
  ordersNameVariants(prng(seed + (PARTS_SEED - SEED) + 1), orders, items, parts.variantsOf);
  return {
    users,
    addresses,
    categories: parts.categories,
    products,
    product_categories: parts.productCategories,
    product_options: parts.options,
    product_images: parts.images,
    product_variants: parts.variants,
    orders,
    order_items: items,
    order_history: history,
    reviews,
  };
}

/** `n` distinct picks of `list`, `first` first. */
function distinct(rng, list, n, first) {
  const chosen = [first];
  while (chosen.length < n) {
    const next = rng.pick(list);
    if (!chosen.includes(next)) chosen.push(next);
  }
  return chosen;
}

/** A stored photo's key as the app writes it (`products/<32 hex>.webp`). */
const photoKey = (rng) =>
  `products/${Array.from({ length: 32 }, () => '0123456789abcdef'[Math.floor(rng.next() * 16)]).join('')}.webp`;

/**
 * Categories, options, variants and galleries of every product, and the totals its row keeps from them (decision
 * 033): price and price_max over the switched-on variants, stock and variant_count of those, their option values and
 * SKUs as search words, the first photo as the product's picture, the main category's name as `category_name`. The
 * price and stock the row had before stay: the cheapest variant has the old price (the others cost more), and the
 * switched-on variants share the old stock. Switched-off ones keep some stock of their own, which counts nowhere.
 */
function buildProductParts(rng, products, looks, contended) {
  const categories = [];
  const idOf = new Map();
  const positions = new Map();
  for (const [slug, nameId, nameEn, parent] of CATEGORIES) {
    const position = positions.get(parent) ?? 0;
    positions.set(parent, position + 1);
    const id = categories.length + 1;
    idOf.set(slug, id);
    const at = products[0]?.created_at ?? new Date(0).toISOString();
    categories.push({
      id,
      parent_id: parent ? idOf.get(parent) : null,
      slug,
      name_id: nameId,
      name_en: nameEn,
      position,
      image: null,
      created_at: at,
      updated_at: at,
    });
  }
  const nameOf = new Map(CATEGORIES.map(([slug, nameId]) => [slug, nameId]));

  const productCategories = [];
  const options = [];
  const images = [];
  const variants = [];
  const variantsOf = new Map();
  for (const [i, product] of products.entries()) {
    const { animal, colour, size } = looks[i];
    const main = MAIN_CATEGORY[animal] ?? 'hewan-liar';
    productCategories.push({ product_id: product.id, category_id: idOf.get(main) });
    for (const [slug, share] of EXTRA_CATEGORIES) {
      if (rng.next() < share) productCategories.push({ product_id: product.id, category_id: idOf.get(slug) });
    }

    // The options: sizes from the named one up, colours beginning with the named one, or two of each.
    const count = contended && i === 0 ? 1 : weighted(rng, VARIANT_COUNTS)[0];
    const shape = count === 1 ? 'none' : count === 4 ? 'both' : rng.next() < 0.5 ? 'size' : 'colour';
    const sizeCount = shape === 'size' ? count : shape === 'both' ? 2 : 0;
    const from = Math.min(SIZES.indexOf(size), SIZES.length - sizeCount);
    const sizes = SIZES.slice(from, from + sizeCount);
    const colourCount = shape === 'colour' ? count : shape === 'both' ? 2 : 0;
    const colours = colourCount ? distinct(rng, COLOURS, colourCount, colour) : [];
    const productOptions = [
      ...(sizes.length ? [['Ukuran', sizes]] : []),
      ...(colours.length ? [['Warna', colours]] : []),
    ];
    for (const [position, [name, values]] of productOptions.entries()) {
      options.push({
        id: options.length + 1,
        product_id: product.id,
        position,
        name,
        option_values: JSON.stringify(values),
      });
    }

    // The gallery: a photo per colour, then up to two more; a few products have none.
    const photos = rng.next() < 0.03 ? 0 : Math.min(5, Math.max(1, colours.length) + rng.int(0, 2));
    const gallery = [];
    for (let position = 0; position < photos; position++) {
      const row = {
        id: images.length + 1,
        product_id: product.id,
        position,
        image: photoKey(rng),
        thumbnail: photoKey(rng),
        created_at: product.created_at,
      };
      images.push(row);
      gallery.push(row);
    }

    const combinations =
      shape === 'none'
        ? [[]]
        : shape === 'both'
          ? sizes.flatMap((s) => colours.map((c) => [s, c]))
          : (sizes.length ? sizes : colours).map((v) => [v]);
    const own = combinations.map((values, position) => {
      const sizeOf = sizes.length ? values[0] : size;
      const colourOf = colours.length ? values.at(-1) : colour;
      const step = sizes.length ? sizes.indexOf(values[0]) : 0;
      // The first variant is always on; a few of the others are switched off.
      const active = position === 0 || rng.next() >= 0.04;
      return {
        id: variants.length + position + 1,
        product_id: product.id,
        position,
        option1: values[0] ?? '',
        option2: values[1] ?? '',
        option3: '',
        sku: `BNK-${String(product.id).padStart(5, '0')}${values.map((v) => `-${code(v)}`).join('')}`,
        price: Math.round((product.price * (1 + 0.35 * step)) / 1000) * 1000,
        stock: active ? 0 : rng.int(0, 20),
        weight_grams: SIZE_GRAMS[sizeOf],
        length_cm: sizeOf === 'Jumbo' ? JUMBO_BOX[0] : null,
        width_cm: sizeOf === 'Jumbo' ? JUMBO_BOX[1] : null,
        height_cm: sizeOf === 'Jumbo' ? JUMBO_BOX[2] : null,
        image_id: colours.length && gallery.length ? (gallery[colours.indexOf(colourOf)] ?? gallery[0]).id : null,
        is_active: active,
        created_at: product.created_at,
        updated_at: product.created_at,
      };
    });
    const on = own.filter((v) => v.is_active);
    // The product's stock, shared out among the switched-on variants by random weights.
    const weights = on.map(() => 0.2 + rng.next());
    const sum = weights.reduce((a, b) => a + b, 0);
    let left = product.stock;
    on.forEach((v, k) => {
      v.stock = k === on.length - 1 ? left : Math.min(left, Math.floor((product.stock * weights[k]) / sum));
      left -= v.stock;
    });
    variants.push(...own);
    variantsOf.set(product.id, own);

    // The search words as the catalogue's totalsOf (modules/catalog/product-parts.repo.ts) writes them: each value
    // and SKU, and the parts of one with a hyphen as words of their own (PostgreSQL reads "-00018" as a number).
    const words = new Map();
    const add = (word) => words.has(word.toLowerCase()) || words.set(word.toLowerCase(), word);
    for (const v of on) {
      for (const word of [v.option1, v.option2, v.option3, v.sku]) {
        if (!word) continue;
        add(word);
        if (/[^\p{L}\p{N}\s]/u.test(word))
          add(
            word
              .normalize('NFKC')
              .toLowerCase()
              .match(/[\p{L}\p{N}]+/gu)
              .join(' '),
          );
      }
    }
    Object.assign(product, {
      category_id: idOf.get(main),
      category_name: nameOf.get(main),
      image: gallery[0]?.image ?? null,
      thumbnail: gallery[0]?.thumbnail ?? null,
      price: Math.min(...on.map((v) => v.price)),
      price_max: Math.max(...on.map((v) => v.price)),
      stock: on.reduce((n, v) => n + v.stock, 0),
      variant_count: on.length,
      search_extra: [...words.values()].join(' '),
    });
  }
  return { categories, productCategories, options, images, variants, variantsOf };
}

/**
 * Each order line names one of its product's variants and copies what it was: its label, SKU and weight, and its
 * price as the unit price (the order's totals follow).
 */
function ordersNameVariants(rng, orders, items, variantsOf) {
  const subtotals = new Map();
  for (const item of items) {
    const v = rng.pick(variantsOf.get(item.product_id));
    Object.assign(item, {
      unit_price: v.price,
      subtotal: v.price * item.quantity,
      variant_id: v.id,
      variant_label: [v.option1, v.option2, v.option3].filter(Boolean).join(' / '),
      sku: v.sku,
      weight_grams: v.weight_grams,
    });
    subtotals.set(item.order_id, (subtotals.get(item.order_id) ?? 0) + item.subtotal);
  }
  for (const order of orders) {
    order.subtotal = subtotals.get(order.id) ?? 0;
    order.total_amount = order.subtotal + order.shipping_cost;
  }
}

/** Each product's variants, position order (the bench's buyers and writers choose among them). */
export function variantsByProduct(data) {
  const byProduct = new Map();
  for (const v of data.product_variants) {
    if (!byProduct.has(v.product_id)) byProduct.set(v.product_id, []);
    byProduct.get(v.product_id).push(v);
  }
  return byProduct;
}

/** Insert order: parents before children. */
export const TABLES = [
  'users',
  'addresses',
  'categories',
  'products',
  'product_categories',
  'product_options',
  'product_images',
  'product_variants',
  'orders',
  'order_items',
  'order_history',
  'reviews',
];
/** The tables without an `id` sequence to move past the rows written. */
const WITHOUT_ID = new Set(['product_categories']);

const keptUntilExit = [];
/**
 * Holds one of better-sqlite3's objects until the process ends: on Node 24, one the garbage collector destroys
 * outside a V8 context aborts the process (decision 048; apps/api/src/db/sqlite-workers.ts does the same).
 */
export function keep(object) {
  keptUntilExit.push(object);
  return object;
}

/** Writes the rows with one prepared statement per table, all in one transaction (better-sqlite3). */
export function writeSqlite(sqlite, data) {
  keep(sqlite);
  const write = sqlite.transaction(() => {
    for (const table of TABLES) {
      const rows = data[table];
      if (!rows.length) continue;
      const columns = Object.keys(rows[0]);
      const statement = keep(
        sqlite.prepare(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => '@' + c).join(', ')})`,
        ),
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
    if (!rows.length) continue;
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
    if (!WITHOUT_ID.has(table))
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  await client.query('commit');
  await client.query(`analyze ${TABLES.join(', ')}`);
}
