#!/usr/bin/env node
// Screenshots for the README, taken from the real built app: `npm run build && node scripts/screenshots.mjs`.
/* global localStorage */
// Starts the server on a throw-away DATA_DIR, signs in as the demo customer, adds addresses, shoots pages.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startMidtransStub } from '../apps/api/test/support/midtrans-stub.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';

const port = 8197;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-shots-'));
// Online payments against the local Midtrans stand-in, as the browser tests do.
const midtrans = await startMidtransStub({ notifyUrl: `${base}/api/payments/midtrans/notification` });
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MIDTRANS_SERVER_KEY: midtrans.serverKey,
    MIDTRANS_SNAP_URL: midtrans.snapUrl,
    MIDTRANS_API_URL: midtrans.apiUrl,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.on('data', (d) => String(d).includes('open at') && resolve()));

const { customer, admin } = JSON.parse(readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8'));
const post = (url, body, token) =>
  fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json());
const session = await post('/auth/login', { username: customer.email, password: customer.password });
const addresses = [
  ['Rumah', 'Siti Rahayu', 'Jl. Setiabudi No. 12', 32, 3273, 327301, '40154', true],
  ['Kantor', 'Siti Rahayu', 'Jl. Asia Afrika No. 8', 32, 3273, 327311, '40111', false],
  ['Rumah Ibu', 'Ibu Ratna', 'Jl. Malioboro No. 21', 34, 3471, 347110, '55271', false],
];
for (const [label, recipientName, streetAddress, province, city, district, postalCode, isDefault] of addresses) {
  await post(
    '/auth/addresses',
    {
      label,
      recipientName,
      phoneNumber: '081234567890',
      streetAddress,
      province,
      city,
      district,
      postalCode,
      isDefault,
    },
    session.accessToken,
  );
}

process.on('unhandledRejection', (error) => {
  console.error(error);
  server.kill('SIGTERM');
  process.exit(1);
});
const browser = await chromium.launch({
  timeout: 30_000,
  executablePath: chromiumExecutable(),
  args: CHROMIUM_ARGS,
});
const out = 'docs/screenshots';
const catalog = (await (await fetch(`${base}/api/products?limit=100&sort=popular`)).json()).data;
const reviewed = [...catalog].sort((a, b) => b.review_count - a.review_count)[0];
// The dolls in one variant, bought without choosing; the bear in sizes and colours gets its own shots.
const single = catalog.filter((p) => p.variant_count === 1);
const bear = catalog.find((p) => p.name === 'Teddy Bear Klasik');
const bearDetail = (await (await fetch(`${base}/api/products/${bear.product_id}`)).json()).data;
const pink50 = bearDetail.variants.find((v) => v.label === '50 cm / Pink');
for (const product of single.filter((p) => p.stock >= 3).slice(0, 3)) {
  await post('/api/cart/items', { product_id: product.product_id, quantity: 1 }, session.accessToken);
}
// A transfer order waiting for its payment (kode unik), for the payment page and the owner's order list.
const ownAddress = (
  await (await fetch(`${base}/auth/addresses`, { headers: { authorization: `Bearer ${session.accessToken}` } })).json()
).addresses[0];
const quote = (
  await post('/api/shipping/calculate-shipping', { districtId: 327301, weight: 1000 }, session.accessToken)
).data[0];
const ordered = single.filter((p) => p.stock >= 3)[3];
const order = async (payment_method, product) =>
  (
    await post(
      '/api/orders',
      {
        address_id: ownAddress.id,
        payment_method,
        items: [{ product_id: product.product_id, quantity: 1 }],
        shipping: { courier: quote.code, service: quote.service },
      },
      session.accessToken,
    )
  ).data;
