#!/usr/bin/env node
// `npm run bench:web`: the web part of `npm run bench` alone (bench/phone.mjs: the shop pages and two interactions
// on a phone profile, docs/design.md §7), on its own fresh SQLite database with the scale data, the production build. Writes
// `web.phone` into today's bench/results/<date>.json (beside `npm run bench`'s own figures when that ran today),
// holds the whole file to the budget again and re-renders the .md; exits 1 when over.
//
// Options: BENCH_WEB_RUNS (loads per page, default 2), BENCH_WEB_PRODUCTS (product pages, default 20),
// BENCH_WEB_CATEGORIES (category pages, default 5), BENCH_WEB_INP_RUNS (runs of the interactions, default 5),
// BENCH_SCALE=small (a tenth of the data, for a smoke run), BENCH_SKIP_BUILD=1, BENCH_NO_WRITE=1 (print only),
// CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGET } from './budget.mjs';
import { prepareDatabase } from './database.mjs';
import { machine } from './machine.mjs';
import { phoneBench } from './phone.mjs';
import { renderMarkdown } from './report.mjs';
import { PASSWORD, benchScale, buildScaleData, passwordHash, todayAnchor } from './scale-data.mjs';
import { ROOT, login, portFree, startServer } from './server.mjs';
import { checkBudget } from './verdict.mjs';

const WORK = path.join(ROOT, '.tmp/bench-web');
const SERVER_PORT = 8313;
const log = (...parts) => console.log(`[bench:web ${new Date().toISOString().slice(11, 19)}]`, ...parts);
/** When the build was written: figures from before and after a rebuild (another engineer's) must not mix. */
const buildStamp = () =>
  ['apps/api/dist/server.js', 'apps/web/dist/index.html'].map((f) => statSync(path.join(ROOT, f)).mtimeMs).join();

/** Today's results file gets `web.phone`; the file `npm run bench` wrote today keeps everything else. */
function writeResults(phone) {
  const dir = path.join(ROOT, 'bench/results');
  const day = phone.date.slice(0, 10);
  const file = path.join(dir, `${day}.json`);
  const results = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : { date: phone.date, machine: machine(), budget: BUDGET, web: {} };
  results.web = { ...results.web, phone };
  results.failures = checkBudget(results);
  results.meets_budget = results.failures.length === 0;
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(dir, `${day}.md`), renderMarkdown(results));
  log(`wrote web.phone into bench/results/${day}.json and re-rendered ${day}.md`);
  return results.failures;
}

async function main() {
  const started = Date.now();
  if (!process.env.BENCH_SKIP_BUILD) {
    log('building the production bundle');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  await portFree(SERVER_PORT);
  mkdirSync(WORK, { recursive: true });
  const database = await prepareDatabase('sqlite', WORK);
  const logFile = path.join(WORK, 'server.log');
  const stamp = buildStamp();
  let server = await startServer({ port: SERVER_PORT, env: database.env, logFile, log });
  await server.ready(); // migrations, regions
  await server.stop();
  const [{ max }] = await database.query('select max(id) as max from users');
  const data = buildScaleData({
    anchor: todayAnchor(),
    firstUserId: Number(max ?? 0) + 1,
    passwordHash: await passwordHash(),
    scale: benchScale(),
    contendedUnits: 50,
  });
  await database.fill(data);
  log(`wrote the scale data (${data.products.length} products)`);
  server = await startServer({ port: SERVER_PORT, env: database.env, logFile, log });
  let phone;
  try {
    await server.ready();
    const fill = await server.pagesFilled();
    log(`page store: ${fill.reported ? `${fill.stored} pages, filled in ${fill.filled_in_ms} ms` : 'not reported'}`);
    phone = await phoneBench({
      port: SERVER_PORT,
      dataDir: database.env.DATA_DIR,
      signIn: (email, n) => login(SERVER_PORT, email, PASSWORD, `10.7.0.${(n % 250) + 1}`),
      log,
    });
  } finally {
    await server.stop();
  }
  if (buildStamp() !== stamp) throw new Error('apps/*/dist was rebuilt while the pages were measured: run again');
  phone.total_seconds = Math.round((Date.now() - started) / 1000);
  const failures = process.env.BENCH_NO_WRITE
    ? checkBudget({ date: phone.date, machine: machine(), budget: BUDGET, web: { phone } })
    : writeResults(phone);
  log(
    `LCP p75 ${phone.lcp.p75_ms} ms over ${phone.lcp.loads} loads, CLS p75 ${phone.cls.p75}; ` +
      `${phone.interactions.map((i) => `${i.name} ${i.error ?? `p75 ${i.p75_ms} ms`}`).join('; ')}; ` +
      `took ${phone.total_seconds} s`,
  );
  if (failures.length) {
    console.log(`Over budget:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else log('every page within budget');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
