import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env';
import {
  apiSignIn,
  authHeader,
  axeViolationsAtBothSizes,
  catalogueByName,
  expect,
  ownerPage,
  placeOrderByApi,
  test,
  waitForHydration,
} from './support/fixtures';

/**
 * Replies where shoppers talk (issue 44, decision 064): the owner answers a review in public ("Balasan Penjual")
 * from the "Ulasan" page the low-star mail links to, and a shopper's question in "Diskusi" from the owner's
 * "Diskusi" page; the shopper sees both on the product page; a question the owner hides leaves it. On a phone and a
 * laptop, axe clean at both sizes.
 */
const SIZES = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, index: 0 },
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, index: 1 },
] as const;

/** With E2E_SHOTS set, the page as a phone shows it from `top` down, saved to docs/screenshots/`name`.png. */
async function shot(page: Page, name: string, top: Locator) {
  if (!process.env.E2E_SHOTS) return;
  await top.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  // Below the sticky header and search bar.
  await page.evaluate(() => window.scrollBy(0, -150));
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

/** "Diskusi" loads when the shopper scrolls near it (the page's bottom), as a shopper reaches it. */
async function scrollToDiskusi(page: Page) {
  // Again until it shows: the reviews above may still be loading and push the bottom further down.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('heading', { name: 'Diskusi' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

for (const { name, viewport, index } of SIZES) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('the owner replies to a 2-star review and answers a question; the shopper sees both; a hidden question leaves', async ({
      page,
      browser,
      shopperInBandung,
    }) => {
      test.setTimeout(240_000);
      const stamp = Date.now().toString(36);
      await shopperInBandung('Sari', {
        recipientName: 'Sari Pratama',
        phoneNumber: '081234509876',
        streetAddress: 'Jl. Dago No. 12',
        postalCode: '40135',
      });
      const headers = await authHeader(page);
      const product = (await catalogueByName(page)).filter((p) => p.stock >= 5)[3 + index]!;
      const reviewText = `Jahitan telinganya agak longgar (${stamp}).`;
      const replyText = `Mohon maaf, kak. Kami kirim benang dan jarum gratis ya (${stamp}).`;
      const questionText = `Apakah boneka ini aman dicuci mesin? (${stamp})`;
      const answerText = `Aman, kak, pakai kantong cucian dan air dingin (${stamp}).`;

      await test.step('a delivered order and a 2-star review (through the API)', async () => {
        const order = await placeOrderByApi(page, {
          headers,
          payment: 'COD (Bayar di Tempat)',
          items: [{ product_id: product.product_id, quantity: 1 }],
          courier: 'jnt',
        });
        const owner = await apiSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
        for (const status of ['processing', 'shipped', 'delivered']) {
          const moved = await page.request.put(`/api/orders/${order.order_id}/status`, {
            headers: owner,
            data: { status, ...(status === 'shipped' ? { tracking_number: `JT${stamp}${index}` } : {}) },
          });
          expect(moved.status(), await moved.text()).toBe(200);
        }
        const reviewed = await page.request.post('/api/reviews', {
          headers,
          data: { product_id: product.product_id, order_id: order.order_id, rating: 2, comment: reviewText },
        });
        expect(reviewed.status(), await reviewed.text()).toBe(201);
      });

      const admin = await ownerPage(browser, { viewport });
      await test.step('the owner opens "Ulasan" from the mail’s link and writes the Balasan Penjual', async () => {
        await admin.goto('/admin/ulasan?rating=2&unanswered=1');
        await expect(admin.getByRole('heading', { name: 'Ulasan Pembeli', level: 1 })).toBeVisible();
        await expect(admin.getByRole('checkbox', { name: 'Belum dibalas' })).toBeChecked();
        const card = admin.getByRole('article').filter({ hasText: reviewText });
        await card.getByRole('button', { name: 'Balas' }).click();
        await card.getByRole('textbox', { name: 'Balasan Penjual' }).fill(replyText);
        await card.getByRole('button', { name: 'Simpan' }).click();
        await expect(admin.getByText('Balasan disimpan.')).toBeVisible();
        // Answered, it leaves the "Belum dibalas" list.
        await expect(admin.getByRole('article').filter({ hasText: reviewText })).toHaveCount(0);
        // The filter lives in the URL: the box follows once the navigation it starts is done.
        await admin.getByRole('checkbox', { name: 'Belum dibalas' }).click();
        await expect(admin.getByRole('checkbox', { name: 'Belum dibalas' })).not.toBeChecked();
        await expect(admin.getByRole('article').filter({ hasText: reviewText })).toContainText(replyText);
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
      });

      await test.step('the shopper sees the reply under the review, and asks in Diskusi', async () => {
        await page.goto(`/product/${product.product_id}`);
        await waitForHydration(page);
        await scrollToDiskusi(page);
        const review = page
          .getByRole('list', { name: 'Ulasan', exact: true })
          .getByRole('article')
          .filter({ hasText: reviewText });
        await expect(review).toContainText('Balasan Penjual');
        await expect(review).toContainText(replyText);
        if (index === 0) await shot(page, 'review-reply-mobile', review);

        const discussion = page.getByRole('region', { name: 'Diskusi' });
        await discussion.getByRole('textbox', { name: 'Pertanyaanmu' }).fill(questionText);
        await discussion.getByRole('button', { name: 'Kirim Pertanyaan' }).click();
        await expect(discussion.getByText('Pertanyaanmu terkirim.', { exact: false })).toBeVisible();
        const asked = discussion.getByRole('listitem').filter({ hasText: questionText });
        await expect(asked).toContainText('Menunggu jawaban penjual');
        // No "Laporkan" on one's own question.
        await expect(asked.getByRole('button', { name: /Laporkan/ })).toHaveCount(0);
        expect(await axeViolationsAtBothSizes(page)).toEqual([]);
      });

      await test.step('the owner answers it from "Diskusi" (Belum Dijawab)', async () => {
        await admin.goto('/admin/diskusi');
        await expect(admin.getByRole('button', { name: 'Belum Dijawab' })).toHaveAttribute('aria-current', 'page');
        const card = admin.getByRole('article').filter({ hasText: questionText });
        await card.getByRole('button', { name: 'Jawab' }).click();
        await card.getByRole('textbox', { name: 'Jawaban Penjual' }).fill(answerText);
        await card.getByRole('button', { name: 'Simpan' }).click();
        await expect(admin.getByText('Jawaban disimpan.')).toBeVisible();
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
      });

      await test.step('the shopper sees the answer on the product page', async () => {
        await page.reload();
        await waitForHydration(page);
        await scrollToDiskusi(page);
        const asked = page
          .getByRole('region', { name: 'Diskusi' })
          .getByRole('listitem')
          .filter({ hasText: questionText });
        await expect(asked).toContainText('Jawaban Penjual');
        await expect(asked).toContainText(answerText);
        if (index === 0) await shot(page, 'discussion-mobile', page.getByRole('heading', { name: 'Diskusi' }));
      });

      await test.step('the owner hides the question: it leaves the product page', async () => {
        await admin.getByRole('button', { name: 'Semua' }).click();
        const card = admin.getByRole('article').filter({ hasText: questionText });
        await card.getByRole('button', { name: 'Sembunyikan' }).click();
        await expect(admin.getByText('Pertanyaan disembunyikan.')).toBeVisible();
        await expect(card).toContainText('Disembunyikan');
        await page.reload();
        await waitForHydration(page);
        await scrollToDiskusi(page);
        const discussion = page.getByRole('region', { name: 'Diskusi' });
        await expect(discussion.getByRole('heading', { name: 'Diskusi' })).toBeVisible();
        await expect(discussion.getByText(questionText)).toHaveCount(0);
      });
      await admin.context().close();
    });
  });
}
