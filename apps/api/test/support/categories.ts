import type { Services } from '../../src/app.js';

/**
 * Rows of categories, products with options and variants, and orders naming variants, written straight through the
 * app's own database handle (so its read cache hears of them), for tests that need them before or beside the
 * catalogue's own endpoints.
 */

let counter = 0;
const next = () => (counter += 1);
const now = (services: Services) => services.clock.now().toISOString();

export async function makeCategory(
  services: Services,
  fields: { name_id?: string; name_en?: string; slug?: string; parent_id?: number | null; position?: number } = {},
): Promise<{ id: number; slug: string; name_id: string }> {
  const n = next();
  const name_id = fields.name_id ?? `Kategori Uji ${n}`;
  const row = {
    parent_id: fields.parent_id ?? null,
    slug: fields.slug ?? `kategori-uji-${n}-${Date.now().toString(36)}`,
    name_id,
    name_en: fields.name_en ?? `Test Category ${n}`,
    position: fields.position ?? n,
    image: null,
    created_at: now(services),
    updated_at: now(services),
  };
  const { id } = await services.database.db
    .insertInto('categories')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug: row.slug, name_id };
}

export interface VariantSeed {
  options?: string[];
  price?: number;
  stock?: number;
  sku?: string | null;
  is_active?: boolean;
}

/**
 * A product in `categories` (the first is its main one unless `main` says), with `options` and `variants` (one
 * default variant without them), its price, price_max and stock the totals of its switched-on variants.
 */
export async function makeShopProduct(
  services: Services,
  fields: {
    name?: string;
    description?: string | null;
    categories?: number[];
    main?: number | null;
    options?: { name: string; values: string[] }[];
    variants?: VariantSeed[];
    listed?: boolean;
  } = {},
): Promise<{ id: number; variantIds: number[] }> {
  const db = services.database.db;
  const at = now(services);
  const variants = (fields.variants ?? [{}]).map((v) => ({
    options: v.options ?? [],
    price: v.price ?? 100_000,
    stock: v.stock ?? 10,
    sku: v.sku ?? null,
    is_active: v.is_active ?? true,
  }));
  const onSale = variants.filter((v) => v.is_active);
  const categoryIds = fields.categories ?? [];
  const main = fields.main === undefined ? (categoryIds[0] ?? null) : fields.main;
  const mainRow =
    main === null
      ? undefined
      : await db.selectFrom('categories').select('name_id').where('id', '=', main).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('products')
    .values({
      name: fields.name ?? `Boneka Varian ${next()}`,
      description: fields.description === undefined ? 'Boneka lembut untuk pengujian' : fields.description,
      price: onSale.length ? Math.min(...onSale.map((v) => v.price)) : 0,
      price_max: onSale.length ? Math.max(...onSale.map((v) => v.price)) : 0,
      stock: onSale.reduce((sum, v) => sum + v.stock, 0),
      variant_count: onSale.length,
      category_id: main,
      category_name: mainRow?.name_id ?? 'Boneka',
      image: null,
      thumbnail: null,
      is_active: fields.listed ?? true,
      search_extra: variants.flatMap((v) => [...v.options, ...(v.sku ? [v.sku] : [])]).join(' ') || null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, option] of (fields.options ?? []).entries()) {
    await db
      .insertInto('product_options')
      .values({ product_id: id, position, name: option.name, option_values: JSON.stringify(option.values) })
      .execute();
  }
  const variantIds: number[] = [];
  for (const [position, v] of variants.entries()) {
    const row = await db
      .insertInto('product_variants')
      .values({
        product_id: id,
        position,
        option1: v.options[0] ?? '',
        option2: v.options[1] ?? '',
        option3: v.options[2] ?? '',
        sku: v.sku,
        price: v.price,
        stock: v.stock,
        is_active: v.is_active,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    variantIds.push(row.id);
  }
  if (categoryIds.length > 0) {
    await db
      .insertInto('product_categories')
      .values(categoryIds.map((category_id) => ({ product_id: id, category_id })))
      .execute();
  }
  return { id, variantIds };
}

/** The categories a product is in and its main one, as the database holds them. */
export async function placementOf(services: Services, productId: number) {
  const db = services.database.db;
  const product = await db
    .selectFrom('products')
    .select(['category_id', 'category_name'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const links = await db
    .selectFrom('product_categories')
    .select('category_id')
    .where('product_id', '=', productId)
    .orderBy('category_id')
    .execute();
  return { main: product.category_id, name: product.category_name, categories: links.map((l) => l.category_id) };
}
