// The hot flash sale's freshness check (docs/design.md §7): no page or detail of a product may show a stock or price older
// than the last order or edit of it that had FINISHED (its reply received) before the read STARTED. The writers'
// process logs every write of the sale's variants with the state it left; the readers' process keeps what each read
// of a sale product's page (HTML) or detail (JSON) showed; `staleReads` holds the two against each other after the
// run. Both processes stamp times with `sharedNow`, the machine's monotonic clock, which is the same in every process.
//
// What the harness knows of a variant: the price and stock the owner's reply saved (a restock before the run, an
// edit), then one unit less for each order answered 201. An order still in flight may have taken its unit already,
// so the stock a read may show is at most the known one; a higher stock, or another price, is older than a write
// that had finished. A read that overlaps an edit of the variant (started before the edit's reply, ended after the
// edit was sent) may show either side of it, and that variant is not judged in it.

/** Milliseconds on the machine's monotonic clock: comparable between the bench's processes, unlike performance.now(). */
export const sharedNow = () => Number(process.hrtime.bigint()) / 1e6;

/** The id of the <script type="application/json"> that holds a rendered page's data (apps/web/src/app/ssr/page-state.ts). */
const PAGE_STATE_ID = 'boneka-state';
const IN_STOCK = 'https://schema.org/InStock';

/** What a product's data shows of its variants: `{ variant, price, stock }` each, or null when it holds none. */
function variantsOf(product) {
  if (!Array.isArray(product?.variants)) return null;
  return product.variants.map((v) => ({ variant: v.variant_id, price: v.price, stock: v.stock }));
}

/** What a product detail reply (`GET /api/products/{id}`) shows, or null when it cannot be read. */
export function shownInDetail(text) {
  try {
    return variantsOf(JSON.parse(text).data);
  } catch {
    return null;
  }
}

/** The text of the first `<script …>` element whose opening tag contains `marker`, from `from` on; null if none. */
function scriptText(html, marker, from = 0) {
  const at = html.indexOf(marker, from);
  if (at < 0) return null;
  const open = html.lastIndexOf('<script', at);
  const start = html.indexOf('>', at);
  const end = html.indexOf('</script>', start);
  if (open < 0 || start < 0 || end < 0) return null;
  return { text: html.slice(start + 1, end), next: end };
}

/** The product detail in a rendered page's hydration state (the query the product page reads). */
function fromPageState(html, productId) {
  const script = scriptText(html, `id="${PAGE_STATE_ID}"`);
  if (!script) return null;
  let state;
  try {
    state = JSON.parse(script.text);
  } catch {
    return null;
  }
  const query = state?.queries?.find(
    (q) => q.queryKey?.[0] === 'products' && q.queryKey[1] === 'detail' && Number(q.queryKey[2]) === productId,
  );
  return query && 'data' in query ? variantsOf(query.data) : null;
}

/**
 * The offers of the page's schema.org JSON-LD (docs/design.md §11) for `productId` (the offer's URL is its page): a
 * variant's price and whether it is in stock. A ProductGroup's variants name theirs in the offer's URL
 * (`?varian={id}`); a product of one variant says none (`variant: null`: the product's only one).
 */
function fromJsonLd(html, productId) {
  const ofProduct = new RegExp(`/product/${productId}(?:[?#]|$)`);
  for (let script = scriptText(html, 'application/ld+json'); script;) {
    let ld;
    try {
      ld = JSON.parse(script.text);
    } catch {
      ld = null;
    }
    const products = ld?.['@type'] === 'ProductGroup' ? (ld.hasVariant ?? []) : ld?.['@type'] === 'Product' ? [ld] : [];
    const shown = products
      .filter((p) => ofProduct.test(p.offers?.url ?? ''))
      .map((p) => {
        const id = /[?&]varian=(\d+)/.exec(p.offers.url ?? '')?.[1];
        return {
          variant: id ? Number(id) : null,
          price: Number(p.offers.price),
          stock: null,
          inStock: p.offers.availability === IN_STOCK,
        };
      });
    if (shown.length) return shown;
    script = scriptText(html, 'application/ld+json', script.next);
  }
  return null;
}

