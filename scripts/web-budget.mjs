// What the shop's first page costs and whether admin code leaks into shop chunks, read from the production build:
// Vite's manifest (entry, lazy routes, static imports, CSS) and the chunk report (modules in each chunk) that
// apps/web/vite.config.ts writes beside it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_KB = 120;
/** Admin code: the admin routes and layout, admin-only components, the dashboard and audit features, chart.js. */
export const isAdminModule = (id) =>
  /(^|\/)(app\/routes\/admin\/|app\/layouts\/admin-|features\/(dashboard|audit)\/|features\/[^/]+\/(components|api)\/[^/]*admin-|lib\/i18n\/messages\/admin-)/.test(
    id,
  ) || /node_modules\/(chart\.js|@kurkle)\//.test(id);
const HOME_ROUTE = 'src/app/routes/home.tsx';
const isRouteModule = (src) => /^src\/app\/routes\/[^/]+\.tsx$/.test(src) || src.startsWith('src/app/routes/admin/');
const isAdminRoute = (src) => src.startsWith('src/app/routes/admin/') || src.startsWith('src/app/layouts/admin-');

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export function analyseWebBuild(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const chunks = JSON.parse(readFileSync(path.join(dist, '.vite/chunks.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const homeKey = Object.keys(manifest).find((k) => manifest[k].src === HOME_ROUTE);
  if (!homeKey) throw new Error(`${HOME_ROUTE} is not a chunk of its own`);

  /** The keys a page fetches: its chunks and, recursively, their static imports. */
  const closure = (keys) => {
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) walk(next);
    };
    keys.forEach(walk);
    return seen;
  };
  const filesOf = (keys) => [...new Set([...keys].map((k) => manifest[k].file))];
  const cssOf = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const adminModulesIn = (files) =>
    files.flatMap((file) => (chunks[file]?.modules ?? []).filter(isAdminModule).map((id) => `${file}: ${id}`));

  const home = closure([entryKey, homeKey]);
  const homeJs = filesOf(home).filter((f) => f.endsWith('.js'));
  const homeCss = cssOf(home);
  const shopRoutes = Object.keys(manifest).filter((k) => {
    const src = manifest[k].src ?? '';
    return manifest[k].isDynamicEntry && isRouteModule(src) && !isAdminRoute(src);
  });
  const shopFiles = filesOf(closure([entryKey, ...shopRoutes])).filter((f) => f.endsWith('.js'));
  const adminOnHome = homeJs.filter((f) => adminModulesIn([f]).length > 0);
  return {
    home_js_files: homeJs,
    home_js_gzip_kb: kb(homeJs.reduce((sum, f) => sum + gz(f), 0)),
    home_css_gzip_kb: kb(homeCss.reduce((sum, f) => sum + gz(f), 0)),
    admin_chunks_on_home: adminOnHome.length,
    shop_routes: shopRoutes.length,
    admin_modules_in_shop_chunks: adminModulesIn(shopFiles),
  };
}

/** The .gz and .br twins the server sends instead of a file must hold exactly that file. */
export function compressedTwinsThatDiffer(dist) {
  const differ = [];
  for (const entry of readdirSync(dist, { recursive: true })) {
    const name = String(entry);
    const twin = name.endsWith('.gz') ? gunzipSync : name.endsWith('.br') ? brotliDecompressSync : undefined;
    if (!twin) continue;
    const original = readFileSync(path.join(dist, name.slice(0, -3)));
    if (!twin(readFileSync(path.join(dist, name))).equals(original)) differ.push(name);
  }
  return differ;
}
