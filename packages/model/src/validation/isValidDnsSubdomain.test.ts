import { describe, expect, it } from 'vitest';
import { isValidDnsSubdomain } from './isValidDnsSubdomain';

// 4 labels of 63 plus 3 dots: 255 characters; trimming the last label to 61 gives exactly 253.
const label = 'a'.repeat(63);
const longest = [label, label, label, 'a'.repeat(61)].join('.');

describe('isValidDnsSubdomain', () => {
  it.each([['example.com'], ['backstage.io'], ['a'], ['a-b.c-d.e'], [longest]])(
    'accepts %s',
    value => {
      expect(isValidDnsSubdomain(value)).toBe(true);
    },
  );

  it('accepts 253 characters but not 254', () => {
    expect(longest).toHaveLength(253);
    expect(isValidDnsSubdomain(`${longest}a`)).toBe(false);
  });

  it.each([
    [''],
    ['.com'],
    ['example.'],
    ['a..b'],
    ['Example.com'],
    ['-a.com'],
    [`${'a'.repeat(64)}.com`],
    ['a_b.com'],
    [null],
  ])('rejects %j', value => {
    expect(isValidDnsSubdomain(value)).toBe(false);
  });
});
