import { PRODUCT_SHEET_PARTS } from '@boneka/shared';
import type { SheetProductRow } from './product-sheet.repo.js';

/** A photo of a product as the sheet names it: one it has (by id), or a file of the ZIP. */
export type SheetPhoto = { imageId: number } | { zipName: string };

/** One product as a sheet describes it: what the shop will have once the sheet is applied. */
export interface SheetProduct {
  name: string;
  description: string | null;
  /** Null: the shop's default category (a new product) or none (an old product without one). */
  categoryId: number | null;
  options: { name: string; values: string[] }[];
  variants: {
    /** The sheet's line. */
    row: number;
    /** The product's variant with this SKU; a variant without one keeps the id of the one with its values. */
    variantId: number | undefined;
    options: string[];
    sku: string | null;
    price: number;
    stock: number;
    weight_grams: number;
    is_active: boolean;
  }[];
  photos: SheetPhoto[];
}

/** A product as the shop has it, in the sheet's terms. */
export const canonicalOf = (p: SheetProductRow): SheetProduct => ({
  name: p.name,
  description: p.description,
  categoryId: p.category_id,
  options: p.options,
  variants: p.variants.map((v) => ({
    row: 0,
    variantId: v.id,
    options: [v.option1, v.option2, v.option3].slice(0, p.options.length),
    sku: v.sku,
    price: v.price,
    stock: v.stock,
    weight_grams: v.weight_grams,
    is_active: v.is_active,
  })),
  photos: p.photos.map((photo) => ({ imageId: photo.id })),
});

const variantsKey = (p: SheetProduct) =>
  JSON.stringify(p.variants.map((v) => [v.options, v.sku, v.price, v.stock, v.weight_grams, v.is_active]));

/** The parts of a product a sheet changes, compared with what the shop has (none: an unchanged product). */
export function partsChanged(before: SheetProduct, after: SheetProduct): (typeof PRODUCT_SHEET_PARTS)[number][] {
  const differs: Record<(typeof PRODUCT_SHEET_PARTS)[number], boolean> = {
    name: before.name !== after.name,
    description: (before.description ?? '') !== (after.description ?? ''),
    category: before.categoryId !== after.categoryId,
    options: JSON.stringify(before.options) !== JSON.stringify(after.options),
    variants: variantsKey(before) !== variantsKey(after),
    photos: JSON.stringify(before.photos) !== JSON.stringify(after.photos),
  };
  return PRODUCT_SHEET_PARTS.filter((part) => differs[part]);
}
