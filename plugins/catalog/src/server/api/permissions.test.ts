import { randomUUID } from 'node:crypto';
import {
  ALLOW,
  DENY,
  type Entity,
  type PermissionCriteria,
  type PolicyDecision,
} from '@atrium/model';
import { definePlugin, permissionsServiceRef, principalOf } from '@atrium/server-core';
import { catalogEntitiesServiceRef } from '../../node';
import { describeEachDatabase, mockServiceToken, mockUserToken } from '@atrium/server-core/testing';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { applyCatalogEntityRule } from '../permissions/catalogEntityRules';
import { organisationFiles } from '../testing/organisationFixture';
import { documents, entityYaml } from '../testing/startCatalogServer';
import {
  errorBody,
  names,
  startOrganisationCatalog,
  type OrganisationCatalog,
} from './startOrganisationCatalog';

/** The policy's answers, set per test: permission name → decision (ALLOW when absent). */
let decisions: Record<string, PolicyDecision> = {};
let decideCalls = 0;

/** Stands in for the permission plugin: the catalog asks it, then filters by its answer. */
const stubPermissionsPlugin = definePlugin({
  id: 'stub-permissions',
  provides: [permissionsServiceRef],
  setup({ provide }) {
    provide(permissionsServiceRef, {
      async decide(principal, permissions) {
        decideCalls++;
        if (principal.type === 'service') return permissions.map(() => ALLOW);
        return permissions.map(permission => decisions[permission.name] ?? ALLOW);
      },
      async authorize() {
        throw new Error('not used by the catalog');
      },
    });
  },
});

/** Another plugin reading an entity through the catalog, as its caller. */
const readerPlugin = definePlugin({
  id: 'reader',
  deps: { catalog: catalogEntitiesServiceRef },
  setup({ router, deps }) {
    router.get<{ Querystring: { kind: string } }>('/entities', async request =>
      (
        await deps.catalog.getEntities(
          { kind: request.query.kind },
          { principal: principalOf(request) },
        )
      ).map(entity => entity.metadata.name),
    );
    router.get<{ Querystring: { ref: string } }>('/entity', async request => ({
      entity:
        (await deps.catalog.getEntityByRef(request.query.ref, {
          principal: principalOf(request),
        })) ?? null,
    }));
  },
});

function readOnly(conditions: PermissionCriteria): Record<string, PolicyDecision> {
  return {
    'catalog.entity.read': {
      result: 'CONDITIONAL',
      pluginId: 'catalog',
      resourceType: 'catalog-entity',
      conditions,
    },
  };
}

const rule = (name: string, params: Record<string, unknown>): PermissionCriteria => ({
  rule: name,
  resourceType: 'catalog-entity',
  params,
});

/** What the in-memory rules say an entity meets: the database filter must agree. */
function meets(entity: Entity, criteria: PermissionCriteria): boolean {
  if ('allOf' in criteria) return criteria.allOf.every(c => meets(entity, c));
  if ('anyOf' in criteria) return criteria.anyOf.some(c => meets(entity, c));
  if ('not' in criteria) return !meets(entity, criteria.not);
  return applyCatalogEntityRule(entity, criteria);
}

const OWNS_TEAM_A = rule('IS_ENTITY_OWNER', { claims: ['group:default/team-a'] });
const ALICE = mockUserToken({
  userEntityRef: 'user:default/alice',
  ownershipEntityRefs: ['user:default/alice', 'group:default/team-a'],
});

// Bob carries a label and an annotation, so every rule has something to match.
const files = {
  'org.yaml': organisationFiles['org.yaml']!.replace(
    entityYaml('User', 'bob', { memberOf: ['team-b'] }),
    entityYaml(
      'User',
      'bob',
      { memberOf: ['team-b'], profile: { email: 'Bob@Example.com' } },
      { labels: { tier: 'gold' }, annotations: { 'example.com/pager': 'P-42' } },
    ),
  ),
  'extra.yaml': documents(),
};

