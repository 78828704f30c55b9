import type { FastifyInstance } from 'fastify';
import { send, signInAdmin, signUp, type SignedIn } from './accounts.js';
import { multipart, pngImage } from './images.js';
import { createTestApp } from './test-app.js';

/** Kota Bandung, Jawa Barat (the shop's own city). */
export const BANDUNG_ADDRESS = {
  label: 'Rumah',
  recipientName: 'Siti Rahayu',
  phoneNumber: '081234567890',
  streetAddress: 'Jl. Setiabudi No. 12',
  province: 32,
  city: 3273,
  district: 327301,
  postalCode: '40154',
  isDefault: true,
};

export async function addAddress(app: FastifyInstance, who: SignedIn): Promise<number> {
  const res = await send(app, {
    method: 'POST',
    url: '/auth/addresses',
    token: who.accessToken,
    payload: BANDUNG_ADDRESS,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().address.id;
}

/** The cheapest quoted option for the address's district, as the checkout page would preselect it. */
export async function cheapestShipping(app: FastifyInstance, who: SignedIn) {
  const res = await send(app, {
    method: 'POST',
    url: '/api/shipping/calculate-shipping',
    token: who.accessToken,
    payload: { districtId: 327301, weight: 1000 },
  });
  const option = res.json().data[0];
  return { courier: option.code as string, service: option.service as string, cost: option.cost as number };
}

export function placeOrder(
  app: FastifyInstance,
  who: SignedIn,
  body: Record<string, unknown>,
  idempotencyKey?: string,
) {
  return send(app, {
    method: 'POST',
    url: '/api/orders',
    token: who.accessToken,
    payload: body,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

/** The shop owner every order test signs in as. */
export const OWNER = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

/**
 * A shop ready to take orders: the owner signed in, and a shopper with a default address in Kota Bandung and the
 * cheapest courier quote for it.
 */
export async function orderingShop(env: Record<string, string> = {}, logStream?: NodeJS.WritableStream) {
  const t = await createTestApp(env, logStream);
  await t.services.auth.ensureAdmin(OWNER.email, OWNER.password);
  const admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
  const shopper = await signUp(t.app, t.dataDir);
  const addressId = await addAddress(t.app, shopper);
  const shipping = await cheapestShipping(t.app, shopper);
  return { t, admin, shopper, addressId, shipping };
}

/** The customer uploads a proof for their transfer order and the owner confirms it: the order is paid. */
export async function payByTransfer(app: FastifyInstance, admin: SignedIn, who: SignedIn, placed: OrderRef) {
  const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(200, 300));
  const uploaded = await send(app, {
    method: 'POST',
    url: `/api/orders/secure/${placed.secure_token}/payment-proof`,
    token: who.accessToken,
    payload: form.payload,
    headers: form.headers,
  });
  if (uploaded.statusCode !== 200) throw new Error(uploaded.body);
  const confirmed = await send(app, {
    method: 'PUT',
    url: `/api/orders/${placed.order_id}/payment-status`,
    token: admin.accessToken,
    payload: { payment_status: 'paid' },
  });
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
}

export interface OrderRef {
  order_id: number;
  secure_token: string;
}
