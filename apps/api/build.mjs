// Bundles the server (and packages/shared) into dist/server.js; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const deps = (file) => Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies ?? {});
const external = [...deps('./package.json'), ...deps('../../packages/shared/package.json')];

await build({
  entryPoints: { server: 'src/server.ts', 'order-mail-worker': 'src/modules/orders/order-mail-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
