// The hot flash sale's freshness check: what a page or detail shows, read from the reply, held against the last
// write of each variant that had finished before the read started.
import { describe, expect, it } from 'vitest';
import { shownInDetail, shownInPage, staleReads } from './freshness.mjs';

const detail = (id, variants) => ({
  product_id: id,
  name: `Boneka ${id}`,
  variants: variants.map(([variant_id, price, stock]) => ({ variant_id, price, stock, options: [] })),
});

/** A page as the server renders it: its head's JSON-LD, the app, and the hydration state. */
function page({ id, variants, state = true, ld = 'group' }) {
  const queries = [
    { queryKey: ['reviews', 'stats', id], data: { average: 4.5 } },
    { queryKey: ['products', 'detail', id], data: detail(id, variants) },
  ];
  const offers = variants.map(([v, price, stock]) => ({
    '@type': 'Product',
    offers: {
      '@type': 'Offer',
      url: `http://shop.test/product/${id}?varian=${v}`,
      price,
      availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  }));
  const jsonLd =
    ld === 'group'
      ? { '@context': 'https://schema.org', '@type': 'ProductGroup', hasVariant: offers }
      : {
          '@context': 'https://schema.org',
          '@type': 'Product',
          offers: { ...offers[0].offers, url: `http://shop.test/product/${id}` },
        };
  const stateScript = state
    ? `<script type="application/json" id="boneka-state">${JSON.stringify({ language: 'id', queries }).replace(/</g, '\\u003c')}</script>`
    : '';
  return (
    '<!doctype html><html><head><title>Boneka</title>' +
    `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>` +
    `<body><div id="root"><p>Rp 150.000 &lt;3</p></div>${stateScript}<script type="module" src="/a.js"></script></body></html>`
  );
}

describe('what a reply shows', () => {
  it('reads every variant of a detail reply, and nothing of a reply it cannot read', () => {
    const text = JSON.stringify({ success: true, data: detail(7, [[70, 150_000, 12]]) });
    expect(shownInDetail(text)).toEqual([{ variant: 70, price: 150_000, stock: 12 }]);
    expect(shownInDetail('<html>')).toBeNull();
    expect(shownInDetail(JSON.stringify({ success: false }))).toBeNull();
  });

  it("reads a page's hydration state: the product detail it was rendered with", () => {
    const html = page({
      id: 7,
      variants: [
        [70, 150_000, 12],
        [71, 175_000, 0],
      ],
    });
    expect(shownInPage(html, 7)).toEqual([
      { variant: 70, price: 150_000, stock: 12 },
      { variant: 71, price: 175_000, stock: 0 },
    ]);
  });

  it('falls back to the JSON-LD offers (price, in stock or not) when the page holds no state', () => {
    const html = page({
      id: 7,
      state: false,
      variants: [
        [70, 150_000, 12],
        [71, 175_000, 0],
      ],
    });
    expect(shownInPage(html, 7)).toEqual([
      { variant: 70, price: 150_000, stock: null, inStock: true },
      { variant: 71, price: 175_000, stock: null, inStock: false },
    ]);
    const single = page({ id: 8, state: false, ld: 'product', variants: [[80, 99_000, 3]] });
    expect(shownInPage(single, 8)).toEqual([{ variant: null, price: 99_000, stock: null, inStock: true }]);
  });

  it('reads nothing from a page of another product or one without either', () => {
    expect(shownInPage(page({ id: 7, variants: [[70, 1, 1]] }), 9)).toBeNull();
    expect(shownInPage(page({ id: 7, state: false, ld: 'product', variants: [[70, 1, 1]] }), 71)).toBeNull();
    expect(shownInPage('<html><body>Habis</body></html>', 7)).toBeNull();
  });
});

/** A write of variant 70 of product 7. */
const write = (kind, started, finished, price, stock) => ({
  product: 7,
  variant: 70,
  kind,
  started,
  finished,
  price,
  stock,
});
/** A read of product 7 showing variant 70 at `price` and `stock`. */
const read = (started, ended, price, stock, kind = 'product page') => ({
  product: 7,
  kind,
  started,
  ended,
  shown: [{ variant: 70, price, stock }],
});
// Restocked to 100 at 150 000; an order answered at t=20 (99 left), another at t=30 (98 left).
const writes = [
  write('restock', 0, 10, 150_000, 100),
  write('order', 12, 20, 150_000, 99),
  write('order', 15, 30, 150_000, 98),
];

describe('staleReads', () => {
  it('finds nothing wrong in reads that show the last finished write, or a newer state', () => {
    const result = staleReads(writes, [
      read(21, 25, 150_000, 99),
      // An order in flight may already have taken its unit: less stock than known is not old.
      read(21, 25, 150_000, 98),
      read(31, 35, 150_000, 97),
      // Started before the second order was answered: the first order's state is all it owes.
      read(29, 40, 150_000, 99),
    ]);
    expect(result).toMatchObject({ reads: 4, checked: 4, stale: 0, unreadable: 0 });
  });

  it('counts a read that shows more stock than the last order answered before it started left', () => {
    const result = staleReads(writes, [read(31, 40, 150_000, 99, 'product detail'), read(31, 40, 150_000, 98)]);
    expect(result).toMatchObject({ checked: 2, stale: 1, stale_stock: 1, stale_price: 0 });
    expect(result.examples).toEqual([
      {
        product: 7,
        variant: 70,
        kind: 'product detail',
        shown: { price: 150_000, stock: 99 },
        expected: { price: 150_000, stock: 98 },
        after: 'order',
        ms_after_write: 1,
      },
    ]);
  });

  it("counts a price older than the owner's finished edit, and leaves a read beside an edit in flight unjudged", () => {
    const edited = [...writes, write('edit', 40, 50, 160_000, 200)];
    const result = staleReads(edited, [
      read(51, 55, 150_000, 98),
      read(51, 55, 160_000, 200),
      // Sent while the edit was in flight: either side of it is right.
      read(45, 52, 150_000, 98),
      read(35, 41, 160_000, 200),
    ]);
    expect(result).toMatchObject({ reads: 4, checked: 2, stale: 1, stale_price: 1, stale_stock: 0, edit_in_flight: 2 });
  });

  it('judges no stock after a write whose outcome is unknown, and an edit never answered overlaps every later read', () => {
    const unsure = [...writes, write('order', 31, 40, 150_000, null)];
    expect(staleReads(unsure, [read(41, 45, 150_000, 500)])).toMatchObject({ checked: 1, stale: 0 });
    const hanging = [...writes, write('edit', 41, null, null, null)];
    expect(staleReads(hanging, [read(100, 120, 1, 1)])).toMatchObject({ checked: 0, edit_in_flight: 1 });
  });

  it('counts unreadable replies, and skips variants and times the writes do not cover', () => {
    const result = staleReads(writes, [
      { product: 7, kind: 'product page', started: 21, ended: 25, shown: null },
      read(5, 8, 1, 1),
      { product: 7, kind: 'product page', started: 21, ended: 25, shown: [{ variant: 99, price: 1, stock: 1 }] },
    ]);
    expect(result).toMatchObject({ reads: 3, checked: 0, unreadable: 1, stale: 0 });
  });

  it("reads JSON-LD's answers: a variant named by none is the product's only one, and 'in stock' after the last unit", () => {
    const soldOut = [write('restock', 0, 10, 150_000, 1), write('order', 11, 20, 150_000, 0)];
    const ld = (inStock) => ({
      product: 7,
      kind: 'product page',
      started: 21,
      ended: 22,
      shown: [{ variant: null, price: 150_000, stock: null, inStock }],
    });
    expect(staleReads(soldOut, [ld(true), ld(false)])).toMatchObject({ checked: 2, stale: 1, stale_stock: 1 });
  });
});
