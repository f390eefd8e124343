import { describe, expect, it } from 'vitest';
import { isValidKind } from './isValidKind';

describe('isValidKind', () => {
  it.each([['Component'], ['API'], ['a'], ['component'], ['Kind2'], [`K${'a'.repeat(62)}`]])(
    'accepts %s',
    value => {
      expect(isValidKind(value)).toBe(true);
    },
  );

  it.each([
    [''],
    [`K${'a'.repeat(63)}`],
    ['2Kind'],
    ['My-Kind'],
    ['My_Kind'],
    ['My Kind'],
    ['Kind.'],
    [undefined],
  ])('rejects %j', value => {
    expect(isValidKind(value)).toBe(false);
  });
});
