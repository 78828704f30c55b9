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
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration successful! You can now log in.')).toBeVisible();
    await page.waitForURL('**/login');
  });

  await test.step('verify on /login with the code from the outbox, then land on /', async () => {
    await page.getByLabel('Kode Verifikasi').fill(await codeFromOutbox(email));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByText('Email verified successfully! Redirecting...')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
  });

  await test.step('open the avatar menu and go to the profile', async () => {
    await page.getByRole('button', { name: 'Menu akun' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByText('Dewi', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Pesanan Saya' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Edit Profil' }).click();
    await page.waitForURL('**/profile');
  });

  await test.step('edit the profile', async () => {
    await page.getByLabel('First Name').fill('Dewi Ayu');
    await page.getByLabel('Phone Number').fill('081298765432');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Dewi Ayu');
  });

  await test.step('upload a profile picture', async () => {
    await page.getByLabel('Upload Photo').setInputFiles(avatar);
    await expect(page.getByText('Profile image updated successfully!')).toBeVisible();
    const picture = page.getByRole('main').getByRole('img', { name: 'Profile picture' });
    await expect(picture).toHaveAttribute('src', /\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('add an address in Kota Bandung', async () => {
    await expect(page.getByText('No addresses found')).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(dialog.getByLabel('City')).toBeDisabled();
    await dialog.getByLabel('Label').fill('Rumah');
    await dialog.getByLabel('Recipient Name').fill('Dewi Lestari');
    await dialog.getByLabel('Phone Number').fill('081234567890');
    await dialog.getByLabel('Street Address').fill('Jl. Setiabudi No. 12');
    await dialog.getByLabel('Province').selectOption({ label: 'Jawa Barat' });
    await expect(dialog.getByLabel('District')).toBeDisabled();
    await dialog.getByLabel('City').selectOption({ label: 'Kota Bandung' });
    await dialog.getByLabel('District').selectOption({ label: 'Sukasari' });
    await dialog.getByLabel('Postal Code').fill('40154');
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Address added successfully!')).toBeVisible();
    const row = page.getByRole('row', { name: /Rumah/ });
    await expect(row).toContainText('Kota Bandung');
    await expect(row).toContainText('Default');
    await expect(page.getByText('Showing 1 - 1 of 1')).toBeVisible();
  });

  await test.step('edit the address', async () => {
    await page.getByRole('row', { name: /Rumah/ }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Address' });
    await expect(dialog.getByLabel('Label')).toHaveValue('Rumah');
    await expect(dialog.getByLabel('District')).toHaveValue('327301');
    await dialog.getByLabel('Label').fill('Rumah Orang Tua');
    await dialog.getByLabel('Street Address').fill('Jl. Dago No. 5');
    await dialog.getByRole('button', { name: 'Update Address' }).click();
    await expect(page.getByText('Address updated successfully!')).toBeVisible();
    await expect(page.getByRole('row', { name: /Rumah Orang Tua/ })).toContainText('Jl. Dago No. 5');
  });

  await test.step('delete the address after confirming', async () => {
    await page
      .getByRole('row', { name: /Rumah Orang Tua/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this address?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Address deleted successfully!')).toBeVisible();
    await expect(page.getByText('No addresses found')).toBeVisible();
  });
});

test('a wrong code is refused and the resend sends a new one', async ({ page }) => {
  const email = uniqueEmail('budi');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Buat Akun' }).click();
  await page.getByLabel('Nama Depan').fill('Budi');
  await page.getByLabel('Username').fill(`budi_${Date.now().toString(36)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata Sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(
    page.getByText('Registration successful! Please check your email for the verification code.'),
  ).toBeVisible();

  const first = await codeFromOutbox(email);
  const code = page.getByLabel('Kode Verifikasi');
  const submit = page.getByRole('button', { name: 'Verifikasi' });
  await code.fill('12345');
  await expect(submit).toBeDisabled();
  await code.fill(first === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The code is wrong or has expired' })).toBeVisible();

  await page.getByRole('button', { name: 'Kirim Ulang Kode' }).click();
  await expect(page.getByText('New verification code sent! Please check your email.')).toBeVisible();
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
  await page.getByLabel('Username atau Email').fill(email);
  await page.getByLabel('Kata Sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(
    page.getByText('Please verify your email before logging in. Check your inbox for the verification code.'),
  ).toBeVisible();
  await expect(page.getByLabel('Kode Verifikasi')).toBeVisible();
});
