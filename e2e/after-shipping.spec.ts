import type { Browser, Page } from '@playwright/test';
import {
  startRajaOngkirStub,
  STUB_JOURNEYS,
  type RajaOngkirStub,
  type StubTrackEvent,
} from '../apps/api/test/support/rajaongkir-stub';
import { E2E_TRACKING_DATA_DIR, E2E_TRACKING_PORT } from './support/env';
import {
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
 * After "Dikirim" (issue 29): a shop with a RajaOngkir key tracks its parcels. This file runs the same build as the
 * other journeys on a server of its own, whose RajaOngkir is the local stub (quotes, places and Track AWB), asked
 * every second.
 */
const BASE_URL = `http://127.0.0.1:${E2E_TRACKING_PORT}`;
test.use({ baseURL: BASE_URL, serverDataDir: E2E_TRACKING_DATA_DIR });

let stub: RajaOngkirStub;
let server: OwnServer;

test.beforeAll(async () => {
  stub = await startRajaOngkirStub();
  server = await startOwnServer(E2E_TRACKING_PORT, E2E_TRACKING_DATA_DIR, {
    RAJAONGKIR_API_KEY: stub.apiKey,
    RAJAONGKIR_BASE_URL: stub.baseUrl,
    // The shop's own district (Sukasari, Kota Bandung) in the stub's numbering.
    SHOP_ORIGIN_RAJAONGKIR_ID: '17350',
    TRACKING_POLL_SECONDS: '1',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

/**
 * With E2E_SHOTS set, the page as a phone shows it, saved to docs/screenshots/`name`.png for the README; the
 * journeys themselves never depend on it.
 */
async function shot(page: Page, name: string, locator?: string) {
  if (!process.env.E2E_SHOTS) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  if (locator) {
    await page
      .getByRole('heading', { name: locator })
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -150));
  }
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
  if (size) await page.setViewportSize(size);
}

const WIB_MS = 7 * 3600_000;
/**
 * The stub's delivered journey spread over the last three hours: this server runs on the real clock, and the shop
 * believes no journey that began long before the parcel was shipped (decision 051).
 */
function deliveredJustNow(): StubTrackEvent[] {
  const journey = STUB_JOURNEYS.delivered;
  const msOf = (e: StubTrackEvent) => Date.parse(`${e.date}T${e.time.length === 5 ? `${e.time}:00` : e.time}Z`);
  const first = msOf(journey[0]!);
  const span = msOf(journey.at(-1)!) - first;
  const to = Date.now() + WIB_MS - 60_000;
  const from = to - 3 * 3600_000;
  return journey.map((event) => {
    const wib = new Date(from + ((msOf(event) - first) / span) * (to - from)).toISOString();
    return { ...event, date: wib.slice(0, 10), time: wib.slice(11, 19) };
  });
}

/** A COD order of the signed-in shopper, by J&T to a Bandung address the stub knows (postcode 40153). */
async function placeCodOrder(page: Page) {
  const [product] = await catalogueByName(page);
  return placeOrderByApi(page, {
    headers: await authHeader(page),
    payment: 'COD (Bayar di Tempat)',
    items: [{ product_id: product!.product_id, quantity: 1 }],
    courier: 'jnt',
  });
}

/** The owner processes and ships the order from its page, typing the resi. */
async function shipFromOrderPage(admin: Page, orderId: number, resi: string) {
  await admin.goto(`/admin/orders/${orderId}`);
  const act = async (button: string, fill?: () => Promise<void>) => {
    await admin.getByRole('button', { name: button }).first().click();
    const dialog = admin.getByRole('alertdialog');
    if (fill) await fill();
    await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(admin.getByText('Pesanan berhasil diperbarui!')).toBeVisible();
  };
  await act('Proses');
  await act('Kirim Pesanan', () =>
    admin
      .getByRole('alertdialog')
      .getByLabel(/Nomor resi/)
      .fill(resi),
  );
}

/**
 * The shopper's COD order shipped by the owner with a resi the stub reports delivered: the poller (asking every
 * second) moves it by itself, which the shopper's order page shows. The owner's page is returned, still open.
 */
async function shippedAndDelivered(page: Page, browser: Browser) {
  const order = await placeCodOrder(page);
  const resi = `JT${Date.now()}`;
  stub.parcels.set(resi, { mode: 'delivered', events: deliveredJustNow() });
  const admin = await ownerPage(browser, { baseURL: BASE_URL });
  await shipFromOrderPage(admin, order.order_id, resi);
  await page.goto(`/orders/${order.secure_token}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Sampai').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return { order, resi, admin };
}

test('a shipped parcel moves to delivered by itself, and the shopper confirms it received', async ({
  page,
  browser,
  shopperInBandung,
}) => {
  await shopperInBandung('Dewi', {
    recipientName: 'Dewi Lestari',
    phoneNumber: '081298765432',
    streetAddress: 'Jl. Gegerkalong Hilir No. 7',
    postalCode: '40153',
  });
  const { order, resi, admin } = await shippedAndDelivered(page, browser);

  await test.step('the order moved to delivered by itself; the shopper sees the courier’s journey', async () => {
    const journey = page.getByRole('list', { name: 'Perjalanan paket' });
    // Newest first: delivered, then the scans before it.
    await expect(journey.getByRole('listitem').first()).toContainText('DELIVERED TO');
    await expect(journey).toContainText('DEPARTED FROM TRANSIT');
    await expect(page.getByRole('link', { name: /Lacak di situs J&T/ })).toBeVisible();
    await expect(page.getByText(resi).first()).toBeVisible();
    await expect(page.getByText(/Pesanan selesai otomatis pada/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Riwayat pesanan' })).toContainText('Paket sampai');
    await shot(page, 'order-tracking-mobile', 'Lacak Paket');
  });

  await test.step('the owner’s card shows the courier’s last event', async () => {
    await admin.goto('/admin/orders');
    await expect(admin.getByRole('article', { name: order.order_number })).toContainText('DELIVERED TO');
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
    await admin.context().close();
  });

  await test.step('"Pesanan Diterima" completes the order', async () => {
    await page.getByRole('button', { name: 'Pesanan Diterima' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Sudah Diterima' }).click();
    await expect(page.getByText('Terima kasih! Pesananmu selesai.')).toBeVisible();
    await expect(page.getByText(/Pesanan selesai pada/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pesanan Diterima' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Riwayat pesanan' })).toContainText('Pesanan diterima pembeli');
  });
});

test('a shopper files a complaint with a photo, and the owner refunds part of it', async ({
  page,
  browser,
  shopperInBandung,
}) => {
  await shopperInBandung('Rahma', {
    recipientName: 'Rahma Putri',
    phoneNumber: '081377788899',
    streetAddress: 'Jl. Sarijadi Raya No. 21',
    postalCode: '40153',
  });
  const { order, admin } = await shippedAndDelivered(page, browser);

  await test.step('the shopper complains about a torn doll, with a photo', async () => {
    await page.getByRole('button', { name: 'Ajukan Komplain' }).click();
    await page.getByLabel('Barang rusak').check();
    await page.getByLabel('Ceritakan apa yang terjadi').fill('Jahitan tangan boneka robek waktu paket dibuka.');
    await page.getByLabel(/Foto/).first().setInputFiles('e2e/fixtures/teddy.png');
    await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Kirim Komplain' }).click();
    await expect(page.getByText('Komplain terkirim. Toko akan menjawab secepatnya.')).toBeVisible();
    await expect(page.getByText('Menunggu jawaban toko')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pesanan Diterima' })).toHaveCount(0);
  });

  await test.step('the owner sees it on the dashboard and refunds Rp 50.000 from the order page', async () => {
    await admin.goto('/admin-dashboard');
    const attention = admin.getByRole('region', { name: 'Perlu Perhatian' });
    await expect(attention).toContainText(order.order_number);
    await expect(attention).toContainText('Barang rusak');
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
    await attention.getByRole('link', { name: new RegExp(order.order_number) }).click();
    await admin.waitForURL(`**/admin/orders/${order.order_id}`);
    await expect(admin.getByText('Jahitan tangan boneka robek waktu paket dibuka.').first()).toBeVisible();
    await admin.getByLabel(/^Refund/).check();
    await admin.getByLabel('Jumlah refund').fill('50.000');
    await admin.getByRole('button', { name: /Catat Refund/ }).click();
    // Money is recorded after a second look at the amount.
    const ask = admin.getByRole('alertdialog', { name: 'Catat Refund?' });
    await expect(ask).toContainText(/Catat refund Rp\s?50\.000 untuk pesanan/);
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
    await ask.getByRole('button', { name: /Ya, Catat Rp\s?50\.000/ }).click();
    await expect(admin.getByText(/Refund Rp\s?50\.000 dicatat/)).toBeVisible();
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
    await admin.context().close();
  });

  await test.step('the shopper reads the answer: part of the money back, the order still paid', async () => {
    await page.reload();
    await expect(page.getByText(/Dana dikembalikan Rp\s?50\.000/)).toBeVisible();
    await shot(page, 'order-complaint-mobile', 'Komplain');
    await expect(page.getByRole('list', { name: 'Riwayat pesanan' })).toContainText('sebagian dana dikembalikan');
  });
});

test('a resi the courier does not know is flagged for the owner on the card, the order page and the dashboard', async ({
  page,
  browser,
  shopperInBandung,
}) => {
  // Three of the owner's pages, each checked by axe at two sizes, and two waits for the poller.
  test.setTimeout(150_000);
  await shopperInBandung('Wulan', {
    recipientName: 'Wulan Sari',
    phoneNumber: '081233344455',
    streetAddress: 'Jl. Gegerkalong Girang No. 3',
    postalCode: '40153',
  });
  const order = await placeCodOrder(page);
  // A digit slipped: the courier has no parcel by this number.
  const mistyped = `JT${Date.now()}9`;
  stub.parcels.set(mistyped, { mode: 'not_found' });
  const admin = await ownerPage(browser, { baseURL: BASE_URL });
  await shipFromOrderPage(admin, order.order_id, mistyped);
  const flag = 'Resi tidak dikenali kurir — periksa lagi';

  await test.step('the order page says so, once the courier has answered', async () => {
    await expect(async () => {
      await admin.reload();
      await expect(admin.getByText(flag)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(admin.getByText(/kurir menjawab nomor resi ini tidak ada/)).toBeVisible();
    await flagShots(admin, 'order');
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
  });

  await test.step('the card in the list and the dashboard say so too', async () => {
    await admin.goto('/admin/orders');
    await expect(admin.getByRole('article', { name: order.order_number })).toContainText(flag);
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
    await admin.goto('/admin-dashboard');
    const attention = admin.getByRole('region', { name: 'Perlu Perhatian' });
    await expect(attention).toContainText(order.order_number);
    await expect(attention).toContainText(flag);
    await flagShots(admin, 'dashboard', 'Perlu Perhatian');
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
  });

  await test.step('the shopper is not alarmed: the courier has simply not reported yet', async () => {
    await page.goto(`/orders/${order.secure_token}`);
    await expect(page.getByText(/^Belum ada kabar dari kurir/)).toBeVisible();
    await expect(page.getByText(flag)).toHaveCount(0);
  });

  await test.step('the owner corrects the resi; the courier knows it, and the flag is gone', async () => {
    const resi = `JT${Date.now()}`;
    stub.parcels.set(resi, { mode: 'delivered', events: deliveredJustNow() });
    await admin.goto(`/admin/orders/${order.order_id}`);
    await admin.getByLabel('Ubah nomor resi').fill(resi);
    await admin.getByRole('button', { name: 'Simpan Resi' }).click();
    await expect(admin.getByText('Nomor resi disimpan. Pembeli diberi tahu lewat email.')).toBeVisible();
    await expect(async () => {
      await admin.reload();
      await expect(admin.getByText('Sampai', { exact: true }).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(admin.getByText(flag)).toHaveCount(0);
    await admin.context().close();
  });
});

/**
 * With E2E_SHOTS set, the owner's page with a flagged resi on a phone and on a laptop, saved under the run's own
 * output folder (not the README's screenshots) for a person to look at.
 */
async function flagShots(page: Page, name: string, heading?: string) {
  if (!process.env.E2E_SHOTS) return;
  const size = page.viewportSize();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    if (heading) await page.getByRole('heading', { name: heading }).first().scrollIntoViewIfNeeded();
    else await page.getByRole('heading', { name: 'Lacak Paket' }).first().scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`resi-flag-${name}-${viewport.width}x${viewport.height}.png`),
    });
  }
  if (size) await page.setViewportSize(size);
  // Back to the top: axe counts a control under the sticky header as too small to tap.
  await page.evaluate(() => window.scrollTo(0, 0));
}
