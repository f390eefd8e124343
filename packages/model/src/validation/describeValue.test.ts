import { describe, expect, it } from 'vitest';
import { describeValue } from './describeValue';

describe('describeValue', () => {
  it('quotes strings and renders other JSON', () => {
    expect(describeValue('a"b')).toBe('"a\\"b"');
    expect(describeValue(5)).toBe('5');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(['a', 1])).toBe('["a",1]');
    expect(describeValue({ a: true })).toBe('{"a":true}');
  });

  it('handles values JSON cannot express', () => {
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(10n)).toBe('10');
  });

  it('cuts long values', () => {
    const text = describeValue('x'.repeat(100));
    expect(text).toHaveLength(60);
    expect(text.endsWith('...')).toBe(true);
  });
});
