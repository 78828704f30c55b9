import path from 'node:path';
import { codeFromOutbox, expect, PASSWORD, test, uniqueEmail } from './support/fixtures';

const avatar = path.resolve('e2e/fixtures/teddy.png');

test('a newcomer registers, verifies with the mailed code, edits the profile, uploads a picture and keeps an address in Kota Bandung', async ({
  page,
}) => {
  const email = uniqueEmail('dewi');

  await test.step('register on /register', async () => {
    await page.goto('/register');
    await page.getByLabel('Nama Depan').fill('Dewi');
    await page.getByLabel('Nama Belakang').fill('Lestari');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Kata Sandi').fill(PASSWORD);
    await page.getByLabel('Nomor Telepon').fill('081234567890');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(page.getByText('Pendaftaran berhasil! Sekarang kamu bisa masuk.')).toBeVisible();
    await page.waitForURL('**/login');
  });

  await test.step('verify on /login with the code from the outbox, then land on /', async () => {
    await page.getByLabel('Kode Verifikasi').fill(await codeFromOutbox(email));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByText('Email berhasil diverifikasi! Mengalihkan...')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
  });

  await test.step('open the avatar menu and go to the profile', async () => {
    await page.getByRole('button', { name: 'Menu akun' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByText('Dewi', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Pesanan Saya' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Ubah Profil' }).click();
    await page.waitForURL('**/profile');
  });

  await test.step('edit the profile', async () => {
    await page.getByLabel('Nama Depan').fill('Dewi Ayu');
    await page.getByLabel('Nomor Telepon').fill('081298765432');
    await page.getByRole('button', { name: 'Simpan Profil' }).click();
    await expect(page.getByText('Profil berhasil diperbarui!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Nama Depan')).toHaveValue('Dewi Ayu');
  });

  await test.step('upload a profile picture', async () => {
    await page.getByLabel('Unggah Foto').setInputFiles(avatar);
    await expect(page.getByText('Foto profil berhasil diperbarui!')).toBeVisible();
    const picture = page.getByRole('main').getByRole('img', { name: 'Foto profil' });
    await expect(picture).toHaveAttribute('src', /\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('add an address in Kota Bandung', async () => {
    await expect(page.getByText('Belum ada alamat')).toBeVisible();
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Alamat Baru' });
    await expect(dialog.getByLabel('Kota/Kabupaten')).toBeDisabled();
    await dialog.getByLabel('Label Alamat').fill('Rumah');
    await dialog.getByLabel('Nama Penerima').fill('Dewi Lestari');
    await dialog.getByLabel('Nomor Telepon').fill('081234567890');
    await dialog.getByLabel('Alamat Lengkap').fill('Jl. Setiabudi No. 12');
    await dialog.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
    await expect(dialog.getByLabel('Kecamatan')).toBeDisabled();
    await dialog.getByLabel('Kota/Kabupaten').selectOption({ label: 'Kota Bandung' });
    await dialog.getByLabel('Kecamatan').selectOption({ label: 'Sukasari' });
    await dialog.getByLabel('Kode Pos').fill('40154');
    await dialog.getByRole('button', { name: 'Tambah Alamat' }).click();
    await expect(page.getByText('Alamat berhasil ditambahkan!')).toBeVisible();
    const row = page.getByRole('row', { name: /Rumah/ });
    await expect(row).toContainText('Kota Bandung');
    await expect(row).toContainText('Utama');
    await expect(page.getByText('Menampilkan 1 - 1 dari 1')).toBeVisible();
  });

  await test.step('edit the address', async () => {
    await page.getByRole('row', { name: /Rumah/ }).getByRole('button', { name: 'Ubah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Alamat' });
    await expect(dialog.getByLabel('Label Alamat')).toHaveValue('Rumah');
    await expect(dialog.getByLabel('Kecamatan')).toHaveValue('327301');
    await dialog.getByLabel('Label Alamat').fill('Rumah Orang Tua');
    await dialog.getByLabel('Alamat Lengkap').fill('Jl. Dago No. 5');
    await dialog.getByRole('button', { name: 'Simpan Alamat' }).click();
    await expect(page.getByText('Alamat berhasil diperbarui!')).toBeVisible();
    await expect(page.getByRole('row', { name: /Rumah Orang Tua/ })).toContainText('Jl. Dago No. 5');
  });

  await test.step('delete the address after confirming', async () => {
    await page
      .getByRole('row', { name: /Rumah Orang Tua/ })
      .getByRole('button', { name: 'Hapus' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Yakin ingin menghapus alamat ini?');
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Alamat berhasil dihapus!')).toBeVisible();
    await expect(page.getByText('Belum ada alamat')).toBeVisible();
  });
});

test('a wrong code is refused and the resend sends a new one', async ({ page }) => {
  const email = uniqueEmail('budi');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Buat Akun' }).click();
  await page.getByLabel('Nama Depan').fill('Budi');
  await page.getByLabel('Nama Pengguna', { exact: true }).fill(`budi_${Date.now().toString(36)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata Sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Pendaftaran berhasil! Cek emailmu untuk kode verifikasinya.')).toBeVisible();

  const first = await codeFromOutbox(email);
  const code = page.getByLabel('Kode Verifikasi');
  const submit = page.getByRole('button', { name: 'Verifikasi' });
  await code.fill('12345');
  await expect(submit).toBeDisabled();
  await code.fill(first === '000000' ? '111111' : '000000');
  await submit.click();
  // In the page's language, not the server's English sentence.
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Kode salah atau sudah tidak berlaku. Periksa lagi, atau minta kode baru.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Kirim Ulang Kode' }).click();
  await expect(page.getByText('Kode verifikasi baru sudah dikirim! Cek emailmu.')).toBeVisible();
  await expect.poll(() => codeFromOutbox(email)).not.toBe(first);
  await code.fill(await codeFromOutbox(email));
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('signing in before verifying moves to the verification step', async ({ page }) => {
  const email = uniqueEmail('citra');
  const res = await page.request.post('/auth/register', { data: { email, password: PASSWORD, firstName: 'Citra' } });
  expect(res.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Nama Pengguna atau Email').fill(email);
  await page.getByLabel('Kata Sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(
    page.getByText('Verifikasi emailmu dulu sebelum masuk. Cek kotak masuk untuk kode verifikasinya.'),
  ).toBeVisible();
  await expect(page.getByLabel('Kode Verifikasi')).toBeVisible();
});
