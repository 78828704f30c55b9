import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah, type Order } from '@boneka/shared';
import { ORDER_MAIL_TEMPLATES, renderOrderMail } from '../src/modules/order-documents/order-mails.js';
import { register, send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';
import { addAddress, cheapestShipping, orderingShop, OWNER } from './support/orders.js';
import { pdfText } from './support/pdf.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The order mails of docs/design.md §10: written with each move, rendered in the customer's language, sent by the outbox. */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string };

beforeAll(async () => {
  ({ t, admin, shopper, addressId, shipping } = await orderingShop({ PUBLIC_URL: 'https://boneka.example' }));
});
afterAll(() => t?.close());

async function placeOrder(language: 'id' | 'en', method = 'Transfer Bank', voucher?: string) {
  const product = await makeProduct(t.services, { name: 'Boneka Kelinci Salju', price: 125_000, stock: 20 });
  const res = await send(t.app, {
    method: 'POST',
    url: '/api/orders',
    token: shopper.accessToken,
    headers: { cookie: `lang=${language}` },
    payload: {
      address_id: addressId,
      payment_method: method,
      items: [{ product_id: product.product_id, quantity: 2 }],
      shipping,
      ...(voucher ? { voucher_code: voucher } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { order_id: number; secure_token: string; order_number: string };
}

/** The outbox's rows for one order, once the worker has sent what is due. */
async function mailsOf(orderId: number) {
  await t.services.notifications.drain();
  return t.behindTheApp((db) =>
    db.selectFrom('notifications').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  );
}
const adminPut = (url: string, payload: Record<string, unknown>) =>
  send(t.app, { method: 'PUT', url, token: admin.accessToken, payload });

describe('order mails', () => {
  it('renders every template in both languages: the shop, the order, Rupiah, the link, HTML and text', async () => {
    const placed = await placeOrder('id');
    const order: Order = (
      await send(t.app, { method: 'GET', url: `/api/orders/secure/${placed.secure_token}`, token: shopper.accessToken })
    ).json().data;
    for (const language of ['id', 'en'] as const) {
      for (const template of ORDER_MAIL_TEMPLATES) {
        const mail = await renderOrderMail({
          template,
          order,
          language,
          shopUrl: 'https://boneka.example',
          note: null,
        });
        expect(mail.subject, template).toContain(order.order_number);
        // The owner's mails lead to the owner's page of the order, the customer's to theirs.
        const link = template.startsWith('owner_')
          ? `https://boneka.example/admin/orders/${order.order_id}`
          : `https://boneka.example/orders/${order.secure_token}`;
        for (const part of [mail.html, mail.text]) {
          expect(part, `${template} ${language}`).toContain('Boneka Shop');
          expect(part).toContain(order.order_number);
          expect(part).toContain(formatRupiah(order.transfer_amount ?? order.total_amount).replace(/\s/g, ' '));
          expect(part).toContain(link);
          expect(part).toContain('Boneka Kelinci Salju');
        }
        expect(mail.html).toMatch(/^<!DOCTYPE html/);
        expect(mail.html).toContain(`lang="${language}"`);
        // The text part reads as text: each amount after its label, the order's address once.
        expect(mail.text).toContain(`Boneka Kelinci Salju × 2: ${formatRupiah(250_000)}`);
        expect(mail.text).toContain(`Subtotal: ${formatRupiah(order.subtotal)}`);
        expect(mail.text.split(`${link}\n`)).toHaveLength(2);
      }
    }
    const placedId = await renderOrderMail({
      template: 'order_placed',
      order,
      language: 'id',
      shopUrl: 'https://boneka.example',
      note: null,
    });
    expect(placedId.text).toContain(`Transfer tepat ${formatRupiah(order.transfer_amount!)}`);
    // True of a code of any length (from 1000 up once 1–999 are held, decision 027), not 'the last three digits'.
    expect(placedId.text).toContain('Jumlah ini sudah termasuk kode unik pesananmu');
    expect(placedId.text).toContain('BCA 8730 412 556');
    const placedEn = await renderOrderMail({
      template: 'order_placed',
      order,
      language: 'en',
      shopUrl: 'https://boneka.example',
      note: null,
    });
    expect(placedEn.text).toContain(`Transfer exactly ${formatRupiah(order.transfer_amount!)}`);
    expect(placedEn.text).toContain('This amount includes your order’s unique code');
  });

  it('sends each step of a transfer order to the customer in the language they ordered in, and the owner’s', async () => {
    const placed = await placeOrder('en');
    let mails = await mailsOf(placed.order_id);
    expect(mails.map((m) => [m.template, m.recipient, m.language, m.status])).toEqual([
      ['order_placed', shopper.email, 'en', 'sent'],
      ['owner_new_order', OWNER.email, 'id', 'sent'],
    ]);
    expect(mails[0]!.subject).toBe(`We have received your order ${placed.order_number}`);
    expect(mails[0]!.text_body).toContain('https://boneka.example/payment/');
    expect(mails[1]!.subject).toBe(`Pesanan baru ${placed.order_number}`);

    const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(300, 500));
    const proof = await send(t.app, {
      method: 'POST',
      url: `/api/orders/secure/${placed.secure_token}/payment-proof`,
      token: shopper.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(proof.statusCode).toBe(200);
    expect(
      (await adminPut(`/api/orders/${placed.order_id}/payment-status`, { payment_status: 'paid' })).statusCode,
    ).toBe(200);
    expect(
      (await adminPut(`/api/orders/${placed.order_id}/status`, { status: 'shipped', tracking_number: 'JNE0123456789' }))
        .statusCode,
    ).toBe(200);
    expect((await adminPut(`/api/orders/${placed.order_id}/status`, { status: 'delivered' })).statusCode).toBe(200);

    mails = await mailsOf(placed.order_id);
    expect(mails.map((m) => m.template)).toEqual([
      'order_placed',
      'owner_new_order',
      'proof_received',
      'owner_proof_uploaded',
      'payment_confirmed',
      'shipped',
      'delivered',
    ]);
    expect(mails.every((m) => m.status === 'sent')).toBe(true);
    const shipped = mails.find((m) => m.template === 'shipped')!;
    expect(shipped.subject).toBe(`Order ${placed.order_number} has shipped`);
    expect(shipped.text_body).toContain('Tracking number: JNE0123456789');
    expect(mails.find((m) => m.template === 'delivered')!.text_body).toContain(
      `https://boneka.example/orders/${placed.secure_token}/review`,
    );
    // The mails of the placed and the paid order carry the invoice; the others do not.
    const raw = readdirSync(path.join(t.dataDir, 'mail'))
      .sort()
      .map((name) => readFileSync(path.join(t.dataDir, 'mail', name), 'utf8'))
      .filter((mail) => mail.includes(placed.order_number) && /^To: /m.test(mail) && mail.includes(shopper.email));
    const withInvoice = raw.filter((mail) =>
      new RegExp(`Content-Disposition: attachment; filename=Invoice-${placed.order_number}\\.pdf`).test(mail),
    );
    expect(withInvoice).toHaveLength(2);
    expect(withInvoice.every((mail) => /Content-Type: application\/pdf/.test(mail))).toBe(true);
    expect(raw.length).toBeGreaterThan(withInvoice.length);
  });

  it('tells the customer why a proof was rejected, and that the order was cancelled', async () => {
    const placed = await placeOrder('id');
    // The payment request goes out while the order waits for its transfer.
    await t.services.notifications.settled();
    expect((await mailsOf(placed.order_id)).map((m) => [m.template, m.status])).toContainEqual([
      'order_placed',
      'sent',
    ]);
    const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(300, 500));
    await send(t.app, {
      method: 'POST',
      url: `/api/orders/secure/${placed.secure_token}/payment-proof`,
      token: shopper.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    await adminPut(`/api/orders/${placed.order_id}/payment-status`, {
      payment_status: 'failed',
      note: 'Nominal transfer tidak sesuai',
    });
    // Sent before the cancel: a payment request still waiting when the order is cancelled is not sent at all.
    await t.services.notifications.drain();
    await send(t.app, {
      method: 'PUT',
      url: `/api/orders/secure/${placed.secure_token}/cancel`,
      token: shopper.accessToken,
    });
    const mails = await mailsOf(placed.order_id);
    const rejected = mails.find((m) => m.template === 'payment_rejected')!;
    expect(rejected.subject).toBe(`Bukti pembayaran pesanan ${placed.order_number} ditolak`);
    expect(rejected.text_body).toContain('Alasan: Nominal transfer tidak sesuai');
    expect(mails.at(-1)).toMatchObject({ template: 'cancelled', status: 'sent' });
    expect(mails.at(-1)!.subject).toBe(`Pesanan ${placed.order_number} dibatalkan`);
  });

  it('gives the customer and the owner the invoice PDF, and nobody else', async () => {
    const placed = await placeOrder('id', 'Transfer Bank', 'BONEKA10');
    const order: Order = (
      await send(t.app, { method: 'GET', url: `/api/orders/secure/${placed.secure_token}`, token: shopper.accessToken })
    ).json().data;
    expect(order.voucher_discount).toBeGreaterThan(0);
    const url = `/api/orders/secure/${placed.secure_token}/invoice.pdf`;
    const own = await send(t.app, { method: 'GET', url, token: shopper.accessToken });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="Invoice-${placed.order_number}.pdf"`);
    const { text } = pdfText(own.rawPayload);
    for (const expected of [
      'Boneka Shop',
      'Jl. Braga No. 45',
      'INVOICE',
      placed.order_number,
      'BELUM DIBAYAR',
      'Transfer Bank',
      'Siti Rahayu',
      shopper.email,
      'Jl. Setiabudi No. 12',
      'Boneka Kelinci Salju',
      formatRupiah(125_000),
      formatRupiah(250_000),
      formatRupiah(order.shipping_cost),
      `Diskon voucher (BONEKA10) −${formatRupiah(order.voucher_discount)}`,
      `Kode unik +${formatRupiah(order.unique_code!)}`,
      `Jumlah transfer ${formatRupiah(order.transfer_amount!)}`,
      formatRupiah(order.total_amount),
    ]) {
      expect(text.replace(/\s+/g, ' '), expected).toContain(expected.replace(/\s+/g, ' '));
    }
    const byAdmin = await send(t.app, { method: 'GET', url, token: admin.accessToken });
    expect(byAdmin.statusCode).toBe(200);
    const stranger = await signUp(t.app, t.dataDir);
    expect((await send(t.app, { method: 'GET', url, token: stranger.accessToken })).statusCode).toBe(404);
    expect((await send(t.app, { method: 'GET', url })).statusCode).toBe(401);

    // Paid, it says so.
    const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(300, 500));
    await send(t.app, {
      method: 'POST',
      url: `/api/orders/secure/${placed.secure_token}/payment-proof`,
      token: shopper.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    await adminPut(`/api/orders/${placed.order_id}/payment-status`, { payment_status: 'paid' });
    const paid = pdfText((await send(t.app, { method: 'GET', url, token: shopper.accessToken })).rawPayload);
    expect(paid.text).toContain('LUNAS');
  });
});

/** Mail that goes out late, after an SMTP outage: it tells what was true then, and asks for no money no longer owed. */
describe('the owner’s resend of an order mail', () => {
  const resend = (id: number) =>
    send(t.app, { method: 'POST', url: `/api/admin/notifications/${id}/resend`, token: admin.accessToken });

  it('refuses with 409 and why a payment request for an order since paid, and sends nothing; resends the rest', async () => {
    const placed = await placeOrder('id');
    // The payment request goes out while the order waits for its transfer.
    await t.services.notifications.settled();
    expect((await mailsOf(placed.order_id)).map((m) => [m.template, m.status])).toContainEqual([
      'order_placed',
      'sent',
    ]);
    const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(300, 500));
    await send(t.app, {
      method: 'POST',
      url: `/api/orders/secure/${placed.secure_token}/payment-proof`,
      token: shopper.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(
      (await adminPut(`/api/orders/${placed.order_id}/payment-status`, { payment_status: 'paid' })).statusCode,
    ).toBe(200);
    const mails = await mailsOf(placed.order_id);
    const request = mails.find((m) => m.template === 'order_placed')!;
    const confirmed = mails.find((m) => m.template === 'payment_confirmed')!;
    expect([request.status, confirmed.status]).toEqual(['sent', 'sent']);
    const files = () => readdirSync(path.join(t.dataDir, 'mail')).length;
    const before = files();

    const refused = await resend(request.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'NOT_RESENDABLE',
      reason: 'payment_not_owed',
      order_number: placed.order_number,
      status: 'processing',
      payment_status: 'paid',
    });
    await t.services.notifications.drain();
    expect(files()).toBe(before);
    // The log is as it was: sent once, no resend asked of the outbox.
    const [after] = await mailsOf(placed.order_id).then((rows) => rows.filter((m) => m.id === request.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });

    // A mail that asks for nothing goes out again.
    expect((await resend(confirmed.id)).statusCode).toBe(200);
    await t.services.notifications.drain();
    expect(files()).toBe(before + 1);
  });
});

describe('order mails sent late', () => {
  let sink: SmtpSink;
  let late: TestApp;
  let customer: SignedIn;
  let lateAddress: number;
  let lateShipping: { courier: string; service: string };
  const codeIn = (data: string) => /\b(\d{6})\b/.exec(data.split('\r\n\r\n').slice(1).join('\n'))?.[1];
  const mailsOfOrder = (orderId: number) =>
    late.behindTheApp((db) =>
      db.selectFrom('notifications').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    );
  const bodiesTo = (email: string, orderNumber: string) =>
    sink.messages
      .filter((m) => m.to[0] === email && m.data.includes(orderNumber))
      .map((m) => fromQuotedPrintable(m.data));
  const fromQuotedPrintable = (data: string) =>
    Buffer.from(
      data
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');

  beforeAll(async () => {
    sink = await startSmtpSink();
    late = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://boneka.example' });
    await late.services.auth.ensureAdmin(OWNER.email, OWNER.password);
    const { email } = await register(late.app);
    await late.services.notifications.settled();
    const mailed = sink.messages.find((m) => m.to[0] === email)!;
    const verified = await send(late.app, {
      method: 'POST',
      url: '/auth/verify-email',
      payload: { email, otp: codeIn(mailed.data) },
    });
    customer = { ...verified.json<Omit<SignedIn, 'email'>>(), email };
    lateAddress = await addAddress(late.app, customer);
    lateShipping = await cheapestShipping(late.app, customer);
  });
  afterAll(async () => {
    await late?.close();
    await sink?.close();
  });

  async function order() {
    const product = await makeProduct(late.services, { name: 'Boneka Beruang Madu', price: 150_000, stock: 20 });
    const res = await send(late.app, {
      method: 'POST',
      url: '/api/orders',
      token: customer.accessToken,
      payload: {
        address_id: lateAddress,
        payment_method: 'Transfer Bank',
        items: [{ product_id: product.product_id, quantity: 2 }],
        shipping: lateShipping,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await late.services.notifications.settled();
    return res.json().data as { order_id: number; secure_token: string; order_number: string };
  }

  it('does not send the payment request of an order cancelled during the outage, and shows the order as it was', async () => {
    const before = await order();
    sink.mode = 'refuse';
    const cancelled = await order();
    const queued = await mailsOfOrder(cancelled.order_id);
    // The log names each message from the moment it is queued.
    expect(queued.map((m) => [m.template, m.status, m.subject])).toEqual([
      ['order_placed', 'pending', `Pesanan ${cancelled.order_number} sudah kami terima`],
      ['owner_new_order', 'pending', `Pesanan baru ${cancelled.order_number}`],
    ]);
    const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(300, 500));
    const proof = await send(late.app, {
      method: 'POST',
      url: `/api/orders/secure/${before.secure_token}/payment-proof`,
      token: customer.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(proof.statusCode).toBe(200);
    const renamed = await send(late.app, {
      method: 'PUT',
      url: '/auth/profile',
      token: customer.accessToken,
      payload: { firstName: 'Sari', lastName: 'Rahayu', phoneNumber: '081234567890' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const cancel = await send(late.app, {
      method: 'PUT',
      url: `/api/orders/secure/${cancelled.secure_token}/cancel`,
      token: customer.accessToken,
    });
    expect(cancel.statusCode).toBe(200);
    await late.services.notifications.settled();

    sink.mode = 'accept';
    late.clock.advance(2 * 60_000);
    await late.services.notifications.drain();

    const mails = await mailsOfOrder(cancelled.order_id);
    expect(mails.map((m) => [m.template, m.status])).toEqual([
      ['order_placed', 'skipped'],
      ['owner_new_order', 'sent'],
      ['cancelled', 'sent'],
    ]);
    expect(mails[0]!.last_error).toMatch(/cancelled/);
    const toCustomer = bodiesTo(customer.email, cancelled.order_number);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]).toContain('dibatalkan');
    expect(toCustomer.join('\n')).not.toContain('Transfer tepat');
    expect(toCustomer.join('\n')).not.toContain('Jumlah transfer');
    // Each mail speaks of the order as it was when its event happened: the proof came from Siti, the cancel from Sari.
    expect(toCustomer[0]).toContain('Halo Sari,');
    const proofMail = bodiesTo(customer.email, before.order_number).find((body) => body.includes('Bukti pembayaran'));
    expect(proofMail).toContain('Halo Siti,');

    // The owner's log shows why it was not sent, and every try.
    const admin = await signInAdmin(late.app, OWNER.email, OWNER.password);
    const entry = (
      await send(late.app, {
        method: 'GET',
        url: `/api/admin/notifications?q=${cancelled.order_number}`,
        token: admin.accessToken,
      })
    )
      .json()
      .data.find((e: { template: string }) => e.template === 'order_placed');
    expect(entry).toMatchObject({ status: 'skipped', attempts: 2 });
    expect(entry.last_error).toMatch(/cancelled/);
    expect(entry.history.map((h: { outcome: string }) => h.outcome)).toEqual(['deferred', 'skipped']);
  });
});
