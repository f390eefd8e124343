import { describe, expect, it } from 'vitest';
import { normalizeConfigData } from './normalizeConfigData';

describe('normalizeConfigData', () => {
  it('drops undefined, and null unless asked to keep it', () => {
    const input = { a: undefined, b: null, c: [1, undefined, null], d: { e: undefined } };
    expect(normalizeConfigData(input)).toEqual({ c: [1, null], d: {} });
    expect(normalizeConfigData(input, { keepNulls: true })).toEqual({
      b: null,
      c: [1, null],
      d: {},
    });
  });

  it('rejects values JSON cannot hold', () => {
    expect(() => normalizeConfigData({ a: { when: new Date(0) } })).toThrow(
      "Unsupported value in config for key 'a.when'",
    );
    expect(() => normalizeConfigData({ f: () => 1 })).toThrow("key 'f'");
  });
});
