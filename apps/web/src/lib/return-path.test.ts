import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the page to come back to after signing in (never an open redirect)', () => {
  it('takes a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/product/3')).toBe('/product/3');
    expect(safeReturnPath('/products?search=panda#hasil')).toBe('/products?search=panda#hasil');
  });

  it.each([
    ['another site', 'https://evil.example/product/3'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash the browser reads as //', '/\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'product/3'],
    ['tabs and newlines the URL parser drops', '/\t/evil.example'],
    ['the sign-in page itself', '/login?next=/cart'],
    ['nothing', null],
    ['an empty text', ''],
  ])('ignores %s', (_name, next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});
