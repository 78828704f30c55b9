import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN, E2E_DATA_DIR } from './env';

/**
 * The newest six-digit code mailed to `email`, read from the server's outbox (waits for it to arrive); `dataDir` is
 * that server's (a spec running a server of its own passes its own).
 */
export async function codeFromOutbox(email: string, dataDir = E2E_DATA_DIR): Promise<string> {
  const dir = path.join(dataDir, 'mail');
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
          const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
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

/** The subjects of every mail the server's outbox holds for `email`, oldest first. */
export function mailSubjectsTo(email: string): string[] {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi');
  return names.flatMap((name) => {
    const head = (readFileSync(path.join(dir, name), 'utf8').split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    if (!to.test(head)) return [];
    return [/^Subject: (.*)$/m.exec(head)?.[1] ?? ''];
  });
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter += 1)}@contoh.id`;
export const PASSWORD = 'Boneka-Lucu-2026';
/** An address in 198.18.0.0/15, the range kept for tests, one per call. */
const shopperAddress = () => `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;

/** The signed-in page's bearer header, for API calls made beside the browser (`page.request`). */
export async function authHeader(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  return { authorization: `Bearer ${token}` };
}

/**
 * The products of the first 100 by name that come in one variant, as the API lists them: journeys that are not
 * about choosing a size or colour buy these (the variant journeys pick theirs in variants.spec.ts).
 */
export async function catalogueByName(
  page: Page,
): Promise<{ product_id: number; name: string; price: number; stock: number }[]> {
  const all: { product_id: number; name: string; price: number; stock: number; variant_count: number }[] = (
    await (await page.request.get('/api/products?limit=100&sort=name')).json()
  ).data;
  return all.filter((p) => p.variant_count === 1);
}

/** An address in Kota Bandung (district 327301) for the shopper whose bearer header is `headers`; its id. */
export async function addBandungAddress(
  page: Page,
  headers: Record<string, string>,
  address: {
    label: string;
    recipientName: string;
    phoneNumber: string;
    streetAddress: string;
    postalCode: string;
    isDefault?: boolean;
  },
): Promise<number> {
  const res = await page.request.post('/auth/addresses', {
    headers,
    data: { isDefault: true, ...address, province: 32, city: 3273, district: 327301 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).address.id;
}

/** An order placed through the API (beside the browser), as the spec's checkout sends it. */
export interface ApiOrder {
  /** The shopper's bearer header. */
  headers: Record<string, string>;
  payment: 'Transfer Bank' | 'COD (Bayar di Tempat)';
  items: { product_id: number; quantity: number }[];
  /** Default: the shopper's first address. */
  addressId?: number;
  /** A courier's code ("jnt"); default: the first quote to Bandung. */
  courier?: string;
}

export async function placeOrderByApi(page: Page, order: ApiOrder) {
  const { headers } = order;
  const quote = await page.request.post('/api/shipping/calculate-shipping', {
    headers,
    data: { districtId: 327301, weight: 1000 },
  });
  const options = (await quote.json()).data as { code: string; service: string }[];
  const option = (order.courier ? options.find((o) => o.code === order.courier) : options[0])!;
  const addressId =
    order.addressId ?? (await (await page.request.get('/auth/addresses', { headers })).json()).addresses[0].id;
  const placed = await page.request.post('/api/orders', {
    headers,
    data: {
      address_id: addressId,
      payment_method: order.payment,
      items: order.items,
      shipping: { courier: option.code, service: option.service },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as { order_id: number; order_number: string; secure_token: string };
}

/** A shopper's bearer header from signing in through the API (not on `page`). */
export async function apiSignIn(page: Page, email: string, password: string): Promise<Record<string, string>> {
  const res = await page.request.post('/auth/login', { data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

/** The owner, signed in through the form in a browser context of their own (beside the shopper's). */
export async function ownerPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const admin = await context.newPage();
  await admin.goto('/login');
  await admin.getByLabel('Nama Pengguna atau Email').fill(E2E_ADMIN.email);
  await admin.getByLabel('Kata Sandi').fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Masuk', exact: true }).click();
  // The owner lands on the dashboard (issue 26 item 7).
  await admin.waitForURL((url) => url.pathname === '/admin-dashboard');
  return admin;
}

/** Signs in through the form; the owner lands on the dashboard, a shopper on the shop. */
async function signInThroughForm(page: Page, username: string, password: string, landing: string) {
  await page.goto('/login');
  await page.getByLabel('Nama Pengguna atau Email').fill(username);
  await page.getByLabel('Kata Sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Berhasil masuk! Mengalihkan...')).toBeVisible();
  await page.waitForURL((url) => url.pathname === landing);
}

/** A verified customer created through the API (as the seeds would), then signed in through the form. */
async function createCustomer(page: Page, firstName: string, dataDir: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const api = page.request;
  // Each made-up customer comes from an address of their own, as shoppers do behind the shop's proxy (the test server
  // trusts loopback as one): the per-address limits on sign-ups and codes then hold for a whole run of journeys.
  const headers = { 'x-forwarded-for': shopperAddress() };
  const registered = await api.post('/auth/register', {
    headers,
    data: { email, password: PASSWORD, firstName, lastName: 'Pratama' },
  });
  expect(registered.status()).toBe(201);
  const verified = await api.post('/auth/verify-email', {
    headers,
    data: { email, otp: await codeFromOutbox(email, dataDir) },
  });
  expect(verified.status()).toBe(200);
  return { email, password: PASSWORD, firstName };
}

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'mobile', size: { width: 390, height: 844 } },
] as const;

/**
 * What axe checks: the WCAG 2.0, 2.1 and 2.2 A and AA rules (target size among them) and its best practices, and
 * "label in name" (WCAG 2.5.3), which axe still calls experimental and leaves out unless asked by name.
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/** The serious and critical axe violations on the page as it is now, one line per element. */
/** Whether React has taken over #root (it marks the DOM nodes it owns). */
export const hydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')?.firstElementChild;
    return root ? Object.keys(root).some((key) => key.startsWith('__reactFiber')) : false;
  });

/**
 * Waits until React has taken over a server-rendered page. A journey about something else waits for it before its
 * first tap; what a tap before hydration does has journeys of its own (catalog.spec.ts, "on a slow phone").
 */
export const waitForHydration = (page: Page) =>
  expect.poll(() => hydrated(page), { message: 'the page hydrated' }).toBe(true);

export async function seriousViolations(page: Page, viewport: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}, ${viewport}) at ${page.url()}: ${node.target.join(' ')} — ${violation.help}`,
      ),
    );
}

/** The page's serious and critical violations at the desktop and then the mobile size (restored afterwards). */
export async function axeViolationsAtBothSizes(page: Page): Promise<string[]> {
  const original = page.viewportSize();
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    await settled(page);
    found.push(...(await seriousViolations(page, viewport.name)));
  }
  if (original) await page.setViewportSize(original);
  return found;
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A page's route with ids and tokens left out: each route is checked once per run, not once per product. */
const routeOf = (url: URL) =>
  url.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ':param' : segment))
    .join('/');

const checkedRoutes = new Set<string>();

/**
 * Every route a test visited, opened again after the test in the same browser context (so with the same session
 * and data) and analysed at both sizes. Checking after the test keeps axe from racing the test's own clicks.
 */
async function checkVisitedRoutes(context: BrowserContext, visited: Map<string, string>): Promise<string[]> {
  const found: string[] = [];
  for (const [route, url] of visited) {
    if (checkedRoutes.has(route)) continue;
    checkedRoutes.add(route);
    const page = await context.newPage();
    try {
      await page.goto(url);
      found.push(...(await axeViolationsAtBothSizes(page)));
    } finally {
      await page.close();
    }
  }
  return found;
}

export const test = base.extend<{
  /** The data folder of the server the test talks to (its outbox holds the sign-up codes). */
  serverDataDir: string;
  login: (who: 'admin' | { email: string; password: string }) => Promise<void>;
  newCustomer: (firstName?: string) => Promise<{ email: string; password: string; firstName: string }>;
  /** A new verified customer, signed in on `page`, with a default address in Kota Bandung (labelled "Rumah"). */
  shopperInBandung: (
    firstName: string,
    address: Omit<Parameters<typeof addBandungAddress>[2], 'label'> & { label?: string },
  ) => Promise<{ email: string; password: string; firstName: string }>;
  accessibilityScan: void;
}>({
  serverDataDir: [E2E_DATA_DIR, { option: true }],
  accessibilityScan: [
    async ({ page, context }, use, testInfo) => {
      const visited = new Map<string, string>();
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        if (url.protocol.startsWith('http') && !url.pathname.startsWith('/api/')) visited.set(routeOf(url), url.href);
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      const violations = await checkVisitedRoutes(context, visited);
      expect(violations, `serious or critical accessibility violations:\n${violations.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
  login: async ({ page }, use) => {
    await use(async (who) => {
      const account = who === 'admin' ? E2E_ADMIN : who;
      await signInThroughForm(page, account.email, account.password, who === 'admin' ? '/admin-dashboard' : '/');
    });
  },
  newCustomer: async ({ page, serverDataDir }, use) => {
    await use((firstName = 'Rina') => createCustomer(page, firstName, serverDataDir));
  },
  shopperInBandung: async ({ page, login, newCustomer }, use) => {
    await use(async (firstName, address) => {
      const shopper = await newCustomer(firstName);
      await login(shopper);
      await addBandungAddress(page, await authHeader(page), { label: 'Rumah', ...address });
      return shopper;
    });
  },
});

export { expect };
