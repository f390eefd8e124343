import { describe, expect, it } from 'vitest';
import { contextValue } from './resourceLookup';

describe('contextValue', () => {
  it('encodes a value of the context for a path', () => {
    expect(contextValue({ owner: 'velora labs' }, 'owner')).toBe('velora%20labs');
  });

  it('requires a value of the context itself, not of its prototype', () => {
    expect(() => contextValue({}, 'owner')).toThrow('context.owner is required');
    expect(() => contextValue({}, 'constructor')).toThrow('context.constructor is required');
    expect(() => contextValue({}, 'toString')).toThrow('context.toString is required');
  });
});
