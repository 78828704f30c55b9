import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startKomshipStub, type KomshipStub } from '../apps/api/test/support/komship-stub.mjs';
import { E2E_SHIPMENTS_DATA_DIR, E2E_SHIPMENTS_PORT } from './support/env';
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
 * "Atur Pengiriman" (issue 43, decision 058) on the owner's order page: a shop with a Komship key books the parcel
 * (drop-off), prints the courier's label, cancels before the courier has it, and sees the vendor's refusal with
 * "Coba Lagi", which books it. This file runs the same build on a server of its own, whose Komship is the local
 * stand-in.
 */
const BASE_URL = `http://127.0.0.1:${E2E_SHIPMENTS_PORT}`;
test.use({ baseURL: BASE_URL, serverDataDir: E2E_SHIPMENTS_DATA_DIR });

let stub: KomshipStub;
let server: OwnServer;

test.beforeAll(async () => {
  stub = await startKomshipStub();
  server = await startOwnServer(E2E_SHIPMENTS_PORT, E2E_SHIPMENTS_DATA_DIR, {
    KOMSHIP_API_KEY: stub.apiKey,
    KOMSHIP_BASE_URL: stub.baseUrl,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

const SIZES = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
] as const;

/** The panel of the order page, found by its heading. */
const panelOf = (admin: Page) => admin.getByRole('heading', { name: 'Pengiriman lewat Komship' }).locator('xpath=..');

for (const { name, viewport } of SIZES) {
  test.describe(`booking the courier on ${name}`, () => {
    test.use({ viewport });

    test('book a drop-off, print its label, cancel it; a refusal shows with "Coba Lagi"', async ({
      page,
      browser,
      shopperInBandung,
    }) => {
      test.setTimeout(180_000);
      await shopperInBandung('Yuni', {
        recipientName: 'Yuni Kartika',
        phoneNumber: '081244445555',
        streetAddress: 'Jl. Sarijadi Raya No. 40',
        postalCode: '40151',
      });
      const headers = await authHeader(page);
      const [product] = await catalogueByName(page);
      const order = await placeOrderByApi(page, {
        headers,
        payment: 'COD (Bayar di Tempat)',
        items: [{ product_id: product!.product_id, quantity: 1 }],
        courier: 'jne',
      });
      const admin = await ownerPage(browser, { viewport });
      const processed = await admin.request.put(`/api/orders/${order.order_id}/status`, {
        headers: await authHeader(admin),
        data: { status: 'processing' },
      });
      expect(processed.status(), await processed.text()).toBe(200);

      await admin.goto(`/admin/orders/${order.order_id}`);
      const panel = panelOf(admin);

      await test.step('a drop-off is booked: the airway bill is the resi', async () => {
        await expect(panel).toContainText('nomor resi (AWB) dan label kurir didapat otomatis');
        await panel.getByRole('radio', { name: /Antar ke agen \(drop-off\)/ }).check();
        await expect(panel.getByLabel(/Jam pick-up/)).toHaveCount(0);
        await panel.getByRole('button', { name: 'Atur Pengiriman' }).click();
        await expect(admin.getByText(/^Pengiriman dipesan dengan resi KOMERKOM\w+\.$/)).toBeVisible();
        await expect(panel).toContainText('Menunggu drop-off');
        await expect(panel).toContainText(/KOMERKOM\w+/);
        await expect(admin.getByRole('list', { name: 'Riwayat pesanan' })).toContainText(
          'Dikirim: kurir dipesan lewat Komship',
        );
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
      });

      await test.step('"Cetak Label Kurir" saves the vendor’s label', async () => {
        const [download] = await Promise.all([
          admin.waitForEvent('download'),
          panel.getByRole('button', { name: 'Cetak Label Kurir' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.pdf$/);
        expect(
          readFileSync(await download.path())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      });

      await test.step('the card says the parcel waits for its drop-off', async () => {
        await admin.goto('/admin/orders?tab=dikirim');
        await expect(admin.getByRole('article', { name: order.order_number })).toContainText('Menunggu drop-off');
        await admin.goBack();
      });

      await test.step('"Batalkan Pengiriman" behind a confirmation: the order is to be sent again', async () => {
        await panel.getByRole('button', { name: 'Batalkan Pengiriman' }).click();
        const confirm = admin.getByRole('alertdialog', { name: 'Batalkan pengiriman?' });
        await expect(confirm).toContainText(`Batalkan pengiriman pesanan ${order.order_number} di Komship?`);
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        await confirm.getByRole('button', { name: 'Ya, Batalkan Pengiriman' }).click();
        await expect(admin.getByText('Pengiriman dibatalkan. Pesanan kembali ke Perlu Dikirim.')).toBeVisible();
        await expect(panel).toContainText('Pengiriman dibatalkan');
        await expect(panel.getByRole('button', { name: 'Atur Pengiriman' })).toBeVisible();
      });

      await test.step('Komship refuses: its words, the step, and "Coba Lagi" books it once fixed', async () => {
        stub.refuseMessage = 'Berat paket melebihi batas layanan';
        stub.failures.set('store', 'refuse');
        await panel.getByRole('button', { name: 'Atur Pengiriman' }).click();
        await expect(panel).toContainText('Booking kurir gagal saat membuat pesanan di Komship');
        await expect(panel).toContainText('Berat paket melebihi batas layanan');
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        stub.failures.clear();
        await panel.getByRole('button', { name: 'Coba Lagi' }).click();
        // The form started afresh after the cancel: a pick-up, at the courier's next slot.
        await expect(panel).toContainText('Menunggu pickup');
        await expect(panel).toContainText('Jadwal pick-up');
        await expect(panel.getByRole('button', { name: 'Coba Lagi' })).toHaveCount(0);
      });
      await admin.context().close();
    });
  });
}
