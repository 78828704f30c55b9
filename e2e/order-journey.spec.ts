import path from 'node:path';
import { formatRupiah } from '@boneka/shared/money';
import { voucherDiscount } from '@boneka/shared/vouchers';
import { E2E_ADMIN } from './support/env';
import {
  ownerPage,
  authHeader,
  catalogueByName,
  axeViolationsAtBothSizes,
  expect,
  mailSubjectsTo,
  test,
} from './support/fixtures';

const proofImage = path.resolve('e2e/fixtures/teddy.png');
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('from cart to delivered: checkout with BONEKA10 and a courier, proof, admin confirms, ships with resi, delivers; the shopper reviews', async ({
  page,
  browser,
  shopperInBandung,
}) => {
  test.setTimeout(120_000);
  const shopper = await shopperInBandung('Wulan', {
    recipientName: 'Wulan Pratama',
    phoneNumber: '081234567890',
    streetAddress: 'Jl. Dago No. 5',
    postalCode: '40135',
  });
  const headers = await authHeader(page);
  const catalog = await catalogueByName(page);
  const [first, second] = catalog.filter((p) => p.stock >= 10);

  await test.step('add two products from their pages', async () => {
    for (const product of [first!, second!]) {
      await page.goto(`/product/${product.product_id}`);
      await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
      await expect(page.getByText(`${product.name} berhasil ditambahkan ke keranjang!`)).toBeVisible();
    }
  });

  const subtotal = first!.price + second!.price;
  const discount = voucherDiscount({ type: 'percent', value: 10 }, subtotal);
  let token = '';
  let transferAmount = 0;

  await test.step('check out with BONEKA10 and a courier', async () => {
    await page.goto('/cart');
    await page.getByRole('textbox', { name: 'Kode Voucher' }).fill('BONEKA10');
    await page.getByRole('button', { name: 'Pakai' }).click();
    await expect.poll(async () => rupiah(await page.getByLabel('Diskon Voucher').innerText())).toBe(discount);
    await page.getByRole('button', { name: 'Checkout Sekarang' }).click();
    await page.waitForURL('**/order');
    await expect(page.getByRole('combobox', { name: 'Kirim ke' })).toContainText('Rumah');
    const courier = page.getByRole('radio', { name: /J&T - EZ|JNE - REG|SiCepat - REG/ }).first();
    await courier.check();
    await expect(page.getByRole('radio', { name: 'Transfer Bank' })).toBeChecked();
    const shipping = rupiah(await page.getByLabel('Ongkos Kirim').innerText());
    expect(shipping).toBeGreaterThan(0);
    expect(rupiah(await page.getByLabel('Diskon Voucher').innerText())).toBe(discount);
    const shownTotal = rupiah(await page.getByLabel('Total', { exact: true }).innerText());
    expect(shownTotal).toBe(subtotal + shipping - discount);
    // The filled checkout: after the test its route shows an empty one (the cart is ordered), so check it now.
    expect(await axeViolationsAtBothSizes(page)).toEqual([]);
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await page.waitForURL('**/payment/**');
    token = new URL(page.url()).pathname.split('/').pop()!;
    const order = (await (await page.request.get(`/api/orders/secure/${token}`, { headers })).json()).data;
    expect(order.total_amount).toBe(shownTotal);
    expect(order.voucher_discount).toBe(discount);
    // Kode unik: the exact amount to transfer, the total plus the order's own code, with why.
    expect(order.transfer_amount).toBe(order.total_amount + order.unique_code);
    transferAmount = order.transfer_amount;
    await expect(page.getByText(`Transfer tepat ${formatRupiah(transferAmount)}`)).toBeVisible();
    await expect(page.getByText(`termasuk kode unik pesananmu, Rp ${order.unique_code}:`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salin jumlah' })).toBeVisible();
  });

  await test.step('upload the payment proof', async () => {
    expect(await axeViolationsAtBothSizes(page)).toEqual([]);
    await page.getByLabel('Gambar bukti pembayaran').setInputFiles(proofImage);
    await page.getByRole('button', { name: 'Unggah Bukti Pembayaran' }).click();
    await page.waitForURL(`**/orders/${token}`, { timeout: 15_000 });
  });
  const orderNumber = (await (await page.request.get(`/api/orders/secure/${token}`, { headers })).json()).data
    .order_number as string;

  await test.step('the admin confirms, ships with a resi, and marks it delivered', async () => {
    const admin = await ownerPage(browser);
    await admin.goto('/admin/orders');
    // "I see this amount in my statement: which order?" — the amount as the bank prints it.
    await admin.getByLabel('Cari menurut jumlah di mutasi rekening').fill(formatRupiah(transferAmount));
    await admin.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(admin.getByRole('article')).toHaveCount(1);
    await expect(admin.getByRole('article', { name: orderNumber })).toContainText(
      `Transfer ${formatRupiah(transferAmount)}`,
    );
    await admin.getByRole('button', { name: 'Semua pesanan' }).click();
    await admin.getByRole('tab', { name: /Perlu Verifikasi/ }).click();
    const card = admin.getByRole('article', { name: orderNumber });
    await expect(card).toContainText('Ada Bukti Pembayaran');
    // The owner's page is in another browser context, which the automatic scan does not follow.
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);

    const viewProof = card.getByRole('button', { name: 'Lihat Bukti' });
    await viewProof.focus();
    await viewProof.press('Enter');
    const overlay = admin.getByRole('dialog', { name: new RegExp(orderNumber) });
    await expect(overlay).toBeVisible();
    expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
    await admin.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(viewProof).toBeFocused();

    const confirm = card.getByRole('button', { name: 'Konfirmasi' });
    await confirm.press('Enter');
    await expect(admin.getByRole('alertdialog')).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(admin.getByRole('alertdialog')).toBeHidden();
    await expect(confirm).toBeFocused();

    const act = async (button: string, fill?: () => Promise<void>) => {
      await card.getByRole('button', { name: button }).click();
      const dialog = admin.getByRole('alertdialog');
      if (fill) await fill();
      await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
      await expect(admin.getByText('Pesanan berhasil diperbarui!')).toBeVisible();
    };
    await act('Konfirmasi');
    await admin.getByRole('tab', { name: /Semua/ }).click();
    await act('Kirim Pesanan', () => admin.getByLabel(/Nomor resi/).fill('JNE1234567890'));
    await act('Tandai Diterima');
    await admin.context().close();
  });

  await test.step('the shopper sees the timeline and the tracking number, and writes a review with a picture', async () => {
    await page.goto(`/orders/${token}`);
    const timeline = page.getByRole('list', { name: 'Riwayat pesanan' });
    for (const step of [
      'Pesanan dibuat',
      'Bukti pembayaran diunggah',
      'Pembayaran dikonfirmasi',
      'Pesanan dikirim',
      'Pesanan diterima',
    ]) {
      await expect(timeline).toContainText(step);
    }
    await expect(page.getByText('JNE1234567890').first()).toBeVisible();
    await page
      .getByRole('link', { name: 'Tulis Ulasan' })
      .or(page.getByRole('button', { name: 'Tulis Ulasan' }))
      .first()
      .click();
    await page.waitForURL(`**/orders/${token}/review`);
    const form = page.getByRole('form', { name: `Ulasan untuk ${first!.name}` });
    // The form starts with no star chosen (issue 26 item 7): the shopper taps the fifth star.
    const fiveStars = form.getByRole('radio', { name: /^5 / });
    await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
    // The radio itself is visually hidden; its label is the star the shopper sees.
    await fiveStars.locator('xpath=..').click();
    await expect(fiveStars).toBeChecked();
    await form.getByLabel('Judul ulasan').fill('Lembut sekali');
    await form.getByLabel('Ulasanmu').fill('Bonekanya sampai dengan rapi dan wangi, anak saya suka!');
    await form.getByLabel(/Foto/).setInputFiles(proofImage);
    await form.getByRole('button', { name: 'Kirim Ulasan' }).click();
    await expect(page.getByText(`Ulasan untuk ${first!.name} terkirim`)).toBeVisible();
    await expect(page.getByText('Sudah diulas').first()).toBeVisible();
  });

  await test.step('the product page shows the review', async () => {
    await page.goto(`/product/${first!.product_id}`);
    const reviews = page.getByRole('list', { name: 'Ulasan', exact: true });
    await expect(reviews).toContainText('Bonekanya sampai dengan rapi dan wangi, anak saya suka!');
    await expect(
      reviews
        .getByRole('img')
        .filter({ has: page.locator('[src*="/uploads/reviews/"]') })
        .or(reviews.locator('img[src*="/uploads/reviews/"]'))
        .first(),
    ).toBeVisible();
  });

  await test.step('the shopper has a mail for each step and the invoice; the owner has theirs', async () => {
    await expect
      .poll(() => mailSubjectsTo(shopper.email).filter((subject) => subject.includes(orderNumber)))
      .toEqual([
        `Pesanan ${orderNumber} sudah kami terima`,
        `Bukti pembayaran pesanan ${orderNumber} diterima`,
        `Pembayaran pesanan ${orderNumber} dikonfirmasi`,
        `Pesanan ${orderNumber} sudah dikirim`,
        `Pesanan ${orderNumber} sudah sampai`,
      ]);
    await expect
      .poll(() => mailSubjectsTo(E2E_ADMIN.email).filter((subject) => subject.includes(orderNumber)))
      .toEqual([`Pesanan baru ${orderNumber}`, `Bukti pembayaran baru untuk ${orderNumber}`]);
    await page.goto(`/orders/${token}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Invoice (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`Invoice-${orderNumber}.pdf`);
    await expect(page.getByText(`Invoice Invoice-${orderNumber}.pdf tersimpan`)).toBeVisible();
  });
});
