import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Variant } from '@boneka/shared';
import { seedDemoCatalog } from '../src/seed/demo-catalog.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send } from './support/accounts.js';

let t: TestApp;
let products: P[];
let details: Detail[];
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoCatalog(t.services)).toBe(true);
  products = (await send(t.app, { method: 'GET', url: '/api/products?limit=100' })).json().data;
  details = [];
  for (const p of products) {
    const res = await send(t.app, { method: 'GET', url: `/api/products/${p.product_id}` });
    expect(res.statusCode, res.body).toBe(200);
    details.push(res.json().data);
  }
}, 180_000);
afterAll(() => t?.close());

interface P {
  product_id: number;
  name: string;
  stock: number;
  price: number;
  price_max: number;
  variant_count: number;
  image_url: string | null;
  category: { name: string; slug: string | null };
  average_rating: number;
  review_count: number;
}
/** A variant as the product page's payload carries it. */
type V = Variant;
interface Detail extends P {
  options: { name: string; values: string[] }[];
  variants: V[];
  images: { image_id: number; image_url: string; position: number }[];
  categories: { category_id: number; slug: string; name: string }[];
}
interface C {
  category_id: number;
  slug: string;
  name: string;
  name_id: string;
  name_en: string;
  product_count: number;
  children: C[];
}

const detailOf = (name: string) => {
  const found = details.find((d) => d.name === name);
  expect(found, name).toBeDefined();
  return found!;
};
const names = async (query: string) =>
  (await send(t.app, { method: 'GET', url: `/api/products?limit=100&${query}` }))
    .json<{ data: P[] }>()
    .data.map((p) => p.name);

