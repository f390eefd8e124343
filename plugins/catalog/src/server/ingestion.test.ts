import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { Entity } from '@atrium/model';
import { ORGANISATION_ENTITY_COUNT, organisationFiles } from './testing/organisationFixture';
import {
  documents,
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from './testing/startCatalogServer';

type Query = { items: Entity[]; totalItems: number };

describeEachDatabase('catalog ingestion', database => {
  let server: CatalogTestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const start = (options: Parameters<typeof startCatalogServer>[0] = {}) =>
    startCatalogServer({ database, ...options }).then(s => (server = s));

  const entity = async (ref: string) => {
    const [kind, rest] = ref.split(':') as [string, string];
    const [namespace, name] = rest.split('/') as [string, string];
    const { status, body } = await server!.get<Entity>(
      `/api/catalog/entities/by-name/${kind}/${namespace}/${name}`,
    );
    return status === 200 ? body : undefined;
  };

  const total = async () =>
    (await server!.get<Query>('/api/catalog/entities/by-query?limit=0')).body.totalItems;

  const waitForTotal = (count: number, timeoutMs?: number) =>
    server!.waitFor(async () => ((await total()) === count ? true : undefined), timeoutMs);

  it('reads a location tree, annotating every entity with where it came from', async () => {
    const s = await start({
      files: organisationFiles,
      locations: [{ type: 'file', target: './catalog.yaml' }],
    });
    await waitForTotal(ORGANISATION_ENTITY_COUNT + 1);
    const cart = await entity('component:default/cart-service');
    expect(cart?.metadata.annotations).toMatchObject({
      'backstage.io/managed-by-location': `file:${s.dir}/software.yaml`,
      'backstage.io/managed-by-origin-location': `file:${s.dir}/catalog.yaml`,
    });
    expect(cart?.metadata.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart?.metadata.etag).toMatch(/^[0-9a-f]{40}$/);
    expect(cart?.metadata.namespace).toBe('default');
  });

  it('generates all fourteen relation types, in both directions', async () => {
    await start({
      files: organisationFiles,
      locations: [{ type: 'file', target: './catalog.yaml' }],
    });
    await waitForTotal(ORGANISATION_ENTITY_COUNT + 1);
    const relations = async (ref: string) =>
      (await entity(ref))?.relations?.map(r => `${r.type} ${r.targetRef}`).sort() ?? [];

    expect(await relations('component:default/cart-service')).toEqual(
      [
        'consumesApi api:default/prices-api',
        'dependsOn resource:default/cart-db',
        'hasPart component:default/cart-worker',
        'ownedBy group:default/team-a',
        'partOf system:default/checkout',
        'providesApi api:default/cart-api',
      ].sort(),
    );
    expect(await relations('api:default/prices-api')).toEqual([
      'apiConsumedBy component:default/cart-service',
      'apiProvidedBy component:default/pricing-web',
      'ownedBy group:default/team-b',
    ]);
    expect(await relations('resource:default/cart-db')).toEqual([
      'dependencyOf component:default/cart-service',
      'ownedBy group:default/team-a',
      'partOf system:default/checkout',
    ]);
    expect(await relations('group:default/team-a')).toEqual([
      'childOf group:default/engineering',
      'hasMember user:default/alice',
      'ownerOf api:default/cart-api',
      'ownerOf component:default/cart-service',
      'ownerOf component:default/cart-worker',
      'ownerOf resource:default/cart-db',
      'ownerOf system:default/checkout',
    ]);
    expect(await relations('group:default/engineering')).toEqual([
      'ownerOf domain:default/payments',
      'parentOf group:default/team-a',
      'parentOf group:default/team-b',
    ]);
    expect(await relations('user:default/alice')).toEqual(['memberOf group:default/team-a']);
    expect(await relations('domain:default/payments')).toEqual([
      'hasPart system:default/checkout',
      'ownedBy group:default/engineering',
    ]);
    expect(await relations('component:default/cart-worker')).toContain(
      'partOf component:default/cart-service',
    );
  });

  it('shows a changed file through the API within 2 seconds, without a refresh call', async () => {
    const s = await start({
      files: {
        'catalog.yaml': entityYaml('Component', 'watched', {
          type: 'service',
          lifecycle: 'production',
          owner: 'team',
        }),
      },
      locations: [{ type: 'file', target: './catalog.yaml' }],
    });
    await waitForTotal(2);
    await s.write(
      'catalog.yaml',
      entityYaml('Component', 'watched', {
        type: 'library',
        lifecycle: 'production',
        owner: 'team',
      }),
    );
    const changedAt = Date.now();
    await s.waitFor(
      async () =>
        (await entity('component:default/watched'))?.spec?.type === 'library' ? true : undefined,
      2_000,
    );
    expect(Date.now() - changedAt).toBeLessThan(2_000);
  });

  it('answers facets and totals that follow changes to the catalog', async () => {
    const s = await start({
      files: {
        'catalog.yaml': entityYaml('Component', 'counted', {
          type: 'service',
          lifecycle: 'production',
          owner: 'team',
        }),
      },
      locations: [{ type: 'file', target: './catalog.yaml' }],
    });
    await waitForTotal(2);
    const facets = async () =>
      (
        await s.get<{ facets: Record<string, Array<{ value: string; count: number }>> }>(
          '/api/catalog/entity-facets?facet=spec.type&filter=kind=component',
        )
      ).body.facets['spec.type'];
    expect(await facets()).toEqual([{ value: 'service', count: 1 }]);
    await s.write(
      'catalog.yaml',
      documents(
        entityYaml('Component', 'counted', {
          type: 'library',
          lifecycle: 'production',
          owner: 'team',
        }),
        entityYaml('Component', 'added', {
          type: 'library',
          lifecycle: 'production',
          owner: 'team',
        }),
      ),
    );
    await waitForTotal(3);
    expect(await facets()).toEqual([{ value: 'library', count: 2 }]);
  });

  it('re-reads a location at once on POST /refresh', async () => {
    const s = await start({
      files: {
        'catalog.yaml': entityYaml('Component', 'fresh', {
          type: 'service',
          lifecycle: 'production',
          owner: 'team',
        }),
      },
      config: { catalog: { processingInterval: { hours: 1 } } },
    });
    const created = await s.json<{ location: { id: string } }>('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: `${s.dir}/catalog.yaml` },
    });
    expect(created.status).toBe(201);
    await s.write(
      'catalog.yaml',
      entityYaml('Component', 'fresh', { type: 'website', lifecycle: 'production', owner: 'team' }),
    );
    const refreshed = await s.json('/api/catalog/refresh', {
      method: 'POST',
      body: { entityRef: 'component:default/fresh' },
    });
    expect(refreshed.status).toBe(200);
    expect((await entity('component:default/fresh'))?.spec?.type).toBe('website');
  });

  it('reads sources when registered and refreshed, never on a timer, when processingInterval is false', async () => {
    const s = await start({
      files: {
        'catalog.yaml': entityYaml('Component', 'still', {
          type: 'service',
          lifecycle: 'production',
          owner: 'team',
        }),
      },
      config: { catalog: { processingInterval: false } },
    });
    const created = await s.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: `${s.dir}/catalog.yaml` },
    });
    expect(created.status).toBe(201);
    await waitForTotal(2);
    expect((await entity('component:default/still'))?.spec?.type).toBe('service');
    await s.write(
      'catalog.yaml',
      entityYaml('Component', 'still', { type: 'library', lifecycle: 'production', owner: 'team' }),
    );
    const refreshed = await s.json('/api/catalog/refresh', {
      method: 'POST',
      body: { entityRef: 'component:default/still' },
    });
    expect(refreshed.status).toBe(200);
    expect((await entity('component:default/still'))?.spec?.type).toBe('library');
  });

  it('orphans an entity that disappears from its file, and adopts it again when it comes back', async () => {
    const both = documents(
      entityYaml('Component', 'stays', { type: 'service', lifecycle: 'production', owner: 'team' }),
      entityYaml('Component', 'goes', { type: 'service', lifecycle: 'production', owner: 'team' }),
    );
    const s = await start({
      files: { 'catalog.yaml': both },
      locations: [{ type: 'file', target: './catalog.yaml' }],
    });
    await waitForTotal(3);
    await s.write(
      'catalog.yaml',
      entityYaml('Component', 'stays', { type: 'service', lifecycle: 'production', owner: 'team' }),
    );
    const orphan = await s.waitFor(async () => {
      const goes = await entity('component:default/goes');
      return goes?.metadata.annotations?.['backstage.io/orphan'] === 'true' ? goes : undefined;
    });
    expect(orphan.metadata.name).toBe('goes');
    const orphans = await s.get<Query>(
      '/api/catalog/entities/by-query?filter=metadata.annotations.backstage.io/orphan=true',
    );
    expect(orphans.body.items.map(e => e.metadata.name)).toEqual(['goes']);
    await s.write('catalog.yaml', both);
    await s.waitFor(async () =>
      (await entity('component:default/goes'))?.metadata.annotations?.['backstage.io/orphan']
        ? undefined
        : true,
    );
  });

  it('keeps the first owner of an entity claimed by two locations and tells the second why', async () => {
    const s = await start({
      files: {
        'first.yaml': entityYaml('Component', 'shared', {
          type: 'service',
          lifecycle: 'production',
          owner: 'first',
        }),
        'second.yaml': entityYaml('Component', 'shared', {
          type: 'service',
          lifecycle: 'production',
          owner: 'second',
        }),
      },
    });
    const register = (file: string) =>
      s.json<{ location: { id: string; target: string } }>('/api/catalog/locations', {
        method: 'POST',
        body: { type: 'file', target: `${s.dir}/${file}` },
      });
    await register('first.yaml');
    await register('second.yaml');
    expect((await entity('component:default/shared'))?.spec?.owner).toBe('first');
    const locations = await s.get<Query>('/api/catalog/entities/by-query?filter=kind=location');
    const second = locations.body.items.find(l =>
      (l.spec as { target: string }).target.endsWith('second.yaml'),
    );
    expect(second?.status?.items?.[0]).toMatchObject({
      level: 'error',
      type: 'backstage.io/catalog-processing',
      message: expect.stringContaining('component:default/shared is already provided by'),
    });
  });

  it('expands $text placeholders relative to the entity file', async () => {
    const s = await start({
      files: {
        'apis/api.yaml': JSON.stringify({
          apiVersion: 'backstage.io/v1alpha1',
          kind: 'API',
          metadata: { name: 'described' },
          spec: {
            type: 'openapi',
            lifecycle: 'production',
            owner: 'team',
            definition: { $text: './openapi.yaml' },
          },
        }),
        'apis/openapi.yaml':
          'openapi: 3.0.3\ninfo: { title: Described, version: 1.0.0 }\npaths: {}\n',
      },
      locations: [{ type: 'file', target: './apis/api.yaml' }],
    });
    void s;
    await waitForTotal(2);
    expect((await entity('api:default/described'))?.spec?.definition).toContain('title: Described');
  });

  it('removes the entities of a deleted location, and with them their relations', async () => {
    const s = await start({ files: organisationFiles });
    const created = await s.json<{ location: { id: string }; entities: Entity[] }>(
      '/api/catalog/locations',
      {
        method: 'POST',
        body: { type: 'file', target: `${s.dir}/catalog.yaml` },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.entities).toHaveLength(ORGANISATION_ENTITY_COUNT + 1);
    expect(await total()).toBe(ORGANISATION_ENTITY_COUNT + 1);
    const removed = await s.request(`/api/catalog/locations/${created.body.location.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(await total()).toBe(0);
    expect((await s.get(`/api/catalog/locations/${created.body.location.id}`)).status).toBe(404);
  });
});
