import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { describeEachDatabase } from '@atrium/server-core/testing';
import {
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';
import { errorBody } from './startOrganisationCatalog';

const component = (type: string) =>
  entityYaml('Component', 'refreshed', { type, lifecycle: 'production', owner: 'team-a' });

// POST /refresh (spec 001 §7): 200 once the entity's source has been read again.
describeEachDatabase('POST /refresh', database => {
  let server: CatalogTestServer;
  const url = '/api/catalog/refresh';

  beforeAll(async () => {
    server = await startCatalogServer({
      database,
      files: { 'catalog.yaml': component('service') },
      // Only a refresh (or the file watcher) reads the file again during the test.
      config: { catalog: { processingInterval: { hours: 1 } } },
    });
    const created = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: `${server.dir}/catalog.yaml` },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => server?.stop());

  const refresh = (body: unknown) => server.json(url, { method: 'POST', body });

  it('answers 200 once the changed source is read again', async () => {
    await server.write('catalog.yaml', component('library'));
    const { status } = await refresh({ entityRef: 'Component:default/Refreshed' });
    expect(status).toBe(200);
    const entity = await server.get<Entity>(
      '/api/catalog/entities/by-name/component/default/refreshed',
    );
    expect(entity.body.spec?.type).toBe('library');
  });

  it('answers 404 NotFoundError for an unknown entity', async () => {
    const { status, body } = await refresh({ entityRef: 'component:default/nope' });
    expect(status).toBe(404);
    expect(body).toEqual(errorBody('NotFoundError', 404, { method: 'POST', url }));
  });

  it('answers 400 InputError for an invalid or missing entityRef', async () => {
    for (const input of [{ entityRef: 'component:default/a/b' }, { entityRef: '' }, {}]) {
      const { status, body } = await refresh(input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body).toEqual(errorBody('InputError', 400, { method: 'POST', url }, 'entityRef'));
    }
  });
});
