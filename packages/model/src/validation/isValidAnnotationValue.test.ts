import { describe, expect, it } from 'vitest';
import { isValidAnnotationValue } from './isValidAnnotationValue';

describe('isValidAnnotationValue', () => {
  it('accepts any string', () => {
    expect(isValidAnnotationValue('')).toBe(true);
    expect(isValidAnnotationValue('url:https://example.com/a b')).toBe(true);
    expect(isValidAnnotationValue('x'.repeat(10_000))).toBe(true);
  });

  it('rejects everything else', () => {
    expect(isValidAnnotationValue(undefined)).toBe(false);
    expect(isValidAnnotationValue(true)).toBe(false);
    expect(isValidAnnotationValue(1)).toBe(false);
    expect(isValidAnnotationValue({})).toBe(false);
  });
});
