import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import {
  addBandungAddress,
  authHeader,
  axeViolationsAtBothSizes,
  catalogueByName,
  expect,
  ownerPage,
  placeOrderByApi,
  test,
} from './support/fixtures';

/**
 * Shipping labels (issue 30, decision 043): the owner ticks three orders in the order list, prints their labels on
 * A4 and on A6 through the bulk actions (issue 43), and the PDFs that arrive hold the three recipients (read back
 * with poppler's pdftotext).
 */
const RECIPIENTS = [
  { recipientName: '王小明', phoneNumber: '081211112222', streetAddress: 'Jl. Gegerkalong Hilir No. 7' },
  { recipientName: 'Zoë Ñúñez', phoneNumber: '081233334444', streetAddress: 'Jl. Sarijadi Raya No. 21' },
  { recipientName: 'Budi Santoso', phoneNumber: '081255556666', streetAddress: 'Jl. Setiabudi No. 12' },
];

/** A COD order of the signed-in shopper to a new address of theirs with this recipient. */
async function codOrderTo(page: Page, recipient: (typeof RECIPIENTS)[number]) {
  const headers = await authHeader(page);
  const addressId = await addBandungAddress(page, headers, {
    label: recipient.recipientName,
    ...recipient,
    postalCode: '40154',
    isDefault: false,
  });
  const [product] = await catalogueByName(page);
  return placeOrderByApi(page, {
    headers,
    addressId,
    payment: 'COD (Bayar di Tempat)',
    items: [{ product_id: product!.product_id, quantity: 1 }],
  });
}

/** The owner moves an order on through the API (the journey here is the printing, not the moves). */
async function move(admin: Page, orderId: number, body: Record<string, unknown>) {
  const res = await admin.request.put(`/api/orders/${orderId}/status`, {
    headers: await authHeader(admin),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

const dir = mkdtempSync(path.join(tmpdir(), 'boneka-e2e-labels-'));
/** The downloaded PDF's text and page count. */
async function readBack(download: Download) {
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    size: /Page size:\s+(.*)/.exec(info)?.[1] ?? '',
  };
}

test('the owner ticks three orders, prints their labels on A4 and A6, and the PDFs name the recipients', async ({
  page,
  browser,
  shopperInBandung,
}) => {
  // Three orders, three PDFs read back and axe at two sizes: more than the default minute on a busy machine.
  test.setTimeout(300_000);
  await shopperInBandung('Wang', {
    recipientName: 'Wang Xiaoming',
    phoneNumber: '081200001111',
    streetAddress: 'Jl. Cihampelas No. 3',
    postalCode: '40131',
  });
  const orders: { order_id: number; order_number: string }[] = [];
  for (const recipient of RECIPIENTS) orders.push(await codOrderTo(page, recipient));

  const admin = await ownerPage(browser, { viewport: { width: 1280, height: 800 } });
  for (const order of orders) await move(admin, order.order_id, { status: 'processing' });
  await move(admin, orders[0]!.order_id, { status: 'shipped', tracking_number: 'JNE0012345678901' });

  await admin.goto('/admin/orders');
  // The order list prints through its bulk actions (issue 43): the ticked orders' labels, after a confirmation.
  const bar = admin.getByRole('region', { name: 'Aksi untuk pesanan terpilih' });
  const report = admin.getByRole('dialog', { name: 'Hasil Cetak Label' });

  await test.step('the owner ticks the three orders', async () => {
    for (const order of orders) {
      const card = admin.getByRole('article', { name: order.order_number });
      await card.getByRole('checkbox', { name: `Pilih ${order.order_number}`, exact: true }).check();
    }
    await expect(bar).toContainText('3 pesanan dipilih');
    await expect(bar.getByRole('button', { name: 'Cetak Label' })).toBeEnabled();
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
  });

  await test.step('A4, four to a sheet: one sheet with the three recipients', async () => {
    await bar.getByRole('button', { name: 'Cetak Label' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Cetak Label' });
    await confirm.getByRole('radio', { name: 'A4 (4 per lembar)' }).check();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      confirm.getByRole('button', { name: 'Ya, 3 pesanan' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Label-A4-\d{4}-\d{2}-\d{2}-3-pesanan\.pdf$/);
    await expect(report).toContainText(`File disimpan: ${download.suggestedFilename()}`);
    await expect(report).toContainText('3 berhasil');
    const pdf = await readBack(download);
    expect(pdf.pages).toBe(1);
    expect(pdf.size).toContain('(A4)');
    for (const recipient of RECIPIENTS) {
      expect(pdf.text).toContain(recipient.recipientName);
      expect(pdf.text).toContain(recipient.phoneNumber);
    }
    for (const order of orders) expect(pdf.text).toContain(order.order_number);
    expect(pdf.text).toContain('JNE0012345678901');
    await report.getByRole('button', { name: 'Tutup' }).click();
  });

  await test.step('A6 with the keyboard: one label a page', async () => {
    await bar.getByRole('button', { name: 'Cetak Label' }).focus();
    await admin.keyboard.press('Enter');
    const confirm = admin.getByRole('alertdialog', { name: 'Cetak Label' });
    await expect(confirm.getByRole('radio', { name: 'A6 (1 per halaman)' })).toBeChecked();
    await confirm.getByRole('button', { name: 'Ya, 3 pesanan' }).focus();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.keyboard.press('Enter')]);
    const pdf = await readBack(download);
    expect(pdf.pages).toBe(3);
    expect(pdf.size).toContain('297.64 x 419.53');
    for (const recipient of RECIPIENTS) expect(pdf.text).toContain(recipient.recipientName);
    await admin.keyboard.press('Escape');
    await expect(report).toHaveCount(0);
  });

  await test.step('one order from its own page', async () => {
    await admin.goto(`/admin/orders/${orders[1]!.order_id}`);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Cetak Label' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Label-${orders[1]!.order_number}.pdf`);
    const pdf = await readBack(download);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Zoë Ñúñez');
    expect(pdf.text).not.toContain('王小明');
  });

  if (process.env.E2E_SHOTS) {
    await admin.goto('/admin/orders');
    for (const order of orders)
      await admin.getByRole('checkbox', { name: `Pilih ${order.order_number}`, exact: true }).check();
    await admin.screenshot({ path: '.tmp/labels-orders-desktop.png' });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: '.tmp/labels-orders-phone.png', fullPage: false });
    await admin.goto(`/admin/orders/${orders[1]!.order_id}`);
    await expect(admin.getByRole('button', { name: 'Cetak Label' })).toBeVisible();
    await admin.screenshot({ path: '.tmp/labels-order-page-phone.png' });
  }
  await admin.context().close();
});
