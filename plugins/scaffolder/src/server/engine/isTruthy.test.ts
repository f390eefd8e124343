import { describe, expect, it } from 'vitest';
import { isTruthy } from './isTruthy';

describe('isTruthy', () => {
  it.each([false, 'false', '', ' ', null, undefined, 0, []])('skips on %j', value => {
    expect(isTruthy(value)).toBe(false);
  });

  it.each([true, 'true', 'yes', 1, ['a'], {}])('runs on %j', value => {
    expect(isTruthy(value)).toBe(true);
  });
});
