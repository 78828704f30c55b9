import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderResponse, formatRupiah } from '@boneka/shared';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';
import { addAddress, cheapestShipping, orderingShop, OWNER } from './support/orders.js';
import type { TestApp } from './support/test-app.js';

/** The owner's page of one order (issue 26): everything to pack and ship it, and every owner mail leads there. */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let buyer: SignedIn;
let placed: { order_id: number; secure_token: string; order_number: string };
const SHOP_URL = 'https://boneka.example';

beforeAll(async () => {
  ({ t, admin, shopper } = await orderingShop({ PUBLIC_URL: SHOP_URL }));
  // The buyer's own phone differs from the recipient's on the address: the owner sees both.
  buyer = await signUp(t.app, t.dataDir, { firstName: 'Dewi', lastName: 'Lestari', phoneNumber: '081398765432' });
  const addressId = await addAddress(t.app, buyer);
  const shipping = await cheapestShipping(t.app, buyer);
  const kelinci = await makeProduct(t.services, { name: 'Boneka Kelinci Salju', price: 125_000, stock: 20 });
  const beruang = await makeProduct(t.services, { name: 'Boneka Beruang Madu', price: 89_000, stock: 20 });
  const res = await send(t.app, {
    method: 'POST',
    url: '/api/orders',
    token: buyer.accessToken,
    payload: {
      address_id: addressId,
      payment_method: 'Transfer Bank',
      notes: 'Tolong bungkus kado, ya',
      items: [
        { product_id: kelinci.product_id, quantity: 2 },
        { product_id: beruang.product_id, quantity: 1 },
      ],
      shipping,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  placed = res.json().data;
});
afterAll(() => t?.close());

const adminView = (id: number | string, token?: string) =>
  send(t.app, { method: 'GET', url: `/api/orders/admin/${id}`, ...(token ? { token } : {}) });

/** The outbox's rows for the order, once the worker has sent what is due. */
async function mailsOf(orderId: number) {
  await t.services.notifications.drain();
  return t.behindTheApp((db) =>
    db.selectFrom('notifications').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  );
}

/** The .eml files the outbox wrote to `to` about the order, soft line breaks of quoted-printable joined. */
const emlsTo = (to: string, orderNumber: string) =>
  readdirSync(path.join(t.dataDir, 'mail'))
    .sort()
    .map((name) => readFileSync(path.join(t.dataDir, 'mail', name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => new RegExp(`^To: .*${to}`, 'mi').test(mail) && mail.includes(orderNumber));

describe('the owner’s order view', () => {
  it('gives the owner the lines, the buyer, the address, the courier, the note, the payment and the history', async () => {
    const res = await adminView(placed.order_id, admin.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const order = AdminOrderResponse.parse(res.json()).data;
    expect(order.order_number).toBe(placed.order_number);
    expect(order.items.map((i) => [i.product.name, i.quantity, i.price, i.subtotal])).toEqual([
      ['Boneka Kelinci Salju', 2, 125_000, 250_000],
      ['Boneka Beruang Madu', 1, 89_000, 89_000],
    ]);
    expect(order.user).toEqual({
      first_name: 'Dewi',
      last_name: 'Lestari',
      email: buyer.email,
      phone_number: '081398765432',
    });
    expect(order.shipping_address).toEqual({
      recipient_name: 'Siti Rahayu',
      phone_number: '081234567890',
      street_address: 'Jl. Setiabudi No. 12',
      district_name: 'Sukasari',
      city_name: 'Kota Bandung',
      province_name: 'Jawa Barat',
      postal_code: '40154',
    });
    expect(order.courier).toBeTruthy();
    expect(order.courier_service).toBeTruthy();
    expect(order.notes).toBe('Tolong bungkus kado, ya');
    expect([order.payment_method, order.status, order.payment_status]).toEqual(['Transfer Bank', 'pending', 'unpaid']);
    expect(order.transfer_amount).toBe(order.total_amount + order.unique_code!);
    expect(order.history.map((h) => [h.event, h.status, h.payment_status])).toEqual([['created', 'pending', 'unpaid']]);
  });

  it('SECURITY 15: a customer gets 403 and an anonymous caller 401 on the owner’s order view', async () => {
    expect((await adminView(placed.order_id)).statusCode).toBe(401);
    for (const who of [buyer, shopper]) {
      const res = await adminView(placed.order_id, who.accessToken);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Siti Rahayu');
    }
  });

  it('answers 404 for an order that does not exist and 400 for an id that is no id', async () => {
    const missing = await adminView(2_147_483_647, admin.accessToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await adminView('abc', admin.accessToken)).statusCode).toBe(400);
  });

  it('mails the owner the new order’s lines and delivery address, linking to the owner’s page', async () => {
    const adminUrl = `${SHOP_URL}/admin/orders/${placed.order_id}`;
    const owner = (await mailsOf(placed.order_id)).find((m) => m.template === 'owner_new_order')!;
    expect(owner.recipient).toBe(OWNER.email);
    for (const part of [owner.text_body!, owner.html_body!]) {
      expect(part).toContain('Boneka Kelinci Salju × 2');
      expect(part).toContain('Boneka Beruang Madu × 1');
      for (const line of ['Siti Rahayu', '081234567890', 'Jl. Setiabudi No. 12', 'Kec. Sukasari', 'Kota Bandung'])
        expect(part).toContain(line);
      expect(part).toContain('Jawa Barat 40154');
      expect(part).toContain('Tolong bungkus kado, ya');
      expect(part).toContain(adminUrl);
      // The shopper's page answers the owner "Failed to load order details": the owner's mail never names it.
      expect(part).not.toContain(`/orders/${placed.secure_token}`);
    }
    expect(owner.text_body).toContain(`Boneka Kelinci Salju × 2: ${formatRupiah(250_000)}`);
    const [eml] = emlsTo(OWNER.email, placed.order_number);
    expect(eml).toContain(adminUrl);
    expect(eml).not.toContain(`/orders/${placed.secure_token}`);
  });

  it('links every other owner mail to the owner’s page too', async () => {
    const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(300, 500));
    const uploaded = await send(t.app, {
      method: 'POST',
      url: `/api/orders/secure/${placed.secure_token}/payment-proof`,
      token: buyer.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const proofMail = (await mailsOf(placed.order_id)).find((m) => m.template === 'owner_proof_uploaded')!;
    expect(proofMail.text_body).toContain(`${SHOP_URL}/admin/orders/${placed.order_id}`);
    expect(proofMail.html_body).not.toContain(`/orders/${placed.secure_token}`);
  });
});
