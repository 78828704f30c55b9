import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send } from './support/accounts.js';

/** A built app's index.html, as Vite writes it: the client-rendered pages are served from it. */
const webDist = mkdtempSync(path.join(tmpdir(), 'boneka-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="id">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Boneka Shop</title>\n' +
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>\n' +
    '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
);

let development: TestApp;
let production: TestApp;

beforeAll(async () => {
  development = await createTestApp({ WEB_DIST: webDist, NODE_ENV: 'development' });
  production = await createTestApp({
    WEB_DIST: webDist,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://boneka.example',
  });
});
afterAll(async () => {
  await development.close();
  await production.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the pages only the app draws (item 26.7)', () => {
  it('/debug-page answers outside production; in production it is not found (its page shows only to an admin)', async () => {
    const dev = await send(development.app, { method: 'GET', url: '/debug-page' });
    expect(dev.statusCode).toBe(200);
    expect(dev.body).toContain('<div id="root">');
    const prod = await send(production.app, { method: 'GET', url: '/debug-page' });
    expect(prod.statusCode).toBe(404);
    expect(prod.headers['x-robots-tag']).toBe('noindex');
    // The app still loads: an admin's browser draws the page behind its admin guard.
    expect(prod.body).toContain('<div id="root">');
    expect((await send(production.app, { method: 'GET', url: '/cart' })).statusCode).toBe(200);
  });

  it('/cart says what to do in a browser that runs no script, in the visitor’s language', async () => {
    const id = await send(production.app, { method: 'GET', url: '/cart' });
    expect(id.headers['content-type']).toMatch(/^text\/html/);
    expect(id.body).toMatch(
      /<noscript>[^]*Keranjang butuh JavaScript\. Aktifkan JavaScript di browser kamu, lalu muat ulang halaman ini\.[^]*<\/noscript>/,
    );
    const en = await send(production.app, { method: 'GET', url: '/cart', headers: { cookie: 'lang=en' } });
    expect(en.body).toMatch(
      /<noscript>[^]*The cart needs JavaScript\. Turn on JavaScript in your browser, then reload this page\.[^]*<\/noscript>/,
    );
    const other = await send(production.app, { method: 'GET', url: '/profile' });
    expect(other.body).not.toContain('<noscript>');
  });
});
