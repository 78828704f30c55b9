import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { notFound } from '../lib/errors.js';

const API_PREFIXES = ['/api/', '/auth/', '/uploads/'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || url === '/auth';

/** Serves the built SPA; any other GET that is not an API path gets index.html (history fallback). */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    throw notFound('Page');
  });
}
