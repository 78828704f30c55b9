import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  startRajaOngkirStub,
  type RajaOngkirStub,
  type StubTrackEvent,
} from '../apps/api/test/support/rajaongkir-stub';
import { E2E_ADMIN, E2E_RETURNS_DATA_DIR, E2E_RETURNS_PORT } from './support/env';
import {
  apiSignIn,
  authHeader,
  axeViolationsAtBothSizes,
  catalogueByName,
  expect,
  ownerPage,
  placeOrderByApi,
  test,
} from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * "Kembalikan barang" (issue 43, decision 059): the owner answers a complaint by asking for the goods back, the
 * shopper reads the return address and gives the parcel's courier and resi, both follow the parcel's journey, the
 * owner confirms what came back and records the refund. On a phone and on a laptop, axe clean. The server is the
 * same build with a RajaOngkir key against the local stub, which tracks the return parcel.
 */
const BASE_URL = `http://127.0.0.1:${E2E_RETURNS_PORT}`;
test.use({ baseURL: BASE_URL, serverDataDir: E2E_RETURNS_DATA_DIR });

const SIZES = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
] as const;

let stub: RajaOngkirStub;
let server: OwnServer;

test.beforeAll(async () => {
  stub = await startRajaOngkirStub();
  server = await startOwnServer(E2E_RETURNS_PORT, E2E_RETURNS_DATA_DIR, {
    RAJAONGKIR_API_KEY: stub.apiKey,
    RAJAONGKIR_BASE_URL: stub.baseUrl,
    SHOP_ORIGIN_RAJAONGKIR_ID: '17350',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

/**
 * With E2E_SHOTS_DIR set, the page from `heading` (the return's section) as it shows now, saved there for a person
 * to look at, and the whole page beside it; the journeys never depend on it.
 */
async function shot(page: Page, name: string, heading = 'Pengembalian Barang') {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  const file = (kind: string) => path.join(dir, `${name}-${kind}-${size?.width}x${size?.height}.png`);
  await page
    .getByRole('heading', { name: heading })
    .first()
    .evaluate((el) => el.scrollIntoView());
  await page.evaluate(() => window.scrollBy(0, -80));
  await page.screenshot({ path: file('section') });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file('page'), fullPage: true });
}

const WIB_MS = 7 * 3600_000;
/** The return parcel's journey so far, in the last hour (this server runs on the real clock), as the courier writes it. */
function onItsWay(): StubTrackEvent[] {
  const wib = (minutesAgo: number) => new Date(Date.now() + WIB_MS - minutesAgo * 60_000).toISOString();
  return [
    { minutes: 50, description: 'SHIPMENT PICKED UP [BEKASI]', city: 'BEKASI' },
    { minutes: 20, description: 'DEPARTED FROM TRANSIT [BEKASI]', city: 'BEKASI' },
  ].map(({ minutes, description, city }) => ({
    date: wib(minutes).slice(0, 10),
    time: wib(minutes).slice(11, 19),
    description,
    city,
  }));
}

/**
 * A COD order of two dolls by J&T, shipped and delivered by the owner (through the API), on which the shopper filed
 * a complaint about a torn doll. The owner's page is returned, open at the given size.
 */
async function complainedOrder(page: Page, browser: Browser, viewport: { width: number; height: number }) {
  const headers = await authHeader(page);
  const [first, second] = await catalogueByName(page);
  const order = await placeOrderByApi(page, {
    headers,
    payment: 'COD (Bayar di Tempat)',
    items: [
      { product_id: first!.product_id, quantity: 2 },
      { product_id: second!.product_id, quantity: 1 },
    ],
    courier: 'jnt',
  });
  const admin = await ownerPage(browser, { baseURL: BASE_URL, viewport });
  const owner = await apiSignIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await admin.request.put(`/api/orders/${order.order_id}/status`, {
      headers: owner,
      data: { status, ...(status === 'shipped' ? { tracking_number: `JT${Date.now()}` } : {}) },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const complaint = await page.request.post(`/api/orders/secure/${order.secure_token}/complaint`, {
    headers,
    multipart: { reason: 'damaged', text: 'Jahitan telinga boneka robek waktu paket dibuka.' },
  });
  expect(complaint.status(), await complaint.text()).toBe(201);
  return { order, admin, names: [first!.name, second!.name] as const };
}

for (const { name, viewport } of SIZES) {
  test.describe(`a return on ${name}`, () => {
    test.use({ viewport });

    test('asked, sent back with a resi, tracked, received into stock, refunded', async ({
      page,
      browser,
      shopperInBandung,
    }) => {
      // Two people, four pages, each checked by axe at two sizes.
      test.setTimeout(240_000);
      await shopperInBandung('Laras', {
        recipientName: 'Laras Ayu',
        phoneNumber: '081311122233',
        streetAddress: 'Jl. Gegerkalong Hilir No. 12',
        postalCode: '40153',
      });
      const { order, admin, names } = await complainedOrder(page, browser, viewport);
      const resi = `JT${Date.now()}R`;
      stub.parcels.set(resi, { mode: 'in_transit', events: onItsWay() });

      await test.step('the owner answers the complaint with "Kembalikan barang"', async () => {
        await admin.goto(`/admin/orders/${order.order_id}`);
        const form = admin.getByRole('form', { name: 'Jawab komplain' });
        await form.getByLabel(/^Kembalikan barang/).check();
        await expect(form.getByText('Pembeli menerima alamat retur toko:')).toBeVisible();
        await form.getByLabel(/Pesan untuk pembeli/).fill('Kirim bonekanya saja, tanpa kardus.');
        await shot(admin, 'owner-answer', 'Jawab komplain');
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        await form.getByRole('button', { name: 'Minta Barang Dikembalikan' }).click();
        await expect(
          admin.getByText('Pembeli diminta mengembalikan barang. Alamat retur dikirim lewat email.'),
        ).toBeVisible();
        await expect(admin.getByRole('form', { name: 'Jawab komplain' })).toHaveCount(0);
        const returned = admin.locator('section', { has: admin.getByRole('heading', { name: 'Pengembalian Barang' }) });
        await expect(returned.getByText('Menunggu paket retur dikirim')).toBeVisible();
        await expect(returned.getByRole('form', { name: 'Barang diterima' })).toBeVisible();
        await shot(admin, 'owner-requested');
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
      });

      await test.step('the shopper reads where to send it and gives the courier and resi', async () => {
        await page.goto(`/orders/${order.secure_token}`);
        const returned = page.locator('section', { has: page.getByRole('heading', { name: 'Pengembalian Barang' }) });
        await expect(returned.getByText('Jl. Braga No. 45', { exact: false })).toBeVisible();
        await expect(returned.getByText(/Kirim bonekanya saja, tanpa kardus\./)).toBeVisible();
        await shot(page, 'shopper-requested');
        const form = returned.getByRole('form', { name: 'Resi paket retur' });
        await form.getByLabel('Kurir').selectOption('jnt');
        await form.getByLabel('Nomor resi').fill(resi);
        await form.getByRole('button', { name: 'Simpan Resi' }).click();
        await expect(page.getByText('Resi retur disimpan. Toko diberi tahu lewat email.')).toBeVisible();
        await expect(returned.getByText('Paket retur dalam perjalanan')).toBeVisible();
        const journey = returned.getByRole('list', { name: 'Perjalanan paket retur' });
        await expect(journey.getByRole('listitem').first()).toContainText('DEPARTED FROM TRANSIT');
        await expect(journey).toContainText('SHIPMENT PICKED UP');
        await expect(page.getByRole('list', { name: 'Riwayat pesanan' })).toContainText(
          'Pembeli mengirim balik barang',
        );
        await shot(page, 'shopper-shipped');
        expect(await axeViolationsAtBothSizes(page)).toEqual([]);
      });

      await test.step('the owner follows the parcel and confirms what came back', async () => {
        await admin.reload();
        const returned = admin.locator('section', { has: admin.getByRole('heading', { name: 'Pengembalian Barang' }) });
        await expect(returned.getByRole('list', { name: 'Perjalanan paket retur' })).toContainText(
          'SHIPMENT PICKED UP',
        );
        const form = returned.getByRole('form', { name: 'Barang diterima' });
        const [bear, rabbit] = [
          form.getByRole('group', { name: names[0] }),
          form.getByRole('group', { name: names[1] }),
        ];
        await expect(bear.getByLabel('Jumlah diterima')).toHaveValue('2');
        await bear.getByRole('radio', { name: 'Ya' }).check();
        await rabbit.getByRole('radio', { name: 'Tidak' }).check();
        await expect(form.getByText('2 barang akan kembali ke stok.')).toBeVisible();
        await shot(admin, 'owner-shipped');
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        await form.getByRole('button', { name: 'Simpan Barang Diterima' }).click();
        await expect(admin.getByText('Barang diterima dicatat. 2 barang kembali ke stok.')).toBeVisible();
        await expect(returned.getByText('Barang sudah diterima toko')).toBeVisible();
        await expect(returned.getByText('Tidak layak jual')).toBeVisible();
      });

      await test.step('then records the refund, which closes the complaint', async () => {
        const answer = admin.getByRole('form', { name: 'Jawab komplain' });
        await expect(answer.getByLabel(/^Kembalikan barang/)).toHaveCount(0);
        await answer.getByLabel(/^Refund/).check();
        await shot(admin, 'owner-received');
        await answer.getByRole('button', { name: /Catat Refund/ }).click();
        const ask = admin.getByRole('alertdialog', { name: 'Catat Refund?' });
        await ask.getByRole('button', { name: /Ya, Catat/ }).click();
        await expect(admin.getByText(/Refund Rp\s?[\d.]+ dicatat/)).toBeVisible();
        await expect(admin.getByRole('form', { name: 'Jawab komplain' })).toHaveCount(0);
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        await admin.context().close();
      });

      await test.step('the shopper reads it all on the order', async () => {
        await page.reload();
        const returned = page.locator('section', { has: page.getByRole('heading', { name: 'Pengembalian Barang' }) });
        await expect(returned.getByText('Barang sudah diterima toko')).toBeVisible();
        await expect(returned.getByText('2 dari 2 kembali')).toBeVisible();
        await expect(page.getByText(/Dana dikembalikan Rp/).first()).toBeVisible();
        const history = page.getByRole('list', { name: 'Riwayat pesanan' });
        await expect(history).toContainText('Toko minta barang dikembalikan');
        await expect(history).toContainText('Barang retur diterima toko');
        await shot(page, 'shopper-received');
        expect(await axeViolationsAtBothSizes(page)).toEqual([]);
      });
    });
  });
}
