// The CI web-budget check must be able to fail: it is run here on small builds made up for the purpose.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { analyseWebBuild, compressedTwinsThatDiffer, isAdminModule } from './web-budget.mjs';

const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A fake dist/: index.html entry, a lazy home route, a lazy admin route, and what each chunk contains. */
function fakeBuild({
  homeBytes = 1000,
  homeModules = ['src/app/routes/home.tsx'],
  sharedModules = ['src/lib/api.ts'],
} = {}) {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-budget-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  // Random bytes do not compress: the gzipped size is about the file size.
  const file = (name, bytes) => writeFileSync(path.join(dist, 'assets', name), randomBytes(bytes));
  file('index.js', 2000);
  file('shared.js', 500);
  file('home.js', homeBytes);
  file('admin.js', 3000);
  writeFileSync(path.join(dist, 'assets', 'index.css'), 'body{}');
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/app/routes/home.tsx': {
      file: 'assets/home.js',
      src: 'src/app/routes/home.tsx',
      isDynamicEntry: true,
      imports: ['_shared.js'],
    },
    'src/app/routes/admin/dashboard.tsx': {
      file: 'assets/admin.js',
      src: 'src/app/routes/admin/dashboard.tsx',
      isDynamicEntry: true,
      imports: ['_shared.js'],
    },
  };
  const chunks = {
    'assets/index.js': { modules: ['src/main.tsx'] },
    'assets/shared.js': { modules: sharedModules },
    'assets/home.js': { modules: homeModules },
    'assets/admin.js': { modules: ['src/app/routes/admin/dashboard.tsx', '../../node_modules/chart.js/dist/chart.js'] },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, '.vite/chunks.json'), JSON.stringify(chunks));
  return dist;
}

describe('web budget', () => {
  it('counts the entry, its imports and the lazy home route, but not the admin route', () => {
    const report = analyseWebBuild(fakeBuild());
    expect(report.home_js_files.sort()).toEqual(['assets/home.js', 'assets/index.js', 'assets/shared.js']);
    expect(report.home_js_gzip_kb).toBeGreaterThan(3.3);
    expect(report.home_js_gzip_kb).toBeLessThan(4);
    expect(report.admin_chunks_on_home).toBe(0);
    expect(report.admin_modules_in_shop_chunks).toEqual([]);
  });

  it('sees a home page that grew past 120 KB', () => {
    expect(analyseWebBuild(fakeBuild({ homeBytes: 125 * 1024 })).home_js_gzip_kb).toBeGreaterThan(120);
  });

  it('sees admin code that slipped into a shop chunk', () => {
    const report = analyseWebBuild(
      fakeBuild({ sharedModules: ['src/lib/api.ts', 'src/features/dashboard/components/chart.tsx'] }),
    );
    expect(report.admin_modules_in_shop_chunks).toEqual([
      'assets/shared.js: src/features/dashboard/components/chart.tsx',
    ]);
    expect(report.admin_chunks_on_home).toBe(1);
  });

  it('knows admin modules from shop modules', () => {
    for (const id of [
      'src/app/routes/admin/products.tsx',
      'src/app/layouts/admin-layout.tsx',
      'src/features/products/components/admin-product-table.tsx',
      'src/features/orders/api/get-admin-orders.ts',
      'src/features/audit/components/audit-table.tsx',
      'src/lib/i18n/messages/admin-orders.ts',
      '../../node_modules/chart.js/auto/auto.js',
    ]) {
      expect(isAdminModule(id), id).toBe(true);
    }
    for (const id of [
      'src/app/guards/require-admin.tsx',
      'src/features/products/components/product-card.tsx',
      'src/app/routes/home.tsx',
    ]) {
      expect(isAdminModule(id), id).toBe(false);
    }
  });

  it('sees a pre-compressed twin that does not hold its file', () => {
    const dist = fakeBuild();
    writeFileSync(path.join(dist, 'assets/index.css.gz'), gzipSync('body{}'));
    expect(compressedTwinsThatDiffer(dist)).toEqual([]);
    writeFileSync(path.join(dist, 'assets/index.css.gz'), gzipSync('body{color:red}'));
    expect(compressedTwinsThatDiffer(dist)).toEqual([path.join('assets', 'index.css.gz')]);
  });
});
