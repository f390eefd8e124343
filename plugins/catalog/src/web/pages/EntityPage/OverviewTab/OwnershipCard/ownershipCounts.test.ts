import { createApiClient } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '../../../../testing/createFakeFetch';
import { fakeFacetsRoute, ownedEntity } from './fakeFacetsRoute';
import { loadOwnershipCounts, ownedEntitiesLink } from './ownershipCounts';

const TEAM = 'group:default/team-a';

describe('loadOwnershipCounts', () => {
  it('counts by kind, then by type within each kind, from facets alone', async () => {
    const backend = createFakeFetch({
      '/entity-facets': fakeFacetsRoute([
        ownedEntity('Component', 'web', 'website', TEAM),
        ownedEntity('Component', 'api', 'service', TEAM),
        ownedEntity('Component', 'worker', 'service', TEAM),
        ownedEntity('Resource', 'db', 'service', TEAM),
        ownedEntity('Component', 'other', 'service', 'group:default/team-b'),
      ]),
    });
    const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch: backend.fetch });

    expect(await loadOwnershipCounts(api, [TEAM])).toEqual([
      {
        kind: 'Component',
        count: 3,
        types: [
          { type: 'service', count: 2 },
          { type: 'website', count: 1 },
        ],
      },
      { kind: 'Resource', count: 1, types: [{ type: 'service', count: 1 }] },
    ]);
    const [kinds, ...types] = backend.requestsTo('/entity-facets');
    expect(kinds?.search).toBe(
      `?facet=kind&filter=${encodeURIComponent(`relations.ownedBy=${TEAM}`)}`,
    );
    expect(types.map(url => url.searchParams.get('filter'))).toEqual([
      `kind=Component,relations.ownedBy=${TEAM}`,
      `kind=Resource,relations.ownedBy=${TEAM}`,
    ]);
  });
});

describe('ownedEntitiesLink', () => {
  it('opens the catalog filtered to the owners, kind and type', () => {
    const link = ownedEntitiesLink([TEAM, 'group:default/web'], 'Component', 'service');
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/catalog');
    expect(url.searchParams.get('kind')).toBe('component');
    expect(url.searchParams.get('type')).toBe('service');
    expect(url.searchParams.getAll('owner')).toEqual([TEAM, 'group:default/web']);
    expect(new URL(ownedEntitiesLink([TEAM], 'API'), 'http://x').searchParams.has('type')).toBe(
      false,
    );
  });
});
