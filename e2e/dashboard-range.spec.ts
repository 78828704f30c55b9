import { execFileSync } from 'node:child_process';
import { formatRupiah } from '@boneka/shared/money';
import { wibDay } from '@boneka/shared/wib';
import type { Page } from '@playwright/test';
import {
  addBandungAddress,
  apiSignIn,
  axeViolationsAtBothSizes,
  catalogueByName,
  expect,
  PASSWORD,
  placeOrderByApi,
  test,
} from './support/fixtures';

const DAY = 24 * 3600_000;

/** A transfer order of one piece, placed through the API by a new shopper (signed in by the API, not on `page`). */
async function orderToday(page: Page, email: string) {
  const headers = await apiSignIn(page, email, PASSWORD);
  await addBandungAddress(page, headers, {
    label: 'Rumah',
    recipientName: 'Dewi Lestari',
    phoneNumber: '081234567892',
    streetAddress: 'Jl. Dago No. 5',
    postalCode: '40135',
  });
  const [product] = await catalogueByName(page);
  await placeOrderByApi(page, {
    headers,
    payment: 'Transfer Bank',
    items: [{ product_id: product!.product_id, quantity: 1 }],
  });
}

/**
 * With E2E_SHOTS set, the dashboard at 1280 px and on a phone, saved to docs/screenshots for the README. Tall windows
 * rather than full-page shots: resizing for one clears the chart's canvas until its next frame.
 */
async function shots(page: Page) {
  if (!process.env.E2E_SHOTS) return;
  const size = page.viewportSize();
  for (const [name, viewport] of [
    ['dashboard-range', { width: 1280, height: 1500 }],
    ['dashboard-range-mobile', { width: 390, height: 2200 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `docs/screenshots/${name}.png` });
  }
  if (size) await page.setViewportSize(size);
}

type Figures = {
  period: { from: string; to: string; days: number };
  totalOrders: { value: number };
  totalRevenue: { value: number };
};

test('the owner reads the dashboard by range: 7 days, chosen dates, and the PDF of the same range', async ({
  page,
  login,
  newCustomer,
}) => {
  test.setTimeout(120_000);
  const shopper = await newCustomer('Dewi');
  await orderToday(page, shopper.email);
  await login('admin');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const figures = async (query: string): Promise<Figures> =>
    (
      await (
        await page.request.get(`/api/admin/dashboard?${query}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data;

  const ordersCard = page.getByRole('article', { name: 'Total Pesanan' });
  const revenueCard = page.getByRole('article', { name: 'Total Pendapatan' });
  const chart = page.getByRole('figure', { name: /Grafik pendapatan/ });
  const range = page.getByRole('group', { name: 'Rentang tanggal' });
  const seeFigures = async (f: Figures) => {
    await expect(chart.locator('canvas')).toHaveAttribute('data-points', String(f.period.days));
    await expect(ordersCard).toContainText(String(f.totalOrders.value));
    await expect(revenueCard).toContainText(formatRupiah(f.totalRevenue.value));
    await expect(chart.getByRole('table').getByRole('row')).toHaveCount(f.period.days + 1);
  };

  await test.step('the last 30 days first, as the page opens', async () => {
    await page.goto('/admin-dashboard');
    await expect(range.getByRole('button', { name: '30 hari' })).toHaveAttribute('aria-pressed', 'true');
    await seeFigures(await figures('range=30d'));
  });

  let week: Figures;
  await test.step('7 hari: seven days in the chart, the growth against the 7 before', async () => {
    await range.getByRole('button', { name: '7 hari' }).click();
    await expect(page).toHaveURL(/[?&]rentang=7d\b/);
    week = await figures('range=7d');
    expect(week.totalOrders.value).toBeGreaterThan(0);
    await seeFigures(week);
    await expect(ordersCard).toContainText('dibanding 7 hari sebelumnya');
  });

  // Twenty days that end yesterday: today's order is not in them.
  const from = wibDay(new Date(Date.now() - 20 * DAY));
  const to = wibDay(new Date(Date.now() - DAY));
  let chosen: Figures;
  await test.step('Pilih tanggal: two dates, kept in the address through a reload', async () => {
    await range.getByRole('button', { name: 'Pilih tanggal' }).click();
    await page.getByLabel('Dari tanggal').fill(from);
    await page.getByLabel('Sampai tanggal').fill(wibDay(new Date(Date.now() + DAY)));
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await expect(page.getByText('Tanggal akhir tidak boleh melewati hari ini (WIB).')).toBeVisible();
    await page.getByLabel('Sampai tanggal').fill(to);
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    await expect(page).toHaveURL(new RegExp(`rentang=custom&dari=${from}&sampai=${to}`));
    chosen = await figures(`range=custom&from=${from}&to=${to}`);
    expect(chosen.period.days).toBe(20);
    expect(chosen.totalOrders.value).toBeLessThan(week.totalOrders.value);
    await seeFigures(chosen);
    await page.reload();
    await expect(range.getByRole('button', { name: 'Pilih tanggal' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Dari tanggal')).toHaveValue(from);
    await seeFigures(chosen);
  });

  await test.step('Ekspor ke PDF: the same range and the same totals', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor ke PDF' }).click();
    const text = execFileSync('pdftotext', ['-layout', await (await downloading).path(), '-']).toString();
    expect(text).toContain('(WIB, 20 hari)');
    expect(text).toMatch(
      new RegExp(`Jumlah\\s+${chosen.totalOrders.value}\\s+${formatRupiah(chosen.totalRevenue.value)}\\s*\\n`),
    );
  });

  await test.step('back returns to 7 days', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/[?&]rentang=7d\b/);
    await seeFigures(week);
    await shots(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor ke PDF' }).click();
    const text = execFileSync('pdftotext', ['-layout', await (await downloading).path(), '-']).toString();
    expect(text).toMatch(
      new RegExp(`Jumlah\\s+${week.totalOrders.value}\\s+${formatRupiah(week.totalRevenue.value)}\\s*\\n`),
    );
  });

  await test.step('no serious accessibility violation with dates chosen, on a laptop and a phone', async () => {
    await page.goForward();
    await range.getByRole('button', { name: 'Pilih tanggal' }).focus();
    expect(await axeViolationsAtBothSizes(page)).toEqual([]);
  });
});
