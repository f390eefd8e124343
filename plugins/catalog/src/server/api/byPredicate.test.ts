import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { EntityFacetsResponse, Location, QueryEntitiesResponse } from '../../shared';
import { componentYaml, documents, entityYaml } from '../testing/startCatalogServer';
import {
  errorBody,
  names,
  startOrganisationCatalog,
  type OrganisationCatalog,
} from './startOrganisationCatalog';

interface LocationsPage {
  items: Location[];
  totalItems: number;
  pageInfo: { nextCursor?: string };
}

/** A cursor's content: the published client routes a cursor with `query` to the POST route. */
const decodeCursor = (cursor: string) =>
  JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as Record<string, unknown>;

// POST /entities/by-query, POST /entity-facets, POST /locations/by-query and PUT /locations/{id}:
// the filter-predicate routes of Backstage's catalog, which its published client calls.
describeEachDatabase('catalog filter-predicate routes', database => {
  let org: OrganisationCatalog;

  beforeAll(async () => {
    org = await startOrganisationCatalog(database, {
      files: {
        'more.yaml': documents(
          ...['svc-alpha', 'svc-beta', 'svc-gamma', 'web-delta'].map(name =>
            entityYaml('Component', name, {
              type: name.startsWith('web') ? 'website' : 'service',
              lifecycle: name === 'svc-beta' ? 'experimental' : 'production',
              owner: 'team-b',
            }),
          ),
        ),
        'first.yaml': documents(componentYaml('first-one')),
        'second.yaml': documents(componentYaml('second-one'), componentYaml('second-two')),
      },
    });
    const more = await org.server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: `${org.server.dir}/more.yaml` },
    });
    expect(more.status).toBe(201);
  });
  afterAll(() => org?.server.stop());

  const byQuery = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await org.server.json<QueryEntitiesResponse>(
      '/api/catalog/entities/by-query',
      { method: 'POST', body },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return answer;
  };
  const namesOf = async (query: unknown) =>
    names(
      (await byQuery({ query, limit: 100, orderBy: { field: 'metadata.name', order: 'asc' } }))
        .items,
    );

  describe('POST /entities/by-query', () => {
    it('matches field values case-insensitively, with $in, $exists, $hasPrefix, $all, $any and $not', async () => {
      expect(await namesOf({ kind: 'COMPONENT', 'spec.owner': 'team-b' })).toEqual([
        'pricing-web',
        'svc-alpha',
        'svc-beta',
        'svc-gamma',
        'web-delta',
      ]);
      expect(
        await namesOf({ kind: 'component', 'spec.type': { $in: ['website', 'nothing'] } }),
      ).toEqual(['pricing-web', 'web-delta']);
      expect(await namesOf({ 'metadata.name': { $hasPrefix: 'SVC-' } })).toEqual([
        'svc-alpha',
        'svc-beta',
        'svc-gamma',
      ]);
      expect(await namesOf({ kind: 'user', 'metadata.title': { $exists: true } })).toEqual([
        'alice',
      ]);
      expect(await namesOf({ kind: 'user', 'metadata.title': { $exists: false } })).toEqual([
        'bob',
      ]);
      expect(
        await namesOf({
          $all: [
            { 'spec.owner': { $hasPrefix: 'team-' } },
            { $not: { 'spec.lifecycle': 'experimental' } },
            { $any: [{ 'spec.type': 'website' }, { 'metadata.name': 'svc-gamma' }] },
          ],
        }),
      ).toEqual(['pricing-web', 'svc-gamma', 'web-delta']);
      // Relations and tags are search fields as in GET filters.
      expect(
        await namesOf({ 'relations.ownedby': 'group:default/team-a', kind: 'system' }),
      ).toEqual(['checkout']);
      expect(await namesOf({ 'metadata.tags': 'payments' })).toEqual(['cart-service']);
      // `_` and `%` in a prefix are literal.
      expect(await namesOf({ 'metadata.name': { $hasPrefix: 'svc_' } })).toEqual([]);
      expect(await namesOf({ kind: { $in: [] } })).toEqual([]);
    });

    it('pages with a cursor that carries the query, later pages needing only the cursor', async () => {
      const query = { kind: 'component' };
      const first = await byQuery({ query, limit: 3, fields: ['metadata.name'] });
      expect(first.totalItems).toBe(7);
      expect(first.items[0]).toEqual({ metadata: { name: expect.any(String) } });
      expect(decodeCursor(first.pageInfo.nextCursor!)).toHaveProperty('query', query);
      const seen = names(first.items);
      let page = first;
      while (page.pageInfo.nextCursor) {
        page = await byQuery({ cursor: page.pageInfo.nextCursor, limit: 3 });
        expect(page.totalItems).toBe(7);
        seen.push(...names(page.items));
      }
      expect(seen).toHaveLength(7);
      expect(new Set(seen).size).toBe(7);
      expect(seen).toEqual([...seen].sort());
      const back = await byQuery({ cursor: page.pageInfo.prevCursor!, limit: 3 });
      expect(names(back.items)).toEqual(seen.slice(3, 6));
    });

    it('orders, offsets, searches full text and keeps only the named fields', async () => {
      const answer = await byQuery({
        query: { kind: 'component' },
        orderBy: [{ field: 'metadata.name', order: 'desc' }],
        offset: 1,
        limit: 2,
        fullTextFilter: { term: 'SVC', fields: ['metadata.name'] },
        fields: ['metadata.name', 'spec.lifecycle'],
        totalItems: 'exclude',
      });
      expect(answer.items).toEqual([
        { metadata: { name: 'svc-beta' }, spec: { lifecycle: 'experimental' } },
        { metadata: { name: 'svc-alpha' }, spec: { lifecycle: 'production' } },
      ]);
      expect(answer.totalItems).toBe(3);
    });

    it('answers every entity without a query, and an empty body as no body', async () => {
      const all = await byQuery({ limit: 1 });
      expect(all.totalItems).toBeGreaterThan(15);
      const empty = await org.server.request('/api/catalog/entities/by-query', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.status).toBe(200);
    });

    it.each([
      [{ query: { 'metadata.tags': { $contains: 'java' } } }, "the condition on 'metadata.tags'"],
      [{ query: { $or: [] } }, "unknown operator '$or'"],
      [{ query: 'kind=component' }, 'expected an object of field conditions'],
      [{ query: { kind: 'x' }, orderBy: { field: 'no-such.field!' } }, 'orderField'],
      [{ limit: -1 }, 'limit'],
      [{ cursor: 'not-a-cursor' }, 'Invalid cursor'],
      [{ fields: 'metadata.name' }, 'fields'],
    ])('refuses a bad body %j with 400 in the standard error body', async (body, message) => {
      const { status, body: answer } = await org.server.json('/api/catalog/entities/by-query', {
        method: 'POST',
        body,
      });
      expect(status).toBe(400);
      expect(answer).toEqual(
        errorBody(
          'InputError',
          400,
          { method: 'POST', url: '/api/catalog/entities/by-query' },
          message,
        ),
      );
    });

    it('refuses a predicate nested thousands deep with 400, the server answering on', async () => {
      // Written out: the test's own JSON.stringify would not go that deep.
      const depth = 20_000;
      const response = await org.server.request('/api/catalog/entities/by-query', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"query":${'{"$not":'.repeat(depth)}{"kind":"component"}${'}'.repeat(depth)}}`,
      });
      const status = response.status;
      expect(status).toBe(400);
      expect((await byQuery({ query: { kind: 'domain' } })).totalItems).toBe(1);
    });
  });

  describe('POST /entity-facets', () => {
    it('counts facets over the entities the predicate matches', async () => {
      const { status, body } = await org.server.json<EntityFacetsResponse>(
        '/api/catalog/entity-facets',
        {
          method: 'POST',
          body: {
            facets: ['spec.type', 'kind'],
            query: { 'spec.owner': 'team-b', kind: 'component' },
          },
        },
      );
      expect(status).toBe(200);
      expect(body.facets['spec.type']).toEqual(
        expect.arrayContaining([
          { value: 'service', count: 3 },
          { value: 'website', count: 2 },
        ]),
      );
      expect(body.facets.kind).toEqual(
        expect.arrayContaining([expect.objectContaining({ value: 'Component', count: 5 })]),
      );
    });

    it('refuses a body without facets, or with a bad predicate, with 400', async () => {
      for (const body of [
        { query: { kind: 'x' } },
        { facets: [] },
        { facets: ['kind'], query: { kind: { $gt: 1 } } },
      ]) {
        const { status } = await org.server.json('/api/catalog/entity-facets', {
          method: 'POST',
          body,
        });
        expect(status, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('POST /locations/by-query and PUT /locations/{id}', () => {
    const queryLocations = async (body: Record<string, unknown>) => {
      const { status, body: page } = await org.server.json<LocationsPage>(
        '/api/catalog/locations/by-query',
        { method: 'POST', body },
      );
      expect(status, JSON.stringify(body)).toBe(200);
      return page;
    };

    it('pages through the locations a predicate matches, in id order', async () => {
      const first = await queryLocations({ query: { type: 'file' }, limit: 1 });
      expect(first.totalItems).toBe(2);
      expect(first.items).toHaveLength(1);
      const second = await queryLocations({ cursor: first.pageInfo.nextCursor });
      expect(second.items).toHaveLength(1);
      expect(second.pageInfo).toEqual({});
      const ids = [first.items[0]!.id, second.items[0]!.id];
      expect(ids).toEqual([...ids].sort());

      const byTarget = await queryLocations({
        query: { target: { $hasPrefix: `${org.server.dir}/MORE` } },
      });
      expect(byTarget.items.map(l => l.target)).toEqual([`${org.server.dir}/more.yaml`]);
      expect((await queryLocations({ query: { type: 'url' } })).items).toEqual([]);

      const bad = await org.server.json('/api/catalog/locations/by-query', {
        method: 'POST',
        body: { query: { type: { $contains: 'x' } } },
      });
      expect(bad.status).toBe(400);
    });

    it('points a location at another target: its old entities go, the new ones come', async () => {
      const added = await org.server.json<{ location: Location }>('/api/catalog/locations', {
        method: 'POST',
        body: { type: 'file', target: `${org.server.dir}/first.yaml` },
      });
      const { id } = added.body.location;
      const updated = await org.server.json<Location>(`/api/catalog/locations/${id}`, {
        method: 'PUT',
        body: { type: 'file', target: `${org.server.dir}/second.yaml` },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ id, type: 'file', target: `${org.server.dir}/second.yaml` });
      expect((await org.server.get(`/api/catalog/locations/${id}`)).body).toEqual(updated.body);
      expect(
        await namesOf({ 'metadata.name': { $in: ['first-one', 'second-one', 'second-two'] } }),
      ).toEqual(['second-one', 'second-two']);

      const missing = await org.server.json('/api/catalog/locations/no-such-id', {
        method: 'PUT',
        body: { type: 'file', target: `${org.server.dir}/first.yaml` },
      });
      expect(missing.status).toBe(404);
      const taken = await org.server.json(`/api/catalog/locations/${id}`, {
        method: 'PUT',
        body: { type: 'file', target: `${org.server.dir}/more.yaml` },
      });
      expect(taken.status).toBe(409);
      const bad = await org.server.json(`/api/catalog/locations/${id}`, {
        method: 'PUT',
        body: { type: 'file' },
      });
      expect(bad.status).toBe(400);
      await org.server.request(`/api/catalog/locations/${id}`, { method: 'DELETE' });
    });
  });
});
