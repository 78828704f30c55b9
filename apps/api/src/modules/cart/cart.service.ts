import type { Cart, CartItem, CartProduct, VariantOffers, WishlistItem } from '@boneka/shared';
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { publicUrl, type SaleHorizon } from '../catalog/catalog.service.js';
import {
  lineTitle,
  lineVariantOf,
  variantOfRow,
  variantRequired,
  type LineProductInfo,
  type LineVariantInfo,
  type ResolvedLine,
  type VariantsService,
} from '../variants/variants.service.js';
import type { CartRepo } from './cart.repo.js';

/**
 * A line's product as the spec names it, with the variant's price, stock and photo (decision 034): what a spec client
 * multiplies and checks is what the line costs and holds.
 */
const toCartProduct = (
  product: LineProductInfo,
  variant: LineVariantInfo,
  categoryIds: readonly number[] = [],
): CartProduct => ({
  product_id: product.product_id,
  name: product.name,
  description: product.description,
  price: variant.price,
  stock: variant.stock,
  image_url: publicUrl(variant.thumbnail),
  category: { name: product.category_name },
  category_ids: [...categoryIds],
});

/** Harga grosir, flash sales and the products' categories (modules/promotions): what a line's price is made of. */
export interface CartOffersPort {
  forLines(
    lines: readonly { variant_id: number; product_id: number }[],
    at: Date,
  ): Promise<{ offers: ReadonlyMap<number, VariantOffers>; categories: ReadonlyMap<number, number[]> }>;
}

type Offers = ReadonlyMap<number, VariantOffers>;
type Categories = ReadonlyMap<number, number[]>;

/** A stored line with its product's and variant's columns, as the cart and the wishlist show it. */
const shown = (
  row: Parameters<typeof variantOfRow>[0] & LineProductInfo,
  at: Date,
  offers?: Offers,
  categories?: Categories,
) => {
  const variant = variantOfRow(row, at);
  return {
    product: toCartProduct(row, variant, categories?.get(row.product_id)),
    variant: lineVariantOf(variant, true, offers?.get(row.variant_id)),
  };
};

const insufficientStock = ({ product, variant }: ResolvedLine) => {
  const name = lineTitle(product.name, variant.label);
  const available = variant.stock;
  return conflict('INSUFFICIENT_STOCK', available > 0 ? `Stok ${name} tersisa ${available}.` : `Stok ${name} habis.`, {
    product_id: product.product_id,
    variant_id: variant.variant_id,
    available,
  });
};

/** More units of one variant than one order may hold (decision 010); the checkout answers the same. */
export const lineLimitError = (name: string, productId: number, limit: number, variantId?: number) =>
  new AppError(422, 'ORDER_LINE_LIMIT', `Maksimal ${limit} unit ${name} per pesanan.`, {
    body: { product_id: productId, ...(variantId !== undefined ? { variant_id: variantId } : {}), limit },
  });

export interface CartLimits {
  /** The most units of one variant in a cart line, the same as in one order. */
  maxUnitsPerLine: number;
}

/** The refusals a line that names no buyable variant meets (variants.service.ts): checking a cart reports them. */
const LINE_REFUSALS: ReadonlySet<string> = new Set([
  'NOT_FOUND',
  'VARIANT_NOT_FOUND',
  'VARIANT_UNAVAILABLE',
  'VARIANT_REQUIRED',
]);

/**
 * One cart and one wishlist per customer. A line is one variant of a product; quantities are positive and never
 * above the variant's stock or the per-order cap of one line.
 */
