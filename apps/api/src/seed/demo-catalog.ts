import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Services } from '../app.js';
import { DEMO_PRODUCTS, DEMO_REVIEWERS, DEMO_REVIEWS } from './catalog-data.js';

/** The drawings live beside the sources (src/seed → ../../seed-images) and beside the bundle (dist → ../seed-images). */
function imagesDir(): string | undefined {
  return [new URL('../../seed-images/', import.meta.url), new URL('../seed-images/', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(dir));
}

/**
 * The demo shop: 26 dolls drawn in this repository, demo customers and their reviews. Runs once, on an empty
 * catalogue, when SEED_DEMO is on. Products go through the catalogue service, like the admin's.
 */
export async function seedDemoCatalog(
  services: Pick<Services, 'catalog' | 'auth' | 'database' | 'clock'>,
): Promise<boolean> {
  const { db } = services.database;
  const existing = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const dir = imagesDir();
  const ids = new Map<string, number>();
  for (const product of DEMO_PRODUCTS) {
    const file = dir ? `${dir}${product.image}` : undefined;
    const picture =
      file && existsSync(file)
        ? await sharp(await readFile(file), { density: 144 })
            .resize(900, 900)
            .png()
            .toBuffer()
        : undefined;
    const created = await services.catalog.create(
      {
        name: product.name,
        description: product.description,
        price: product.price,
        stock: product.stock,
        image_url: undefined,
      },
      picture,
      null,
    );
    await db
      .updateTable('products')
      .set({ sold_count: product.soldCount })
      .where('id', '=', created.product_id)
      .execute();
    ids.set(product.name, created.product_id);
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