it('seeds at least 24 dolls with their own pictures and a stock spread that shows every badge', async () => {
  expect(products.length).toBeGreaterThanOrEqual(24);
  expect(products.filter((p) => p.stock === 0).length).toBeGreaterThan(0);
  expect(products.filter((p) => p.stock >= 1 && p.stock <= 9).length).toBeGreaterThan(0);
  expect(products.filter((p) => p.stock >= 10).length).toBeGreaterThan(0);
  expect(products.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
  for (const p of products) expect(p.image_url, p.name).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
  const picture = await send(t.app, { method: 'GET', url: products[0]!.image_url! });
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toBe('image/webp');
});

it('gives every product a gallery of 2 to 5 photos whose first is its picture, and points variants into it', async () => {
  for (const d of details) {
    expect(d.images.length, d.name).toBeGreaterThanOrEqual(2);
    expect(d.images.length, d.name).toBeLessThanOrEqual(5);
    expect(
      d.images.map((i) => i.position),
      d.name,
    ).toEqual(d.images.map((_, i) => i));
    expect(d.images[0]!.image_url, d.name).toBe(d.image_url);
    const gallery = new Set(d.images.map((i) => i.image_id));
    for (const v of d.variants)
      if (v.image_id !== null) expect(gallery.has(v.image_id), `${d.name} ${v.label}`).toBe(true);
  }
  const last = detailOf('Boneka Wisuda Teddy Toga').images.at(-1)!;
  const photo = await send(t.app, { method: 'GET', url: last.image_url });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toBe('image/webp');
});

it('keeps each product’s price, price range, stock and count as the totals of its switched-on variants', () => {
  for (const d of details) {
    const on = d.variants.filter((v) => v.is_active);
    expect(on.length, d.name).toBeGreaterThan(0);
    expect({ price: d.price, price_max: d.price_max, stock: d.stock, variant_count: d.variant_count }, d.name).toEqual({
      price: Math.min(...on.map((v) => v.price)),
      price_max: Math.max(...on.map((v) => v.price)),
      stock: on.reduce((sum, v) => sum + v.stock, 0),
      variant_count: on.length,
    });
    // The list's card says the same as the page.
    expect(
      products.find((p) => p.product_id === d.product_id),
      d.name,
    ).toMatchObject({
      price: d.price,
      price_max: d.price_max,
      stock: d.stock,
      variant_count: d.variant_count,
    });
  }
  const skus = details.flatMap((d) => d.variants.map((v) => v.sku));
  expect(skus.every((sku) => typeof sku === 'string' && sku === sku.toUpperCase())).toBe(true);
  expect(new Set(skus).size).toBe(skus.length);
  // A product without options has one variant with no option values.
  for (const d of details.filter((x) => x.options.length === 0)) {
    expect(
      d.variants.map((v) => [v.options, v.label]),
      d.name,
    ).toEqual([[[], '']]);
  }
});

it('sells several products in sizes and colours, with a variant out of stock and one switched off', () => {
  expect(details.filter((d) => d.variant_count > 1).length).toBeGreaterThanOrEqual(5);
  const bear = detailOf('Teddy Bear Klasik');
  expect(bear.options).toEqual([
    { name: 'Ukuran', values: ['30 cm', '50 cm', '1 m'] },
    { name: 'Warna', values: ['Coklat', 'Pink'] },
  ]);
  expect(bear.variants.map((v) => [v.label, v.sku, v.price, v.weight_grams])).toEqual([
    ['30 cm / Coklat', 'BR-30-CKL', 149_000, 300],
    ['30 cm / Pink', 'BR-30-PNK', 149_000, 300],
    ['50 cm / Coklat', 'BR-50-CKL', 275_000, 700],
    ['50 cm / Pink', 'BR-50-PNK', 275_000, 700],
    ['1 m / Coklat', 'BR-1M-CKL', 649_000, 1500],
    ['1 m / Pink', 'BR-1M-PNK', 649_000, 1500],
  ]);
  // The metre-high bear ships in a box: its parcel has dimensions; the smaller ones do not.
  for (const v of bear.variants) {
    const boxed = v.options[0] === '1 m';
    expect(
      [v.length_cm, v.width_cm, v.height_cm].every((n) => (boxed ? n! > 0 : n === null)),
      v.label,
    ).toBe(true);
  }
  expect(bear.variants.find((v) => v.sku === 'BR-1M-PNK')!.stock).toBe(0);
  expect(bear.variants.filter((v) => v.stock > 0)).toHaveLength(5);
  // Each colour shows its own photo: pink bears a pink photo, which is not the cover.
  const photoOf = (colour: string) =>
    new Set(bear.variants.filter((v) => v.options[1] === colour).map((v) => v.image_id));
  expect(photoOf('Pink').size).toBe(1);
  expect(photoOf('Coklat').size).toBe(1);
  expect([...photoOf('Pink')][0]).not.toBe([...photoOf('Coklat')][0]);
  expect([...photoOf('Pink')][0]).not.toBe(bear.images[0]!.image_id);
  expect(bear.categories.map((c) => c.slug)).toEqual(['boneka-beruang', 'kado']);

  const switchedOff = details.flatMap((d) => d.variants.filter((v) => !v.is_active).map((v) => `${d.name} ${v.label}`));
  expect(switchedOff.length).toBeGreaterThan(0);
});

it('puts every product in one or more of the categories a plush shop has, named in both languages', async () => {
  const tree: C[] = (await send(t.app, { method: 'GET', url: '/api/categories' })).json().data;
  expect(tree.map((c) => c.name_id)).toEqual([
    'Boneka Beruang',
    'Boneka Karakter',
    'Boneka Wisuda',
    'Bantal & Guling',
    'Kado',
  ]);
  const kado = tree.find((c) => c.slug === 'kado')!;
  expect(kado.children.map((c) => c.name_id)).toContain('Hampers');
  const all = tree.flatMap((c) => [c, ...c.children]);
  for (const c of all) {
    expect(c.name_en, c.slug).not.toBe(c.name_id);
    expect(c.product_count, c.slug).toBeGreaterThan(0);
  }
  const english: C[] = (await send(t.app, { method: 'GET', url: '/api/categories?lang=en' })).json().data;
  expect(english.map((c) => c.name)).toEqual([
    'Teddy Bears',
    'Character Plushies',
    'Graduation Dolls',
    'Pillows & Bolsters',
    'Gifts',
  ]);

  const slugs = new Set(all.map((c) => c.slug));
  for (const d of details) {
    expect(d.categories.length, d.name).toBeGreaterThan(0);
    expect(
      d.categories.every((c) => slugs.has(c.slug)),
      d.name,
    ).toBe(true);
    // The main category is the spec's `category.name`.
    expect(d.category, d.name).toEqual({ name: d.categories[0]!.name, slug: d.categories[0]!.slug });
  }
  expect(details.some((d) => d.categories.length > 1)).toBe(true);
  // A top-level category lists its children's products too.
  expect(await names('category=kado')).toEqual(expect.arrayContaining(['Hampers Wisuda Teddy & Bunga']));
  expect(await names('category=boneka-wisuda')).toEqual(
    expect.arrayContaining(['Boneka Wisuda Teddy Toga', 'Boneka Wisuda Panda Toga']),
  );
});

it('lets search find a product by an SKU or an option value', async () => {
  expect(await names('search=BR-50-CKL')).toEqual(['Teddy Bear Klasik']);
  expect(await names('search=dongker')).toEqual(
    expect.arrayContaining(['Boneka Wisuda Teddy Toga', 'Boneka Wisuda Panda Toga']),
  );
  expect(await names('option=Pink')).toEqual(
    expect.arrayContaining(['Teddy Bear Klasik', 'Boneka Kelinci Lembut', 'Gantungan Kunci Beruang Mini']),
  );
});

it('seeds reviews whose product aggregates agree with the stats', async () => {
  const reviewed = products.filter((p) => p.review_count > 0);
  expect(reviewed.length).toBeGreaterThanOrEqual(10);
  expect(products.some((p) => p.review_count === 0)).toBe(true);
  for (const p of reviewed) {
    const stats = (await send(t.app, { method: 'GET', url: `/api/reviews/product/${p.product_id}/stats` })).json().data;
    expect(stats.total_reviews, p.name).toBe(p.review_count);
    expect(stats.average_rating, p.name).toBe(p.average_rating);
  }
});

it('runs once: a second start leaves the catalogue alone, even once the owner has removed every product', async () => {
  expect(await seedDemoCatalog(t.services)).toBe(false);
  await t.services.database.db.deleteFrom('products').execute();
  expect(await seedDemoCatalog(t.services)).toBe(false);
  const tree: C[] = (await send(t.app, { method: 'GET', url: '/api/categories' })).json().data;
  expect(tree).toHaveLength(5);
  expect((await send(t.app, { method: 'GET', url: '/api/products' })).json().data).toEqual([]);
});
