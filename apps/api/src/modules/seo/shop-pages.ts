import type { FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReadCache } from '../../lib/read-cache.js';
import { pageTagsOf, replyCacheKey, untilOf } from '../../plugins/response-cache.js';
import { bestSellersShownOn } from '../catalog/catalog.cache.js';
import { compilePageShell, type PageShell, withStylesheetInside } from './page-shell.js';
import type { MadePage } from './page-store.js';
import { type ThreadedRenderer, threadedRenderer } from './render-thread.js';
import type { ApiReplyText, Language } from './shop-renderer.js';

/** What Vite's manifest says of each source module: its chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The renderer and what the built shell needs to preload each page's code; undefined before the web is built. */
export interface WebBuild {
  /** The entry's render, in a thread of its own (render-thread.ts); closed with the app. */
  renderer: ThreadedRenderer;
  manifest: Manifest;
  /**
   * The shell the rendered pages are put in: the app's one stylesheet inside it instead of linked, so a page paints
   * with its HTML alone rather than one round trip later — a round trip a phone on a slow link waits for while the
   * scripts take its bandwidth (decision 020). The next pages of the visit are rendered in the browser, in the same
   * document.
   */
  pageShell: PageShell;
  /** The shell as built: what it loads already is not preloaded again. */
  shell: string;
  /** Names this web build with this server's page code: a page made by another is not served (the page store). */
  id: string;
}

/**
 * This server's code, which writes part of every page (its head): named by the build (build.mjs); run from source
 * (tsx), a name of this process's own, so that no page outlives a change of the code.
 */
const SERVER_BUILD = process.env.BONEKA_SERVER_BUILD ?? randomUUID();

/**
 * The server half of the web build (`apps/web/dist-server`, beside `dist`: never served to visitors) and the
 * client build's manifest.
 */
export async function loadWebBuild(webDist: string, shell: string): Promise<WebBuild | undefined> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const renderer = threadedRenderer(pathToFileURL(entry).href);
  const pageShell = compilePageShell(withStylesheetInside(webDist, shell));
  if (!pageShell) return undefined;
  // The inline CSS plan (decision 055) is part of every page too: written anew, same stylesheet or not, new pages.
  const plan = path.join(webDist, '..', 'dist-server', 'critical-css.json');
  const id = createHash('sha1')
    .update(shell)
    .update(readFileSync(entry))
    .update(existsSync(plan) ? readFileSync(plan) : '')
    .update(SERVER_BUILD)
    .digest('base64url');
  return { renderer, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest, pageShell, shell, id };
}

/** A rendered page, with what it shows (the reads it was made of) for the cache. */
export interface RenderedShopPage {
  status: 200 | 404;
  /** The markup of #root, what React hoisted out of it (head tags), and the page's data for hydration. */
  body: string;
  headTags: string[];
  stateScript: string;
  /** `<link rel="modulepreload">` of the page's own code, which the shell does not load before it hydrates. */
  preloads: string[];
  /** The API replies the page was made of, by path, as JSON text. */
  replies: Map<string, ApiReplyText>;
  /** The cache tags of those replies; undefined when one of them could not be cached (the page is not either). */
  tags: readonly string[] | undefined;
  /** The first instant one of those replies expires by itself (a sale starting or ending, decision 046). */
  until: number | undefined;
}

/** Tags of a page that reads nothing (`/about`): only a new build changes it. */
const STATIC_PAGE = ['page:static'];

/** The chunks a route needs, in load order, less those the shell already loads. */
function routeChunks(manifest: Manifest, route: string, shell: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(route);
  return [...files].filter((file) => !shell.includes(`/${file}"`));
}

/** React puts what belongs in <head> (the page's <title>, a preload of its main picture) before the page itself. */
const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)/;

function splitHoisted(html: string): { headTags: string[]; body: string } {
  const headTags: string[] = [];
  let rest = html;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    headTags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { headTags, body: rest };
}

/**
 * Renders the shop's public pages with the web app's own components and the API's own replies: each read goes
 * through this server's routes (`inject`, or the read cache when it holds the reply), so the page shows exactly
 * what the browser would have fetched, and the page's cache tags are the union of its replies'.
 */
