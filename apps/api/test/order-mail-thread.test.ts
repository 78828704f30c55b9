import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@boneka/shared';
import { renderOrderMailHere } from '../src/modules/order-documents/order-mail-render.js';
import { orderMailThread, type OrderMails } from '../src/modules/order-documents/order-mail-thread.js';
import { ORDER_MAIL_TEMPLATES } from '../src/modules/order-documents/order-mails.js';
import { send, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { orderingShop } from './support/orders.js';
import { pdfText } from './support/pdf.js';
import type { TestApp } from './support/test-app.js';

/**
 * The order mails' thread (decision 041), which the built server renders its order mails in: the same mails as
 * rendered here, the invoice's bytes handed back whole, and a render that fails or a thread that dies losing only
 * the mails it held (the outbox tries them again).
 */
let t: TestApp;
let shopper: SignedIn;
let order: Order;
let thread: OrderMails;

beforeAll(async () => {
  const shop = await orderingShop();
  t = shop.t;
  shopper = shop.shopper;
  const doll = await makeProduct(t.services, { name: 'Boneka Rusa — 30 cm / 鹿', price: 99_000, stock: 5 });
  const res = await send(t.app, {
    method: 'POST',
    url: '/api/orders',
    token: shopper.accessToken,
    payload: {
      address_id: shop.addressId,
      payment_method: 'Transfer Bank',
      items: [{ product_id: doll.product_id, quantity: 2 }],
      shipping: shop.shipping,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { secure_token } = res.json().data as { secure_token: string };
  order = (
    await send(t.app, { method: 'GET', url: `/api/orders/secure/${secure_token}`, token: shopper.accessToken })
  ).json().data;
  thread = orderMailThread();
}, 60_000);
afterAll(async () => {
  await thread?.close();
  await t?.close();
});

const props = (template: (typeof ORDER_MAIL_TEMPLATES)[number], language: 'id' | 'en') => ({
  template,
  order,
  language,
  shopUrl: 'https://boneka.example',
  note: 'Nominal transfer tidak sesuai',
});

describe('the order mails thread', () => {
  it('renders every template in both languages as the event loop would, with the invoice whole', async () => {
    for (const language of ['id', 'en'] as const) {
      for (const template of ORDER_MAIL_TEMPLATES) {
        const [there, here] = await Promise.all([
          thread.render(props(template, language), true),
          renderOrderMailHere(props(template, language), true),
        ]);
        expect({ ...there, invoice: undefined }, `${template} ${language}`).toEqual({ ...here, invoice: undefined });
        expect(there.invoice?.byteLength).toBeGreaterThan(1000);
        const text = pdfText(Buffer.from(there.invoice!)).text;
        expect(text).toContain(order.order_number);
        expect(text).toContain('鹿');
      }
    }
  }, 60_000);

  it('sends no invoice when the mail carries none', async () => {
    const mail = await thread.render(props('shipped', 'id'), false);
    expect(mail.invoice).toBeUndefined();
    expect(mail.html).toContain(order.order_number);
  });

  it('fails a render that throws, and renders the next one', async () => {
    await expect(thread.render({ ...props('order_placed', 'id'), order: {} as Order }, true)).rejects.toThrow(
      /order mail failed/,
    );
    const mail = await thread.render(props('order_placed', 'id'), true);
    expect(mail.subject).toContain(order.order_number);
  });

  it('fails the mails a closed thread held, and starts again for the next', async () => {
    const held = thread.render(props('order_placed', 'en'), true);
    await thread.close();
    await expect(held).rejects.toThrow(/order mail thread stopped/);
    const next = await thread.render(props('order_placed', 'en'), true);
    expect(next.subject).toContain(order.order_number);
  }, 60_000);

  it("is what the build runs: the server's bundle has the worker beside it", async () => {
    const built = new URL('../dist/order-mail-worker.js', import.meta.url);
    if (!existsSync(built)) throw new Error('The API is not built: run npm run build first (npm test does).');
    const bundled = orderMailThread(built);
    try {
      const [there, here] = await Promise.all([
        bundled.render(props('payment_confirmed', 'en'), true),
        renderOrderMailHere(props('payment_confirmed', 'en'), true),
      ]);
      expect({ ...there, invoice: undefined }).toEqual({ ...here, invoice: undefined });
      expect(pdfText(Buffer.from(there.invoice!)).text).toContain(order.order_number);
    } finally {
      await bundled.close();
    }
  }, 60_000);
});
