import { z } from 'zod';
import { singleLineText } from './common.js';

const id = z.number().int();

/** A category of the shop's two-level tree, named in both languages. */
export const Category = z.object({
  category_id: id,
  parent_id: id.nullable(),
  slug: z.string(),
  /** In the language the request asks for (`?lang=en`, else Indonesian): the cache keys replies by URL. */
  name: z.string(),
  name_id: z.string(),
  name_en: z.string(),
  position: z.number().int(),
  image_url: z.string().nullable(),
  /** Listed products in it (and, for a top-level category, in its children). */
  product_count: z.number().int(),
});
export type Category = z.infer<typeof Category>;
export const CategoryNode = Category.extend({ children: z.array(Category) });
export type CategoryNode = z.infer<typeof CategoryNode>;
export const CategoryTreeResponse = z.object({ success: z.literal(true), data: z.array(CategoryNode) });
export const CategoryResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: Category });

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug hanya huruf kecil, angka dan tanda hubung (contoh: boneka-wisuda)');

export const CategoryBody = z.object({
  name_id: singleLineText(60).min(1, 'Nama kategori wajib diisi'),
  name_en: singleLineText(60).min(1, 'Nama kategori (English) wajib diisi'),
  /** Made from the Indonesian name when left out. */
  slug: slug.optional(),
  /** A top-level category's id: the tree has two levels, so a child cannot have children. */
  parent_id: z.number().int().positive().max(2_147_483_647).nullish(),
  image_url: singleLineText(500).nullish(),
});
export type CategoryBody = z.input<typeof CategoryBody>;

/** The categories under one parent (null: the top level) in their new order. */
export const CategoryOrderBody = z.object({
  parent_id: z.number().int().positive().max(2_147_483_647).nullable(),
  category_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(200),
});

/**
 * Deleting a category: refused (409 CATEGORY_NOT_EMPTY, with how many products) while products are in it, unless
 * the owner names where they move (`move_to`).
 */
export const DeleteCategoryQuery = z.object({
  move_to: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** The categories of one product; the main one (its `category.name`) must be one of them. */
export const ProductCategoriesBody = z
  .object({
    category_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'Pilih minimal 1 kategori').max(10),
    main_category_id: z.number().int().positive().max(2_147_483_647),
  })
  .refine((b) => b.category_ids.includes(b.main_category_id), {
    path: ['main_category_id'],
    message: 'Kategori utama harus salah satu kategori produk',
  });
/** Moving products into a category from the owner's category page. */
export const MoveProductsBody = z.object({
  product_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500),
  /** Replace the products' main category with this one (else the category is added to theirs). */
  as_main: z.boolean().default(false),
});

/**
 * The language of the categories' `name` (`?lang=en`; Indonesian when left out). A query parameter rather than the
 * `lang` cookie: the tree is one public reply per URL in the read cache, so what changes it must be in the URL.
 */
export const CategoryLanguageQuery = z.object({ lang: z.enum(['id', 'en']).optional() });
/** The products a category's deletion moved (`move_to`), or 0 for an empty one. */
export const DeleteCategoryResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ moved: z.number().int() }),
});
/** How many of the named products changed category (those already there as asked are not counted). */
export const MoveProductsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ moved: z.number().int() }),
});
