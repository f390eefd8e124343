import { describe, expect, it } from 'vitest';
import { isValidLabelKey } from './isValidLabelKey';

describe('isValidLabelKey', () => {
  it.each([['team'], ['example.com/team'], ['app.kubernetes.io/Part_Of'], ['x'.repeat(63)]])(
    'accepts %s',
    value => {
      expect(isValidLabelKey(value)).toBe(true);
    },
  );

  it.each([
    [''],
    ['x'.repeat(64)],
    ['example.com/'],
    ['/team'],
    ['a/b/c'],
    ['Example.com/team'],
    ['team-'],
    ['my team'],
    [5],
  ])('rejects %j', value => {
    expect(isValidLabelKey(value)).toBe(false);
  });
});
