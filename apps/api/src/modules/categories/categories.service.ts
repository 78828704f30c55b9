import type { z } from 'zod';
import {
  slugify,
  type Category,
  type CategoryBody,
  type CategoryNode,
  type CategoryOrderBody,
  type MoveProductsBody,
  type ProductCategoriesBody,
  type AdminProductDetail,
} from '@boneka/shared';
import { isUniqueViolation, type Db, type Executor } from '../../db/database.js';
import type { CategoryRow } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { Language } from '../../lib/request-language.js';
import { STORED_KEY } from '../../lib/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import { publicUrl } from '../catalog/catalog.service.js';
import type { CategoriesRepo } from './categories.repo.js';

type CategoryInput = z.output<typeof CategoryBody>;
type OrderInput = z.output<typeof CategoryOrderBody>;
type MoveInput = z.output<typeof MoveProductsBody>;
type ProductCategoriesInput = z.output<typeof ProductCategoriesBody>;

const categoryNotFound = (what = 'Kategori') => new AppError(404, 'NOT_FOUND', `${what} tidak ditemukan.`);
const tooDeep = (message: string) => new AppError(422, 'CATEGORY_TOO_DEEP', message);
const slugTaken = (slug: string) =>
  new AppError(409, 'SLUG_TAKEN', `Slug "${slug}" sudah dipakai kategori lain. Pilih slug lain.`, { body: { slug } });

/** A name that leaves no letter or digit for its slug ("!!!") still gets one. */
const slugOfName = (name: string) => slugify(name).replace(/-+$/, '') || 'kategori';

/**
 * A category's picture is one of the shop's stored product photos (`/uploads/products/….webp`): the shop has no
 * other upload for it, and a URL of another site would be loaded by every shopper's browser.
 */
function imageKey(url: string | null | undefined): string | null | undefined {
  if (url === undefined) return undefined;
  if (url === null || url === '') return null;
  const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  if (!STORED_KEY.test(key) || !key.startsWith('products/')) {
    throw badRequest('INVALID_CATEGORY_IMAGE', 'Gambar kategori harus salah satu foto produk toko ini.', [
      { path: 'image_url', message: 'Pilih foto yang sudah diunggah ke toko' },
    ]);
  }
  return key;
}

/** What the audit trail keeps of a category (its name, which outlives the row). */
const summary = (row: Pick<CategoryRow, 'name_id' | 'name_en' | 'slug' | 'parent_id'>) => ({
  name: row.name_id,
  name_en: row.name_en,
  slug: row.slug,
  parent_id: row.parent_id,
});

/**
 * The shop's two-level category tree (decision 036): the owner creates, renames, orders and deletes categories
 * and moves products between them; a product is always in at least one, and its main one is the spec's
 * `category.name`.
 */
