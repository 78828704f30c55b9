import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * Every date the shop shows is a WIB date (docs/design.md §5): the server renders the shop pages in UTC (start-server.mjs
 * says so) and a shopper's browser in Jakarta hydrates them; both write the same text, so React reports no
 * mismatch (error #418), and a review written at 03:00 WIB is dated that day, not the UTC day before it.
 */
test.use({ timezoneId: 'Asia/Jakarta', locale: 'id-ID' });

// 20:00 UTC on 25 November is 03:00 on 26 November in Jakarta.
const LATE_UTC = '2026-11-25T20:00:00.000Z';

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')?.firstElementChild;
    return root ? Object.keys(root).some((key) => key.startsWith('__reactFiber')) : false;
  });

/**
 * A product of its own (no page of it is cached yet) with one review written at LATE_UTC. A review is dated by the
 * server's clock when it is written, so the moment is set in the shop's database, as no request can choose it.
 */
async function productReviewedLateUtc(page: Page): Promise<number> {
  const login = await page.request.post('/auth/login', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = await login.json();
  const created = await page.request.post('/api/products', {
    headers: { authorization: `Bearer ${accessToken}` },
    multipart: { name: `Boneka Fajar Jakarta ${Date.now().toString(36)}`, price: '125000', stock: '8' },
  });
  expect(created.status()).toBe(201);
  const productId: number = (await created.json()).data.product_id;
  const db = new Database(path.join(E2E_DATA_DIR, 'shop.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const author = db.prepare("select id from users where type = 'customer' order by id limit 1").get() as {
      id: number;
    };
    db.prepare(
      `insert into reviews (product_id, user_id, order_id, rating, title, comment, created_at, updated_at)
       values (?, ?, null, 5, 'Sampai subuh', 'Dipeluk sampai pagi, lembut sekali.', ?, ?)`,
    ).run(productId, author.id, LATE_UTC, LATE_UTC);
  } finally {
    db.close();
  }
  return productId;
}

test('each shop page rendered in UTC hydrates in Jakarta with no console error, and dates are WIB days', async ({
  page,
}) => {
  const productId = await productReviewedLateUtc(page);
  const errors = watchErrors(page);
  for (const url of ['/', '/products', `/product/${productId}`, '/about']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect.poll(() => hydrated(page), { message: `${url} hydrated` }).toBe(true);
    await page.waitForLoadState('networkidle');
  }
  expect(errors, 'console errors (React #418 among them)').toEqual([]);

  // The reviews are below the first screen and render after hydration (decision 055): the server's HTML carries
  // their data, not a day written in some zone; the browser writes the WIB day.
  const html = await (await page.request.get(`/product/${productId}`)).text();
  expect(html).toContain('Sampai subuh');
  expect(html).not.toContain('25 November 2026');
  await page.goto(`/product/${productId}`);
  const review = page.getByRole('article').filter({ hasText: 'Sampai subuh' });
  await expect(review.locator('time')).toHaveText('26 November 2026');
});
