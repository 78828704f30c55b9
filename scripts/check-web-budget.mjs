#!/usr/bin/env node
// CI check (run by `npm test` after the build): the home page's gzipped JS stays within budget, no admin code
// reaches a chunk that a shop route loads, and the plan of the stylesheet the server inlines from is this build's
// and leaves a page most of its 14 KB (decision 055). Exits 1 otherwise. What each shop page inlines, and what a
// product page weighs, is checked on the demo shop's pages made with this build (apps/api/test/page-shell.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtStylesheet, inlinedByEveryPage } from './critical-css.mjs';
import { analyseWebBuild, compressedTwinsThatDiffer, HOME_JS_BUDGET_KB } from './web-budget.mjs';

/** docs/design.md §11: the CSS a shop page inlines; what every page inlines whatever it shows may take a fifth of it. */
const INLINE_CSS_BUDGET_KB = 14;
const INLINED_BY_EVERY_PAGE_KB = INLINE_CSS_BUDGET_KB / 5;

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
const planFile = path.join(dist, '..', 'dist-server', 'critical-css.json');
let everyPageKb = NaN;
if (!existsSync(planFile))
  problems.push(`no plan of the stylesheet (${planFile}): the shop pages would inline all of it`);
else {
  const plan = JSON.parse(readFileSync(planFile, 'utf8'));
  if (plan.stylesheet !== builtStylesheet(dist).url)
    problems.push(`the stylesheet plan is of ${plan.stylesheet}, the build links ${builtStylesheet(dist).url}`);
  everyPageKb =
    Math.round((inlinedByEveryPage(plan, readFileSync(path.join(dist, 'index.html'), 'utf8')) / 1024) * 10) / 10;
  if (everyPageKb > INLINED_BY_EVERY_PAGE_KB)
    problems.push(
      `every shop page inlines ${everyPageKb} KB of CSS before its own rules (at most ${INLINED_BY_EVERY_PAGE_KB} KB of the ${INLINE_CSS_BUDGET_KB})`,
    );
}

console.log(
  `Web budget: home ${report.home_js_gzip_kb} KB JS (≤ ${HOME_JS_BUDGET_KB}), ${report.home_css_gzip_kb} KB CSS, ` +
    `${report.home_js_files.length} JS files; ${report.shop_routes} shop routes checked for admin code; ` +
    `${everyPageKb} KB of CSS inlined by every shop page (≤ ${INLINED_BY_EVERY_PAGE_KB}).`,
);
if (problems.length) {
  console.error(`Web budget FAILED:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
