import { test as base, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN, E2E_DATA_DIR } from './env';

/** The newest six-digit code mailed to `email`, read from the server's outbox (waits for it to arrive). */
export async function codeFromOutbox(email: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const names = (() => {
          try {
            return readdirSync(dir).sort();
          } catch {
            return [];
          }
        })();
        for (const name of names.reverse()) {
          const raw = readFileSync(path.join(dir, name), 'utf8');
          const [head = '', ...body] = raw.split('\r\n\r\n');
          if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(head)) continue;
          code = /\b(\d{6})\b/.exec(body.join('\n'))?.[1];
          return code;
        }
        return undefined;
      },
      { message: `a code mailed to ${email}` },
    )
    .toBeDefined();
  return code!;
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter += 1)}@contoh.id`;
export const PASSWORD = 'Boneka-Lucu-2026';

async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username atau Email').fill(username);
  await page.getByLabel('Kata Sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A verified customer created through the API (as the seeds would), then signed in through the form. */
async function createCustomer(page: Page, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const api = page.request;
  const registered = await api.post('/auth/register', {
    data: { email, password: PASSWORD, firstName, lastName: 'Pratama' },
  });
  expect(registered.status()).toBe(201);
  const verified = await api.post('/auth/verify-email', { data: { email, otp: await codeFromOutbox(email) } });
  expect(verified.status()).toBe(200);
  return { email, password: PASSWORD, firstName };
}

export const test = base.extend<{
  login: (who: 'admin' | { email: string; password: string }) => Promise<void>;
  newCustomer: (firstName?: string) => Promise<{ email: string; password: string; firstName: string }>;
}>({
  login: async ({ page }, use) => {
    await use(async (who) => {
      const account = who === 'admin' ? E2E_ADMIN : who;
      await signInThroughForm(page, account.email, account.password);
    });
  },
  newCustomer: async ({ page }, use) => {
    await use((firstName = 'Rina') => createCustomer(page, firstName));
  },
});

export { expect };
