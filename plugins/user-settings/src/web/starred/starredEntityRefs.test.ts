import { describe, expect, it } from 'vitest';
import {
  MAX_STARRED_ENTITIES,
  legacyStarredToRef,
  normalizeStarredRefs,
  parseLegacyStarred,
} from './starredEntityRefs';

describe('normalizeStarredRefs', () => {
  it('lower-cases, drops duplicates and non-strings, keeps order', () => {
    expect(
      normalizeStarredRefs([
        'Component:default/B',
        'component:default/a',
        'component:default/b',
        3,
        '',
      ]),
    ).toEqual(['component:default/b', 'component:default/a']);
  });

  it('keeps at most the limit', () => {
    const refs = Array.from(
      { length: MAX_STARRED_ENTITIES + 5 },
      (_, i) => `component:default/c${i}`,
    );
    const normalized = normalizeStarredRefs(refs);
    expect(normalized).toHaveLength(MAX_STARRED_ENTITIES);
    expect(normalized[0]).toBe('component:default/c0');
  });
});

describe('legacy starred entities', () => {
  it('converts entity:kind:namespace:name to kind:namespace/name', () => {
    expect(legacyStarredToRef('entity:Component:default:Rides-Service')).toBe(
      'component:default/rides-service',
    );
    expect(legacyStarredToRef('component:default/a')).toBeUndefined();
    expect(legacyStarredToRef('entity:component:a')).toBeUndefined();
  });

  it('reads a JSON array and ignores what it cannot convert', () => {
    expect(parseLegacyStarred('["entity:api:ops:x", 1, "junk"]')).toEqual(['api:ops/x']);
    expect(parseLegacyStarred('{')).toEqual([]);
    expect(parseLegacyStarred('{"a":1}')).toEqual([]);
  });
});