export function shopPageRenderer(app: FastifyInstance, build: WebBuild, readCache: ReadCache) {
  const shell = build.shell;
  const preloadsByRoute = new Map<string, string[]>();
  const preloadsOf = (route: string) => {
    let links = preloadsByRoute.get(route);
    if (!links) {
      links = routeChunks(build.manifest, route, shell).map(
        (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
      );
      preloadsByRoute.set(route, links);
    }
    return links;
  };

  async function fetchApi(
    apiPath: string,
  ): Promise<{ reply: ApiReplyText; tags: readonly string[] | undefined; until: number | undefined }> {
    const key = replyCacheKey('public', apiPath);
    const held = readCache.get<{ body: string }>(key);
    const tags = held ? pageTagsOf(readCache, key) : undefined;
    if (held && tags) return { reply: { status: 200, text: held.body }, tags, until: untilOf(readCache, key) };
    const res = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
    return {
      reply: { status: res.statusCode, text: res.body },
      tags: pageTagsOf(readCache, key),
      until: untilOf(readCache, key),
    };
  }

  /**
   * `alsoRead`: API paths the page's head needs beside the page's own reads (a category's name for its title); their
   * replies and cache tags join the page's, so that a rename drops the page.
   */
  return async function render(
    url: string,
    language: Language,
    alsoRead: readonly string[] = [],
  ): Promise<RenderedShopPage | null> {
    const replies = new Map<string, ApiReplyText>();
    const tags = new Set<string>();
    let cacheable = true;
    let until: number | undefined;
    const read = async (apiPath: string) => {
      const { reply, tags: shown, until: expires } = await fetchApi(apiPath);
      replies.set(apiPath, reply);
      if (shown) for (const tag of shown) tags.add(tag);
      else cacheable = false;
      if (expires !== undefined) until = Math.min(until ?? expires, expires);
      return reply;
    };
    const rendered = await build.renderer.renderShopPage(url, { language, fetchApi: read });
    if (!rendered) return null;
    for (const apiPath of alsoRead) if (!replies.has(apiPath)) await read(apiPath);
    const { headTags, body } = splitHoisted(rendered.html);
    return {
      status: rendered.status,
      body,
      // The shell's head already has the page's <title> (page-head.ts); the app sets it again once it runs.
      headTags: headTags.filter((tag) => !tag.startsWith('<title>')),
      stateScript: rendered.stateScript,
      preloads: preloadsOf(rendered.route),
      replies,
      tags: cacheable ? (replies.size > 0 ? bestSellersShownOn([...tags]) : STATIC_PAGE) : undefined,
      until,
    };
  };
}
export type ShopPageRenderer = ReturnType<typeof shopPageRenderer>;

/** The query parameters each kept page reads (apps/web catalog-params.ts, variant-choice.ts), in the key's order. */
const CATALOGUE_PARAMS = ['category', 'search', 'minPrice', 'maxPrice', 'option', 'in_stock', 'sort', 'page'];
const PRODUCT_PARAMS = ['varian'];
/**
 * What a shopper types (a search, an option value, a price): such pages are made per visit, never kept — there is no
 * end to them, and a store filled with them would push out the pages people share. A shopper who filters in the
 * browser reads the API, never these pages; they are only a link's first load.
 */
const TYPED_PARAMS = ['search', 'option', 'minPrice', 'maxPrice'];

/**
 * Where a shop page is kept and what it is made from: its path and only the query parameters the page reads, in a
 * fixed order, so that `?utm_source=…` or a reordered query finds the same page instead of filling the store.
 * `keep` is false for pages of typed text (a search). Null for URLs that are not shop pages.
 */
export function pageAddress(url: string): { url: string; keep: boolean } | null {
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
  const known =
    pathname === '/products'
      ? CATALOGUE_PARAMS
      : /^\/product\/[^/]+$/.test(pathname)
        ? PRODUCT_PARAMS
        : pathname === '/' || pathname === '/about' || pathname === '/privacy'
          ? []
          : null;
  if (!known) return null;
  const query = new URLSearchParams();
  for (const name of known) {
    const value = searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  return {
    url: search ? `${pathname}?${search}` : pathname,
    keep: !TYPED_PARAMS.some((name) => query.has(name)),
  };
}

/**
 * Makes a whole page for the store: the render (in the page thread), its head (title, description, preview tags,
 * JSON-LD), the shell around it. Null when it cannot be rendered (no such page, a read that failed, a component
 * that threw: logged), and the visit then gets the shell with the page's head.
 */
export function pageMaker(
  render: ShopPageRenderer,
  shell: PageShell,
  heads: {
    renderedPageHead(base: string, url: string, page: RenderedShopPage): { head: string; notFound: boolean };
    readsOf(url: string): string[];
  },
  log: { error(details: object, message: string): void },
) {
  return async (base: string, language: Language, url: string): Promise<MadePage | null> => {
    const page = await render(url, language, heads.readsOf(url)).catch((error: unknown) => {
      log.error({ err: error, url }, 'page render failed');
      return null;
    });
    if (!page) return null;
    const { head, notFound: missing } = heads.renderedPageHead(base, url, page);
    const filled = shell.fill(page, head, language);
    return {
      status: missing ? 404 : page.status,
      html: filled.html,
      etag: filled.etag,
      tags: page.tags,
      until: page.until,
    };
  };
}
export type PageMaker = ReturnType<typeof pageMaker>;
