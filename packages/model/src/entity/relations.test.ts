import { describe, expect, it } from 'vitest';
import { RELATION_PAIRS, RELATION_TYPES } from './relations';

describe('RELATION_PAIRS', () => {
  it('lists the 14 relation types of spec 001 §3', () => {
    expect([...RELATION_TYPES].sort()).toEqual(
      [
        'ownedBy',
        'ownerOf',
        'consumesApi',
        'apiConsumedBy',
        'providesApi',
        'apiProvidedBy',
        'dependsOn',
        'dependencyOf',
        'parentOf',
        'childOf',
        'memberOf',
        'hasMember',
        'partOf',
        'hasPart',
      ].sort(),
    );
  });

  it('maps every type to a different type that maps back', () => {
    for (const type of RELATION_TYPES) {
      const reverse = RELATION_PAIRS[type];
      expect(reverse).not.toBe(type);
      expect(RELATION_PAIRS[reverse]).toBe(type);
    }
    expect(Object.keys(RELATION_PAIRS)).toHaveLength(RELATION_TYPES.length);
  });

  it.each([
    ['ownedBy', 'ownerOf'],
    ['consumesApi', 'apiConsumedBy'],
    ['providesApi', 'apiProvidedBy'],
    ['dependsOn', 'dependencyOf'],
    ['parentOf', 'childOf'],
    ['memberOf', 'hasMember'],
    ['partOf', 'hasPart'],
  ] as const)('pairs %s with %s', (type, reverse) => {
    expect(RELATION_PAIRS[type]).toBe(reverse);
  });
});
