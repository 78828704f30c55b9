import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../src/app.js';
import { type ThreadedRenderer, threadedRenderer } from '../src/modules/seo/render-thread.js';
import type { ApiReply, ApiReplyText } from '../src/modules/seo/shop-renderer.js';
import { makeProduct } from './support/catalog.js';
import { createTestApp } from './support/test-app.js';

/**
 * The page render's thread (decision 040) with a stand-in for the web build's entry: each read the render asks for
 * is answered by the caller's fetchApi on this thread, a render that throws or a thread that dies fails only the
 * renders it held, and the next render starts a new thread.
 */
const ENTRY = `
export async function renderShopPage(url, { language, fetchApi }) {
  if (url === '/missing') return null;
  if (url === '/throws') throw new Error('a component broke');
  if (url === '/dies') process.exit(3);
  if (url === '/hangs') return new Promise(() => {});
  const [product, reviews] = await Promise.all([fetchApi('/api/products/7'), fetchApi('/api/reviews/product/7')]);
  return {
    status: product.status === 200 ? 200 : 404,
    html: '<h1>' + (product.body && product.body.data ? product.body.data.name : '?') + '</h1><p>' + reviews.status + '</p>',
    stateScript: language,
    route: 'src/product',
  };
}
`;

let renderer: ThreadedRenderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

function start() {
  const dir = mkdtempSync(path.join(tmpdir(), 'render-thread-'));
  const file = path.join(dir, 'entry-server.mjs');
  writeFileSync(file, ENTRY);
  renderer = threadedRenderer(pathToFileURL(file).href);
  return renderer;
}

/** The caller's answers as the server sends them to the thread: JSON text, parsed there. */
const answers =
  (replies: Record<string, ApiReply | Error>) =>
  async (apiPath: string): Promise<ApiReplyText> => {
    const reply = replies[apiPath];
    if (reply instanceof Error) throw reply;
    const { status, body } = reply ?? { status: 404, body: null };
    return { status, text: JSON.stringify(body) };
  };

describe('the page render thread', () => {
  it('renders with the replies the caller gives for each read it asks for', async () => {
    const asked: string[] = [];
    const fetchApi = answers({ '/api/products/7': { status: 200, body: { data: { name: 'Boneka Kucing' } } } });
    const rendered = await start().renderShopPage('/product/7', {
      language: 'en',
      fetchApi: (p) => {
        asked.push(p);
        return fetchApi(p);
      },
    });
    expect(rendered).toEqual({
      status: 200,
      html: '<h1>Boneka Kucing</h1><p>404</p>',
      stateScript: 'en',
      route: 'src/product',
    });
    expect(asked.sort()).toEqual(['/api/products/7', '/api/reviews/product/7']);
  });

  it('keeps renders apart when many run at once', async () => {
    const r = start();
    const names = Array.from({ length: 20 }, (_, i) => `Boneka ${i}`);
    const pages = await Promise.all(
      names.map((name) =>
        r.renderShopPage('/product/7', {
          language: 'id',
          fetchApi: answers({ '/api/products/7': { status: 200, body: { data: { name } } } }),
        }),
      ),
    );
    expect(pages.map((p) => p?.html)).toEqual(names.map((name) => `<h1>${name}</h1><p>404</p>`));
  });

  it('shows a read that failed here as a 5xx to the render, as a failed fetch shows the browser', async () => {
    const rendered = await start().renderShopPage('/product/7', {
      language: 'id',
      fetchApi: answers({
        '/api/products/7': new Error('database gone'),
        '/api/reviews/product/7': { status: 200, body: {} },
      }),
    });
    expect(rendered?.html).toBe('<h1>?</h1><p>200</p>');
    expect(rendered?.status).toBe(404);
  });

  it('answers null for a page it does not render', async () => {
    expect(await start().renderShopPage('/missing', { language: 'id', fetchApi: answers({}) })).toBeNull();
  });

  it('fails a render that throws, and renders the next one', async () => {
    const r = start();
    await expect(r.renderShopPage('/throws', { language: 'id', fetchApi: answers({}) })).rejects.toThrow(
      /a component broke/,
    );
    const next = await r.renderShopPage('/product/7', { language: 'id', fetchApi: answers({}) });
    expect(next?.status).toBe(404);
  });

  it('fails the renders a dying thread held, and starts a new thread for the next', async () => {
    const r = start();
    const held = r.renderShopPage('/hangs', { language: 'id', fetchApi: answers({}) });
    const dying = r.renderShopPage('/dies', { language: 'id', fetchApi: answers({}) });
    await expect(dying).rejects.toThrow(/render thread stopped/);
    await expect(held).rejects.toThrow(/render thread stopped/);
    const next = await r.renderShopPage('/product/7', {
      language: 'id',
      fetchApi: answers({ '/api/products/7': { status: 200, body: { data: { name: 'Boneka Baru' } } } }),
    });
    expect(next?.html).toContain('Boneka Baru');
  });

  it('fails what it holds when closed', async () => {
    const r = start();
    const held = r.renderShopPage('/hangs', { language: 'id', fetchApi: answers({}) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await r.close();
    await expect(held).rejects.toThrow(/render thread stopped/);
  });
});

describe('a shop page whose render fails', () => {
  it('is answered with the shell and the page head, which the browser renders itself', async () => {
    // The built web app, with a server entry whose every render throws.
    const root = mkdtempSync(path.join(tmpdir(), 'broken-build-'));
    cpSync(defaultWebDist(), path.join(root, 'dist'), { recursive: true });
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(root, 'dist-server', 'entry-server.js'),
      'export async function renderShopPage() { throw new Error("a component broke"); }\n',
    );
    const t = await createTestApp({ WEB_DIST: path.join(root, 'dist'), PUBLIC_URL: 'https://boneka.example' });
    try {
      const doll = await makeProduct(t.services, { name: 'Boneka Gajah Abu', price: 120_000, stock: 4 });
      const res = await t.app.inject({ method: 'GET', url: `/product/${doll.product_id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toMatch(/<title>[^<]*Boneka Gajah Abu/);
    } finally {
      await t.close();
    }
  });
});
