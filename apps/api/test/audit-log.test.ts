import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@boneka/shared';
import { send, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { orderingShop, placeOrder } from './support/orders.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string };
beforeAll(async () => {
  ({ t, admin, shopper, addressId, shipping } = await orderingShop());
});
afterAll(() => t?.close());

const auditLog = async () =>
  (await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin.accessToken })).json()
    .data as AuditLogEntry[];

describe('the audit log', () => {
  it('names who acted and what they acted on: the product, the order number, the account', async () => {
    const teddy = await makeProduct(t.services, { name: 'Teddy', price: 120_000 });
    const placed = await placeOrder(t.app, shopper, {
      address_id: addressId,
      payment_method: 'Transfer Bank',
      items: [{ product_id: teddy.product_id, quantity: 1, price: teddy.price }],
      shipping: { courier: shipping.courier, service: shipping.service },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data as { order_id: number; order_number: string };

    const hidden = await send(t.app, {
      method: 'DELETE',
      url: `/api/products/${teddy.product_id}`,
      token: admin.accessToken,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const cancelled = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${order.order_id}/cancel`,
      token: admin.accessToken,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const log = await auditLog();
    expect(log.find((e) => e.action === 'product.hide')).toMatchObject({
      target: `product:${teddy.product_id}`,
      target_name: 'Teddy',
      actor_name: 'Admin',
    });
    expect(log.find((e) => e.action === 'order.cancelled_by_admin')).toMatchObject({
      target: `order:${order.order_id}`,
      target_name: order.order_number,
      actor_name: 'Admin',
    });
    expect(log.find((e) => e.action === 'auth.login' && e.target === `user:${admin.user.id}`)).toMatchObject({
      target_name: 'Admin',
    });
  });
});