export function cartService(
  db: Db,
  repo: CartRepo,
  variants: VariantsService,
  clock: Clock,
  limits: CartLimits,
  promotions?: CartOffersPort,
) {
  /** The lines' offers and categories, read together for a whole cart or wishlist. */
  async function offersOf(rows: readonly { variant_id: number; product_id: number }[], at: Date) {
    if (!promotions || rows.length === 0) return { offers: undefined, categories: undefined };
    return promotions.forLines(rows, at);
  }
  const now = () => clock.now().toISOString();
  const mostOf = (variant: LineVariantInfo) => Math.min(variant.stock, limits.maxUnitsPerLine);
  /** Names the tighter of the two bounds a refused quantity passed. */
  const tooMany = (line: ResolvedLine) =>
    line.variant.stock <= limits.maxUnitsPerLine
      ? insufficientStock(line)
      : lineLimitError(
          lineTitle(line.product.name, line.variant.label),
          line.product.product_id,
          limits.maxUnitsPerLine,
          line.variant.variant_id,
        );

  /** The cart at the prices in force now; `horizon` learns when one of its lines' sales starts or ends. */
  async function cart(userId: number, horizon?: SaleHorizon): Promise<Cart> {
    const rows = await repo.listCart(userId);
    const at = clock.now();
    horizon?.note(rows, at);
    const { offers, categories } = await offersOf(rows, at);
    for (const offer of offers?.values() ?? []) horizon?.noteFlash(offer.flash, at);
    const items: CartItem[] = rows.map((r) => ({
      cart_item_id: r.id,
      product_id: r.product_id,
      variant_id: r.variant_id,
      quantity: r.quantity,
      ...shown(r, at, offers, categories),
    }));
    return { items, totalItems: items.reduce((sum, i) => sum + i.quantity, 0) };
  }

  async function item(userId: number, id: number): Promise<CartItem> {
    const found = (await cart(userId)).items.find((i) => i.cart_item_id === id);
    if (!found) throw notFound('Cart item');
    return found;
  }

  /** Adds to the variant's cart line (creating it), never past its bounds; returns the line's id. */
  async function putInCart(ex: Executor, userId: number, line: ResolvedLine, quantity: number): Promise<number> {
    const id = await repo.addToLine(
      userId,
      { product_id: line.product.product_id, variant_id: line.variant.variant_id },
      quantity,
      mostOf(line.variant),
      now(),
      ex,
    );
    if (id === undefined) throw tooMany(line);
    return id;
  }

  /** A line's variant for checking a cart, or why it has none that can be bought. */
  async function lineFor(productId: number, variantId: number | undefined) {
    try {
      return { line: await variants.resolve(productId, variantId) };
    } catch (error) {
      if (!(error instanceof AppError) || !LINE_REFUSALS.has(error.code)) throw error;
      return { refusal: error };
    }
  }

  return {
    get: cart,
    count: (userId: number) => repo.cartCount(userId),
    async add(
      userId: number,
      productId: number,
      variantId: number | undefined,
      quantity: number,
    ): Promise<{ item: CartItem; name: string }> {
      const line = await variants.resolve(productId, variantId);
      const id = await putInCart(db, userId, line, quantity);
      return { item: await item(userId, id), name: lineTitle(line.product.name, line.variant.label) };
    },
    async setQuantity(userId: number, id: number, quantity: number): Promise<CartItem> {
      const current = await repo.findCartItem(userId, id);
      if (!current) throw notFound('Cart item');
      const line = await variants.resolve(current.product_id, current.variant_id);
      if (quantity > mostOf(line.variant)) throw tooMany(line);
      await repo.setQuantity(userId, id, quantity, now());
      return item(userId, id);
    },
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.removeCartItem(userId, id))) throw notFound('Cart item');
    },
    clear: (userId: number) => repo.clearCart(userId),
    /** Drops the ordered variants' lines from the cart, inside the order's transaction. */
    removeOrdered: (userId: number, variantIds: number[], ex: Executor) => repo.removeVariants(userId, variantIds, ex),
    /**
     * Checks requested quantities against each variant's current stock and the per-order cap of one line (the
     * checkout repeats this in its transaction). Lines of one variant count together; a line whose variant cannot
     * be bought (none named of several, switched off, unknown) is not valid, and the message says why.
     */
    async validate(lines: { product_id: number; variant_id?: number; quantity: number }[]) {
      const found = await Promise.all(lines.map((l) => lineFor(l.product_id, l.variant_id)));
      const merged = new Map<
        string,
        {
          product_id: number;
          variant_id: number | null;
          requested: number;
          line: ResolvedLine | undefined;
          refusal: AppError | undefined;
        }
      >();
      lines.forEach((l, i) => {
        const { line, refusal } = found[i]!;
        const key = line ? `v${line.variant.variant_id}` : `p${l.product_id}:${l.variant_id ?? ''}`;
        const entry = merged.get(key) ?? {
          product_id: l.product_id,
          variant_id: line?.variant.variant_id ?? l.variant_id ?? null,
          requested: 0,
          line,
          refusal,
        };
        entry.requested = Math.min(entry.requested + l.quantity, Number.MAX_SAFE_INTEGER);
        merged.set(key, entry);
      });
      const cap = limits.maxUnitsPerLine;
      const items = [...merged.values()].map(({ line, refusal, ...asked }) => {
        const available = line?.variant.stock ?? 0;
        return {
          ...asked,
          name: line ? lineTitle(line.product.name, line.variant.label) : null,
          available,
          ok: line !== undefined && asked.requested <= available && asked.requested <= cap,
          // A product that is there, with a variant to choose or switched off: said as such, not as stock.
          choose: refusal && refusal.code !== 'NOT_FOUND' && refusal.code !== 'VARIANT_NOT_FOUND' ? refusal : null,
        };
      });
      const named = (i: (typeof items)[number]) => i.name ?? `produk #${i.product_id}`;
      const short = items.filter((i) => !i.choose && (i.requested > i.available || i.name === null));
      const overCap = items.filter((i) => !i.choose && !short.includes(i) && !i.ok);
      const sentences = [
        short.length
          ? `Stok tidak mencukupi untuk: ${short.map((p) => `${named(p)} (tersisa ${p.available})`).join(', ')}`
          : '',
        overCap.length ? `Maksimal ${cap} unit per produk dalam satu pesanan: ${overCap.map(named).join(', ')}` : '',
        ...items.map((i) => i.choose?.message.replace(/\.$/, '') ?? ''),
      ].filter(Boolean);
      return {
        valid: sentences.length === 0,
        message: sentences.length ? sentences.join('. ') : 'Semua item tersedia.',
        items: items.map(({ choose: _choose, ...i }) => i),
      };
    },

    async wishlist(userId: number): Promise<WishlistItem[]> {
      const rows = await repo.listWishlist(userId);
      const at = clock.now();
      const { offers, categories } = await offersOf(rows, at);
      return rows.map((r) => ({
        wishlist_item_id: r.id,
        product_id: r.product_id,
        variant_id: r.variant_id,
        created_at: r.created_at,
        ...shown(r, at, offers, categories),
      }));
    },
    /** The variant named, or (a heart on a catalogue card) the product's first switched-on one. */
    async addToWishlist(userId: number, productId: number, variantId?: number): Promise<void> {
      const { product, variant } = await variants.resolveForWishlist(productId, variantId);
      await repo.insertWishlistItem(userId, { product_id: product.product_id, variant_id: variant.variant_id }, now());
    },
    /** The product's wishlist lines, or with `variantId` that variant's only. */
    async removeFromWishlist(userId: number, productId: number, variantId?: number): Promise<void> {
      if ((await repo.removeWishlistItems(userId, productId, variantId)) === 0) throw notFound('Wishlist item');
    },
    /** Cart line → wishlist in one transaction: the item is in exactly one of the two afterwards. */
    async moveToWishlist(userId: number, cartItemId: number): Promise<string> {
      const current = await repo.findCartItem(userId, cartItemId);
      if (!current) throw notFound('Cart item');
      const { product, variants: all } = await variants.variantsOf(current.product_id);
      const label = all.find((v) => v.variant_id === current.variant_id)?.label;
      await db.transaction().execute(async (trx) => {
        await repo.insertWishlistItem(userId, current, now(), trx);
        await repo.removeCartItem(userId, cartItemId, trx);
      });
      return `${lineTitle(product.name, label)} dipindahkan ke wishlist.`;
    },
    /**
     * Wishlist → cart in one transaction, within the line's bounds, keeping its variant. The product's line, or
     * with several wished variants of it the one named (422 VARIANT_REQUIRED with those otherwise). The wishlist
     * item is taken first: of parallel moves one takes it (the others wait on its row, then find it gone), so the
     * cart grows once.
     */
    async moveToCart(userId: number, productId: number, variantId: number | undefined, quantity: number) {
      const wished = await repo.findWishlistItems(userId, productId, variantId);
      if (wished.length === 0) throw notFound('Wishlist item');
      if (wished.length > 1) {
        const { product, variants: all } = await variants.variantsOf(productId);
        throw variantRequired(
          product,
          all.filter((v) => wished.some((w) => w.variant_id === v.variant_id)),
        );
      }
      const line = await variants.resolve(productId, wished[0]!.variant_id);
      await db.transaction().execute(async (trx) => {
        if ((await repo.removeWishlistItems(userId, productId, line.variant.variant_id, trx)) === 0)
          throw notFound('Wishlist item');
        await putInCart(trx, userId, line, quantity);
      });
      return `${lineTitle(line.product.name, line.variant.label)} berhasil ditambahkan ke keranjang!`;
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
