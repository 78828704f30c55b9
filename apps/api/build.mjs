// Bundles the server (and packages/shared) into dist/server.js; npm packages stay external.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const deps = (file) => Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies ?? {});
const external = [...deps('./package.json'), ...deps('../../packages/shared/package.json')];

/**
 * Names this server's code: shop pages kept by a server of another build are not served (the page store,
 * modules/seo/page-store.ts). The same for every bundle of one build, so a script (make-pages) shares the store.
 */
function sourcesHash(...folders) {
  const hash = createHash('sha1');
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name)) hash.update(file).update(readFileSync(file));
    }
  };
  for (const folder of folders) visit(folder);
  return hash.digest('base64url');
}

await build({
  entryPoints: {
    server: 'src/server.ts',
    'order-mail-worker': 'src/modules/order-documents/order-mail-worker.ts',
    'make-pages': 'src/scripts/make-pages.ts',
  },
  define: { 'process.env.BONEKA_SERVER_BUILD': JSON.stringify(sourcesHash('src', '../../packages/shared/src')) },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
