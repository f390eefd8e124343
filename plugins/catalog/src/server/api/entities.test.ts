import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { CatalogTestServer } from '../testing/startCatalogServer';
import { errorBody, names, startOrganisationCatalog } from './startOrganisationCatalog';

// GET /entities (spec 001 §7): filter, fields, order, offset/limit/after and the unbounded list.
describeEachDatabase('GET /entities', database => {
  let server: CatalogTestServer;
  let generated: string;
  /** Every fixture entity by name, the default order. */
  let allNames: string[];

  beforeAll(async () => {
    const catalog = await startOrganisationCatalog(database);
    server = catalog.server;
    generated = catalog.generatedName;
    allNames = [
      'alice',
      'bob',
      'cart-api',
      'cart-db',
      'cart-service',
      'cart-worker',
      'checkout',
      'engineering',
      generated,
      'payments',
      'prices-api',
      'pricing-web',
      'root',
      'team-a',
      'team-b',
    ];
  });
  afterAll(() => server?.stop());

  const list = async (query: string) => {
    const { status, body } = await server.get<Entity[]>(`/api/catalog/entities?${query}`);
    expect(status).toBe(200);
    return names(body);
  };

  describe('filter', () => {
    it('ANDs the comma-separated clauses of one filter, values compared case-insensitively', async () => {
      expect(await list('filter=kind=COMPONENT,spec.type=service')).toEqual(['cart-service']);
      expect(await list('filter=Kind=Component,Spec.Lifecycle=PRODUCTION')).toEqual([
        'cart-service',
        'pricing-web',
      ]);
      expect(await list('filter=metadata.name=CART-SERVICE')).toEqual(['cart-service']);
    });

    it('ORs repeated filter parameters', async () => {
      expect(await list('filter=kind=api&filter=kind=resource')).toEqual([
        'cart-api',
        'cart-db',
        'prices-api',
      ]);
      expect(
        await list('filter=kind=component,spec.type=website&filter=kind=api,spec.type=grpc'),
      ).toEqual(['prices-api', 'pricing-web']);
    });

    it('reads a key without "=" as "the field exists"', async () => {
      expect(await list('filter=spec.system')).toEqual(['cart-api', 'cart-db', 'cart-service']);
      expect(await list('filter=kind=component,spec.subcomponentOf')).toEqual(['cart-worker']);
      expect(await list('filter=spec.nothing')).toEqual([]);
    });

    it('answers an empty list when nothing matches', async () => {
      expect(await list('filter=kind=component,spec.type=database')).toEqual([]);
    });

    it('filters on relations by type and target ref, case-insensitively', async () => {
      const ownedByTeamA = ['cart-api', 'cart-db', 'cart-service', 'cart-worker', 'checkout'];
      expect(await list('filter=relations.ownedby=group:default/team-a')).toEqual(ownedByTeamA);
      expect(await list('filter=relations.ownedBy=Group:default/Team-A')).toEqual(ownedByTeamA);
      expect(await list('filter=relations.hasmember')).toEqual(['team-a', 'team-b']);
      expect(await list('filter=relations.hasMember=user:default/bob')).toEqual(['team-b']);
    });

    it('rejects a clause without a key with 400 InputError', async () => {
      const url = '/api/catalog/entities?filter==component';
      const { status, body } = await server.get(url);
      expect(status).toBe(400);
      expect(body).toEqual(errorBody('InputError', 400, { method: 'GET', url }, 'has no key'));
    });
  });

  describe('fields', () => {
    it('keeps only the named paths, including annotation keys that contain dots and slashes', async () => {
      const { body } = await server.get<unknown[]>(
        '/api/catalog/entities?filter=kind=component' +
          '&fields=kind,metadata.name,metadata.annotations.backstage.io/managed-by-location',
      );
      const location = `file:${server.dir}/software.yaml`;
      expect(body).toEqual(
        ['cart-service', 'cart-worker', 'pricing-web'].map(name => ({
          kind: 'Component',
          metadata: {
            name,
            annotations: { 'backstage.io/managed-by-location': location },
          },
        })),
      );
    });

    it('accepts repeated fields parameters and leaves out paths an entity lacks', async () => {
      const { body } = await server.get<unknown[]>(
        '/api/catalog/entities?filter=kind=api,kind=domain&fields=metadata.name&fields=spec.type',
      );
      expect(body).toEqual([
        { metadata: { name: 'cart-api' }, spec: { type: 'openapi' } },
        { metadata: { name: 'payments' } },
        { metadata: { name: 'prices-api' }, spec: { type: 'grpc' } },
      ]);
    });
  });

  describe('order', () => {
    it('sorts by metadata.name ascending by default and descending on request', async () => {
      expect(await list('fields=metadata.name')).toEqual(allNames);
      expect(await list('fields=metadata.name&order=desc:metadata.name')).toEqual(
        [...allNames].reverse(),
      );
    });

    it('sorts by several fields, the first one first', async () => {
      expect(await list('order=asc:kind&order=desc:metadata.name&fields=metadata.name')).toEqual([
        'prices-api',
        'cart-api',
        'pricing-web',
        'cart-worker',
        'cart-service',
        'payments',
        'team-b',
        'team-a',
        'engineering',
        'root',
        generated,
        'cart-db',
        'checkout',
        'bob',
        'alice',
      ]);
    });

    it('sorts by a field that is not a column', async () => {
      expect(await list('filter=kind=component&order=desc:spec.type')).toEqual([
        'cart-worker',
        'pricing-web',
        'cart-service',
      ]);
    });

    it('rejects an unknown direction or field with 400 InputError', async () => {
      for (const order of ['sideways:metadata.name', 'asc:nothing.here', 'metadata.name']) {
        const url = `/api/catalog/entities?order=${order}`;
        const { status, body } = await server.get(url);
        expect(status, order).toBe(400);
        expect(body).toEqual(errorBody('InputError', 400, { method: 'GET', url }));
      }
    });
  });

  describe('offset, limit and after', () => {
    it('answers the requested window and a link to the rest', async () => {
      const response = await server.request(
        '/api/catalog/entities?order=desc:metadata.name&fields=metadata.name&limit=3&offset=2',
      );
      expect(response.status).toBe(200);
      expect(names((await response.json()) as Entity[])).toEqual([
        'root',
        'pricing-web',
        'prices-api',
      ]);
      expect(response.headers.get('link')).toMatch(
        /^<\/api\/catalog\/entities\?[^>]*after=[^>]+>; rel="next"$/,
      );
    });

    it('follows the link header page by page to the end, keeping filter, order and fields', async () => {
      const pages: Array<Array<string | null>> = [];
      const links: string[] = [];
      let next: string | undefined =
        '/api/catalog/entities?filter=kind=group&filter=kind=user&fields=metadata.name&limit=2';
      while (next) {
        const response = await server.request(next);
        expect(response.status).toBe(200);
        const body = (await response.json()) as Array<Partial<Entity>>;
        expect(body.every(e => Object.keys(e).join() === 'metadata')).toBe(true);
        pages.push(names(body));
        const link = response.headers.get('link');
        next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
        if (next) links.push(next);
      }
      expect(pages).toEqual([['alice', 'bob'], ['engineering', 'team-a'], ['team-b']]);
      for (const link of links) {
        const params = new URL(link, server.url).searchParams;
        expect(params.getAll('filter')).toEqual(['kind=group', 'kind=user']);
        expect(params.get('fields')).toBe('metadata.name');
        expect(params.get('limit')).toBe('2');
        expect(params.has('offset')).toBe(false);
      }
    });

    it('sends no link header on the last page', async () => {
      const response = await server.request('/api/catalog/entities?filter=kind=component&limit=3');
      expect(names((await response.json()) as Entity[])).toEqual([
        'cart-service',
        'cart-worker',
        'pricing-web',
      ]);
      expect(response.headers.get('link')).toBeNull();
    });

    it('rejects limit=0 with 400 rather than linking back to the same empty page', async () => {
      const url = '/api/catalog/entities?limit=0';
      const response = await server.request(url);
      const link = response.headers.get('link');
      expect({ status: response.status, link }).toEqual({ status: 400, link: null });
      expect(await response.json()).toEqual(errorBody('InputError', 400, { method: 'GET', url }));
    });

    it('rejects a negative limit and a malformed after cursor with 400 InputError', async () => {
      for (const query of ['limit=-1', 'offset=abc', 'after=not-a-cursor']) {
        const url = `/api/catalog/entities?${query}`;
        const { status, body } = await server.get(url);
        expect(status, query).toBe(400);
        expect(body).toEqual(errorBody('InputError', 400, { method: 'GET', url }));
      }
    });
  });

  describe('unbounded', () => {
    it('answers every entity, whole, as one JSON array', async () => {
      const response = await server.request('/api/catalog/entities');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('link')).toBeNull();
      const body = (await response.json()) as Entity[];
      expect(Array.isArray(body)).toBe(true);
      expect(names(body)).toEqual(allNames);
      const cart = body.find(e => e.metadata.name === 'cart-service');
      expect(cart).toMatchObject({
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: { namespace: 'default', uid: expect.any(String), etag: expect.any(String) },
        spec: { type: 'service', owner: 'team-a' },
      });
      expect(cart?.relations).toContainEqual({
        type: 'ownedBy',
        targetRef: 'group:default/team-a',
      });
    });

    it('answers an empty array when the filter matches nothing', async () => {
      const { status, body } = await server.get('/api/catalog/entities?filter=kind=template');
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });
  });
});
