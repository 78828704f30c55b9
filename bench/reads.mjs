// The catalogue reads of the shop day (bench/shop-day*.mjs): the seeded mix over every product, the hot flash sale's
// mix over the sale's products, and how their replies are counted per kind.
import { Histogram, bump, round1 } from './load.mjs';
import { ANIMALS, COLOURS, SCALE, prng } from './scale-data.mjs';

/** The hot flash sale's reads of the sale's products, by kind: mostly the product's page, as a shopper opens it. */
const SALE_READS = [
  ['product page', 0.4],
  ['product detail', 0.3],
  ['review list', 0.15],
  ['review stats', 0.15],
];
export const SALE = 'sale: ';
const READ_KINDS = [
  'product list',
  'product detail',
  'product page',
  'review list',
  'review stats',
  'product search',
  ...SALE_READS.map(([kind]) => SALE + kind),
];
/** The share of reads that ask for a product's page as a browser does (HTML rendered by the server, docs/design.md §11). */
const PRODUCT_PAGE_SHARE = 0.1;
// A browser asks for a compressed page, and the store sends the form it keeps (brotli) as it is.
const AS_BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };
/**
 * Seeded catalogue reads over products 1..`products`: product pages (HTML), and API reads: pages over sorts and price
 * filters (pages 1..50), detail, review list and stats, search. The function returned gives the next read's [kind,
 * path, headers].
 */
export function catalogueMix(seed, products = SCALE.products) {
  const rng = prng(seed);
  const sorts = ['newest', 'price_asc', 'price_desc', 'popular', 'rating'];
  const bands = [
    [25_000, 100_000],
    [100_000, 250_000],
    [250_000, 500_000],
    [500_000, 750_000],
    [50_000, 400_000],
  ];
  const searches = [
    ...ANIMALS.map((a) => a.toLowerCase()),
    ...ANIMALS.flatMap((a) => COLOURS.map((c) => `${a} ${c}`.toLowerCase())),
  ];
  const id = () => rng.int(1, products);
  return () => {
    // The page's share comes from every API read alike: among themselves they keep the mix they always had.
    if (rng.next() < PRODUCT_PAGE_SHARE) return ['product page', `/product/${id()}`, AS_BROWSER];
    const r = rng.next();
    if (r < 0.4) {
      let query = `/api/products?page=${rng.int(1, 50)}&limit=20&sort=${rng.pick(sorts)}`;
      const filter = rng.next();
      if (filter < 0.35) {
        const [min, max] = rng.pick(bands);
        query += `&minPrice=${min}&maxPrice=${max}`;
      } else if (filter < 0.45) query += `&minPrice=${rng.pick(bands)[0]}`;
      else if (filter < 0.55) query += `&maxPrice=${rng.pick(bands)[1]}`;
      return ['product list', query];
    }
    if (r < 0.65) return ['product detail', `/api/products/${id()}`];
    if (r < 0.77) return ['review list', `/api/reviews/product/${id()}?page=1&limit=10`];
    if (r < 0.85) return ['review stats', `/api/reviews/product/${id()}/stats`];
    return ['product search', `/api/products/search?q=${encodeURIComponent(rng.pick(searches))}`];
  };
}

/** The path (and headers) of one read of a product, by kind. */
const productRead = {
  'product page': (id) => [`/product/${id}`, AS_BROWSER],
  'product detail': (id) => [`/api/products/${id}`],
  'review list': (id) => [`/api/reviews/product/${id}?page=1&limit=10`],
  'review stats': (id) => [`/api/reviews/product/${id}/stats`],
};

/**
 * The hot flash sale's reads: `share` of them go to the sale's products (`saleIds`, uniformly; their page, detail,
 * review list and stats as SALE_READS shares them, each kind named `sale: …`), the rest are the catalogue mix over
 * every product. The function returned gives the next read's [kind, path, headers, sale product's id].
 */
export function saleMix(seed, saleIds, share, products = SCALE.products) {
  const rng = prng(seed);
  const rest = catalogueMix(seed + 1, products);
  return () => {
    if (rng.next() >= share) return rest();
    const id = rng.pick(saleIds);
    let r = rng.next();
    const [kind] = SALE_READS.find(([, part]) => (r -= part) < 0) ?? SALE_READS.at(-1);
    const [path, headers] = productRead[kind](id);
    return [SALE + kind, path, headers, id];
  };
}

/** Whether the reply to a read of this kind shows a sale product's stock and price (its page or its detail). */
export const showsStock = (kind) => kind === `${SALE}product page` || kind === `${SALE}product detail`;

/** Catalogue replies counted per kind: latencies, statuses other than 2xx. */
export function newReadStats() {
  return { all: new Histogram(), kinds: new Map(), statuses: {}, errors: 0, seconds: 0, responses: 0 };
}
/** The recorder of one reply (its kind, status and latency) into `stats`. */
export function recordRead(stats) {
  return (kind, status, ms) => {
    stats.all.record(ms);
    let k = stats.kinds.get(kind);
    if (!k) stats.kinds.set(kind, (k = { hist: new Histogram(), non2xx: 0, statuses: {} }));
    k.hist.record(ms);
    if (status < 200 || status >= 300) {
      k.non2xx++;
      bump(k.statuses, status);
      bump(stats.statuses, status);
    }
  };
}
/** What the report shows of the catalogue replies: percentiles, non-2xx, and the same per kind, in report order. */
export function readFigures(stats, seconds) {
  return {
    p50_ms: round1(stats.all.percentile(50)),
    p99_ms: round1(stats.all.percentile(99)),
    max_ms: round1(stats.all.max),
    non2xx: Object.values(stats.statuses).reduce((a, b) => a + b, 0),
    statuses: stats.statuses,
    kinds: Object.fromEntries(
      [...stats.kinds]
        .sort(([a], [b]) => READ_KINDS.indexOf(a) - READ_KINDS.indexOf(b))
        .map(([k, s]) => [
          k,
          {
            share: stats.all.count ? Math.round((s.hist.count / stats.all.count) * 1000) / 1000 : 0,
            rps: seconds ? Math.round(s.hist.count / seconds) : 0,
            p50_ms: round1(s.hist.percentile(50)),
            p99_ms: round1(s.hist.percentile(99)),
            non2xx: s.non2xx,
            statuses: s.statuses,
          },
        ]),
    ),
  };
}
