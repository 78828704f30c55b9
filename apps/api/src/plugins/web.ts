import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../lib/errors.js';
import { languageOf, type Language } from '../lib/request-language.js';

const API_PREFIXES = ['/api/', '/auth/', '/uploads/'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || url === '/auth';

/** Client-rendered pages that do nothing without the app's script: the shell tells a browser that runs none. */
const NEEDS_SCRIPT: Record<string, Record<Language, string>> = {
  '/cart': {
    id: 'Keranjang butuh JavaScript. Aktifkan JavaScript di browser kamu, lalu muat ulang halaman ini.',
    en: 'The cart needs JavaScript. Turn on JavaScript in your browser, then reload this page.',
  },
};

/**
 * The developer's page (the earlier shop's /debug-page): in production the server calls it not found, and the app
 * still loads so that the page draws itself for a signed-in admin only (its route is behind the admin guard).
 */
const DEVELOPMENT_ONLY = new Set(['/debug-page']);

/**
 * Serves the built SPA; any other GET that is not an API path gets index.html (history fallback). `production`:
 * the developer's pages answer 404.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined, production: boolean) {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes a .br and .gz twin of each script and stylesheet: sent as they are, never compressed per request.
      preCompressed: true,
      // The Cache-Control below is the only one: hashed assets for a year, everything else revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (root && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(url)) {
      const noScript = NEEDS_SCRIPT[url];
      if (noScript || (production && DEVELOPMENT_ONLY.has(url))) return shellFor(req, reply, root, noScript);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    throw notFound('Page');
  });
}

/** The shell with a <noscript> note in the visitor's language, or as a 404 (a developer's page in production). */
async function shellFor(
  req: FastifyRequest,
  reply: FastifyReply,
  root: string,
  noScript: Record<Language, string> | undefined,
) {
  const shell = await readFile(path.join(root, 'index.html'), 'utf8');
  void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (!noScript) return reply.code(404).header('x-robots-tag', 'noindex').send(shell);
  const note = `<noscript><p>${noScript[languageOf(req)]}</p></noscript>`;
  return reply.header('vary', 'Cookie').send(shell.replace('<div id="root"></div>', `${note}<div id="root"></div>`));
}
