import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, type TestApp } from './support/test-app.js';
import { register, send, signInAdmin, signUp, uniqueEmail, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { pdfText } from './support/pdf.js';
import { BANDUNG_ADDRESS } from './support/orders.js';

const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };
const ONE_LINE = 'Write this on one line, without tabs or hidden control characters';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  customer = await signUp(t.app, t.dataDir);
});
afterAll(() => t.close());

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { code: string; details: { path: string; message: string }[] };
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.details).toEqual([{ path: field, message: ONE_LINE }]);
}

describe('ISSUE 17.6: control characters in person-written single-line fields', () => {
  it('refuses a first name with a line break at sign-up, and mails nobody', async () => {
    const email = uniqueEmail('linebreak');
    const { res } = await register(t.app, {
      email,
      firstName: 'Siti\n\nAkun diblokir: https://boneka.example/pulihkan',
    });
    expectRefused(res, 'firstName');
    expect(outbox(t.dataDir).filter((m) => m.to === email)).toEqual([]);
  });

  it('refuses a street address with a right-to-left override', async () => {
    const res = await send(t.app, {
      method: 'POST',
      url: '/auth/addresses',
      token: customer.accessToken,
      payload: { ...BANDUNG_ADDRESS, streetAddress: 'Jl. Setiabudi \u202E21 .oN' },
    });
    expectRefused(res, 'streetAddress');
  });

  it('refuses a profile update with a carriage return', async () => {
    const res = await send(t.app, {
      method: 'PUT',
      url: '/auth/profile',
      token: customer.accessToken,
      payload: { firstName: 'Ayu\rRahayu', lastName: 'Lestari' },
    });
    expectRefused(res, 'firstName');
  });

  it('refuses a review title with a control character; the multi-line comment keeps its line breaks', async () => {
    const productId = (await makeProduct(t.services, { name: 'Boneka Ulasan' })).product_id;
    const orderId = await makeOrder(t.services, customer.user.id, [productId], 'delivered');
    const review = { product_id: productId, order_id: orderId, rating: 5 };
    const refused = await send(t.app, {
      method: 'POST',
      url: '/api/reviews',
      token: customer.accessToken,
      payload: { ...review, title: 'Lucu\u0007 sekali', comment: 'Bonekanya lembut dan rapi.' },
    });
    expectRefused(refused, 'title');
    const saved = await send(t.app, {
      method: 'POST',
      url: '/api/reviews',
      token: customer.accessToken,
      payload: { ...review, title: 'Lucu sekali', comment: 'Bonekanya lembut.\n\nPengiriman cepat.' },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      title: 'Lucu sekali',
      comment: 'Bonekanya lembut.\n\nPengiriman cepat.',
    });
  });

  it('refuses a product name with a line break from the admin form', async () => {
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/products',
      token: admin.accessToken,
      payload: { name: 'Boneka\nBaris palsu', price: 1000, stock: 1 },
    });
    expectRefused(res, 'name');
  });

  it('refuses a tracking number and a voucher code with control characters', async () => {
    const productId = (await makeProduct(t.services)).product_id;
    const orderId = await makeOrder(t.services, customer.user.id, [productId], 'processing');
    const tracking = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/${orderId}/status`,
      token: admin.accessToken,
      payload: { status: 'shipped', tracking_number: 'JNE012\u2066345' },
    });
    expectRefused(tracking, 'tracking_number');
    const order = await send(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: customer.accessToken,
      payload: {
        address_id: 1,
        payment_method: 'Transfer Bank',
        items: [{ product_id: productId, quantity: 1 }],
        shipping: { courier: 'jne', service: 'REG' },
        voucher_code: 'HEMAT\n10',
      },
    });
    expectRefused(order, 'voucher_code');
  });

  it("still accepts names with accents, apostrophes, emoji and Indonesian text: Siti Nur'aini, Dewi 🌸", async () => {
    const siti = await signUp(t.app, t.dataDir, { firstName: "Siti Nur'aini", lastName: 'Müller-Łukasz' });
    expect(siti.user.firstName).toBe("Siti Nur'aini");
    const updated = await send(t.app, {
      method: 'PUT',
      url: '/auth/profile',
      token: siti.accessToken,
      payload: { firstName: 'Dewi 🌸', lastName: 'Anggraini Putri', phoneNumber: '+62 812-3456-789' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user).toMatchObject({ firstName: 'Dewi 🌸', lastName: 'Anggraini Putri' });
    const address = await send(t.app, {
      method: 'POST',
      url: '/auth/addresses',
      token: siti.accessToken,
      payload: {
        ...BANDUNG_ADDRESS,
        label: 'Rumah Ibu 🏠',
        recipientName: "Siti Nur'aini",
        streetAddress: 'Jl. Dipati Ukur No. 35, RT 03/RW 05, Kel. Lebakgede',
        notes: 'Pagar hijau, titip ke Pak Édouard',
      },
    });
    expect(address.statusCode).toBe(201);
    expect(address.json().address).toMatchObject({
      recipient_name: "Siti Nur'aini",
      street_address: 'Jl. Dipati Ukur No. 35, RT 03/RW 05, Kel. Lebakgede',
    });
  });
});

describe('ISSUE 17.6: the PDF report with text written before the fix', () => {
  it('prints each long or multi-line name on its own row, clipped, without extra pages', async () => {
    const report = async () =>
      pdfText(
        (await send(t.app, { method: 'GET', url: '/api/admin/reports/dashboard.pdf', token: admin.accessToken }))
          .rawPayload,
      );
    const buyer = await signUp(t.app, t.dataDir, { firstName: 'Budi', lastName: 'Santoso' });
    const productId = (await makeProduct(t.services, { name: 'Boneka Panjang', price: 123_000 })).product_id;
    const orderId = await makeOrder(t.services, buyer.user.id, [productId], 'delivered');
    const db = t.services.database.db;
    const widestOrderNumber = 'BNK-20261121-WWMMWW';
    await db.updateTable('orders').set({ order_number: widestOrderNumber }).where('id', '=', orderId).execute();
    const before = await report();

    // As long as the columns hold (first_name varchar(60), products.name varchar(120)), as the old schemas let in.
    await db
      .updateTable('users')
      .set({
        first_name: `Budi${'\n'.repeat(45)}Baris palsu`,
        last_name: `\u202E\r\n\t${'\n'.repeat(30)}evil.example/x`,
      })
      .where('id', '=', buyer.user.id)
      .execute();
    await db
      .updateTable('products')
      .set({ name: `Boneka Panjang ${'sekali '.repeat(12)}${'\n'.repeat(10)}Baris Kedua` })
      .where('id', '=', productId)
      .execute();
    const after = await report();

    expect(after.pages).toBe(before.pages);
    const orderRows = after.lines.filter((line) => line.includes(widestOrderNumber));
    expect(orderRows).toHaveLength(1);
    expect(orderRows[0]).toMatch(/Budi Baris/);
    expect(orderRows[0]).toContain('…');
    expect(after.lines.filter((line) => /Budi|Baris palsu|evil/.test(line))).toEqual(orderRows);
    const productRows = after.lines.filter((line) => line.includes('Boneka Panjang'));
    expect(productRows).toHaveLength(1);
    expect(productRows[0]).toContain('Rp 123.000');
    expect(productRows[0]).toContain('…');
    expect(after.lines.some((line) => /sekali|Baris Kedua/.test(line) && !line.includes('Boneka Panjang'))).toBe(false);
    expect(after.lines.join('\n')).not.toMatch(/[\u202A-\u202E]/);
  });
});
