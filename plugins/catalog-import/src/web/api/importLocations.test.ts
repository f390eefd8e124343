import { createApiClient } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../testing/createFakeBackend';
import { errorResponse } from '../testing/fixtures';
import { importLocations } from './importLocations';

const registered = {
  target: 'https://h/catalog-info.yaml',
  exists: true,
  entities: [
    { kind: 'Component', namespace: 'default', name: 'new-one' },
    { kind: 'Component', namespace: 'default', name: 'old-one' },
  ],
};

function apiWithRefresh(known: string[]) {
  const backend = createFakeBackend({
    'POST /api/catalog/refresh': ({ body }) => {
      const { entityRef } = body as { entityRef: string };
      return known.includes(entityRef)
        ? new Response(null, { status: 200 })
        : errorResponse(404, 'NotFoundError', `No entity named ${entityRef}`);
    },
  });
  return {
    backend,
    api: createApiClient({ baseUrl: 'http://localhost:7007', fetch: backend.fetch }),
  };
}

describe('importLocations', () => {
  it('refreshes a registered file through an entity already in the catalog', async () => {
    const { api, backend } = apiWithRefresh(['component:default/old-one']);
    expect(await importLocations(api, [registered])).toEqual(registered.entities);
    expect(backend.requestsTo('POST /api/catalog/refresh').map(r => r.body)).toEqual([
      { entityRef: 'component:default/new-one' },
      { entityRef: 'component:default/old-one' },
    ]);
  });

  it('fails when none of the entities of a registered file is in the catalog', async () => {
    const { api } = apiWithRefresh([]);
    await expect(importLocations(api, [registered])).rejects.toThrow(
      'No entity named component:default/old-one',
    );
  });
});
