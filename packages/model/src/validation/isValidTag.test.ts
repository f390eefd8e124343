import { describe, expect, it } from 'vitest';
import { isValidTag } from './isValidTag';

describe('isValidTag', () => {
  it.each([
    ['java'],
    ['c++'],
    ['c#'],
    ['a-b'],
    ['front-end-2'],
    ['9'],
    ['t'.repeat(63)],
    ['lang:java'],
    ['a:b:c'],
    [':'],
    ['a+b-c#:d'],
  ])('accepts %s', value => {
    expect(isValidTag(value)).toBe(true);
  });

  it.each([
    [''],
    ['t'.repeat(64)],
    ['Java'],
    ['a--b'],
    ['-a'],
    ['a-'],
    ['a_b'],
    ['a.b'],
    ['a b'],
    ['Lang:java'],
    ['lang:java-'],
    [undefined],
    [1],
  ])('rejects %j', value => {
    expect(isValidTag(value)).toBe(false);
  });
});
