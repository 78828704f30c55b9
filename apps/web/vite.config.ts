import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * Writes .vite/chunks.json (the modules in each chunk; scripts/web-budget.mjs checks that no admin module reaches a
 * shop chunk) and a .gz and .br twin of every JS, CSS, SVG and HTML file, which the server sends as they are.
 */
function buildReport(): Plugin {
  return {
    name: 'boneka-build-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, { modules: string[] }> = {};
      const relative = (id: string) => path.relative(webRoot, id.split('?')[0]!).replaceAll(path.sep, '/');
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk')
          report[fileName] = {
            modules: output.moduleIds.map(relative),
            sizes: Object.fromEntries(
              Object.entries(output.modules).map(([id, m]) => [relative(id), m.renderedLength]),
            ),
          } as never;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(report, null, 1) });
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|svg|html)$/.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const data = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (data.length < 1024) continue;
        this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: gzipSync(data, { level: 9 }) });
        this.emitFile({
          type: 'asset',
          fileName: `${fileName}.br`,
          source: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        });
      }
    },
  };
}

const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), buildReport()],
  resolve: {
    alias: [
      { find: '@', replacement: path.join(webRoot, 'src') },
      // React Router's package exports only its development build (dev-only warnings and checks);
      // the production build it ships beside it is smaller.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(webRoot, '../../node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      '/auth': apiTarget,
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  preview: {
    proxy: {
      '/auth': apiTarget,
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    // Every asset is a file of its own: the strict CSP of the server does not allow data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Long-lived chunks that change only with a dependency upgrade.
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            // Only pages with forms need these.
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
}));
