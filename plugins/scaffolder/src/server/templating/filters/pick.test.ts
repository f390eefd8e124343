import { describe, expect, it } from 'vitest';
import { pick } from './pick';

describe('pick', () => {
  const value = { metadata: { name: 'x', tags: ['a', 'b'] }, items: [{ id: 1 }] };

  it('reads a property path', () => {
    expect(pick(value, 'metadata.name')).toBe('x');
    expect(pick(value, 'metadata.tags[1]')).toBe('b');
    expect(pick(value, 'items[0].id')).toBe(1);
  });

  it('answers undefined for a missing part or a non-string path', () => {
    expect(pick(value, 'metadata.missing.deeper')).toBeUndefined();
    expect(pick(value, 'constructor')).toBeUndefined();
    expect(pick(value, 3)).toBeUndefined();
    expect(pick(undefined, 'a')).toBeUndefined();
  });
});
