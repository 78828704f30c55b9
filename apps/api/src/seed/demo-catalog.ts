import { randomBytes } from 'node:crypto';
import type { Services } from '../app.js';
import type { Executor } from '../db/database.js';
import { productPartsRepo } from '../modules/catalog/product-parts.repo.js';
import {
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_REVIEWERS,
  DEMO_REVIEWS,
  type DemoCategory,
  type DemoProduct,
} from './catalog-data.js';
import { encodedDemoPhoto } from './demo-photo-cache.js';
import { drawingsDir } from './demo-photos.js';

type SeedServices = Pick<Services, 'catalog' | 'auth' | 'database' | 'clock' | 'storage'>;
type Stored = { image: string; thumbnail: string };

/** A photo stored as the owner's uploads are: in the sizes the pages use, WebP. */
async function storePhoto(
  storage: Services['storage'],
  { image, thumbnail }: { image: Buffer; thumbnail: Buffer },
): Promise<Stored> {
  return {
    image: await storage.put('products', image, 'webp'),
    thumbnail: await storage.put('products', thumbnail, 'webp'),
  };
}

/** The tree of DEMO_CATEGORIES, in its order; each slug's id and Indonesian name. */
async function createCategories(ex: Executor, now: string) {
  const made = new Map<string, { id: number; name_id: string }>();
  const add = async (category: DemoCategory, position: number, parentId: number | null) => {
    const { id } = await ex
      .insertInto('categories')
      .values({
        parent_id: parentId,
        slug: category.slug,
        name_id: category.nameId,
        name_en: category.nameEn,
        position,
        image: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    made.set(category.slug, { id, name_id: category.nameId });
    for (const [i, child] of (category.children ?? []).entries()) await add(child, i, id);
  };
  for (const [i, category] of DEMO_CATEGORIES.entries()) await add(category, i, null);
  return made;
}

/**
 * One demo product with its gallery, options, variants and categories, in one transaction; its price, stock and
 * search words are then the catalogue's own totals of its variants (`refreshTotals`), as after an owner's edit.
 */
async function createProduct(
  services: SeedServices,
  product: DemoProduct,
  photos: (Stored | undefined)[],
  categories: Map<string, { id: number; name_id: string }>,
  now: string,
): Promise<number> {
  const { db, dialect } = services.database;
  const parts = productPartsRepo(db, dialect);
  const main = categories.get(product.categories[0]!)!;
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('products')
      .values({
        name: product.name,
        description: product.description,
        // Placeholders until refreshTotals reads the variants below.
        price: 0,
        stock: 0,
        category_id: main.id,
        category_name: main.name_id,
        sold_count: product.soldCount,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = photos.filter((p): p is Stored => p !== undefined);
    const imageIds = await parts.insertImages(id, stored, 0, now, trx);
    const imageOf = new Map<string, number>();
    photos.forEach((photo, i) => {
      const key = product.photos[i]!.key;
      if (photo && key) imageOf.set(key, imageIds[stored.indexOf(photo)]!);
    });
    await parts.replaceOptions(id, product.options, trx);
    for (const [position, v] of product.variants.entries()) {
      const [option1 = '', option2 = '', option3 = ''] = v.options;
      const [length, width, height] = v.dimensions ?? [null, null, null];
      await parts.insertVariant(
        {
          product_id: id,
          position,
          option1,
          option2,
          option3,
          sku: v.sku,
          price: v.price,
          stock: v.stock,
          weight_grams: v.weightGrams,
          length_cm: length,
          width_cm: width,
          height_cm: height,
          image_id: v.photo ? (imageOf.get(v.photo) ?? null) : null,
          is_active: !v.off,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
    }
    for (const slug of product.categories) await parts.addCategory(id, categories.get(slug)!.id, trx);
    await parts.refreshTotals(id, trx);
    return id;
  });
}

/**
 * The demo shop: categories, 31 products drawn in this repository (several with sizes and colours, each with a
 * gallery), demo customers and their reviews. Runs once, on an empty catalogue, when SEED_DEMO is on.
 */
export async function seedDemoCatalog(services: SeedServices): Promise<boolean> {
  const { db } = services.database;
  // A shop with products, or with categories its owner kept after removing every product, is not a new shop.
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  const category = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (product || category) return false;
  const now = services.clock.now().toISOString();
  const dir = drawingsDir();
  const categories = await db.transaction().execute((trx) => createCategories(trx, now));
  const ids = new Map<string, number>();
  for (const product of DEMO_PRODUCTS) {
    const photos = await Promise.all(
      product.photos.map(async (photo) => {
        const encoded = await encodedDemoPhoto(photo, dir);
        return encoded && storePhoto(services.storage, encoded);
      }),
    );
    ids.set(product.name, await createProduct(services, product, photos, categories, now));
  }

  const authors = new Map<string, number>();
  for (const person of DEMO_REVIEWERS) {
    const user = await services.auth.ensureCustomer(
      person.email,
      randomBytes(12).toString('base64url'),
      person.firstName,
      person.lastName,
    );
    authors.set(person.email, user.id);
  }
  const start = services.clock.now().getTime();
  await db.transaction().execute(async (trx) => {
    let index = 0;
    for (const review of DEMO_REVIEWS) {
      const productId = ids.get(review.product);
      const userId = authors.get(review.author);
      if (!productId || !userId) continue;
      index += 1;
      const at = new Date(start - index * 36 * 3600_000).toISOString();
      await trx
        .insertInto('reviews')
        .values({
          product_id: productId,
          user_id: userId,
          order_id: null,
          rating: review.rating,
          title: review.title,
          comment: review.comment,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await services.catalog.adjustRating(productId, review.rating, 1, trx);
    }
  });
  return true;
}
