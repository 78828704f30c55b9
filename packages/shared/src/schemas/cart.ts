import { z } from 'zod';

/**
 * A JSON number of whole units. The spec's client sends numbers, so nothing is coerced: `true`, `"0x1"` or
 * `" 1e0 "` would otherwise count as 1.
 */
export const Quantity = z
  .number({ error: 'Jumlah harus angka' })
  .int('Jumlah harus bilangan bulat')
  .min(1, 'Jumlah minimal 1')
  .max(10_000, 'Jumlah terlalu besar');

export const CartProduct = z.object({
  product_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
  image_url: z.string().nullable(),
  category: z.object({ name: z.string() }),
});
export type CartProduct = z.infer<typeof CartProduct>;

export const CartItem = z.object({
  cart_item_id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int(),
  product: CartProduct,
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({ items: z.array(CartItem), totalItems: z.number().int() });
export type Cart = z.infer<typeof Cart>;
export const CartResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: Cart });
export const CartItemResponse = z.object({ success: z.literal(true), message: z.string(), data: CartItem });
export const CartCountResponse = z.object({ success: z.literal(true), data: z.object({ count: z.number().int() }) });

export const AddCartItemBody = z.object({
  product_id: z.coerce.number().int().positive().max(2_147_483_647),
  quantity: Quantity.default(1),
});
export type AddCartItemBody = z.input<typeof AddCartItemBody>;
export const UpdateCartItemBody = z.object({ quantity: Quantity });

/**
 * Checking a cart answers "not valid" for any quantity above stock, however large (decision 011), instead of a 400:
 * whole JSON numbers of any size are taken (held at the largest safe integer).
 */
const RequestedQuantity = z
  .number({ error: 'Jumlah harus angka' })
  .min(1, 'Jumlah minimal 1')
  .refine(Number.isInteger, 'Jumlah harus bilangan bulat')
  .transform((q) => Math.min(q, Number.MAX_SAFE_INTEGER));

export const ValidateCartBody = z.object({
  items: z
    .array(z.object({ product_id: z.coerce.number().int().positive().max(2_147_483_647), quantity: RequestedQuantity }))
    .min(1, 'Pilih minimal 1 produk untuk checkout!')
    .max(100),
});
export type ValidateCartBody = z.input<typeof ValidateCartBody>;
export const ValidateCartResponse = z.object({
  success: z.literal(true),
  data: z.object({
    valid: z.boolean(),
    message: z.string(),
    items: z.array(
      z.object({
        product_id: z.number().int(),
        name: z.string().nullable(),
        requested: z.number().int(),
        available: z.number().int(),
        ok: z.boolean(),
      }),
    ),
  }),
});

export const VoucherResponse = z.object({
  success: z.literal(true),
  data: z.object({
    code: z.string(),
    type: z.enum(['percent', 'fixed']),
    value: z.number().int(),
    description: z.string(),
  }),
});

export const WishlistItem = z.object({
  wishlist_item_id: z.number().int(),
  product_id: z.number().int(),
  created_at: z.string(),
  product: CartProduct,
});
export type WishlistItem = z.infer<typeof WishlistItem>;
export const WishlistResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(WishlistItem),
});
export const AddWishlistBody = z.object({ product_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const MoveToCartBody = z.object({ quantity: Quantity.default(1) });
