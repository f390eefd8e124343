import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALLOW, DENY, type Entity, type PolicyDecision } from '@atrium/model';
import { definePlugin, permissionsServiceRef, principalOf } from '@atrium/server-core';
import { catalogLocationsServiceRef } from '../../node';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { AddLocationResponse, Location, QueryEntitiesResponse } from '../../shared';
import {
  componentYaml,
  documents,
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';
import {
  errorBody,
  generatedLocationName,
  names,
  startOrganisationCatalog,
} from './startOrganisationCatalog';

const component = componentYaml;

/** Besides the organisation: a configured file, and files the tests register themselves. */
const files = {
  'config.yaml': component('configured'),
  'extra.yaml': documents(component('extra-one'), component('extra-two')),
  'temporary.yaml': documents(component('short-lived'), component('also-short-lived')),
  'broken.yaml': entityYaml('Component', 'no-owner', { type: 'service', lifecycle: 'production' }),
};

const ORGANISATION_NAMES = [
  'alice',
  'bob',
  'cart-api',
  'cart-db',
  'cart-service',
  'cart-worker',
  'checkout',
  'engineering',
  'payments',
  'prices-api',
  'pricing-web',
  'root',
  'team-a',
  'team-b',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sorted = (values: Array<string | null>) => [...values].sort();

// POST, GET, DELETE /locations and GET /locations/by-entity (spec 001 §7).
describeEachDatabase('locations', database => {
  let server: CatalogTestServer;
  let registered: AddLocationResponse;
  let configured: Location;

  beforeAll(async () => {
    const catalog = await startOrganisationCatalog(database, {
      files,
      locations: [{ type: 'file', target: './config.yaml' }],
    });
    server = catalog.server;
    registered = catalog.registered;
    configured = (await server.get<Array<{ data: Location }>>('/api/catalog/locations')).body.find(
      l => l.data.target.endsWith('/config.yaml'),
    )!.data;
    // The configured location is read in the background; wait until its entity is served.
    await server.waitFor(async () => {
      const { status } = await server.get(
        '/api/catalog/entities/by-name/component/default/configured',
      );
      return status === 200 ? true : undefined;
    });
  });
  afterAll(() => server?.stop());

  const post = (body: unknown, query = '') =>
    server.json<AddLocationResponse>(`/api/catalog/locations${query}`, { method: 'POST', body });
  const totalItems = async () =>
    (await server.get<QueryEntitiesResponse>('/api/catalog/entities/by-query?limit=0')).body
      .totalItems;
  const listLocations = async () =>
    (await server.get<Array<{ data: Location }>>('/api/catalog/locations')).body;

  describe('POST /locations', () => {
    it('answers 201 with the location and every entity read through it', async () => {
      const target = `${server.dir}/catalog.yaml`;
      expect(registered.location).toEqual({
        id: expect.stringMatching(UUID),
        type: 'file',
        target,
      });
      expect(sorted(names(registered.entities))).toEqual(
        sorted([...ORGANISATION_NAMES, generatedLocationName('file', target)]),
      );
      expect(registered.exists).toBeUndefined();
    });

    it('registers a new location and serves its entities at once', async () => {
      const target = `${server.dir}/extra.yaml`;
      const { status, body } = await post({ type: 'file', target });
      expect(status).toBe(201);
      expect(body.location).toEqual({ id: expect.stringMatching(UUID), type: 'file', target });
      expect(sorted(names(body.entities))).toEqual(
        sorted(['extra-one', 'extra-two', generatedLocationName('file', target)]),
      );
      const one = await server.get<Entity>(
        '/api/catalog/entities/by-name/component/default/extra-one',
      );
      expect(one.status).toBe(200);
      expect(one.body.metadata.annotations?.['backstage.io/managed-by-origin-location']).toBe(
        `file:${target}`,
      );
    });

    it('answers 409 ConflictError for a location already registered, however the path is written', async () => {
      const url = '/api/catalog/locations';
      for (const target of [
        `${server.dir}/catalog.yaml`,
        './catalog.yaml',
        `${server.dir}/./catalog.yaml`,
      ]) {
        const { status, body } = await post({ type: 'file', target });
        expect(status, target).toBe(409);
        expect(body).toEqual(
          errorBody('ConflictError', 409, { method: 'POST', url }, 'already exists'),
        );
      }
    });

    it('rejects an unsupported type with 400 InputError', async () => {
      const url = '/api/catalog/locations';
      const { status, body } = await post({ type: 'github', target: 'https://github.com/o/r' });
      expect(status).toBe(400);
      expect(body).toEqual(errorBody('InputError', 400, { method: 'POST', url }, "'github'"));
    });

    it('rejects a body without a target, or a url target that is not an http(s) URL, with 400', async () => {
      const url = '/api/catalog/locations';
      for (const input of [
        { type: 'url' },
        { type: 'url', target: '' },
        { type: 'url', target: 'catalog-info.yaml' },
        { type: 'url', target: 'ftp://example.com/catalog-info.yaml' },
        { type: 'url', target: 'javascript:alert(1)' },
      ]) {
        const { status, body } = await post(input);
        expect(status, JSON.stringify(input)).toBe(400);
        expect(body).toEqual(errorBody('InputError', 400, { method: 'POST', url }));
      }
    });

    it('rejects a url whose host is not in backend.reading.allow with 403 NotAllowedError', async () => {
      const url = '/api/catalog/locations';
      const { status, body } = await post({
        type: 'url',
        target: 'https://example.com/catalog-info.yaml',
      });
      expect(status).toBe(403);
      expect(body).toEqual(
        errorBody('NotAllowedError', 403, { method: 'POST', url }, 'backend.reading.allow'),
      );
    });

    it('rejects a file outside the allowed roots with 403 NotAllowedError', async () => {
      const url = '/api/catalog/locations';
      for (const target of ['/etc/hosts', '../outside.yaml', `${server.dir}/../outside.yaml`]) {
        const { status, body } = await post({ type: 'file', target });
        expect(status, target).toBe(403);
        expect(body).toEqual(errorBody('NotAllowedError', 403, { method: 'POST', url }));
      }
    });
  });

  describe('POST /locations?dryRun=true', () => {
    it('answers 201, exists false and the entities it would create, writing nothing', async () => {
      const target = `${server.dir}/temporary.yaml`;
      const totalBefore = await totalItems();
      const locationsBefore = await listLocations();

      const { status, body } = await post({ type: 'file', target }, '?dryRun=true');
      expect(status).toBe(201);
      expect(body.exists).toBe(false);
      expect(body.location).toMatchObject({ type: 'file', target });
      expect(sorted(names(body.entities))).toEqual(
        sorted(['short-lived', 'also-short-lived', generatedLocationName('file', target)]),
      );

      expect(await totalItems()).toBe(totalBefore);
      expect(await listLocations()).toEqual(locationsBefore);
      expect(
        (await server.get('/api/catalog/entities/by-name/component/default/short-lived')).status,
      ).toBe(404);
    });

    it('answers exists true with the registered location for a known target', async () => {
      const totalBefore = await totalItems();
      const { status, body } = await post(
        { type: 'file', target: './catalog.yaml' },
        '?dryRun=true',
      );
      expect(status).toBe(201);
      expect(body.exists).toBe(true);
      expect(body.location).toEqual(registered.location);
      const read = names(body.entities).filter(name => !name?.startsWith('generated-'));
      expect(sorted(read)).toEqual(ORGANISATION_NAMES);
      expect(await totalItems()).toBe(totalBefore);
    });

    it('answers 400 InputError naming the problem for a file with an invalid entity', async () => {
      const url = '/api/catalog/locations?dryRun=true';
      const { status, body } = await post(
        { type: 'file', target: './broken.yaml' },
        '?dryRun=true',
      );
      expect(status).toBe(400);
      expect(body).toEqual(errorBody('InputError', 400, { method: 'POST', url }, 'spec.owner'));
    });

    it('applies the same checks as a real registration', async () => {
      const url = '/api/catalog/locations?dryRun=true';
      const outside = await post({ type: 'file', target: '/etc/hosts' }, '?dryRun=true');
      expect(outside).toEqual({
        status: 403,
        body: errorBody('NotAllowedError', 403, { method: 'POST', url }),
      });
      const host = await post(
        { type: 'url', target: 'https://example.com/catalog-info.yaml' },
        '?dryRun=true',
      );
      expect(host.status).toBe(403);
    });
  });

  describe('GET /locations', () => {
    it('lists every location as { data: { id, type, target } }, configured ones first', async () => {
      const list = await listLocations();
      expect(list.slice(0, 2)).toEqual([
        {
          data: {
            id: expect.stringMatching(UUID),
            type: 'file',
            target: `${server.dir}/config.yaml`,
          },
        },
        { data: registered.location },
      ]);
      for (const item of list)
        expect(Object.keys(item.data).sort()).toEqual(['id', 'target', 'type']);
    });

    it('answers one location by id', async () => {
      const { status, body } = await server.get(`/api/catalog/locations/${registered.location.id}`);
      expect(status).toBe(200);
      expect(body).toEqual(registered.location);
    });

    it('answers 404 NotFoundError for an unknown id', async () => {
      const url = '/api/catalog/locations/00000000-0000-4000-8000-000000000000';
      const { status, body } = await server.get(url);
      expect(status).toBe(404);
      expect(body).toEqual(errorBody('NotFoundError', 404, { method: 'GET', url }));
    });
  });

  describe('GET /locations/by-entity', () => {
    it('answers the location an entity was registered through, case-insensitively', async () => {
      for (const path of [
        'component/default/cart-service',
        'Group/DEFAULT/Team-A',
        'location/default/root',
      ]) {
        const { status, body } = await server.get(`/api/catalog/locations/by-entity/${path}`);
        expect(status, path).toBe(200);
        expect(body).toEqual(registered.location);
      }
      const { status, body } = await server.get(
        '/api/catalog/locations/by-entity/component/default/configured',
      );
      expect(status).toBe(200);
      expect(body).toEqual(configured);
    });

    it('answers 404 NotFoundError for an unknown entity', async () => {
      const url = '/api/catalog/locations/by-entity/component/default/nope';
      const { status, body } = await server.get(url);
      expect(status).toBe(404);
      expect(body).toEqual(errorBody('NotFoundError', 404, { method: 'GET', url }));
    });
  });

  describe('DELETE /locations/:id', () => {
    it('answers 204 and removes the location with every entity read through it', async () => {
      const target = `${server.dir}/temporary.yaml`;
      const created = await post({ type: 'file', target });
      expect(created.status).toBe(201);
      const totalWith = await totalItems();
      const owner = await server.get<Entity>('/api/catalog/entities/by-name/group/default/team-a');
      expect(owner.body.relations).toContainEqual({
        type: 'ownerOf',
        targetRef: 'component:default/short-lived',
      });
      const id = created.body.location.id;

      const removed = await server.request(`/api/catalog/locations/${id}`, { method: 'DELETE' });
      expect(removed.status).toBe(204);
      expect(await removed.text()).toBe('');

      expect(await totalItems()).toBe(totalWith - 3);
      for (const name of ['short-lived', 'also-short-lived']) {
        const { status } = await server.get(
          `/api/catalog/entities/by-name/component/default/${name}`,
        );
        expect(status, name).toBe(404);
      }
      const generated = generatedLocationName('file', target);
      expect(
        (await server.get(`/api/catalog/entities/by-name/location/default/${generated}`)).status,
      ).toBe(404);
      const team = await server.get<Entity>('/api/catalog/entities/by-name/group/default/team-a');
      expect(team.body.relations?.map(r => r.targetRef)).not.toContain(
        'component:default/short-lived',
      );
      expect((await server.get(`/api/catalog/locations/${id}`)).status).toBe(404);
      expect((await listLocations()).map(l => l.data.id)).not.toContain(id);
      expect(
        (await server.get('/api/catalog/locations/by-entity/component/default/short-lived')).status,
      ).toBe(404);
    });

    it('refuses to delete a configured location with 403 NotAllowedError, keeping it', async () => {
      const url = `/api/catalog/locations/${configured.id}`;
      const { status, body } = await server.json(url, { method: 'DELETE' });
      expect(status).toBe(403);
      expect(body).toEqual(
        errorBody(
          'NotAllowedError',
          403,
          { method: 'DELETE', url },
          `Location ${configured.id} comes from the app configuration (catalog.locations)`,
        ),
      );
      expect(JSON.stringify(body)).not.toContain(configured.target);
      expect((await server.get(url)).status).toBe(200);
      expect(
        (await server.get('/api/catalog/entities/by-name/component/default/configured')).status,
      ).toBe(200);
    });

    it('answers 404 NotFoundError for an unknown id', async () => {
      const url = '/api/catalog/locations/00000000-0000-4000-8000-000000000000';
      const { status, body } = await server.json(url, { method: 'DELETE' });
      expect(status).toBe(404);
      expect(body).toEqual(errorBody('NotFoundError', 404, { method: 'DELETE', url }));
    });
  });
});

/** The policy's answer to catalog.location.create, set per test. */
let locationCreate: PolicyDecision = ALLOW;

const stubPermissionsPlugin = definePlugin({
  id: 'stub-permissions',
  provides: [permissionsServiceRef],
  setup({ provide }) {
    provide(permissionsServiceRef, {
      async decide(_principal, permissions) {
        return permissions.map(p =>
          p.name === 'catalog.location.create' ? locationCreate : ALLOW,
        );
      },
      async authorize() {
        throw new Error('not used by the catalog');
      },
    });
  },
});

/** Another plugin adding a location in-process, as the caller of its own route. */
const registrarPlugin = definePlugin({
  id: 'registrar',
  deps: { locations: catalogLocationsServiceRef },
  setup({ router, deps }) {
    router.post<{ Body: { type: string; target: string; dryRun?: boolean } }>(
      '/register',
      async request => {
        const { dryRun, ...location } = request.body;
        return deps.locations.addLocation(location, { principal: principalOf(request), dryRun });
      },
    );
  },
});

// The in-process service other plugins (the scaffolder's catalog:register) add locations through.
describeEachDatabase('catalogLocationsServiceRef', database => {
  let server: CatalogTestServer;

  beforeAll(async () => {
    server = await startCatalogServer({
      database,
      files: { 'service.yaml': component('registered-in-process') },
      plugins: [stubPermissionsPlugin, registrarPlugin],
    });
  });
  afterAll(() => server?.stop());
  beforeEach(() => {
    locationCreate = ALLOW;
  });

  const register = (body: Record<string, unknown>) =>
    server.json<AddLocationResponse>('/api/registrar/register', { method: 'POST', body });

  it('refuses a caller without catalog.location.create, registering nothing', async () => {
    locationCreate = DENY;
    const target = `${server.dir}/service.yaml`;
    const { status, body } = await register({ type: 'file', target });
    expect(status).toBe(403);
    expect(body).toEqual(
      errorBody(
        'NotAllowedError',
        403,
        { method: 'POST', url: '/api/registrar/register' },
        'catalog.location.create',
      ),
    );
    const list = (await server.get<Array<{ data: Location }>>('/api/catalog/locations')).body;
    expect(list).toEqual([]);
  });

  it('answers a dry run without writing, then registers and serves the entities', async () => {
    const target = `${server.dir}/service.yaml`;
    const dry = await register({ type: 'file', target, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.exists).toBe(false);
    expect(
      (await server.get('/api/catalog/entities/by-name/component/default/registered-in-process'))
        .status,
    ).toBe(404);

    const { status, body } = await register({ type: 'file', target });
    expect(status).toBe(200);
    expect(body.location).toEqual({ id: expect.stringMatching(UUID), type: 'file', target });
    expect(names(body.entities)).toContain('registered-in-process');
    expect(
      (await server.get('/api/catalog/entities/by-name/component/default/registered-in-process'))
        .status,
    ).toBe(200);

    const again = await register({ type: 'file', target });
    expect(again.status).toBe(409);
    expect((await register({ type: 'file', target, dryRun: true })).body.exists).toBe(true);
  });

  it('checks the location as POST /locations does', async () => {
    const { status, body } = await register({ type: 'url', target: 'catalog-info.yaml' });
    expect(status).toBe(400);
    expect(body).toEqual(
      errorBody('InputError', 400, { method: 'POST', url: '/api/registrar/register' }),
    );
    expect((await register({ type: 'file', target: '/etc/hosts' })).status).toBe(403);
  });
});
