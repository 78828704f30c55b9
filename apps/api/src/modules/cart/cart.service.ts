import type { Cart, CartItem, CartProduct, Product, WishlistItem } from '@boneka/shared';
import type { Db, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
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
  new AppError(
    409,
    'INSUFFICIENT_STOCK',
    available > 0 ? `Stok ${name} tersisa ${available}.` : `Stok ${name} habis.`,
    {
      body: { available },
    },
  );

/** One cart and one wishlist per customer; quantities are positive and never above the stock. */
export function cartService(db: Db, repo: CartRepo, catalog: CatalogService, clock: Clock) {
  const now = () => clock.now().toISOString();

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

  /** Adds to the product's cart line (creating it), never past the stock; returns the line's id. */
  async function putInCart(trx: Executor, userId: number, product: Product, quantity: number): Promise<number> {
    const existing = await repo.findCartItemByProduct(userId, product.product_id, trx);
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > product.stock) throw insufficientStock(product.name, product.stock);
    if (!existing) return repo.insertCartItem(userId, product.product_id, wanted, now(), trx);
    await repo.setQuantity(existing.id, wanted, now(), trx);
    return existing.id;
  }

  async function add(userId: number, productId: number, quantity: number): Promise<{ item: CartItem; name: string }> {
    const product = await catalog.get(productId);
    const id = await db.transaction().execute((trx) => putInCart(trx, userId, product, quantity));
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
      if (quantity > product.stock) throw insufficientStock(product.name, product.stock);
      await repo.setQuantity(id, quantity, now());
      return item(userId, id);
    },
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.removeCartItem(userId, id))) throw notFound('Cart item');
    },
    clear: (userId: number) => repo.clearCart(userId),
    /** Drops the ordered products from the cart, inside the order's transaction. */
    removeOrdered: (userId: number, productIds: number[], ex: Executor) => repo.removeProducts(userId, productIds, ex),
    /** Checks requested quantities against the current stock (the checkout repeats this in its transaction). */
    async validate(lines: { product_id: number; quantity: number }[]) {
      const merged = new Map<number, number>();
      for (const line of lines) merged.set(line.product_id, (merged.get(line.product_id) ?? 0) + line.quantity);
      const items = await Promise.all(
        [...merged].map(async ([productId, requested]) => {
          const product = await catalog.get(productId).catch(() => null);
          const available = product?.stock ?? 0;
          return {
            product_id: productId,
            name: product?.name ?? null,
            requested,
            available,
            ok: product !== null && requested <= available,
          };
        }),
      );
      const problems = items.filter((i) => !i.ok);
      const message = problems.length
        ? `Stok tidak mencukupi untuk: ${problems.map((p) => `${p.name ?? `produk #${p.product_id}`} (tersisa ${p.available})`).join(', ')}`
        : 'Semua item tersedia.';
      return { valid: problems.length === 0, message, items };
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
    /** Wishlist → cart in one transaction, within stock. */
    async moveToCart(userId: number, productId: number, quantity: number): Promise<string> {
      if (!(await repo.findWishlistItem(userId, productId))) throw notFound('Wishlist item');
      const product = await catalog.get(productId);
      await db.transaction().execute(async (trx) => {
        await putInCart(trx, userId, product, quantity);
        await repo.removeWishlistItem(userId, productId, trx);
      });
      return `${product.name} berhasil ditambahkan ke keranjang!`;
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
