import type { ProductFilter } from './product-filters.js';

/**
 * The active catalogue in one sort's order, with each product's price, as of `stamp` (the versions it depends on).
 * A page of the list is a slice of it, whatever its depth; a price range is a walk over it; words select their
 * products from it by position. Each use checks `stamp` in the statement that reads the page's rows.
 */
export interface SortOrder {
  stamp: string;
  /** A ranking's key version as read, and when (performance.now()). */
  ranked?: number;
  readAt: number;
  ids: number[];
  prices: number[];
  /** Position of each listed product id (made on first use by a search). */
  positions?: Map<number, number>;
  /** The ids in each price range walked so far ("min:max"), in this order. */
  ranges?: Map<string, number[]>;
}

/** How many price ranges an order keeps walked (the shop's filter offers a handful; a crawler could send more). */
const MAX_RANGES = 64;

/** The ids of one page (and the list's total) from a sort's order, through the price range and the words' matches. */
export function pageFrom(
  order: SortOrder,
  filter: ProductFilter,
  matches: number[] | undefined,
  members: Int32Array | undefined,
  limit: number,
  offset: number,
) {
  const min = filter.minPrice ?? -Infinity;
  const max = filter.maxPrice ?? Infinity;
  const anyPrice = min === -Infinity && max === Infinity;
  if (matches === undefined && members === undefined && anyPrice) {
    return { ids: order.ids.slice(offset, offset + limit), total: order.ids.length };
  }
  if (matches === undefined && members === undefined) {
    // A price range's products in this order, walked once per range and kept with the order (a new order, read
    // after any price change, starts without them): every page of a range is then a slice.
    const key = `${min}:${max}`;
    const ranges = (order.ranges ??= new Map<string, number[]>());
    let inRange = ranges.get(key);
    if (!inRange) {
      inRange = [];
      for (let i = 0; i < order.ids.length; i++) {
        const price = order.prices[i]!;
        if (price >= min && price <= max) inRange.push(order.ids[i]!);
      }
      if (ranges.size >= MAX_RANGES) ranges.clear();
      ranges.set(key, inRange);
    }
    return { ids: inRange.slice(offset, offset + limit), total: inRange.length };
  }
  // Positions to look at, in order: those of the words' matches, of the category's or option's products (both:
  // the positions in both). Indexed loops: 10 000 steps in ≈ 20 µs (an iterator takes six times longer).
  let at = members;
  if (matches !== undefined) {
    const words = positionsOf(order, matches);
    at = members ? common(words, members) : words;
  }
  if (at && anyPrice) {
    return { ids: Array.from(at.subarray(offset, offset + limit), (i) => order.ids[i]!), total: at.length };
  }
  const ids: number[] = [];
  let total = 0;
  const steps = at ? at.length : order.ids.length;
  for (let step = 0; step < steps; step++) {
    const i = at ? at[step]! : step;
    const price = order.prices[i]!;
    if (price < min || price > max) continue;
    if (total >= offset && ids.length < limit) ids.push(order.ids[i]!);
    total += 1;
  }
  return { ids, total };
}

/** The positions of `ids` in the order (those listed), in order. */
export function positionsOf(order: SortOrder, ids: readonly number[]): Int32Array {
  const positions = (order.positions ??= new Map(order.ids.map((id, i) => [id, i])));
  const at = new Int32Array(ids.length);
  let found = 0;
  for (const id of ids) {
    const position = positions.get(id);
    if (position !== undefined) at[found++] = position;
  }
  // A typed array sorts numbers natively: 500 matches in ≈ 5 µs (with a comparator function, ≈ 90 µs).
  return at.subarray(0, found).sort();
}

/** The positions in both sorted lists. */
export function common(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      both[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return both.subarray(0, n);
}
