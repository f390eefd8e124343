import { describe, expect, it } from 'vitest';
import { isValidScaffolderTag } from './isValidScaffolderTag';

describe('isValidScaffolderTag', () => {
  it.each([['lang:java'], ['java'], ['c++'], ['a-b:c'], ['t'.repeat(63)]])('accepts %s', value => {
    expect(isValidScaffolderTag(value)).toBe(true);
  });

  it.each([[''], ['t'.repeat(64)], ['Lang:java'], ['a--b'], ['-a'], ['a b'], [null]])(
    'rejects %j',
    value => {
      expect(isValidScaffolderTag(value)).toBe(false);
    },
  );
});
