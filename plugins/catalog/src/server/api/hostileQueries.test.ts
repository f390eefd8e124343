import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { EntityFacetsResponse, QueryEntitiesResponse } from '../../shared';
import { MAX_ORDER_FIELDS } from '../request/parseEntityOrder';
import { MAX_FACETS } from '../request/parseFields';
import { documents, entityYaml, startCatalogServer } from '../testing/startCatalogServer';
import type { CatalogTestServer } from '../testing/startCatalogServer';
import { errorBody } from './startOrganisationCatalog';

/** Two components, one of which really has the annotation `constructor`. */
const catalogFile = documents(
  entityYaml('Component', 'plain', { type: 'service', lifecycle: 'production', owner: 'team' }),
  entityYaml(
    'Component',
    'odd',
    { type: 'website', lifecycle: 'production', owner: 'team' },
    { annotations: { constructor: 'yes' } },
  ),
);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// Query parameters that name prototype members, ask for unbounded work or carry forged cursors
// each get a normal answer: the right entities, or a 400 that says what is wrong.
describeEachDatabase('hostile catalog queries', database => {
  let server: CatalogTestServer;

  beforeAll(async () => {
    server = await startCatalogServer({ database, files: { 'catalog.yaml': catalogFile } });
    const created = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: `${server.dir}/catalog.yaml` },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => server?.stop());

  const componentNames = async (path: string) => {
    const { status, body } = await server.get<Entity[]>(path);
    expect(status, path).toBe(200);
    return body
      .filter(entity => entity.kind === 'Component')
      .map(entity => entity.metadata.name)
      .sort();
  };

  const expectInputError = async (url: string, message: string) => {
    const { status, body } = await server.get(url);
    expect(status, url).toBe(400);
    expect(body).toEqual(errorBody('InputError', 400, { method: 'GET', url }, message));
  };

  it('filters on prototype names like on any missing field', async () => {
    for (const filter of ['constructor=x', '__proto__=1', 'constructor', 'tostring', '__proto__']) {
      expect(await componentNames(`/api/catalog/entities?filter=${filter}`), filter).toEqual([]);
      const { status, body } = await server.get<QueryEntitiesResponse>(
        `/api/catalog/entities/by-query?filter=${filter}`,
      );
      expect(status, filter).toBe(200);
      expect(body.totalItems, filter).toBe(0);
    }
  });

  it('finds an entity whose own annotation is named like a prototype member', async () => {
    expect(
      await componentNames('/api/catalog/entities?filter=metadata.annotations.constructor=yes'),
    ).toEqual(['odd']);
  });

  it('projects and counts prototype names as fields no entity has', async () => {
    const { body } = await server.get<Array<Record<string, unknown>>>(
      '/api/catalog/entities?filter=kind=component&fields=constructor,__proto__,kind',
    );
    expect(body).toEqual([{ kind: 'Component' }, { kind: 'Component' }]);

    const facets = await server.get<EntityFacetsResponse>(
      '/api/catalog/entity-facets?facet=__proto__&facet=constructor',
    );
    expect(facets.status).toBe(200);
    // Compared as text: an object literal cannot hold a `__proto__` key.
    expect(JSON.stringify(facets.body)).toBe('{"facets":{"__proto__":[],"constructor":[]}}');
  });

  it('limits the number of sort fields, naming the limit', async () => {
    const many = (count: number, param: string, value: string) =>
      Array.from({ length: count }, () => `${param}=${value}`).join('&');
    const ok = await server.get(
      `/api/catalog/entities/by-query?${many(MAX_ORDER_FIELDS, 'orderField', 'spec.type')}`,
    );
    expect(ok.status).toBe(200);
    await expectInputError(
      `/api/catalog/entities/by-query?${many(400, 'orderField', 'spec.type')}`,
      `at most ${MAX_ORDER_FIELDS} sort fields`,
    );
    await expectInputError(
      `/api/catalog/entities?${many(MAX_ORDER_FIELDS + 1, 'order', 'asc:spec.type')}`,
      `at most ${MAX_ORDER_FIELDS} sort fields`,
    );
  });

  it('limits facets and fields, naming the limit', async () => {
    const facets = Array.from({ length: MAX_FACETS + 1 }, (_, i) => `facet=spec.f${i}`).join('&');
    await expectInputError(
      `/api/catalog/entity-facets?${facets}`,
      `at most ${MAX_FACETS} are accepted`,
    );
    const fields = Array.from({ length: 101 }, (_, i) => `spec.f${i}`).join(',');
    await expectInputError(`/api/catalog/entities?fields=${fields}`, 'at most 100 are accepted');
  });

  it('answers forged after cursors with 400 invalid cursor', async () => {
    for (const after of [
      'eyJvZmZzZXQiOjFlMzAwfQ',
      encode({ offset: -1 }),
      encode({ offset: 2.5 }),
      encode({ offset: 1e15 }),
      encode({ offset: 'x' }),
      encode([1]),
      'not-base64-json',
    ]) {
      await expectInputError(`/api/catalog/entities?limit=1&after=${after}`, 'Invalid cursor');
    }
  });

  it('answers forged by-query cursors with 400 invalid cursor', async () => {
    const base = { order: [], direction: 'next' };
    for (const cursor of [
      { ...base, offset: 1e300 },
      { ...base, offset: -5 },
      { ...base, offset: 1.5 },
      { ...base, boundary: { value: 'a', seq: 1e300 } },
      { ...base, pageLimit: 1e12 },
      { ...base, direction: 'sideways' },
      'a string',
    ]) {
      await expectInputError(
        `/api/catalog/entities/by-query?cursor=${encode(cursor)}`,
        'Invalid cursor',
      );
    }
  });
});