describeEachDatabase('catalog permissions', database => {
  let org: OrganisationCatalog;
  let everything: Entity[];

  beforeAll(async () => {
    decisions = {};
    org = await startOrganisationCatalog(database, {
      plugins: [stubPermissionsPlugin, readerPlugin],
      files,
    });
    everything = (await org.server.get<Entity[]>('/api/catalog/entities')).body;
  });
  afterAll(() => org?.server.stop());
  beforeEach(() => {
    decisions = {};
  });

  const get = <T>(path: string) => org.server.json<T>(path, { token: ALICE });
  const uidOf = (name: string) => everything.find(e => e.metadata.name === name)!.metadata.uid!;

  it('filters in the database exactly as the rules decide one entity, for every rule', async () => {
    const cases: PermissionCriteria[] = [
      OWNS_TEAM_A,
      rule('IS_ENTITY_KIND', { kinds: ['Group', 'user'] }),
      rule('HAS_ANNOTATION', { annotation: 'example.com/pager' }),
      rule('HAS_ANNOTATION', { annotation: 'example.com/pager', value: 'P-42' }),
      rule('HAS_ANNOTATION', { annotation: 'example.com/pager', value: 'P-43' }),
      rule('HAS_LABEL', { label: 'tier' }),
      rule('HAS_SPEC', { key: 'type', value: 'service' }),
      rule('HAS_SPEC', { key: 'lifecycle' }),
      rule('HAS_SPEC', { key: 'profile.email' }),
      { not: OWNS_TEAM_A },
      { allOf: [OWNS_TEAM_A, rule('IS_ENTITY_KIND', { kinds: ['component'] })] },
      { anyOf: [OWNS_TEAM_A, { not: rule('HAS_SPEC', { key: 'lifecycle' }) }] },
    ];
    for (const conditions of cases) {
      decisions = readOnly(conditions);
      const expected = everything.filter(entity => meets(entity, conditions));
      const { body } = await get<Entity[]>('/api/catalog/entities');
      expect(names(body).sort(), JSON.stringify(conditions)).toEqual(names(expected).sort());
      expect(expected.length, JSON.stringify(conditions)).toBeLessThan(everything.length);
    }
  });

  it('narrows lists, pages, counts and full-text search to what the caller may read', async () => {
    decisions = readOnly(OWNS_TEAM_A);
    const owned = ['cart-api', 'cart-db', 'cart-service', 'cart-worker', 'checkout'];
    const list = await get<Entity[]>('/api/catalog/entities?limit=2');
    expect(names(list.body)).toEqual(['cart-api', 'cart-db']);

    const query = await get<{ items: Entity[]; totalItems: number }>(
      '/api/catalog/entities/by-query?limit=50',
    );
    expect(names(query.body.items)).toEqual(owned);
    expect(query.body.totalItems).toBe(5);

    const components = await get<{ totalItems: number }>(
      '/api/catalog/entities/by-query?filter=kind=component',
    );
    expect(components.body.totalItems).toBe(2);
    const search = await get<{ items: Entity[]; totalItems: number }>(
      '/api/catalog/entities/by-query?fullTextFilterTerm=pricing',
    );
    expect(search.body).toMatchObject({ items: [], totalItems: 0 });
  });

  it('counts facets over readable entities only', async () => {
    decisions = readOnly(OWNS_TEAM_A);
    const { body } = await get<{ facets: Record<string, Array<{ value: string; count: number }>> }>(
      '/api/catalog/entity-facets?facet=spec.type&facet=kind',
    );
    expect(body.facets['spec.type']).toEqual([
      { value: 'database', count: 1 },
      { value: 'openapi', count: 1 },
      { value: 'service', count: 1 },
      { value: 'worker', count: 1 },
    ]);
    expect(body.facets.kind!.map(f => f.value).sort()).toEqual([
      'API',
      'Component',
      'Resource',
      'System',
    ]);
  });

  it('answers null in by-refs for an entity the caller may not read, like a missing one', async () => {
    decisions = readOnly(OWNS_TEAM_A);
    const { body } = await org.server.json<{ items: Array<Entity | null> }>(
      '/api/catalog/entities/by-refs',
      {
        method: 'POST',
        token: ALICE,
        body: {
          entityRefs: ['component:cart-service', 'component:pricing-web', 'component:nowhere'],
        },
      },
    );
    expect(names(body.items)).toEqual(['cart-service', null, null]);
  });

  it('answers 404 by name, by uid and for ancestry, exactly as for an entity that does not exist', async () => {
    decisions = readOnly(OWNS_TEAM_A);
    expect((await get('/api/catalog/entities/by-name/component/default/cart-service')).status).toBe(
      200,
    );
    const hidden = await get('/api/catalog/entities/by-name/component/default/pricing-web');
    const missing = await get('/api/catalog/entities/by-name/component/default/nowhere');
    expect([hidden.status, missing.status]).toEqual([404, 404]);
    expect(hidden.body).toEqual(
      errorBody(
        'NotFoundError',
        404,
        { method: 'GET', url: '/api/catalog/entities/by-name/component/default/pricing-web' },
        'No entity named component:default/pricing-web',
      ),
    );
    expect((await get(`/api/catalog/entities/by-uid/${uidOf('pricing-web')}`)).status).toBe(404);
    expect((await get(`/api/catalog/entities/by-uid/${uidOf('cart-db')}`)).status).toBe(200);
    expect(
      (await get('/api/catalog/entities/by-name/component/default/pricing-web/ancestry')).status,
    ).toBe(404);
  });

  it('ends ancestry at the first ancestor the caller may not read', async () => {
    decisions = readOnly({ not: rule('IS_ENTITY_KIND', { kinds: ['location'] }) });
    const { status, body } = await get<{ items: Array<{ entity: Entity; parentEntityRefs: [] }> }>(
      '/api/catalog/entities/by-name/component/default/cart-service/ancestry',
    );
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { entity: expect.objectContaining({ kind: 'Component' }), parentEntityRefs: [] },
    ]);
    decisions = {};
    const full = await get<{ items: unknown[] }>(
      '/api/catalog/entities/by-name/component/default/cart-service/ancestry',
    );
    expect(full.body.items.length).toBeGreaterThan(1);
  });

  it('shows nothing at all to a caller denied reading', async () => {
    decisions = { 'catalog.entity.read': DENY };
    expect((await get('/api/catalog/entities')).body).toEqual([]);
    expect((await get('/api/catalog/entities/by-query')).body).toMatchObject({
      items: [],
      totalItems: 0,
    });
    expect((await get('/api/catalog/entity-facets?facet=kind')).body).toEqual({
      facets: { kind: [] },
    });
    expect((await get('/api/catalog/entities/by-name/user/default/alice')).status).toBe(404);
  });

  it('lets a caller delete only what the delete permission allows, refusing the rest alike', async () => {
    decisions = {
      ...readOnly({ not: rule('IS_ENTITY_KIND', { kinds: ['component'] }) }),
      'catalog.entity.delete': {
        result: 'CONDITIONAL',
        pluginId: 'catalog',
        resourceType: 'catalog-entity',
        conditions: OWNS_TEAM_A,
      },
    };
    const del = (name: string) =>
      org.server.json(`/api/catalog/entities/by-uid/${uidOf(name)}`, {
        method: 'DELETE',
        token: ALICE,
      });
    // As in Backstage, a conditional decision refuses what it does not match and what is not
    // there alike, so refusals tell nothing of what exists.
    expect((await del('pricing-web')).status).toBe(403);
    const unknown = await org.server.json(`/api/catalog/entities/by-uid/${randomUUID()}`, {
      method: 'DELETE',
      token: ALICE,
    });
    expect(unknown.status).toBe(403);
    const forbidden = await del('prices-api');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error: { name: 'NotAllowedError' } });
    expect((await get('/api/catalog/entities/by-name/api/default/prices-api')).status).toBe(200);
  });

  it('needs the refresh permission on the entity, and the location permissions', async () => {
    decisions = { 'catalog.entity.refresh': DENY, 'catalog.location.read': DENY };
    const refresh = await org.server.json('/api/catalog/refresh', {
      method: 'POST',
      token: ALICE,
      body: { entityRef: 'component:default/cart-service' },
    });
    expect(refresh).toMatchObject({
      status: 403,
      body: {
        error: {
          name: 'NotAllowedError',
          message:
            'The catalog.entity.refresh permission is needed for component:default/cart-service',
        },
      },
    });
    const locations = await get('/api/catalog/locations');
    expect(locations).toMatchObject({
      status: 403,
      body: {
        error: { message: 'The catalog.location.read permission is needed for this request' },
      },
    });
    decisions = { 'catalog.location.create': DENY };
    const create = await org.server.json('/api/catalog/locations', {
      method: 'POST',
      token: ALICE,
      body: { type: 'file', target: `${org.server.dir}/extra.yaml` },
    });
    expect(create.status).toBe(403);
  });

  it('trusts service tokens, and asks the policy once per permission per request', async () => {
    decisions = { 'catalog.entity.read': DENY };
    const asService = await org.server.json<Entity[]>('/api/catalog/entities', {
      token: mockServiceToken('search'),
    });
    expect(asService.body).toHaveLength(everything.length);
    decideCalls = 0;
    decisions = readOnly(OWNS_TEAM_A);
    await org.server.json('/api/catalog/entities/by-name/location/default/root/ancestry', {
      token: ALICE,
    });
    expect(decideCalls).toBe(1);
  });

  it('gives other plugins only the entities their caller may read', async () => {
    decisions = readOnly(OWNS_TEAM_A);
    const read = async (ref: string) =>
      (await get<{ entity: Entity | null }>(`/api/reader/entity?ref=${ref}`)).body.entity;
    expect((await read('component:default/cart-service'))?.metadata.name).toBe('cart-service');
    expect(await read('component:default/pricing-web')).toBeNull();
    const components = await get<string[]>('/api/reader/entities?kind=Component');
    expect(components.body.sort()).toEqual(['cart-service', 'cart-worker']);
  });
});
