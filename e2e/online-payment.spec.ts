import { formatRupiah } from '@boneka/shared/money';
import { E2E_ADMIN, E2E_MIDTRANS_PORT } from './support/env';
import {
  ownerPage,
  authHeader,
  catalogueByName,
  axeViolationsAtBothSizes,
  expect,
  mailSubjectsTo,
  test,
} from './support/fixtures';

const ONLINE = 'Bayar Online (QRIS, Virtual Account, GoPay, ShopeePay)';

test('pays online: checkout with Bayar Online, Bayar Sekarang opens Midtrans (the stub), back on a paid order', async ({
  page,
  browser,
  shopperInBandung,
}) => {
  test.setTimeout(90_000);
  const shopper = await shopperInBandung('Rina', {
    label: 'Kantor',
    recipientName: 'Rina Wijaya',
    phoneNumber: '081298765432',
    streetAddress: 'Jl. Braga No. 8',
    postalCode: '40111',
  });
  const headers = await authHeader(page);
  const catalog = await catalogueByName(page);
  const doll = catalog.filter((p) => p.stock >= 10).at(-1)!;
  let token = '';

  await test.step('check out with the online method', async () => {
    await page.goto(`/product/${doll.product_id}`);
    await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
    await expect(page.getByText(`${doll.name} berhasil ditambahkan ke keranjang!`)).toBeVisible();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout Sekarang' }).click();
    await page.waitForURL('**/order');
    await page
      .getByRole('radio', { name: /J&T - EZ|JNE - REG|SiCepat - REG/ })
      .first()
      .check();
    await page.getByRole('radio', { name: ONLINE }).check();
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await page.waitForURL('**/payment/**');
    token = new URL(page.url()).pathname.split('/').pop()!;
  });

  const order = (await (await page.request.get(`/api/orders/secure/${token}`, { headers })).json()).data;

  await test.step('the payment page offers Bayar Sekarang, no transfer and no proof', async () => {
    await expect(page.getByRole('heading', { name: 'Bayar online' })).toBeVisible();
    await expect(page.getByText(formatRupiah(order.total_amount)).first()).toBeVisible();
    await expect(page.getByText('Transfer tepat')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unggah Bukti Pembayaran' })).toHaveCount(0);
    expect(await axeViolationsAtBothSizes(page)).toEqual([]);
  });

  await test.step('Midtrans (the stub) takes the payment and sends the shopper back', async () => {
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL(`http://127.0.0.1:${E2E_MIDTRANS_PORT}/snap/v4/redirection/**`);
    await expect(page.getByText(order.order_number)).toBeVisible();
    await page.getByRole('radio', { name: 'QRIS' }).check();
    await page.getByRole('button', { name: 'Bayar' }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${token}`);
    await expect(page.getByText('Pembayaran diterima. Terima kasih! Pesananmu sedang diproses.')).toBeVisible();
    await expect(page.getByText('Sudah Bayar').first()).toBeVisible();
    await expect(page.getByText('Dibayar dengan QRIS')).toBeVisible();
    await expect(page.getByText('Pembayaran online diterima')).toBeVisible();
    await expect
      .poll(() => mailSubjectsTo(shopper.email).filter((subject) => subject.includes(order.order_number)))
      .toEqual([
        `Pesanan ${order.order_number} sudah kami terima`,
        `Pembayaran pesanan ${order.order_number} dikonfirmasi`,
      ]);
    await expect
      .poll(() => mailSubjectsTo(E2E_ADMIN.email).filter((subject) => subject.includes(order.order_number)))
      .toEqual([`Pesanan baru ${order.order_number}`, `Pembayaran online diterima untuk ${order.order_number}`]);
  });

  await test.step('the owner sees the gateway, the payment type and the transaction', async () => {
    const admin = await ownerPage(browser);
    await admin.goto('/admin/orders');
    const card = admin.getByRole('article', { name: order.order_number });
    await expect(card).toContainText('Midtrans · QRIS · settlement');
    await expect(card).toContainText('ID transaksi');
    await expect(card).toContainText('Sudah Bayar');
    await expect(card.getByRole('link', { name: 'WhatsApp Pembeli' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/6281298765432\\?text=.*${order.order_number}`),
    );

    // The owner's log of the order's mails, and a resend.
    await admin.goto('/admin/notifications');
    await admin.getByLabel('Cari penerima atau nomor pesanan').fill(order.order_number);
    await admin.getByRole('button', { name: 'Cari', exact: true }).click();
    const log = admin.getByRole('region', { name: 'Notifikasi' });
    await expect(log.getByRole('row')).toHaveCount(5);
    await expect(log).toContainText(`Pembayaran online diterima untuk ${order.order_number}`);
    await expect(log.getByText('Terkirim', { exact: true }).filter({ visible: true })).toHaveCount(4);
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
    await log
      .getByRole('row', { name: new RegExp(`Pesanan baru ${order.order_number}`) })
      .getByRole('button', { name: 'Kirim ulang' })
      .click();
    await expect(admin.getByText('Pesan dijadwalkan untuk dikirim ulang.')).toBeVisible();
    await expect
      .poll(() => mailSubjectsTo(E2E_ADMIN.email).filter((subject) => subject === `Pesanan baru ${order.order_number}`))
      .toHaveLength(2);
    await admin.context().close();
  });
});
