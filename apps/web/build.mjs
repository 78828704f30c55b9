// `npm run build` of the web app: always the production bundle. A shell that exports NODE_ENV=development (a
// developer's profile, `NODE_ENV=development npm start`) would otherwise make Vite build React's development
// code: 185 KB of gzipped JS on the home page instead of ~120 (decision 011).
import { build } from 'vite';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router's `node` export is its development build (checks and warnings on every render: a third of the
 * router's time in a rendered page). The server's pages are bundled with its production build instead.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

process.env.NODE_ENV = 'production';
await build({ root: import.meta.dirname, mode: 'production' });
// The same pages for the server to render (src/entry-server.tsx, loaded by the API's modules/seo): beside dist, not in
// it, so that no visitor can download it.
await build({
  root: import.meta.dirname,
  mode: 'production',
  logLevel: 'warn',
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
