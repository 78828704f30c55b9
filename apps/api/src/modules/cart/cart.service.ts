import type { Cart, CartItem, CartProduct, Product, WishlistItem } from '@boneka/shared';
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { publicUrl } from '../catalog/catalog.service.js';
import type { CartRepo } from './cart.repo.js';

interface ProductColumns {
  product_id: number;
  name: string;
  description: string | null;
  price: number;
  stock: number;
  thumbnail: string | null;
  category_name: string;
}

const toCartProduct = (row: ProductColumns): CartProduct => ({
  product_id: row.product_id,
  name: row.name,
  description: row.description,
  price: row.price,
  stock: row.stock,
  image_url: publicUrl(row.thumbnail),
  category: { name: row.category_name },
});

const insufficientStock = (name: string, available: number) =>
  conflict('INSUFFICIENT_STOCK', available > 0 ? `Stok ${name} tersisa ${available}.` : `Stok ${name} habis.`, {
    available,
  });

/** More units of one product than one order may hold (decision 010); the checkout answers the same. */
export const lineLimitError = (name: string, productId: number, limit: number) =>
  new AppError(422, 'ORDER_LINE_LIMIT', `Maksimal ${limit} unit ${name} per pesanan.`, {
    body: { product_id: productId, limit },
  });

export interface CartLimits {
  /** The most units of one product in a cart line, the same as in one order. */
  maxUnitsPerLine: number;
}

/**
 * One cart and one wishlist per customer; quantities are positive and never above the stock or the per-order
 * cap of one product.
 */
export function cartService(db: Db, repo: CartRepo, catalog: CatalogService, clock: Clock, limits: CartLimits) {
  const now = () => clock.now().toISOString();
  const mostOf = (product: Product) => Math.min(product.stock, limits.maxUnitsPerLine);
  /** Names the tighter of the two bounds a refused quantity passed. */
  const tooMany = (product: Product) =>
    product.stock <= limits.maxUnitsPerLine
      ? insufficientStock(product.name, product.stock)
      : lineLimitError(product.name, product.product_id, limits.maxUnitsPerLine);

  async function cart(userId: number): Promise<Cart> {
    const rows = await repo.listCart(userId);
    const items: CartItem[] = rows.map((r) => ({
      cart_item_id: r.id,
      product_id: r.product_id,
      quantity: r.quantity,
      product: toCartProduct(r),
    }));
    return { items, totalItems: items.reduce((sum, i) => sum + i.quantity, 0) };
  }

  async function item(userId: number, id: number): Promise<CartItem> {
    const found = (await cart(userId)).items.find((i) => i.cart_item_id === id);
    if (!found) throw notFound('Cart item');
    return found;
  }

  /** Adds to the product's cart line (creating it), never past its bounds; returns the line's id. */
  async function putInCart(ex: Executor, userId: number, product: Product, quantity: number): Promise<number> {
    const id = await repo.addToLine(userId, product.product_id, quantity, mostOf(product), now(), ex);
    if (id === undefined) throw tooMany(product);
    return id;
  }

  async function add(userId: number, productId: number, quantity: number): Promise<{ item: CartItem; name: string }> {
    const product = await catalog.get(productId);
    const id = await putInCart(db, userId, product, quantity);
    return { item: await item(userId, id), name: product.name };
  }

  return {
    get: cart,
    count: (userId: number) => repo.cartCount(userId),
    add,
    async setQuantity(userId: number, id: number, quantity: number): Promise<CartItem> {
      const current = await repo.findCartItem(userId, id);
      if (!current) throw notFound('Cart item');
      const product = await catalog.get(current.product_id);
      if (quantity > mostOf(product)) throw tooMany(product);
      await repo.setQuantity(userId, id, quantity, now());
      return item(userId, id);
    },
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.removeCartItem(userId, id))) throw notFound('Cart item');
    },
    clear: (userId: number) => repo.clearCart(userId),
    /** Drops the ordered products from the cart, inside the order's transaction. */
    removeOrdered: (userId: number, productIds: number[], ex: Executor) => repo.removeProducts(userId, productIds, ex),
    /**
     * Checks requested quantities against the current stock and the per-order cap of one product (the checkout
     * repeats this in its transaction).
     */
    async validate(lines: { product_id: number; quantity: number }[]) {
      const merged = new Map<number, number>();
      for (const line of lines) {
        const sum = (merged.get(line.product_id) ?? 0) + line.quantity;
        merged.set(line.product_id, Math.min(sum, Number.MAX_SAFE_INTEGER));
      }
      const cap = limits.maxUnitsPerLine;
      const items = await Promise.all(
        [...merged].map(async ([productId, requested]) => {
          const product = await catalog.get(productId).catch(() => null);
          const available = product?.stock ?? 0;
          return {
            product_id: productId,
            name: product?.name ?? null,
            requested,
            available,
            ok: product !== null && requested <= available && requested <= cap,
          };
        }),
      );
      const named = (i: (typeof items)[number]) => i.name ?? `produk #${i.product_id}`;
      const short = items.filter((i) => i.requested > i.available || i.name === null);
      const overCap = items.filter((i) => !short.includes(i) && !i.ok);
      const sentences = [
        short.length
          ? `Stok tidak mencukupi untuk: ${short.map((p) => `${named(p)} (tersisa ${p.available})`).join(', ')}`
          : '',
        overCap.length ? `Maksimal ${cap} unit per produk dalam satu pesanan: ${overCap.map(named).join(', ')}` : '',
      ].filter(Boolean);
      return {
        valid: sentences.length === 0,
        message: sentences.length ? sentences.join('. ') : 'Semua item tersedia.',
        items,
      };
    },

    async wishlist(userId: number): Promise<WishlistItem[]> {
      return (await repo.listWishlist(userId)).map((r) => ({
        wishlist_item_id: r.id,
        product_id: r.product_id,
        created_at: r.created_at,
        product: toCartProduct(r),
      }));
    },
    async addToWishlist(userId: number, productId: number): Promise<void> {
      await catalog.get(productId);
      await repo.insertWishlistItem(userId, productId, now());
    },
    async removeFromWishlist(userId: number, productId: number): Promise<void> {
      if (!(await repo.removeWishlistItem(userId, productId))) throw notFound('Wishlist item');
    },
    /** Cart line → wishlist in one transaction: the item is in exactly one of the two afterwards. */
    async moveToWishlist(userId: number, cartItemId: number): Promise<string> {
      const current = await repo.findCartItem(userId, cartItemId);
      if (!current) throw notFound('Cart item');
      const product = await catalog.get(current.product_id);
      await db.transaction().execute(async (trx) => {
        await repo.insertWishlistItem(userId, current.product_id, now(), trx);
        await repo.removeCartItem(userId, cartItemId, trx);
      });
      return `${product.name} dipindahkan ke wishlist.`;
    },
    /**
     * Wishlist → cart in one transaction, within the line's bounds. The wishlist item is taken first: of parallel
     * moves one takes it (the others wait on its row, then find it gone), so the cart grows once.
     */
    async moveToCart(userId: number, productId: number, quantity: number): Promise<string> {
      if (!(await repo.findWishlistItem(userId, productId))) throw notFound('Wishlist item');
      const product = await catalog.get(productId);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.removeWishlistItem(userId, productId, trx))) throw notFound('Wishlist item');
        await putInCart(trx, userId, product, quantity);
      });
      return `${product.name} berhasil ditambahkan ke keranjang!`;
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