const ONLINE = 'Bayar Online (QRIS, Virtual Account, GoPay, ShopeePay)';
const inStock = single.filter((p) => p.stock >= 3);
// Online orders: one paid by QRIS, one paid after the shopper had cancelled it (the owner sees "Perlu refund"),
// one waiting for its payment.
const paidOnline = await order(ONLINE, inStock[4]);
midtrans.setStatus(paidOnline.order_number, 'settlement', { channel: 'qris' });
await midtrans.notify(paidOnline.order_number);
const lateOnline = await order(ONLINE, inStock[5]);
await fetch(`${base}/api/orders/secure/${lateOnline.secure_token}/cancel`, {
  method: 'PUT',
  headers: { authorization: `Bearer ${session.accessToken}` },
});
midtrans.setStatus(lateOnline.order_number, 'settlement', { channel: 'bca_va' });
await midtrans.notify(lateOnline.order_number);
const online = await order(ONLINE, inStock[6]);
const placed = await order('Transfer Bank', ordered);
const adminSession = await post('/auth/login', { username: admin.email, password: admin.password });
const signIn = (page, s) =>
  page.evaluate((s) => {
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, s);

for (const [width, height, suffix] of [
  [1280, 900, 'desktop'],
  [390, 844, 'mobile'],
]) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${base}/login`);
  await page.screenshot({ path: `${out}/login-${suffix}.png` });
  await signIn(page, session);
  await page.goto(`${base}/profile`);
  await page.getByText('Menampilkan 1 - 3 dari 3').waitFor();
  await page.screenshot({ path: `${out}/profile-${suffix}.png`, fullPage: suffix === 'desktop' });
  await page.goto(`${base}/`);
  await page
    .getByRole('button', { name: /Lihat Detail/ })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/home-${suffix}.png`, fullPage: suffix === 'desktop' });
  await page.goto(`${base}/products`);
  await page.getByRole('list', { name: 'Daftar boneka' }).getByRole('article').first().waitFor();
  await page.screenshot({ path: `${out}/products-grid-${suffix}.png` });
  await page.getByRole('button', { name: 'Tampilan daftar' }).click();
  await page.screenshot({ path: `${out}/products-list-${suffix}.png` });
  await page.getByRole('button', { name: 'Tampilan grid' }).click();
  await page.goto(`${base}/product/${reviewed.product_id}`);
  await page.getByRole('list', { name: 'Ulasan' }).getByRole('article').first().waitFor();
  await page.screenshot({ path: `${out}/product-${suffix}.png`, fullPage: suffix === 'desktop' });
  await page.goto(`${base}/product/${bear.product_id}?varian=${pink50.variant_id}`);
  await page.getByText('SKU: BR-50-PNK').waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/product-options-${suffix}.png` });
  await page.goto(`${base}/products?category=boneka-wisuda`);
  await page.getByRole('list', { name: 'Daftar boneka' }).getByRole('article').first().waitFor();
  await page.screenshot({ path: `${out}/category-${suffix}.png` });
  await page.goto(`${base}/cart`);
  await page.getByRole('heading', { name: 'Keranjang Belanja' }).waitFor();
  await page.getByRole('textbox', { name: 'Kode Voucher' }).fill('BONEKA10');
  await page.getByRole('button', { name: 'Pakai' }).click();
  await page.getByRole('button', { name: 'Hapus voucher' }).waitFor();
  await page.screenshot({ path: `${out}/cart-${suffix}.png`, fullPage: suffix === 'desktop' });
  await page.goto(`${base}/payment/${placed.secure_token}`);
  await page.getByText(/^Transfer tepat Rp/).waitFor();
  await page.screenshot({ path: `${out}/payment-${suffix}.png`, fullPage: suffix === 'desktop' });
  await page.goto(`${base}/payment/${online.secure_token}`);
  await page.getByRole('button', { name: 'Bayar Sekarang' }).waitFor();
  await page.screenshot({ path: `${out}/payment-online-${suffix}.png`, fullPage: suffix === 'desktop' });
  await page.goto(`${base}/orders/${paidOnline.secure_token}?order_id=x&status_code=200&transaction_status=settlement`);
  await page.getByText('Dibayar dengan QRIS').waitFor();
  await page.screenshot({ path: `${out}/order-paid-online-${suffix}.png`, fullPage: suffix === 'desktop' });
  await signIn(page, adminSession);
  await page.goto(`${base}/admin/orders`);
  await page.getByRole('article').first().waitFor();
  await page.screenshot({ path: `${out}/admin-orders-${suffix}.png`, fullPage: suffix === 'desktop' });
  await page.goto(`${base}/admin/orders/${placed.order_id}`);
  await page.getByRole('button', { name: 'Salin alamat' }).waitFor();
  await page.screenshot({ path: `${out}/admin-order-${suffix}.png`, fullPage: suffix === 'desktop' });
  await page.goto(`${base}/admin/products/edit/${bear.product_id}`);
  await page.getByRole('group', { name: '50 cm / Pink' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/admin-variants-${suffix}.png`, fullPage: true });
  await page.goto(`${base}/admin/categories`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/admin-categories-${suffix}.png`, fullPage: suffix === 'desktop' });
  await page.goto(`${base}/admin/notifications`);
  await page.getByRole('region', { name: 'Notifikasi' }).getByRole('row').nth(1).waitFor();
  await page.screenshot({ path: `${out}/admin-notifications-${suffix}.png`, fullPage: suffix === 'desktop' });
  await context.close();
}
await browser.close();
server.kill('SIGTERM');
await midtrans.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`Screenshots written to ${out}/`);
