import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Migration } from './helpers.js';

/**
 * Review photos are held against a per-user cap and swept when no review used them (decision 010). `uploads`
 * already records each photo's owner and time; whether a review uses it is `review_images`, so the cap's count
 * and the sweep join the two: these indexes keep both to index lookups.
 */
export function uploadQuotas(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('uploads_owner_kind').on('uploads').columns(['owner_user_id', 'kind']).execute();
      await db.schema.createIndex('uploads_kind_created').on('uploads').columns(['kind', 'created_at']).execute();
      await db.schema.createIndex('review_images_image').on('review_images').column('image').execute();
    },
  };
}
