import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadServerPages } from './app/router';
import { pageStateScript, seedQueries, type RenderedQuery } from './app/ssr/page-state';
import { serverPage } from './app/ssr/server-pages';
import type { Language } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';

/** A reply of the API to a GET of `path`, as the server's own routes answered it. */
export type ApiReply = { status: number; body: unknown };

export type RenderedPage = {
  status: 200 | 404;
  /** The markup of #root. */
  html: string;
  /** The <script> element that carries the page's data and language to the browser. */
  stateScript: string;
  /** The route's source module, for the build's manifest (its chunks are preloaded). */
  route: string;
};

/**
 * The code of the shop's pages, loaded once when the server loads this file: a page is rendered in one synchronous
 * `renderToString` (it is stored, nothing to stream), which a page still loading would leave to the browser.
 */
const serverPagesLoaded = preloadServerPages();

/** React's mark of a Suspense boundary it could not render (left to the browser). */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * Renders one of the shop's public pages (app/ssr/server-pages.ts) as the browser would show it to a visitor who
 * is not signed in, with the data `fetchApi` answers for the page's reads. Null when the URL is not such a page, or
 * when a read failed for a reason other than "not found" (the browser then renders it and shows its own error).
 */
export async function renderShopPage(
  url: string,
  options: { language: Language; fetchApi: (path: string) => Promise<ApiReply> },
): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, 'http://shop.invalid');
  const page = serverPage(pathname, search);
  if (!page) return null;

  const replies = await Promise.all(page.reads.map((read) => options.fetchApi(read.path)));
  const queries: RenderedQuery[] = [];
  let missing = page.notFound === true;
  for (const [index, reply] of replies.entries()) {
    const read = page.reads[index]!;
    if (reply.status >= 200 && reply.status < 300) {
      queries.push({ queryKey: read.queryKey, data: read.fromReply(reply.body as never) });
    } else if (reply.status >= 400 && reply.status < 500) {
      missing = true;
      const body = reply.body && typeof reply.body === 'object' ? (reply.body as Record<string, unknown>) : null;
      queries.push({ queryKey: read.queryKey, error: { status: reply.status, body } });
    } else {
      return null;
    }
  }
  const queryClient = createQueryClient();
  seedQueries(queryClient, queries);

  const tree = (
    <StrictMode>
      <AppProvider client={queryClient} renderedIn={options.language}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
  await serverPagesLoaded;
  const html = renderToString(tree);
  queryClient.clear();
  // A part that suspended (code or data not at hand) would be stored as a spinner: better no page (the visit then
  // gets the shell and the browser renders it) than a stored page without its content.
  if (html.includes(LEFT_TO_THE_BROWSER)) throw new Error(`${url}: a part of the page suspended on the server`);
  const stateScript = pageStateScript({ language: options.language, queries });
  return { status: missing ? 404 : 200, html, stateScript, route: page.route };
}
