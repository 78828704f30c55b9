#!/usr/bin/env node
// CI check (run by `npm test` after the build): the home page's gzipped JS stays within budget and no admin code
// reaches a chunk that a shop route loads. Exits 1 otherwise.
import path from 'node:path';
import { analyseWebBuild, compressedTwinsThatDiffer, HOME_JS_BUDGET_KB } from './web-budget.mjs';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const report = analyseWebBuild(dist);
const problems = [];
if (report.home_js_gzip_kb > HOME_JS_BUDGET_KB)
  problems.push(`the home page loads ${report.home_js_gzip_kb} KB of gzipped JS (budget ${HOME_JS_BUDGET_KB} KB)`);
if (report.admin_modules_in_shop_chunks.length)
  problems.push(`admin code in shop chunks:\n    ${report.admin_modules_in_shop_chunks.join('\n    ')}`);
const stale = compressedTwinsThatDiffer(dist);
if (stale.length) problems.push(`pre-compressed files that differ from their original:\n    ${stale.join('\n    ')}`);
if (report.shop_routes === 0) problems.push('no shop route chunks found: the check would see nothing');

console.log(
  `Web budget: home ${report.home_js_gzip_kb} KB JS (≤ ${HOME_JS_BUDGET_KB}), ${report.home_css_gzip_kb} KB CSS, ` +
    `${report.home_js_files.length} JS files; ${report.shop_routes} shop routes checked for admin code.`,
);
if (problems.length) {
  console.error(`Web budget FAILED:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
