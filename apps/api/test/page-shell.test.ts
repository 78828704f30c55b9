import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../src/app.js';
import {
  compilePageShell,
  criticalCss,
  type CriticalPlan,
  type PageParts,
  withStylesheetInside,
} from '../src/modules/seo/page-shell.js';
import { seedDemoCatalog } from '../src/seed/demo-catalog.js';
import { send } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** docs/design.md §7 and §11: what a shop page may inline of the stylesheet, and what a product page may weigh. */
const INLINE_CSS_BUDGET = 14 * 1024;
const PRODUCT_PAGE_BUDGET = 60 * 1024;
const PRODUCT_PAGE_BROTLI_BUDGET = 15 * 1024;

const SHELL = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Boneka Shop — toko boneka online dengan pengiriman ke seluruh Indonesia." />
    <title>Boneka Shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A plan as scripts/critical-css.mjs writes it, of a small stylesheet. */
const PLAN: CriticalPlan = {
  stylesheet: '/assets/index-abc.css',
  layers: '@layer base,utilities;',
  defaults: { '--tw-border-style': 'solid', '--tw-shadow': '0 0 #0000' },
  wraps: [[], ['@layer base{'], ['@layer utilities{'], ['@layer utilities{', '@media (width>=40rem){']],
  rules: [
    [1, ['body'], [['body']], '{margin:0}'],
    [1, ['h1', 'h2'], [['h1'], ['h2']], '{font-size:inherit}'],
    [2, ['.border'], [['.border']], '{border-style:var(--tw-border-style);border-width:1px}'],
    [2, ['.flex'], [['.flex']], '{display:flex}'],
    [2, ['.grid'], [['.grid']], '{display:grid}'],
    [2, [':where(.space-y-4>:not(:last-child))'], [['.space-y-4']], '{margin-block-start:1rem}'],
    [
      2,
      ['.\\[\\&\\:\\:-webkit-inner-spin-button\\]\\:appearance-none::-webkit-inner-spin-button'],
      [['.[&::-webkit-inner-spin-button]:appearance-none']],
      '{appearance:none}',
    ],
    [2, ['.animate-spin'], [['.animate-spin']], '{animation:1s linear infinite spin}', ['spin']],
    [3, ['.sm\\:grid'], [['.sm:grid']], '{display:grid}'],
    [0, '@keyframes spin{to{transform:rotate(360deg)}}', 'spin'],
  ],
};

const page = (body: string): PageParts => ({
  body,
  headTags: [],
  preloads: ['<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/product-abc.js">'],
  stateScript: '<script type="application/json" id="boneka-state">{}</script>',
});

describe('the shell with the stylesheet inside', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'boneka-shell-'));
    mkdirSync(path.join(dist, 'web', 'assets'), { recursive: true });
    mkdirSync(path.join(dist, 'dist-server'));
    writeFileSync(path.join(dist, 'web', 'assets', 'index-abc.css'), '.flex{display:flex}/* the whole file */');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("inlines the page's own rules in the head, in order, and links the whole file at the end of <body>", () => {
    writeFileSync(path.join(dist, 'dist-server', 'critical-css.json'), JSON.stringify(PLAN));
    const shell = compilePageShell(withStylesheetInside(path.join(dist, 'web'), SHELL))!;
    const { html } = shell.fill(
      page(
        '<main class="space-y-4 border"><h1 class="sm:grid">Teddy</h1><input class="[&amp;::-webkit-inner-spin-button]:appearance-none"/></main>',
      ),
      '<title>Teddy · Boneka Shop</title>',
      'id',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const style = /<style>(.*)<\/style>/.exec(head)![1];
    expect(style).toBe(
      '@layer base,utilities;@layer properties{*,:before,:after,::backdrop{--tw-border-style:solid}}' +
        '@layer base{body{margin:0}h1{font-size:inherit}}' +
        '@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}' +
        ':where(.space-y-4>:not(:last-child)){margin-block-start:1rem}' +
        '.\\[\\&\\:\\:-webkit-inner-spin-button\\]\\:appearance-none::-webkit-inner-spin-button{appearance:none}' +
        '@media (width>=40rem){.sm\\:grid{display:grid}}}',
    );
    // The stylesheet is no longer asked for by the head (it would hold the first paint back)…
    expect(head).not.toContain('rel="stylesheet"');
    // …but after the page and its data, where no script is needed to load it (the CSP allows none inline).
    expect(html).toMatch(
      /<script type="application\/json" id="boneka-state">\{\}<\/script>\s*<link rel="stylesheet" crossorigin href="\/assets\/index-abc\.css">\s*<\/body>/,
    );
  });

  it('brings a @keyframes only with a rule that animates by it', () => {
    const withSpinner = criticalCss(PLAN, new Set(['.animate-spin']));
    expect(withSpinner).toContain('.animate-spin{animation:1s linear infinite spin}');
    expect(withSpinner).toContain('@keyframes spin{');
    expect(criticalCss(PLAN, new Set(['.flex']))).not.toContain('@keyframes');
  });

  it('inlines the whole stylesheet when the build has no plan of it (as before decision 055)', () => {
    rmSync(path.join(dist, 'dist-server', 'critical-css.json'));
    const { html } = compilePageShell(withStylesheetInside(path.join(dist, 'web'), SHELL))!.fill(
      page('<main class="grid">Teddy</main>'),
      '<title>Teddy · Boneka Shop</title>',
      'id',
    );
    expect(html).toContain('<style>.flex{display:flex}/* the whole file */</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('fills a shell given as text as it is', () => {
    const { html } = compilePageShell(SHELL)!.fill(page('<main>Teddy</main>'), '<title>T</title>', 'en');
    expect(html).toContain('<html lang="en">');
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    );
    expect(html).toContain('<div id="root"><main>Teddy</main></div>');
  });
});

/** The demo shop's pages made by the built web app (`npm test` builds it before the suites run). */
describe("the demo shop's pages", () => {
  const webDist = defaultWebDist();
  const built = existsSync(path.join(webDist, '..', 'dist-server', 'critical-css.json'));
  let t: TestApp;
  let productIds: number[];
  beforeAll(async () => {
    if (!built) throw new Error(`The web app is not built (${webDist}): run npm run build first (npm test does).`);
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://boneka.example' });
    expect(await seedDemoCatalog(t.services)).toBe(true);
    const list = await send(t.app, { method: 'GET', url: '/api/products?limit=100' });
    productIds = (list.json() as { data: { product_id: number }[] }).data.map((p) => p.product_id);
  }, 180_000);
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await send(t.app, { method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const inlineCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

  it('inline at most 14 KB of CSS, and link the rest at the end of <body>', async () => {
    for (const url of ['/', '/products', '/about', ...productIds.map((id) => `/product/${id}`)]) {
      const html = await get(url);
      const css = inlineCss(html);
      expect(css.length, url).toBeGreaterThan(1000);
      expect(Buffer.byteLength(css), url).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
      expect(html, url).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">\s*<\/body>/);
    }
  });

  it('weigh at most 60 KB of HTML for a product (15 KB with brotli)', async () => {
    expect(productIds.length).toBeGreaterThan(5);
    for (const id of productIds) {
      const html = await get(`/product/${id}`);
      expect(Buffer.byteLength(html), `/product/${id}`).toBeLessThanOrEqual(PRODUCT_PAGE_BUDGET);
      expect(brotliCompressSync(html).length, `/product/${id} (brotli)`).toBeLessThanOrEqual(
        PRODUCT_PAGE_BROTLI_BUDGET,
      );
    }
  });
});