export function categoriesService(deps: {
  db: Db;
  repo: CategoriesRepo;
  audit: AuditService;
  clock: Clock;
  /** A product's page as the owner sees it (hidden ones too), after its categories changed. */
  productDetail: (productId: number) => Promise<AdminProductDetail>;
}) {
  const { db, repo, audit, clock } = deps;

  const toCategory = (row: CategoryRow, language: Language, productCount: number): Category => ({
    category_id: row.id,
    parent_id: row.parent_id,
    slug: row.slug,
    name: language === 'en' ? row.name_en : row.name_id,
    name_id: row.name_id,
    name_en: row.name_en,
    position: row.position,
    image_url: publicUrl(row.image),
    product_count: productCount,
  });

  async function tree(language: Language, ex: Executor = db): Promise<CategoryNode[]> {
    const [rows, counts] = await Promise.all([repo.all(ex), repo.listedCounts(ex)]);
    return rows
      .filter((row) => row.parent_id === null)
      .map((top) => ({
        ...toCategory(top, language, counts.tree.get(top.id) ?? 0),
        children: rows
          .filter((row) => row.parent_id === top.id)
          .map((child) => toCategory(child, language, counts.own.get(child.id) ?? 0)),
      }));
  }

  async function one(id: number, language: Language): Promise<Category> {
    const row = await repo.find(id);
    if (!row) throw categoryNotFound();
    const counts = await repo.listedCounts();
    return toCategory(row, language, (row.parent_id === null ? counts.tree : counts.own).get(id) ?? 0);
  }

  async function load(id: number, ex: Executor = db): Promise<CategoryRow> {
    const row = await repo.find(id, ex);
    if (!row) throw categoryNotFound();
    return row;
  }

  /** The parent a category may be put under: an existing top-level category. */
  async function parentFor(parentId: number, ex: Executor): Promise<CategoryRow> {
    const parent = await repo.find(parentId, ex);
    if (!parent) throw categoryNotFound('Kategori induk');
    if (parent.parent_id !== null) {
      throw tooDeep(`Kategori hanya dua tingkat: "${parent.name_id}" sudah sub-kategori, jadi tidak bisa jadi induk.`);
    }
    return parent;
  }

  const track = (actor: Actor, action: string, target: string | null, details: Record<string, unknown>, ex: Executor) =>
    audit.record({ actorUserId: actor.userId, action, target, details, ip: actor.ip, requestId: actor.requestId }, ex);

  /**
   * Runs a write that gives a category `slug` (undefined: it keeps its own): a slug taken by a parallel write between
   * the check and the write is the same 409.
   */
  async function writing<T>(slug: string | undefined, work: (trx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
      throw error;
    }
  }

  return {
    tree,
    async create(input: CategoryInput, language: Language, actor: Actor): Promise<Category> {
      const slug = input.slug ?? slugOfName(input.name_id);
      const image = imageKey(input.image_url) ?? null;
      const id = await writing(slug, async (trx) => {
        const parentId = input.parent_id ?? null;
        if (parentId !== null) await parentFor(parentId, trx);
        if (await repo.slugTaken(slug, null, trx)) throw slugTaken(slug);
        const now = clock.now().toISOString();
        const row = {
          parent_id: parentId,
          slug,
          name_id: input.name_id,
          name_en: input.name_en,
          position: await repo.nextPosition(parentId, trx),
          image,
          created_at: now,
          updated_at: now,
        };
        const created = await repo.insert(row, trx);
        await track(actor, 'category.create', `category:${created}`, { after: summary(row) }, trx);
        return created;
      });
      return one(id, language);
    },

    /**
     * Renames, re-slugs, moves or re-pictures a category; what the body leaves out stays (a slug is never changed
     * behind the owner's back: links to the category page use it). A new Indonesian name becomes the
     * `category.name` of the products whose main category it is, in the same transaction.
     */
    async update(id: number, input: CategoryInput, language: Language, actor: Actor): Promise<Category> {
      const image = imageKey(input.image_url);
      await writing(input.slug, async (trx) => {
        const before = await load(id, trx);
        const slug = input.slug ?? before.slug;
        const parentId = input.parent_id === undefined ? before.parent_id : input.parent_id;
        if (parentId === id) throw tooDeep('Kategori tidak bisa jadi sub-kategori dirinya sendiri.');
        if (parentId !== null && parentId !== before.parent_id) {
          await parentFor(parentId, trx);
          const children = await repo.childCount(id, trx);
          if (children > 0) {
            throw tooDeep(
              `"${before.name_id}" punya ${children} sub-kategori, jadi tidak bisa dipindah ke bawah kategori lain.`,
            );
          }
        }
        if (slug !== before.slug && (await repo.slugTaken(slug, id, trx))) throw slugTaken(slug);
        const after = {
          slug,
          name_id: input.name_id,
          name_en: input.name_en,
          parent_id: parentId,
          ...(image !== undefined ? { image } : {}),
          ...(parentId !== before.parent_id ? { position: await repo.nextPosition(parentId, trx) } : {}),
          updated_at: clock.now().toISOString(),
        };
        await repo.update(id, after, trx);
        if (after.name_id !== before.name_id) await repo.renameMain(id, after.name_id, trx);
        await track(
          actor,
          'category.update',
          `category:${id}`,
          { before: summary(before), after: summary(after) },
          trx,
        );
      });
      return one(id, language);
    },

    /** The categories under one parent in the owner's order: every one of them, each once. */
    async reorder(input: OrderInput, language: Language, actor: Actor): Promise<CategoryNode[]> {
      await db.transaction().execute(async (trx) => {
        const parent = input.parent_id === null ? null : await load(input.parent_id, trx);
        const siblings = (await repo.all(trx)).filter((row) => row.parent_id === (parent?.id ?? null));
        const named = new Set(input.category_ids);
        if (
          named.size !== input.category_ids.length ||
          named.size !== siblings.length ||
          siblings.some((row) => !named.has(row.id))
        ) {
          throw new AppError(
            422,
            'CATEGORY_ORDER_MISMATCH',
            'Urutan harus memuat setiap kategori di tingkat ini tepat satu kali.',
          );
        }
        const now = clock.now().toISOString();
        const positionOf = new Map(siblings.map((row) => [row.id, row.position]));
        for (const [position, categoryId] of input.category_ids.entries()) {
          if (positionOf.get(categoryId) !== position) await repo.setPosition(categoryId, position, now, trx);
        }
        await track(
          actor,
          'category.reorder',
          parent ? `category:${parent.id}` : null,
          { parent: parent?.name_id ?? null, category_ids: input.category_ids },
          trx,
        );
      });
      return tree(language);
    },

    /**
     * Deletes a category. Never silently: one with products is refused (409 CATEGORY_NOT_EMPTY, how many) unless
     * the owner names where they go (`moveTo`), one with sub-categories is refused (409 CATEGORY_HAS_CHILDREN).
     * Moved products whose main category it was get `moveTo` as their main one.
     */
    async remove(
      id: number,
      moveTo: number | undefined,
      actor: Actor,
    ): Promise<{ moved: number; target: string | null }> {
      return db.transaction().execute(async (trx) => {
        const category = await load(id, trx);
        const children = await repo.childCount(id, trx);
        if (children > 0) {
          throw new AppError(
            409,
            'CATEGORY_HAS_CHILDREN',
            `Kategori "${category.name_id}" masih punya ${children} sub-kategori. Pindahkan atau hapus sub-kategorinya dulu.`,
            { body: { child_count: children } },
          );
        }
        if (moveTo === id) throw new AppError(422, 'CATEGORY_MOVE_TO_SELF', 'Kategori tujuan harus kategori lain.');
        const target = moveTo === undefined ? null : await repo.find(moveTo, trx);
        if (moveTo !== undefined && !target) throw categoryNotFound('Kategori tujuan');
        const products = await repo.placements(await repo.productIdsIn(id, trx), trx);
        if (products.length > 0 && !target) {
          throw new AppError(
            409,
            'CATEGORY_NOT_EMPTY',
            `Kategori "${category.name_id}" masih berisi ${products.length} produk. Pilih kategori tujuan untuk produknya dulu.`,
            { body: { product_count: products.length } },
          );
        }
        if (target && products.length > 0) {
          const ids = products.map((p) => p.id);
          await repo.link(ids, target.id, trx);
          const mainHere = products.filter((p) => p.category_id === id || p.category_id === null).map((p) => p.id);
          if (mainHere.length > 0) await repo.setMain(mainHere, target, trx);
          await repo.unlink(ids, id, trx);
        }
        await repo.remove(id, trx);
        await track(
          actor,
          'category.delete',
          `category:${id}`,
          {
            before: summary(category),
            moved_to: target ? summary(target) : null,
            product_ids: products.map((p) => p.id),
          },
          trx,
        );
        return { moved: products.length, target: target?.name_id ?? null };
      });
    },

    /**
     * Puts products in the category: added to their categories, or (`as_main`) made their main category in place
     * of the old main one. Answers how many products changed; all of them must exist.
     */
    async addProducts(id: number, input: MoveInput, actor: Actor): Promise<{ moved: number; name: string }> {
      const ids = [...new Set(input.product_ids)];
      return db.transaction().execute(async (trx) => {
        const category = await load(id, trx);
        const products = await repo.placements(ids, trx);
        const missing = ids.filter((pid) => !products.some((p) => p.id === pid));
        if (missing.length > 0) {
          throw new AppError(404, 'NOT_FOUND', `Produk tidak ditemukan: ${missing.join(', ')}.`, {
            body: { product_ids: missing },
          });
        }
        const changed = products.filter((p) =>
          input.as_main ? p.category_id !== id : !p.category_ids.includes(id) || p.category_id === null,
        );
        await repo.link(
          changed.map((p) => p.id),
          id,
          trx,
        );
        const newMain = changed.filter((p) => input.as_main || p.category_id === null);
        if (input.as_main) {
          // The old main category is replaced, not kept beside the new one: that is what moving means.
          const leaving = new Map<number, number[]>();
          for (const p of newMain)
            if (p.category_id !== null) leaving.set(p.category_id, [...(leaving.get(p.category_id) ?? []), p.id]);
          for (const [oldMain, productIds] of leaving) await repo.unlink(productIds, oldMain, trx);
        }
        if (newMain.length > 0)
          await repo.setMain(
            newMain.map((p) => p.id),
            category,
            trx,
          );
        if (changed.length > 0) {
          await track(
            actor,
            'category.add_products',
            `category:${id}`,
            { after: summary(category), as_main: input.as_main, product_ids: changed.map((p) => p.id) },
            trx,
          );
        }
        return { moved: changed.length, name: category.name_id };
      });
    },

    /** A product's categories, replaced whole; its main category (its `category.name`) is one of them. */
    async setProductCategories(
      productId: number,
      input: ProductCategoriesInput,
      actor: Actor,
    ): Promise<AdminProductDetail> {
      const wanted = [...new Set(input.category_ids)];
      await db.transaction().execute(async (trx) => {
        const [product] = await repo.placements([productId], trx);
        if (!product) throw new AppError(404, 'NOT_FOUND', 'Produk tidak ditemukan.');
        const categories = (await repo.all(trx)).filter((row) => wanted.includes(row.id));
        const missing = wanted.filter((cid) => !categories.some((c) => c.id === cid));
        if (missing.length > 0) {
          throw new AppError(404, 'NOT_FOUND', `Kategori tidak ditemukan: ${missing.join(', ')}.`, {
            body: { category_ids: missing },
          });
        }
        for (const old of product.category_ids) if (!wanted.includes(old)) await repo.unlink([productId], old, trx);
        for (const cid of wanted) if (!product.category_ids.includes(cid)) await repo.link([productId], cid, trx);
        const main = categories.find((c) => c.id === input.main_category_id)!;
        if (product.category_id !== main.id) await repo.setMain([productId], main, trx);
        await track(
          actor,
          'product.categories',
          `product:${productId}`,
          {
            before: { name: product.name, category_ids: product.category_ids, main_category_id: product.category_id },
            after: { name: product.name, category_ids: wanted, main_category_id: main.id },
          },
          trx,
        );
      });
      return deps.productDetail(productId);
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
