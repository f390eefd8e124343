import { describe, expect, it } from 'vitest';
import { matchesFields, parseFieldSelector } from './fieldSelector';

const event = { type: 'Warning', involvedObject: { kind: 'Pod', name: 'web-0' } };

describe('field selectors', () => {
  it('compares dotted paths for equality and inequality, all must hold', () => {
    const matches = (selector: string) => matchesFields(parseFieldSelector(selector), event);
    expect(matches('involvedObject.name=web-0')).toBe(true);
    expect(matches('involvedObject.name==web-1')).toBe(false);
    expect(matches('involvedObject.name=web-0,type!=Warning')).toBe(false);
    expect(matches('involvedObject.kind=Pod,type!=Normal')).toBe(true);
    expect(matches('involvedObject.uid=')).toBe(true);
  });

  it('rejects a requirement without an operator', () => {
    expect(() => parseFieldSelector('involvedObject.name')).toThrow(/invalid selector/);
  });
});
