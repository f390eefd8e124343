import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './findNulCharacter';

describe('findNulCharacter', () => {
  it('finds nothing in ordinary requests', () => {
    expect(
      findNulCharacter({
        params: { uid: 'abc' },
        query: { filter: ['kind=api', 'spec.type=x'] },
        body: { location: { type: 'file', target: './catalog.yaml' }, tags: ['a', 1, null] },
      }),
    ).toBeUndefined();
    expect(findNulCharacter({ body: Buffer.from([0, 1, 2]) })).toBeUndefined();
  });

  it('names the path parameter, query parameter or body field', () => {
    expect(findNulCharacter({ params: { uid: 'a\0b' } })).toBe("path parameter 'uid'");
    expect(findNulCharacter({ query: { filter: ['kind=api', 'kind=a\0'] } })).toBe(
      "query parameter 'filter'",
    );
    expect(findNulCharacter({ query: { 'a\0': 'x' } })).toBe("query parameter name 'a\\0'");
    expect(findNulCharacter({ body: { location: { type: 'file', target: 'a\0b' } } })).toBe(
      "request body field 'location.target'",
    );
    expect(findNulCharacter({ body: { entityRefs: ['a', 'b\0'] } })).toBe(
      "request body field 'entityRefs[1]'",
    );
    expect(findNulCharacter({ body: { ['k\0']: 1 } })).toBe("request body field name 'k\\0'");
    expect(findNulCharacter({ body: 'text\0' })).toBe('request body');
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"x"${']'.repeat(200_000)}`) as unknown;
    expect(findNulCharacter({ body: deep })).toBeUndefined();
  });
});
