import { createApiClient } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { getEntityByName, getFacets, queryEntities, serializeEntityFilter } from './api';
import { createFakeFetch, errorResponse } from './testing/createFakeFetch';

const page = { items: [], totalItems: 0, pageInfo: {} };

function client(routes: Parameters<typeof createFakeFetch>[0]) {
  const backend = createFakeFetch(routes);
  return { api: createApiClient({ baseUrl: 'http://backend', fetch: backend.fetch }), backend };
}

describe('serializeEntityFilter', () => {
  it('comma-joins key=value pairs, repeating a key for each of its values', () => {
    expect(serializeEntityFilter({ kind: 'component', 'spec.type': ['service', 'website'] })).toBe(
      'kind=component,spec.type=service,spec.type=website',
    );
    expect(serializeEntityFilter({})).toBe('');
  });

  it('writes a key alone for a field that only has to exist', () => {
    expect(serializeEntityFilter({ 'metadata.annotations.a/b': true, kind: 'api' })).toBe(
      'metadata.annotations.a/b,kind=api',
    );
  });
});

describe('queryEntities', () => {
  it('sends filter, order, term and limit', async () => {
    const { api, backend } = client({ '/entities/by-query': () => page });
    await queryEntities(api, {
      filter: { kind: 'component', 'spec.type': 'service' },
      fullTextTerm: ' pay ',
      limit: 20,
    });
    const url = backend.urls[0];
    expect(url?.origin + (url?.pathname ?? '')).toBe(
      'http://backend/api/catalog/entities/by-query',
    );
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      limit: '20',
      orderField: 'metadata.name,asc',
      filter: 'kind=component,spec.type=service',
      fullTextFilterTerm: 'pay',
    });
  });

  it('sends one filter parameter per filter of a list, which the server ORs', async () => {
    const { api, backend } = client({ '/entities/by-query': () => page });
    await queryEntities(api, {
      filter: [{ kind: 'api' }, {}, { 'spec.type': 'service' }],
      limit: 5,
    });
    expect(backend.urls[0]?.searchParams.getAll('filter')).toEqual([
      'kind=api',
      'spec.type=service',
    ]);
  });

  it('sends only the cursor and limit when continuing a query', async () => {
    const { api, backend } = client({ '/entities/by-query': () => page });
    await queryEntities(api, { filter: { kind: 'api' }, cursor: 'abc', limit: 20 });
    expect(backend.urls[0]?.search).toBe('?limit=20&cursor=abc');
  });
});

describe('getEntityByName', () => {
  it('fetches the entity by its encoded name', async () => {
    const entity = { apiVersion: 'v1', kind: 'Component', metadata: { name: 'a b' } };
    const { api, backend } = client({ '/entities/by-name/component/default/a%20b': () => entity });
    expect(
      await getEntityByName(api, { kind: 'component', namespace: 'default', name: 'a b' }),
    ).toEqual(entity);
    expect(backend.urls[0]?.pathname).toBe('/api/catalog/entities/by-name/component/default/a%20b');
  });

  it('answers undefined on 404 and throws other errors', async () => {
    const { api } = client({
      '/entities/by-name/component/default/broken': () => errorResponse(500, 'Error', 'boom'),
    });
    expect(
      await getEntityByName(api, { kind: 'component', namespace: 'default', name: 'ghost' }),
    ).toBeUndefined();
    await expect(
      getEntityByName(api, { kind: 'component', namespace: 'default', name: 'broken' }),
    ).rejects.toMatchObject({ statusCode: 500, message: 'boom' });
  });
});

describe('getFacets', () => {
  it('repeats facet and sends the filter', async () => {
    const { api, backend } = client({ '/entity-facets': () => ({ facets: {} }) });
    await getFacets(api, ['kind', 'spec.type'], { kind: 'component' });
    const params = backend.urls[0]?.searchParams;
    expect(params?.getAll('facet')).toEqual(['kind', 'spec.type']);
    expect(params?.get('filter')).toBe('kind=component');
  });
});
