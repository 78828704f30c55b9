import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { send, type SignedIn } from './accounts.js';
import { makeProduct } from './catalog.js';
import { startKomshipStub, type KomshipStub } from './komship-stub.mjs';
import { orderingShop, placeOrder } from './orders.js';
import type { TestApp } from './test-app.js';

/** A shop booking its shipments with the Komship stand-in (decision 058), and a shopper in Kota Bandung. */
export async function komshipShop(env: Record<string, string> = {}) {
  const stub = await startKomshipStub();
  const shop = await orderingShop({
    KOMSHIP_API_KEY: stub.apiKey,
    KOMSHIP_BASE_URL: stub.baseUrl,
    ORDER_CREATES_PER_MINUTE: '100000',
    ...env,
  });
  return { ...shop, stub };
}

export interface ShipmentShop {
  t: TestApp;
  admin: SignedIn;
  shopper: SignedIn;
  addressId: number;
  stub?: KomshipStub;
}

/**
 * An order the owner is packing (processing): COD unless told, with a courier Komship carries (JNE REG) unless told.
 */
export async function processingOrder(
  shop: ShipmentShop,
  options: { courier?: string; service?: string; quantity?: number } = {},
) {
  const { t, admin, shopper, addressId } = shop;
  const product = await makeProduct(t.services, { price: 120_000, stock: 50 });
  const placed = await placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: 'COD (Bayar di Tempat)',
    items: [{ product_id: product.product_id, quantity: options.quantity ?? 1 }],
    shipping: { courier: options.courier ?? 'jne', service: options.service ?? 'REG' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data as {
    order_id: number;
    order_number: string;
    secure_token: string;
    total_amount: number;
  };
  const processing = await send(t.app, {
    method: 'PUT',
    url: `/api/orders/${order.order_id}/status`,
    token: admin.accessToken,
    payload: { status: 'processing' },
  });
  expect(processing.statusCode, processing.body).toBe(200);
  return order;
}

/** "Atur Pengiriman" on one order, as the owner's page posts it. */
export const bookShipment = (app: FastifyInstance, admin: SignedIn, id: number, body: unknown = { method: 'pickup' }) =>
  send(app, {
    method: 'POST',
    url: `/api/orders/admin/${id}/shipment`,
    token: admin.accessToken,
    payload: body as Record<string, unknown>,
  });

export const cancelShipment = (app: FastifyInstance, admin: SignedIn, id: number) =>
  send(app, { method: 'PUT', url: `/api/orders/admin/${id}/shipment/cancel`, token: admin.accessToken });

export const shipmentLabel = (app: FastifyInstance, admin: SignedIn, id: number) =>
  send(app, { method: 'GET', url: `/api/orders/admin/${id}/shipment/label.pdf`, token: admin.accessToken });

/** The owner's page of the order. */
export async function adminOrder(app: FastifyInstance, admin: SignedIn, id: number) {
  const res = await send(app, { method: 'GET', url: `/api/orders/admin/${id}`, token: admin.accessToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The order's row and its shipment's, as stored. */
export const storedOrder = (t: TestApp, id: number) =>
  t.behindTheApp((db) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
export const storedShipment = (t: TestApp, id: number) =>
  t.behindTheApp((db) => db.selectFrom('order_shipments').selectAll().where('order_id', '=', id).executeTakeFirst());
