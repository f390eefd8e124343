import { describe, expect, it } from 'vitest';
import { parseAfter } from './parseAfter';

describe('parseAfter', () => {
  it('reads the event id from the query, else from Last-Event-ID', () => {
    expect(parseAfter('12')).toBe(12);
    expect(parseAfter(undefined, '7')).toBe(7);
    expect(parseAfter(undefined)).toBeUndefined();
  });

  it.each(['1e300', '-1', '1.5', '0x10', 'abc', '', '99999999999999999999'])(
    'rejects %j with 400 naming the parameter',
    raw => {
      expect(() => parseAfter(raw)).toThrow(/^Invalid after /);
      expect(() => parseAfter(undefined, raw)).toThrow(/^Invalid after /);
    },
  );
});
