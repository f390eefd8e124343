import { createFakeFetch } from '@atrium/plugin-catalog/react/testing';
import { createApiClient } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { fetchAllEntities } from './fetchAllEntities';
import { docsEntity } from './testEntities';

describe('fetchAllEntities', () => {
  it('follows the cursors to the last page and keeps the filters only on the first request', async () => {
    const backend = createFakeFetch({
      '/entities/by-query': url =>
        url.searchParams.get('cursor') === 'next'
          ? { items: [docsEntity('b')], totalItems: 2, pageInfo: { prevCursor: 'prev' } }
          : { items: [docsEntity('a')], totalItems: 2, pageInfo: { nextCursor: 'next' } },
    });
    const api = createApiClient({ baseUrl: 'http://backend', fetch: backend.fetch });

    const answer = await fetchAllEntities(api, [{ a: true }, { b: 'x' }]);

    expect(answer.items.map(entity => entity.metadata.name)).toEqual(['a', 'b']);
    expect(answer.totalItems).toBe(2);
    const [first, second] = backend.urls;
    expect(first?.searchParams.getAll('filter')).toEqual(['a', 'b=x']);
    expect(first?.searchParams.get('limit')).toBe('1000');
    expect(second?.search).toBe('?limit=1000&cursor=next');
  });
});
