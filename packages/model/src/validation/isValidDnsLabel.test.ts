import { describe, expect, it } from 'vitest';
import { isValidDnsLabel } from './isValidDnsLabel';

describe('isValidDnsLabel', () => {
  it.each([['a'], ['default'], ['team-a'], ['a--b'], ['0'], ['1abc9'], ['a'.repeat(63)]])(
    'accepts %s',
    value => {
      expect(isValidDnsLabel(value)).toBe(true);
    },
  );

  it.each([
    [''],
    ['a'.repeat(64)],
    ['Default'],
    ['-a'],
    ['a-'],
    ['a_b'],
    ['a.b'],
    ['a b'],
    [undefined],
    [7],
  ])('rejects %j', value => {
    expect(isValidDnsLabel(value)).toBe(false);
  });
});
