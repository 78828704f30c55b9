import { expect, test } from './support/fixtures';

test('SECURITY 12: logout empties local storage and the refresh token no longer works', async ({
  page,
  login,
  newCustomer,
}) => {
  await login(await newCustomer('Fajar'));
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(refreshToken).toMatch(/^rt_/);
  await page.getByRole('button', { name: 'Menu akun' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Masuk' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token|user/i.test(k)))).toEqual([]);
  const replay = await page.request.post('/auth/refresh-token', { data: { refreshToken } });
  expect(replay.status()).toBe(401);
});

test('SECURITY 12: the CSP blocks an injected inline script', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('the interface switches to English and remembers it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('tab', { name: 'Masuk' })).toBeVisible();
});

test('an expired access token is refreshed once and the page keeps working', async ({ page, login, newCustomer }) => {
  await login(await newCustomer('Gita'));
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.or.garbage'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Ubah Informasi Profil' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('expired.or.garbage');
});
