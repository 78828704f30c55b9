// The shop day's open-loop schedule and its running clock: scheduled times from the start (no drift), catch-up with
// the lag counted, and time that stands still while the writers are paused; the hot flash sale's mix of reads.
import { describe, expect, it } from 'vitest';
import { openLoop, runningClock } from './load.mjs';
import { catalogueMix, saleMix } from './reads.mjs';
import { saleProducts } from './shop-day.mjs';

describe('openLoop', () => {
  it('schedules request k at k × 1000 / rate ms from its start', () => {
    const schedule = openLoop(4);
    expect(schedule.due(1000).map((r) => r.at)).toEqual([250, 500, 750, 1000]);
    expect(schedule.due(1249)).toEqual([]);
    expect(schedule.due(1250).map((r) => r.at)).toEqual([1250]);
    expect(schedule.started).toBe(5);
  });

  it('starts what is overdue at once and counts how late each starts', () => {
    const schedule = openLoop(1000);
    expect(schedule.due(5.5)).toEqual([
      { at: 1, lag: 4.5 },
      { at: 2, lag: 3.5 },
      { at: 3, lag: 2.5 },
      { at: 4, lag: 1.5 },
      { at: 5, lag: 0.5 },
    ]);
    expect(schedule.due(6).map((r) => r.lag)).toEqual([0]);
  });

  it('does not drift: however the ticks fall, the requests started by t are those due by t', () => {
    const schedule = openLoop(1000);
    let now = 0;
    for (const step of [0.25, 2.75, 1.5, 40, 0.125, 7.875, 1000]) {
      now += step;
      schedule.due(now);
      expect(schedule.started).toBe(Math.floor(now));
    }
  });

  it('starts nothing at a rate of 0 (a writer class left out)', () => {
    expect(openLoop(0).due(60_000)).toEqual([]);
  });
});

describe('runningClock', () => {
  it('advances only while running, and reset() starts it from 0 without stopping it', () => {
    let t = 100;
    const clock = runningClock(() => t);
    expect(clock.read()).toBe(0);
    clock.run();
    t = 150;
    expect(clock.read()).toBe(50);
    clock.pause();
    t = 1000;
    expect(clock.read()).toBe(50);
    expect(clock.running).toBe(false);
    clock.run();
    t = 1010;
    expect(clock.read()).toBe(60);
    clock.reset();
    expect(clock.read()).toBe(0);
    t = 1030;
    expect(clock.read()).toBe(20);
    expect(clock.running).toBe(true);
  });

  it('gives a paused schedule no backlog: lag counts running time only', () => {
    let t = 0;
    const clock = runningClock(() => t);
    const schedule = openLoop(10);
    clock.run();
    t = 250;
    expect(schedule.due(clock.read()).map((r) => r.at)).toEqual([100, 200]);
    clock.pause();
    t = 5_000;
    clock.run();
    t = 5_060;
    expect(schedule.due(clock.read())).toEqual([{ at: 300, lag: 10 }]);
  });
});

describe('the hot flash sale', () => {
  const saleIds = [12, 34, 56];

  it("sends the sale's share of the reads to its products' pages, details and reviews, the rest to the mix", () => {
    const next = saleMix(11, saleIds, 0.8, 1000);
    const reads = Array.from({ length: 10_000 }, () => next());
    const sale = reads.filter(([kind]) => kind.startsWith('sale: '));
    expect(sale.length / reads.length).toBeCloseTo(0.8, 1);
    expect(new Set(sale.map(([, , , id]) => id))).toEqual(new Set(saleIds));
    const byKind = {};
    for (const read of sale) (byKind[read[0]] ??= []).push(read);
    expect(Object.keys(byKind).sort()).toEqual([
      'sale: product detail',
      'sale: product page',
      'sale: review list',
      'sale: review stats',
    ]);
    expect(byKind['sale: product page'].length / sale.length).toBeCloseTo(0.4, 1);
    for (const [kind, path, headers, id] of sale) {
      if (kind === 'sale: product page') {
        expect(path).toBe(`/product/${id}`);
        expect(headers.accept).toContain('text/html');
      } else expect(path).toContain(`/${id}`);
    }
    // The rest never names a sale product on purpose: it is the catalogue mix over every product.
    expect(reads.filter(([kind]) => !kind.startsWith('sale: ')).every((read) => read[3] === undefined)).toBe(true);
  });

  it('makes the same choices from the same seed', () => {
    const [a, b] = [saleMix(11, saleIds, 0.8), saleMix(11, saleIds, 0.8)];
    expect(Array.from({ length: 50 }, () => a())).toEqual(Array.from({ length: 50 }, () => b()));
  });

  it('reads only products of the data set', () => {
    const next = catalogueMix(3, 40);
    const ids = Array.from({ length: 2_000 }, () => next()[1])
      .map((path) => /\/(?:product|products|reviews\/product)\/(\d+)/.exec(path)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(Math.max(...ids)).toBeLessThanOrEqual(40);
  });

  it('puts a fixed set of distinct products on sale', () => {
    const products = Array.from({ length: 100 }, (_, i) => ({ id: i + 2 }));
    const chosen = saleProducts(products, 20);
    expect(new Set(chosen.map((p) => p.id)).size).toBe(20);
    expect(saleProducts(products, 20)).toEqual(chosen);
    expect(saleProducts(products.slice(0, 5), 20)).toHaveLength(5);
  });
});
