import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * Writes .vite/chunks.json (the modules in each chunk; scripts/web-budget.mjs checks that no admin module reaches a
 * shop chunk) and a .gz and .br twin of every JS, CSS, SVG and HTML file, which the server sends as they are.
 */
function buildReport(): Plugin {
  return {
    name: 'boneka-build-report',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const report: Record<string, { modules: string[] }> = {};
      const relative = (id: string) => path.relative(webRoot, id.split('?')[0]!).replaceAll(path.sep, '/');
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') report[fileName] = { modules: output.moduleIds.map(relative) };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(report, null, 1) });
    },
    // Compressed from the files as written: Vite still rewrites chunks (its preload helper) after generateBundle.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(webRoot, 'dist');
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|html)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), buildReport()],
  resolve: {
    alias: { '@': path.join(webRoot, 'src') },
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
            // The small shared parts of the shop's pages (buttons, pictures, Rupiah…): one file, not a dozen tiny ones.
            {
              name: 'shop-ui',
              test: /src[\\/]components[\\/]ui[\\/](button|cn|product-image|spinner|status-panel|icons|sale-price)\.tsx?$|src[\\/]features[\\/]products[\\/]components[\\/](sold-count|card-price)\.tsx?$|packages[\\/]shared[\\/]src[\\/](money|limits|text)\.ts$|src[\\/]lib[\\/](api-read|use-hydrated)\.ts$/,
            },
            // Only pages with forms need these.
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
});
