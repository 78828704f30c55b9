#!/usr/bin/env node
// `npm test`: unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser tests
// against the production build. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.tmp/test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only (CI sets it to run PostgreSQL too).');
}

const steps = [];
// Built first, as a developer's shell might have it (NODE_ENV=development): the budget check below then shows that
// the build is the production bundle whatever NODE_ENV says (decision 011). The API suite renders the shop pages
// with this build (shop-pages.test.ts), the browser tests drive it.
steps.push(run('npm', ['run', 'build'], { NODE_ENV: 'development' }));
// The web budget: home page JS ≤ 120 KB gzipped, no admin code in shop chunks (fails the build otherwise).
steps.push(steps.at(-1) === 0 ? run('node', ['scripts/check-web-budget.mjs']) : 1);
steps.push(
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest.json`]),
);
steps.push(
  steps[0] === 0
    ? run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` })
    : 1,
);

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = read(`${reports}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read(`${reports}/playwright.json`);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
const ok = steps.every((status) => status === 0);
if (!ok && failed === 0) failed = 1;
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
