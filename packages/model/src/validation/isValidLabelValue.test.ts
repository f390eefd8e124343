import { describe, expect, it } from 'vitest';
import { isValidLabelValue } from './isValidLabelValue';

describe('isValidLabelValue', () => {
  it.each([[''], ['production'], ['v1.2_3'], ['x'.repeat(63)]])('accepts %j', value => {
    expect(isValidLabelValue(value)).toBe(true);
  });

  it.each([['x'.repeat(64)], [' '], ['-a'], ['a b'], ['a/b'], [undefined], [true]])(
    'rejects %j',
    value => {
      expect(isValidLabelValue(value)).toBe(false);
    },
  );
});
