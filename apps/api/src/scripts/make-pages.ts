import { performance } from 'node:perf_hooks';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { pageKey } from '../modules/seo/page-store.js';
import { bootstrapAccounts, prepareDatabase } from '../startup.js';

/**
 * Makes product pages one after another as the page store does when what they show changes — their data read,
 * rendered in the page thread, put in the shell, compressed, stored — and prints what it took as one JSON line
 * (docs/design.md §7 "Making a page", read by bench/):
 * `{"pages":N,"seconds":s,"pagesPerSecond":x,"htmlBytes":{"median":m,"max":M},"brBytes":{"median":b,"max":B}}`.
 *
 *   node apps/api/dist/make-pages.js [--count 300]
 *
 * With the server's own environment (DATA_DIR, DATABASE_URL…). Products are spread over the catalogue, each made
 * once, so that each make reads its data (nothing in the read cache yet). The page thread loads the web build on
 * the first page: one page is made before the clock starts.
 */
const countArg = process.argv.indexOf('--count');
const count = countArg > 0 ? Number(process.argv[countArg + 1]) : 300;
if (!Number.isInteger(count) || count < 1) {
  console.error('--count takes a whole number of pages');
  process.exit(1);
}

// No PUBLIC_URL: the background fill starts with a visit, and there is none here.
const config = { ...loadConfig(), publicUrl: undefined };
const { app, services, pages } = await buildApp({ config });
try {
  if (!pages) throw new Error('The web app is not built (apps/web/dist-server): run npm run build first.');
  await prepareDatabase(services);
  // A fresh DATA_DIR gets the demo shop, as `npm start` would (SEED_DEMO).
  await bootstrapAccounts(services);
  const listed = await services.catalog.listedProducts();
  if (listed.length < 2) throw new Error('The catalogue has fewer than two products.');
  const step = Math.max(1, Math.floor(listed.length / (count + 1)));
  const ids = Array.from(
    { length: Math.min(count + 1, listed.length) },
    (_, i) => listed[(i * step) % listed.length]!.id,
  );
  const base = 'http://localhost';
  const makeOne = async (id: number) => {
    const url = `/product/${id}`;
    const key = pageKey('id', base, url);
    pages.store.remove([key]);
    const page = await pages.store.make(key, () => pages.make(base, 'id', url));
    if (!page || page.status !== 200) throw new Error(`${url} could not be made (${page?.status ?? 'no page'})`);
    return page;
  };
  await makeOne(ids[0]!);
  const made = [];
  const started = performance.now();
  for (const id of ids.slice(1)) made.push(await makeOne(id));
  const seconds = (performance.now() - started) / 1000;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const html = made.map((page) => page.bytes(undefined).length);
  const br = made.map((page) => page.bytes('br').length);
  console.log(
    JSON.stringify({
      pages: made.length,
      seconds: Number(seconds.toFixed(3)),
      pagesPerSecond: Number((made.length / seconds).toFixed(1)),
      htmlBytes: { median: median(html), max: Math.max(...html) },
      brBytes: { median: median(br), max: Math.max(...br) },
    }),
  );
} finally {
  await app.close();
}
