import { describe, expect, it } from 'vitest';
import { isValidNamespace } from './isValidNamespace';

describe('isValidNamespace', () => {
  it('follows the DNS label rule', () => {
    expect(isValidNamespace('default')).toBe(true);
    expect(isValidNamespace('team-a')).toBe(true);
    expect(isValidNamespace('x'.repeat(63))).toBe(true);
    expect(isValidNamespace('x'.repeat(64))).toBe(false);
    expect(isValidNamespace('Team')).toBe(false);
    expect(isValidNamespace('a.b')).toBe(false);
    expect(isValidNamespace('')).toBe(false);
  });
});
