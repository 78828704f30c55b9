import type { Db } from '../../db/database.js';

/** What a courier weighs of a variant: its weight and, when the owner gave them, its dimensions. */
export interface ParcelVariant {
  id: number;
  weight_grams: number;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
}

export function parcelsRepo(db: Db) {
  return {
    /** The variants of these ids that exist; an unknown id is simply not in the result. */
    variants(ids: readonly number[]): Promise<ParcelVariant[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('product_variants')
        .select(['id', 'weight_grams', 'length_cm', 'width_cm', 'height_cm'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },
  };
}
export type ParcelsRepo = ReturnType<typeof parcelsRepo>;
