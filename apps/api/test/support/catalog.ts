import { variantLabel } from '@boneka/shared';
import type { Services } from '../../src/app.js';

let counter = 0;

/** A product straight through the catalogue service (the same factory the demo seed uses). */
export async function makeProduct(
  services: Services,
  overrides: Partial<{ name: string; description: string | null; price: number; stock: number }> = {},
) {
  counter += 1;
  return services.catalog.create(
    {
      name: `Boneka Uji ${counter}`,
      description: 'Boneka lembut untuk pengujian',
      price: 100_000,
      stock: 10,
      image_url: undefined,
      ...overrides,
    },
    undefined,
    null,
  );
}

/** A line of `makeOrder`: a product id alone, or the variant it names (`label`, else `options`; null as in an order
 * migrated from before variants) and a quantity. */
export type OrderLineSpec =
  number | { product_id: number; label?: string | null; options?: string[]; quantity?: number };

/** An order in the given status holding the lines (the checkout issue creates real ones). */
export async function makeOrder(services: Services, userId: number, lines: OrderLineSpec[], status = 'delivered') {
  const db = services.database.db;
  const now = services.clock.now().toISOString();
  counter += 1;
  const order = await db
    .insertInto('orders')
    .values({
      order_number: `BNK-TEST-${counter}-${Date.now()}`,
      secure_token: `tok${counter}${Math.random().toString(36).slice(2)}`,
      user_id: userId,
      status,
      payment_status: status === 'delivered' ? 'paid' : 'unpaid',
      payment_method: 'Transfer Bank',
      subtotal: 100_000 * lines.length,
      shipping_cost: 0,
      voucher_code: null,
      voucher_discount: 0,
      total_amount: 100_000 * lines.length,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    const spec = typeof line === 'number' ? { product_id: line } : line;
    const quantity = spec.quantity ?? 1;
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        product_id: spec.product_id,
        product_name: 'x',
        unit_price: 100_000,
        quantity,
        subtotal: 100_000 * quantity,
        ...(typeof line === 'number'
          ? {}
          : { variant_label: line.label !== undefined ? line.label : variantLabel(line.options ?? []) }),
      })
      .execute();
  }
  return order.id;
}
