/**
 * What every line (cart, wishlist, order) reads of its variant, in one place: the columns of `product_variants as v`
 * and of its photo `product_images as vi`, and the shape they come back in.
 */
export const VARIANT_LINE_COLUMNS = [
  'v.option1',
  'v.option2',
  'v.option3',
  'v.sku',
  'v.price',
  'v.stock',
  'v.weight_grams',
  'v.length_cm',
  'v.width_cm',
  'v.height_cm',
  'v.is_active',
  'v.sale_price',
  'v.sale_starts_at',
  'v.sale_ends_at',
  'vi.thumbnail as variant_thumbnail',
  'vi.image as variant_image',
] as const;

/** A variant's own fields; `Flag` is `boolean | number` where SQLite's 0/1 is not converted yet. */
export interface VariantFields<Flag = boolean> {
  option1: string;
  option2: string;
  option3: string;
  sku: string | null;
  price: number;
  stock: number;
  weight_grams: number;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  is_active: Flag;
  /** Harga coret (decision 046): the sale price and its period, ISO UTC. */
  sale_price: number | null;
  sale_starts_at: string | null;
  sale_ends_at: string | null;
}
