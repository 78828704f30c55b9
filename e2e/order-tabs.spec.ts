import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import {
  authHeader,
  axeViolationsAtBothSizes,
  catalogueByName,
  expect,
  ownerPage,
  placeOrderByApi,
  test,
} from './support/fixtures';

/**
 * The owner's order tabs and bulk actions (issue 43, decision 060): the tab in the address (reload and "back" keep
 * it), ticked orders marked processed, a whole tab's labels in one PDF, a packing slip, a CSV of two orders, and a
 * report that says per order what happened when some are skipped. On a phone and on a laptop, axe clean, dialogs
 * open.
 */
const SIZES = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
] as const;

const dir = mkdtempSync(path.join(tmpdir(), 'boneka-e2e-order-tabs-'));
/** The downloaded file, kept under its suggested name. */
async function saved(download: Download): Promise<string> {
  const file = path.join(dir, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return file;
}
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** The asked bulk action's confirming button; the dialog has taken the focus as it opened (a keyboard stays in it). */
async function yes(admin: Page, count: number) {
  const focusInDialog = () => admin.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
  await expect.poll(focusInDialog, { message: 'the focus is in the dialog' }).toBe(true);
  return admin.getByRole('alertdialog').getByRole('button', { name: `Ya, ${count} pesanan` });
}

/** Confirms the bulk action asked and waits for its report. */
async function confirmAndReport(admin: Page, report: string, count: number) {
  await (await yes(admin, count)).click();
  await expect(admin.getByRole('dialog', { name: report })).toBeVisible();
}

/** Confirms a print or an export, and waits for its report and the file downloaded after it. */
async function confirmAndDownload(admin: Page, report: string, count: number): Promise<Download> {
  const button = await yes(admin, count);
  const [download] = await Promise.all([admin.waitForEvent('download'), button.click()]);
  await expect(admin.getByRole('dialog', { name: report })).toBeVisible();
  return download;
}

for (const { name, viewport } of SIZES) {
  test.describe(`the owner's order tabs on ${name}`, () => {
    test.use({ viewport });

    test('by tab, in bulk, with a report per order', async ({ page, browser, shopperInBandung }) => {
      // Four orders, three files read back and axe at two sizes with dialogs open.
      test.setTimeout(300_000);
      await shopperInBandung('Tari', {
        recipientName: 'Tari Wulandari',
        phoneNumber: '081277778888',
        streetAddress: 'Jl. Gegerkalong Girang No. 9',
        postalCode: '40153',
      });
      const headers = await authHeader(page);
      const [product] = await catalogueByName(page);
      const items = [{ product_id: product!.product_id, quantity: 1 }];
      const cancelled = await placeOrderByApi(page, { headers, payment: 'Transfer Bank', items });
      const cancel = await page.request.put(`/api/orders/secure/${cancelled.secure_token}/cancel`, { headers });
      expect(cancel.status(), await cancel.text()).toBe(200);
      const codA = await placeOrderByApi(page, { headers, payment: 'COD (Bayar di Tempat)', items });
      const codB = await placeOrderByApi(page, { headers, payment: 'COD (Bayar di Tempat)', items });
      const unpaid = await placeOrderByApi(page, { headers, payment: 'Transfer Bank', items });

      const admin = await ownerPage(browser, { viewport });
      const tabs = admin.getByRole('tablist', { name: 'Status pesanan' });
      const card = (o: { order_number: string }) => admin.getByRole('article', { name: o.order_number });
      const tick = (o: { order_number: string }) =>
        admin.getByRole('checkbox', { name: `Pilih ${o.order_number}`, exact: true }).check();
      const bar = admin.getByRole('region', { name: 'Aksi untuk pesanan terpilih' });

      await test.step('the tabs with their counts; the tab stays in the address through a reload and "back"', async () => {
        await admin.goto('/admin/orders');
        await expect(tabs.getByRole('tab', { name: /^Semua \d+/ })).toHaveAttribute('aria-selected', 'true');
        for (const tab of ['Belum Bayar', 'Perlu Verifikasi', 'Perlu Dikirim', 'Dikirim', 'Sampai', 'Selesai'])
          await expect(tabs.getByRole('tab', { name: new RegExp(`^${tab} \\d+`) })).toBeVisible();
        await tabs.getByRole('tab', { name: /^Perlu Dikirim \d+/ }).click();
        await admin.waitForURL('**/admin/orders?tab=perlu_dikirim');
        await expect(card(codA)).toBeVisible();
        await expect(card(codB)).toBeVisible();
        await expect(card(unpaid)).toHaveCount(0);
        await admin.reload();
        await expect(tabs.getByRole('tab', { name: /^Perlu Dikirim/ })).toHaveAttribute('aria-selected', 'true');
        await expect(card(codA)).toBeVisible();

        await tabs.getByRole('tab', { name: /^Dibatalkan/ }).click();
        await expect(card(cancelled)).toBeVisible();
        await admin.goBack();
        await expect(tabs.getByRole('tab', { name: /^Perlu Dikirim/ })).toHaveAttribute('aria-selected', 'true');
        await expect(card(codB)).toBeVisible();
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
      });

      await test.step('two ticked orders marked processed, behind a confirmation naming two', async () => {
        await tick(codA);
        await tick(codB);
        await expect(bar).toContainText('2 pesanan dipilih');
        await bar.getByRole('button', { name: 'Tandai Diproses' }).click();
        await expect(admin.getByRole('alertdialog', { name: 'Tandai Diproses' })).toContainText(
          'Tandai 2 pesanan sedang diproses?',
        );
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        await confirmAndReport(admin, 'Hasil Tandai Diproses', 2);
        const report = admin.getByRole('dialog', { name: 'Hasil Tandai Diproses' });
        await expect(report).toContainText('2 berhasil');
        for (const o of [codA, codB])
          await expect(report.getByRole('listitem').filter({ hasText: o.order_number })).toContainText('Berhasil');
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        await report.getByRole('button', { name: 'Tutup' }).click();
        await expect(card(codA)).toContainText('Diproses');
        await expect(bar).toHaveCount(0);
      });

      await test.step('"semua di tab ini": the whole tab’s labels on A4, one PDF after the report', async () => {
        await admin.getByRole('button', { name: /^Pilih semua di tab ini \(\d+\)$/ }).click();
        await expect(bar).toContainText(/Semua \d+ pesanan di tab Perlu Dikirim dipilih/);
        await bar.getByRole('button', { name: 'Cetak Label' }).click();
        const confirm = admin.getByRole('alertdialog', { name: 'Cetak Label' });
        await confirm.getByRole('radio', { name: 'A4 (4 per lembar)' }).check();
        const [download] = await Promise.all([
          admin.waitForEvent('download'),
          confirm.getByRole('button', { name: /^Ya, \d+ pesanan$/ }).click(),
        ]);
        const report = admin.getByRole('dialog', { name: 'Hasil Cetak Label' });
        await expect(report).toContainText(`File disimpan: ${download.suggestedFilename()}`);
        expect(download.suggestedFilename()).toMatch(/^Label-A4-.*\.pdf$/);
        const text = pdfText(await saved(download));
        for (const o of [codA, codB]) expect(text).toContain(o.order_number);
        expect(text).toContain('Tari Wulandari');
        await report.getByRole('button', { name: 'Tutup' }).click();
        await bar.getByRole('button', { name: 'Batalkan pilihan' }).click();
      });

      await test.step('a packing slip of one order, and a CSV of two', async () => {
        await tick(codA);
        await bar.getByRole('button', { name: 'Cetak Packing Slip' }).click();
        const slip = await confirmAndDownload(admin, 'Hasil Cetak Packing Slip', 1);
        const text = pdfText(await saved(slip));
        expect(text).toContain(codA.order_number);
        expect(text).toContain(product!.name);
        expect(text).not.toContain(codB.order_number);
        await admin.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();

        await tick(codB);
        await bar.getByRole('button', { name: 'Ekspor CSV' }).click();
        const csv = await confirmAndDownload(admin, 'Hasil Ekspor CSV', 2);
        expect(csv.suggestedFilename()).toMatch(/\.csv$/);
        const rows = readFileSync(await saved(csv), 'utf8');
        for (const o of [codA, codB]) expect(rows).toContain(o.order_number);
        expect(rows).not.toContain(unpaid.order_number);
        await admin.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
      });

      await test.step('one skipped never hides the other: labels of a packed and an unpaid order', async () => {
        await tabs.getByRole('tab', { name: /^Semua/ }).click();
        await admin.waitForURL((url) => url.search === '');
        await tick(codA);
        await tick(unpaid);
        await bar.getByRole('button', { name: 'Cetak Label' }).click();
        const labels = await confirmAndDownload(admin, 'Hasil Cetak Label', 2);
        const report = admin.getByRole('dialog', { name: 'Hasil Cetak Label' });
        await expect(report).toContainText('1 berhasil');
        await expect(report).toContainText('1 dilewati');
        await expect(report.getByRole('listitem').filter({ hasText: unpaid.order_number })).toContainText(
          'DilewatiBelum siap dikirim',
        );
        await expect(report.getByRole('listitem').filter({ hasText: codA.order_number })).toContainText('Berhasil');
        const text = pdfText(await saved(labels));
        expect(text).toContain(codA.order_number);
        expect(text).not.toContain(unpaid.order_number);
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
      });
      await admin.context().close();
    });
  });
}
