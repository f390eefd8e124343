import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { EntityFacetsResponse } from '../../shared';
import type { CatalogTestServer } from '../testing/startCatalogServer';
import { errorBody, names, startOrganisationCatalog } from './startOrganisationCatalog';

// POST /entities/by-refs and GET /entity-facets (spec 001 §7).
describeEachDatabase('POST /entities/by-refs and GET /entity-facets', database => {
  let server: CatalogTestServer;

  beforeAll(async () => {
    server = (await startOrganisationCatalog(database)).server;
  });
  afterAll(() => server?.stop());

  const byRefs = (body: unknown, query = '') =>
    server.json<{ items: Array<Entity | null> }>(`/api/catalog/entities/by-refs${query}`, {
      method: 'POST',
      body,
    });

  describe('POST /entities/by-refs', () => {
    it('answers the entities in the order asked, null where one is missing', async () => {
      const { status, body } = await byRefs({
        entityRefs: [
          'component:default/pricing-web',
          'api:default/missing',
          'Group:Default/Team-A',
          'user:default/alice',
          'component:default/pricing-web',
        ],
      });
      expect(status).toBe(200);
      expect(names(body.items)).toEqual(['pricing-web', null, 'team-a', 'alice', 'pricing-web']);
      expect(body.items[2]).toMatchObject({
        kind: 'Group',
        metadata: { uid: expect.any(String) },
        spec: { type: 'team' },
      });
    });

    it('answers an empty list for no refs', async () => {
      expect(await byRefs({ entityRefs: [] })).toEqual({ status: 200, body: { items: [] } });
    });

    it('projects the fields given in the body', async () => {
      const { status, body } = await byRefs({
        entityRefs: ['api:default/cart-api', 'system:default/nope', 'resource:default/cart-db'],
        fields: ['kind', 'metadata.name', 'spec.owner'],
      });
      expect(status).toBe(200);
      expect(body.items).toEqual([
        { kind: 'API', metadata: { name: 'cart-api' }, spec: { owner: 'team-a' } },
        null,
        { kind: 'Resource', metadata: { name: 'cart-db' }, spec: { owner: 'team-a' } },
      ]);
    });

    it('takes fields from the query string when the body has none', async () => {
      const { status, body } = await byRefs(
        { entityRefs: ['user:default/bob', 'user:default/carol'] },
        '?fields=kind,metadata.name',
      );
      expect(status).toBe(200);
      expect(body.items).toEqual([{ kind: 'User', metadata: { name: 'bob' } }, null]);
    });

    it('answers null for entities the filter query parameter excludes', async () => {
      const { status, body } = await byRefs(
        {
          entityRefs: ['component:default/cart-service', 'group:default/team-a'],
          fields: ['metadata.name'],
        },
        '?filter=kind=component',
      );
      expect(status).toBe(200);
      expect(body.items).toEqual([{ metadata: { name: 'cart-service' } }, null]);
    });

    it('rejects an invalid ref with 400 InputError naming it', async () => {
      const url = '/api/catalog/entities/by-refs';
      for (const ref of ['cart-service', 'component:default/a/b', '']) {
        const { status, body } = await byRefs({ entityRefs: ['user:default/bob', ref] });
        expect(status, ref).toBe(400);
        expect(body).toEqual(errorBody('InputError', 400, { method: 'POST', url }, `'${ref}'`));
      }
    });

    it('rejects a body without entityRefs with 400 InputError', async () => {
      const url = '/api/catalog/entities/by-refs';
      const { status, body } = await byRefs({ refs: [] });
      expect(status).toBe(400);
      expect(body).toEqual(errorBody('InputError', 400, { method: 'POST', url }, 'entityRefs'));
    });
  });

  describe('GET /entity-facets', () => {
    const facets = async (query: string) => {
      const { status, body } = await server.get<EntityFacetsResponse>(
        `/api/catalog/entity-facets?${query}`,
      );
      expect(status, query).toBe(200);
      return body;
    };

    it('counts the values of each facet over every entity', async () => {
      expect(
        await facets('facet=kind&facet=spec.type&facet=metadata.tags&facet=spec.owner'),
      ).toEqual({
        facets: {
          kind: [
            { value: 'Component', count: 3 },
            { value: 'Group', count: 3 },
            { value: 'API', count: 2 },
            { value: 'Location', count: 2 },
            { value: 'User', count: 2 },
            { value: 'Domain', count: 1 },
            { value: 'Resource', count: 1 },
            { value: 'System', count: 1 },
          ],
          'spec.type': [
            { value: 'team', count: 2 },
            { value: 'database', count: 1 },
            { value: 'department', count: 1 },
            { value: 'file', count: 1 },
            { value: 'grpc', count: 1 },
            { value: 'openapi', count: 1 },
            { value: 'service', count: 1 },
            { value: 'website', count: 1 },
            { value: 'worker', count: 1 },
          ],
          // Tags are stored lower-cased: cart-service's 'Payments' counts as 'payments'.
          'metadata.tags': [
            { value: 'java', count: 2 },
            { value: 'payments', count: 1 },
            { value: 'typescript', count: 1 },
          ],
          'spec.owner': [
            { value: 'team-a', count: 5 },
            { value: 'team-b', count: 2 },
            { value: 'engineering', count: 1 },
          ],
        },
      });
    });

    it('counts only the entities a filter selects', async () => {
      expect(
        await facets('facet=spec.type&facet=spec.owner&facet=metadata.tags&filter=kind=COMPONENT'),
      ).toEqual({
        facets: {
          'spec.type': [
            { value: 'service', count: 1 },
            { value: 'website', count: 1 },
            { value: 'worker', count: 1 },
          ],
          'spec.owner': [
            { value: 'team-a', count: 2 },
            { value: 'team-b', count: 1 },
          ],
          'metadata.tags': [
            { value: 'java', count: 2 },
            { value: 'payments', count: 1 },
            { value: 'typescript', count: 1 },
          ],
        },
      });
      expect(
        await facets(
          'facet=spec.lifecycle&filter=kind=api&filter=kind=component,spec.owner=team-a',
        ),
      ).toEqual({
        facets: {
          'spec.lifecycle': [
            { value: 'production', count: 3 },
            { value: 'experimental', count: 1 },
          ],
        },
      });
    });

    it('counts relations by target ref', async () => {
      expect(await facets('facet=relations.ownedBy&filter=kind=api')).toEqual({
        facets: {
          'relations.ownedBy': [
            { value: 'group:default/team-a', count: 1 },
            { value: 'group:default/team-b', count: 1 },
          ],
        },
      });
    });

    it('answers an empty list for a field no entity has', async () => {
      expect(await facets('facet=spec.nothing')).toEqual({ facets: { 'spec.nothing': [] } });
    });

    it('rejects a request without facet with 400 InputError', async () => {
      const url = '/api/catalog/entity-facets?filter=kind=component';
      const { status, body } = await server.get(url);
      expect(status).toBe(400);
      expect(body).toEqual(errorBody('InputError', 400, { method: 'GET', url }, "'facet'"));
    });
  });
});
