import { describe, expect, it } from 'vitest';
import { isValidPrefixedName } from './isValidPrefixedName';

const isAbc = (name: string): boolean => name === 'abc';

describe('isValidPrefixedName', () => {
  it('checks the name alone when there is no prefix', () => {
    expect(isValidPrefixedName('abc', isAbc)).toBe(true);
    expect(isValidPrefixedName('abd', isAbc)).toBe(false);
  });

  it('checks a DNS-subdomain prefix and the name after it', () => {
    expect(isValidPrefixedName('example.com/abc', isAbc)).toBe(true);
    expect(isValidPrefixedName('Example.com/abc', isAbc)).toBe(false);
    expect(isValidPrefixedName('example.com/abd', isAbc)).toBe(false);
  });

  it('rejects more than one slash and non-strings', () => {
    expect(isValidPrefixedName('a.com/b.com/abc', isAbc)).toBe(false);
    expect(isValidPrefixedName(undefined, isAbc)).toBe(false);
  });
});