/**
 * What a product's page (the HTML the server answers) shows of its variants: from its hydration state (price and
 * stock of each), else from its JSON-LD offers (price, in stock or not); null when neither can be read.
 */
export function shownInPage(html, productId) {
  return fromPageState(html, productId) ?? fromJsonLd(html, productId);
}

/** The last of `history` (sorted by `finished`) that finished at or before `at`, or undefined. */
function lastFinishedBy(history, at) {
  let low = 0;
  let high = history.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (history[mid].finished <= at) low = mid + 1;
    else high = mid;
  }
  return history[low - 1];
}

/**
 * Every read held against the writes. `writes`: `{ product, variant, kind: 'restock' | 'edit' | 'order', started,
 * finished, price, stock }`, the state the write left as far as the harness knows (null: unknown, after a write that
 * failed without a clear answer; `finished` null: never answered). `reads`: `{ product, kind, started, ended, shown }`,
 * `shown` as shownInPage/shownInDetail give it (null: unreadable).
 *
 * Returns how many reads were checked (at least one variant judged), how many showed a state older than the last
 * finished write (`stale`, split by what was old), the unreadable ones, those left unjudged because an edit of what
 * they showed was in flight, and a few stale ones as examples.
 */
export function staleReads(writes, reads) {
  const history = new Map();
  const edits = new Map();
  const variantsOfProduct = new Map();
  for (const w of writes) {
    const write = { ...w, finished: w.finished ?? Infinity };
    if (!history.has(w.variant)) history.set(w.variant, []);
    history.get(w.variant).push(write);
    if (w.kind !== 'order') {
      if (!edits.has(w.variant)) edits.set(w.variant, []);
      edits.get(w.variant).push(write);
    }
    if (!variantsOfProduct.has(w.product)) variantsOfProduct.set(w.product, new Set());
    variantsOfProduct.get(w.product).add(w.variant);
  }
  for (const list of history.values()) list.sort((a, b) => a.finished - b.finished);
  /** A shown entry that names no variant is the product's only one. */
  const variantOf = (product, shown) => {
    if (shown.variant !== null && shown.variant !== undefined) return shown.variant;
    const known = variantsOfProduct.get(product);
    return known?.size === 1 ? [...known][0] : undefined;
  };

  const result = {
    reads: reads.length,
    checked: 0,
    stale: 0,
    stale_price: 0,
    stale_stock: 0,
    unreadable: 0,
    edit_in_flight: 0,
    examples: [],
  };
  for (const read of reads) {
    if (!read.shown) {
      result.unreadable++;
      continue;
    }
    let judged = false;
    let overlapped = false;
    let old;
    for (const shown of read.shown) {
      const variant = variantOf(read.product, shown);
      const past = history.get(variant);
      if (!past) continue;
      if ((edits.get(variant) ?? []).some((e) => e.started < read.ended && e.finished > read.started)) {
        overlapped = true;
        continue;
      }
      const last = lastFinishedBy(past, read.started);
      if (!last) continue;
      judged = true;
      const priceOld = last.price !== null && typeof shown.price === 'number' && shown.price !== last.price;
      const stockOld =
        last.stock !== null &&
        (typeof shown.stock === 'number' ? shown.stock > last.stock : shown.inStock === true && last.stock === 0);
      if ((priceOld || stockOld) && !old) old = { variant, shown, last, priceOld, stockOld };
    }
    if (!judged) {
      if (overlapped) result.edit_in_flight++;
      continue;
    }
    result.checked++;
    if (!old) continue;
    result.stale++;
    if (old.priceOld) result.stale_price++;
    if (old.stockOld) result.stale_stock++;
    if (result.examples.length < 5)
      result.examples.push({
        product: read.product,
        variant: old.variant,
        kind: read.kind,
        shown: { price: old.shown.price, stock: old.shown.stock ?? (old.shown.inStock ? 'in stock' : 'out of stock') },
        expected: { price: old.last.price, stock: old.last.stock },
        after: old.last.kind,
        ms_after_write: Math.round((read.started - old.last.finished) * 10) / 10,
      });
  }
  return result;
}
