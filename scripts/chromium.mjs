// The Chromium every browser run of the project uses (browser tests, screenshots, `npm run bench:web`), and how it
// is started: without the background traffic a closed network refuses, as root without a sandbox.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH, the system Chromium, or Playwright's own; otherwise a clear error (never a silent skip). */
export function chromiumExecutable() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `apt-get install -y chromium`) ' +
      'or point CHROMIUM_PATH at a Chrome/Chromium binary.',
  );
}
