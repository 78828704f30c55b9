import {
  shippingOption as buildShippingOption,
  type Address,
  type CartItem,
  type ShippingOption,
} from '@boneka/shared';

let nextId = 1;

/** A cart line of one doll; the product's fields can be overridden one by one. */
export function cartItem(
  overrides: Partial<Omit<CartItem, 'product'>> & { product?: Partial<CartItem['product']> } = {},
): CartItem {
  const id = nextId++;
  const productId = overrides.product_id ?? overrides.product?.product_id ?? 100 + id;
  return {
    cart_item_id: overrides.cart_item_id ?? id,
    product_id: productId,
    quantity: overrides.quantity ?? 1,
    product: {
      product_id: productId,
      name: `Boneka ${id}`,
      description: null,
      price: 100_000,
      stock: 10,
      image_url: null,
      category: { name: 'Teddy Bear' },
      ...overrides.product,
    },
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
