import { describe, expect, it } from 'vitest';
import { soldCountText } from './sold-count';

describe('how many sold, as a card says it (issue 27)', () => {
  it('says nothing before the first sale', () => {
    expect(soldCountText(0, 'id')).toBeNull();
    expect(soldCountText(-3, 'id')).toBeNull();
  });

  it('is exact from 1 to 9', () => {
    expect(soldCountText(1, 'id')).toBe('1');
    expect(soldCountText(5, 'id')).toBe('5');
    expect(soldCountText(9, 'en')).toBe('9');
  });

  it('rounds down to tens from 10 to 999, never claiming more than sold', () => {
    expect(soldCountText(10, 'id')).toBe('10+');
    expect(soldCountText(19, 'id')).toBe('10+');
    expect(soldCountText(99, 'id')).toBe('90+');
    expect(soldCountText(120, 'id')).toBe('120+');
    expect(soldCountText(129, 'id')).toBe('120+');
    expect(soldCountText(999, 'id')).toBe('990+');
  });

  it('counts thousands and millions the way shops in each language shorten them', () => {
    expect(soldCountText(1000, 'id')).toBe('1rb+');
    expect(soldCountText(1999, 'id')).toBe('1rb+');
    expect(soldCountText(12_345, 'id')).toBe('12rb+');
    expect(soldCountText(1_250_000, 'id')).toBe('1jt+');
    expect(soldCountText(1999, 'en')).toBe('1k+');
    expect(soldCountText(2_000_000, 'en')).toBe('2M+');
  });
});
