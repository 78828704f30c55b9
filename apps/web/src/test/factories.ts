import {
  LOW_STOCK_THRESHOLD_DEFAULT,
  shippingOption as buildShippingOption,
  type AdminProductDetail,
  type Address,
  type CartItem,
  type Order,
  type Product,
  type ProductDetail,
  type ShippingOption,
  type Variant,
} from '@boneka/shared';

let nextId = 1;

/** A cart line of one doll; the product's fields can be overridden one by one. */
export function cartItem(
  overrides: Partial<Omit<CartItem, 'product' | 'variant'>> & {
    product?: Partial<CartItem['product']>;
    variant?: Partial<CartItem['variant']>;
  } = {},
): CartItem {
  const id = nextId++;
  const productId = overrides.product_id ?? overrides.product?.product_id ?? 100 + id;
  const variantId = overrides.variant_id ?? 1000 + id;
  return {
    cart_item_id: overrides.cart_item_id ?? id,
    product_id: productId,
    variant_id: variantId,
    quantity: overrides.quantity ?? 1,
    variant: {
      variant_id: variantId,
      label: '',
      sku: null,
      available: true,
      weight_grams: 1000,
      sale: null,
      wholesale: [],
      flash: null,
      ...overrides.variant,
    },
    product: {
      product_id: productId,
      name: `Boneka ${id}`,
      description: null,
      price: 100_000,
      stock: 10,
      image_url: null,
      category: { name: 'Teddy Bear' },
      category_ids: [],
      ...overrides.product,
    },
  };
}

/** A listed doll with one variant, as the catalogue sends it. */
export function product(overrides: Partial<Product> = {}): Product {
  const id = overrides.product_id ?? 100 + nextId++;
  return {
    product_id: id,
    name: `Boneka ${id}`,
    description: 'Boneka lembut untuk dipeluk.',
    price: 100_000,
    price_max: overrides.price ?? 100_000,
    stock: 10,
    image_url: null,
    thumbnail_url: null,
    category: { name: 'Boneka', slug: 'boneka' },
    average_rating: 0,
    review_count: 0,
    sold_count: 0,
    created_at: '2026-11-20T03:00:00.000Z',
    variant_count: 1,
    sale: null,
    ...overrides,
  };
}

/** One variant; `options` are its values in option order. */
export function variant(overrides: Partial<Variant> = {}): Variant {
  const options = overrides.options ?? [];
  return {
    variant_id: nextId++,
    options,
    label: options.join(' / '),
    sku: null,
    price: 100_000,
    stock: 10,
    weight_grams: 1000,
    length_cm: null,
    width_cm: null,
    height_cm: null,
    image_id: null,
    is_active: true,
    sale_price: null,
    sale_starts_at: null,
    sale_ends_at: null,
    sale: null,
    wholesale: [],
    flash: null,
    ...overrides,
  };
}

/**
 * A product page's doll. Without `variants`: one default variant carrying the product's price and stock. The
 * product's totals (price, price_max, stock, variant_count) follow the variants given.
 */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const base = product(overrides);
  const variants = overrides.variants ?? [variant({ price: base.price, stock: base.stock })];
  const on = variants.filter((v) => v.is_active);
  const prices = on.map((v) => v.price);
  return {
    ...base,
    price: prices.length ? Math.min(...prices) : base.price,
    price_max: prices.length ? Math.max(...prices) : base.price,
    stock: on.reduce((sum, v) => sum + v.stock, 0),
    variant_count: on.length,
    options: [],
    images: [],
    categories: [{ category_id: 1, slug: 'boneka', name: 'Boneka' }],
    ...overrides,
    variants,
  };
}

/** The owner's view of a product: with its low-stock threshold (default 5). */
export function adminProductDetail(overrides: Partial<AdminProductDetail> = {}): AdminProductDetail {
  return {
    ...productDetail(overrides),
    low_stock_threshold: overrides.low_stock_threshold ?? LOW_STOCK_THRESHOLD_DEFAULT,
  };
}

export function address(overrides: Partial<Address> = {}): Address {
  return {
    address_id: 7,
    id: 7,
    label: 'Rumah',
    recipient_name: 'Wulan Pratama',
    phone_number: '081234567890',
    street_address: 'Jl. Dago No. 5',
    province_id: 32,
    city_id: 3273,
    district_id: 327301,
    postal_code: '40135',
    notes: null,
    is_default: true,
    province: { province_name: 'Jawa Barat' },
    city: { city_name: 'Kota Bandung' },
    district: { district_id: 327301, district_name: 'Sukasari' },
    ...overrides,
  };
}

export function shippingOption(overrides: Partial<ShippingOption> = {}): ShippingOption {
  const base = buildShippingOption({
    code: 'jne',
    service: 'REG',
    description: 'Layanan Reguler',
    cost: 20_000,
    etd: '2-4 hari',
  });
  return { ...base, ...overrides };
}

/** A transfer order of one doll placed at 10:00 UTC, waiting for its transfer (kode unik 123) until 12:00 UTC. */
export function order(overrides: Partial<Order> = {}): Order {
  return {
    order_id: 41,
    order_number: 'ORD-20261126-0041',
    secure_token: 'tok_0123456789abcdefghijkl',
    user_id: 3,
    status: 'pending',
    payment_status: 'unpaid',
    payment_method: 'Transfer Bank',
    payment_proof: null,
    subtotal: 150_000,
    shipping_cost: 20_000,
    voucher_code: null,
    voucher_discount: 0,
    shipping_discount: 0,
    total_amount: 170_000,
    unique_code: 123,
    transfer_amount: 170_123,
    courier: 'jne',
    courier_service: 'REG',
    shipping_etd: '2-4 hari',
    tracking_number: null,
    notes: null,
    shipping_address: {
      recipient_name: 'Wulan Pratama',
      phone_number: '081234567890',
      street_address: 'Jl. Dago No. 5',
      district_name: 'Sukasari',
      city_name: 'Kota Bandung',
      province_name: 'Jawa Barat',
      postal_code: '40135',
    },
    expires_at: '2026-11-26T12:00:00.000Z',
    confirm_by: null,
    gateway: null,
    refund_due: false,
    cancel_requested_at: null,
    shipped_at: null,
    delivered_at: null,
    completed_at: null,
    completes_at: null,
    refunded_amount: 0,
    complaint: null,
    tracking: { state: null, flag: null, flagged_at: null, checked_at: null, events: [] },
    created_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
    user: { first_name: 'Wulan', last_name: 'Pratama', email: 'wulan@example.com' },
    items: [
      {
        order_item_id: 1,
        product: { product_id: 5, name: 'Boneka Panda', image_url: null },
        variant: { variant_id: 5, label: '', sku: null },
        quantity: 1,
        price: 150_000,
        price_kind: 'normal',
        subtotal: 150_000,
      },
    ],
    history: [
      {
        status: 'pending',
        payment_status: 'unpaid',
        from_status: null,
        from_payment_status: null,
        event: 'created',
        note: null,
        actor: 'customer',
        created_at: '2026-11-26T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
