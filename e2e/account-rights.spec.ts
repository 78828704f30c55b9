import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E_ACCOUNT_RIGHTS_DATA_DIR, E2E_ACCOUNT_RIGHTS_PORT } from './support/env';
import { axeViolationsAtBothSizes, expect, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * The shopper's rights under UU PDP (issue 44, decision 063): from the profile a shopper downloads their data as
 * JSON and deletes the account after a dialog that says what is erased and what is kept; the privacy page, linked
 * from the footer, says the same. On a phone and on a laptop, axe clean. A server of its own: the accounts deleted
 * here are no other journey's.
 */
const BASE_URL = `http://127.0.0.1:${E2E_ACCOUNT_RIGHTS_PORT}`;
test.use({ baseURL: BASE_URL, serverDataDir: E2E_ACCOUNT_RIGHTS_DATA_DIR });

const SIZES = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, shot: 'account-delete-mobile' },
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, shot: null },
] as const;

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer(E2E_ACCOUNT_RIGHTS_PORT, E2E_ACCOUNT_RIGHTS_DATA_DIR, {});
});
test.afterAll(async () => {
  await server?.stop();
});

/** With E2E_SHOTS set, the screen as it is now, saved to docs/screenshots/`name`.png for the README. */
async function shot(page: Page, name: string | null) {
  if (!process.env.E2E_SHOTS || !name) return;
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

for (const size of SIZES) {
  test(`on ${size.name}: download my data, read what deletion keeps, delete the account, sign-in is gone`, async ({
    page,
    newCustomer,
    login,
  }) => {
    await page.setViewportSize(size.viewport);
    const shopper = await newCustomer('Wulan');
    await login(shopper);

    await test.step('"Unduh data saya" on the profile saves the account as JSON', async () => {
      await page.goto('/profile');
      const card = page.getByRole('region', { name: 'Data & Akun' });
      const downloading = page.waitForEvent('download');
      await card.getByRole('button', { name: 'Unduh data saya' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^data-akun-boneka-shop-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
      expect(data.profile).toMatchObject({ email: shopper.email, first_name: 'Wulan' });
      expect(JSON.stringify(data)).not.toMatch(/password|token_hash/);
      await expect(card.getByText(`Datamu sudah diunduh: ${download.suggestedFilename()}`)).toBeVisible();
    });

    await test.step('"Hapus akun" opens a dialog that says what is erased and what is kept', async () => {
      await page.getByRole('button', { name: 'Hapus akun' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Hapus akun?' });
      await expect(dialog.getByText('Yang kami hapus')).toBeVisible();
      await expect(dialog.getByText(/catatan pembukuan selama 10 tahun/)).toBeVisible();
      await expect(dialog.getByLabel('Kata sandi saat ini')).toBeVisible();
      await shot(page, size.shot);
      expect(await axeViolationsAtBothSizes(page)).toEqual([]);
    });

    await test.step('a wrong password is refused; the right one deletes the account and signs out', async () => {
      const dialog = page.getByRole('alertdialog', { name: 'Hapus akun?' });
      await dialog.getByLabel('Kata sandi saat ini').fill('bukan-kata-sandiku');
      await dialog.getByRole('button', { name: 'Hapus akun saya' }).click();
      await expect(dialog.getByText('Kata sandi salah.')).toBeVisible();
      await dialog.getByLabel('Kata sandi saat ini').fill(shopper.password);
      await dialog.getByRole('button', { name: 'Hapus akun saya' }).click();
      await expect(page.getByText('Akunmu sudah dihapus. Terima kasih sudah berbelanja di Boneka Shop.')).toBeVisible();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
      const again = await page.request.post('/auth/login', {
        data: { username: shopper.email, password: shopper.password },
      });
      expect(again.status()).toBe(401);
    });

    await test.step('the footer leads to "Kebijakan Privasi", which says what is kept and why', async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' }).click();
      await page.waitForURL('**/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Yang kami simpan, dan mengapa' })).toBeVisible();
      await expect(page.getByText(/UU KUP, Pasal 28 ayat 11/)).toBeVisible();
      await expect(page.getByText(/selama 10 tahun/).first()).toBeVisible();
    });
  });
}

test('the privacy page is a shop page: whole before any script runs, with its own title', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Kebijakan Privasi · Boneka Shop');
  await expect(page.getByRole('heading', { name: 'Menghapus akunmu' })).toBeVisible();
});
