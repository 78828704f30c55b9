import { z } from 'zod';
import { FlashOfferSchema, WholesaleTierSchema } from './promotions.js';
import { SaleNowSchema } from './sale.js';

/**
 * A JSON number of whole units. The spec's client sends numbers, so nothing is coerced: `true`, `"0x1"` or
 * `" 1e0 "` would otherwise count as 1.
 */
export const Quantity = z
  .number({ error: 'Jumlah harus angka' })
  .int('Jumlah harus bilangan bulat')
  .min(1, 'Jumlah minimal 1')
  .max(10_000, 'Jumlah terlalu besar');

/**
 * A line's product as the spec names it. With variants (decision 034) `price` and `stock` are the chosen variant's,
 * and `image_url` its photo (else the cover): what a spec client multiplies and checks is what the line costs.
 */
export const CartProduct = z.object({
  product_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
  image_url: z.string().nullable(),
  category: z.object({ name: z.string() }),
  /** Every category the product is in: what a voucher limited to some categories covers (orderAmounts). */
  category_ids: z.array(z.number().int()),
});

/** The variant a cart, wishlist or order line names. */
export const LineVariant = z.object({
  variant_id: z.number().int(),
  /** "50 cm / Pink"; '' for a product without options. */
  label: z.string(),
  sku: z.string().nullable(),
  /** Switched on, and the product listed: else the line cannot be bought as it is. */
  available: z.boolean(),
  weight_grams: z.number().int(),
  /** The sale in force on this variant (decision 046): the line's `product.price` is then the sale price. */
  sale: SaleNowSchema.nullable(),
  /** Harga grosir tiers of the variant: the line costs less each from their quantity (orderAmounts). */
  wholesale: z.array(WholesaleTierSchema),
  /** The flash sale running on the variant, with its quota left when read, or null. */
  flash: FlashOfferSchema.nullable(),
});
export type LineVariant = z.infer<typeof LineVariant>;
export type CartProduct = z.infer<typeof CartProduct>;

export const CartItem = z.object({
  cart_item_id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  quantity: z.number().int(),
  product: CartProduct,
  variant: LineVariant,
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({ items: z.array(CartItem), totalItems: z.number().int() });
export type Cart = z.infer<typeof Cart>;
export const CartResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: Cart });
export const CartItemResponse = z.object({ success: z.literal(true), message: z.string(), data: CartItem });
export const CartCountResponse = z.object({ success: z.literal(true), data: z.object({ count: z.number().int() }) });

const VariantId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A product's variant may be left out when it has only one (the spec's client); a product with several answers
 * 422 `VARIANT_REQUIRED` with the variants to choose from.
 */
export const AddCartItemBody = z.object({
  product_id: z.coerce.number().int().positive().max(2_147_483_647),
  variant_id: VariantId.optional(),
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
    .array(
      z.object({
        product_id: z.coerce.number().int().positive().max(2_147_483_647),
        variant_id: VariantId.optional(),
        quantity: RequestedQuantity,
      }),
    )
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
        variant_id: z.number().int().nullable(),
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
    type: z.enum(['percent', 'fixed', 'shipping']),
    value: z.number().int(),
    description: z.string(),
    max_discount: z.number().int().nullable(),
    min_spend: z.number().int(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    /** Limited to these products and categories (both empty: every product): the cart sums only what it covers. */
    scope: z.object({ product_ids: z.array(z.number().int()), category_ids: z.array(z.number().int()) }).nullable(),
  }),
});

export const WishlistItem = z.object({
  wishlist_item_id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  created_at: z.string(),
  product: CartProduct,
  variant: LineVariant,
});
export type WishlistItem = z.infer<typeof WishlistItem>;
export const WishlistResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(WishlistItem),
});
/** Without a variant, the product's first switched-on one (a heart on a catalogue card). */
export const AddWishlistBody = z.object({
  product_id: z.coerce.number().int().positive().max(2_147_483_647),
  variant_id: VariantId.optional(),
});
export const MoveToCartBody = z.object({ quantity: Quantity.default(1) });
/**
 * Which of a product's wishlist lines `DELETE /api/wishlist/:productId` and its `move-to-cart` mean: one variant's,
 * or none named, the product's (all of them for a delete; for a move, its only one).
 */
export const WishlistLineQuery = z.object({ variant_id: VariantId.optional() });
