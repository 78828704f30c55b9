import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { E2E_ADMIN, E2E_BASE_URL, E2E_MIDTRANS_PORT, E2E_PORT } from './e2e/support/env';

/** Browser tests drive the production build on a real server with a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      E2E_MIDTRANS_PORT: String(E2E_MIDTRANS_PORT),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The owner's mails (new order, proof, online payment) go to the signed-in owner of the tests.
      SHOP_NOTIFY_EMAIL: E2E_ADMIN.email,
    },
  },
});
