import { describe, expect, it } from 'vitest';
import { ownValue } from './ownValue';

describe('ownValue', () => {
  it('answers own properties', () => {
    expect(ownValue({ kind: 'e.kind' }, 'kind')).toBe('e.kind');
    expect(ownValue(JSON.parse('{"__proto__":1}') as Record<string, number>, '__proto__')).toBe(1);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'never answers %s from the prototype',
    key => {
      expect(ownValue({ kind: 'e.kind' }, key)).toBeUndefined();
    },
  );

  it('answers undefined for a missing record', () => {
    expect(ownValue(undefined, 'kind')).toBeUndefined();
    expect(ownValue(null, 'kind')).toBeUndefined();
  });
});
