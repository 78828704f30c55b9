import type { TestApp } from './test-app.js';

/** An order of one line as the dashboard reads it, written straight into the database (no stock, mail or history). */
export interface OrderInDb {
  orderNumber: string;
  userId: number;
  productId: number;
  status: string;
  paymentStatus: string;
  total: number;
  /** When it was placed, ISO UTC. */
  at: string;
}

export async function insertOrder(t: TestApp, order: OrderInDb): Promise<number> {
  const db = t.services.database.db;
  const row = await db
    .insertInto('orders')
    .values({
      order_number: order.orderNumber,
      secure_token: `${order.orderNumber}${Math.random().toString(36).slice(2)}`.padEnd(32, 'x'),
      user_id: order.userId,
      status: order.status,
      payment_status: order.paymentStatus,
      payment_method: 'Transfer Bank',
      subtotal: order.total,
      shipping_cost: 0,
      voucher_code: null,
      voucher_discount: 0,
      total_amount: order.total,
      created_at: order.at,
      updated_at: order.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({
      order_id: row.id,
      product_id: order.productId,
      product_name: 'x',
      unit_price: order.total,
      quantity: 1,
      subtotal: order.total,
    })
    .execute();
  return row.id;
}
