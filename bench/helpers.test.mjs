// The bench's small readers: the make-pages script's JSON line, what `/readyz` says of the page store, and the
// percentile the phone's figures are judged at.
import { describe, expect, it } from 'vitest';
import { madePages } from './make-pages.mjs';
import { percentile } from './phone.mjs';
import { pagesOf } from './server.mjs';

describe('madePages', () => {
  const line = {
    pages: 300,
    seconds: 0.61,
    pagesPerSecond: 491.8,
    htmlBytes: { median: 41_000, max: 52_000 },
    brBytes: { median: 9_000, max: 11_000 },
  };

  it("finds the script's result among its log lines", () => {
    const stdout = `{"level":30,"msg":"migrations done"}\n${JSON.stringify(line)}\n`;
    expect(madePages(stdout)).toEqual(line);
  });

  it('finds none when the script printed no result', () => {
    expect(madePages('{"level":50,"msg":"no such table"}\nError: boom\n')).toBeNull();
    expect(madePages('')).toBeNull();
  });
});

describe('pagesOf', () => {
  it("reads the page store's fill from /readyz, and nothing from a server that says nothing of one", () => {
    const filling = { stored: 1234, filling: true, filledInMs: null };
    expect(pagesOf({ status: 'ready', pages: filling })).toEqual(filling);
    expect(pagesOf({ status: 'ready', pages: { stored: 10_004, filling: false, filledInMs: 8123 } })).toMatchObject({
      filling: false,
      filledInMs: 8123,
    });
    expect(pagesOf({ status: 'ready' })).toBeNull();
    expect(pagesOf(null)).toBeNull();
  });
});

describe('percentile', () => {
  it('is the nearest rank: the smallest value at or above that share of them', () => {
    expect(percentile([900, 100, 500, 300], 75)).toBe(500);
    expect(percentile([1, 2, 3, 4, 5], 75)).toBe(4);
    expect(percentile([7], 75)).toBe(7);
    expect(percentile([], 75)).toBe(0);
  });
});
