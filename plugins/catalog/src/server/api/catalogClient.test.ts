import { CatalogClient, type QueryEntitiesInitialRequest } from '@backstage/catalog-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { componentYaml as component, documents, entityYaml } from '../testing/startCatalogServer';
import { startFileHost, type FileHost } from '../testing/startFileHost';
import { ORGANISATION_ENTITY_COUNT } from '../testing/organisationFixture';
import {
  names,
  startOrganisationCatalog,
  type OrganisationCatalog,
} from './startOrganisationCatalog';

/**
 * Scripts written for Backstage call the catalog through the published client: each call it
 * makes here must work against Atrium as it does against Backstage. The client is the real
 * package (a dev dependency), not a copy of what it sends.
 */
describeEachDatabase('the published @backstage/catalog-client', database => {
  let org: OrganisationCatalog;
  let client: CatalogClient;
  let fileHost: FileHost;
  /** Method and path of each request the client made, in order. */
  const calls: string[] = [];

  beforeAll(async () => {
    fileHost = await startFileHost({
      '/acme/shop/catalog-info.yaml': documents(
        entityYaml('Component', 'shop', {
          type: 'website',
          lifecycle: 'production',
          owner: 'team-a',
        }),
      ),
    });
    org = await startOrganisationCatalog(database, {
      files: {
        'extra.yaml': documents(component('extra-one'), component('extra-two')),
        'other.yaml': documents(component('other-one')),
      },
      config: { backend: { reading: { allow: [{ host: fileHost.host }] } } },
    });
    const { server } = org;
    client = new CatalogClient({
      discoveryApi: { getBaseUrl: async () => `${server.url}/api/catalog` },
      fetchApi: {
        // The test server adds the caller's token.
        fetch: (input, init) => {
          const url = new URL(String(input));
          calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
          return server.request(`${url.pathname}${url.search}`, init);
        },
      },
    });
  });
  afterAll(async () => {
    await org?.server.stop();
    await fileHost?.stop();
  });

  it('reads entities: lists, filters, fields, refs, pages, names, ancestry and facets', async () => {
    const all = await client.getEntities();
    expect(all.items).toHaveLength(ORGANISATION_ENTITY_COUNT + 1);

    const components = await client.getEntities({
      filter: { kind: 'Component' },
      fields: ['metadata.name'],
      order: { field: 'metadata.name', order: 'asc' },
    });
    expect(names(components.items)).toEqual(['cart-service', 'cart-worker', 'pricing-web']);
    expect(components.items[0]).toEqual({ metadata: { name: 'cart-service' } });

    const byRefs = await client.getEntitiesByRefs({
      entityRefs: ['component:default/cart-service', 'component:default/missing', 'user:alice'],
    });
    expect(byRefs.items.map(entity => entity?.metadata.name)).toEqual([
      'cart-service',
      undefined,
      'alice',
    ]);

    const first = await client.queryEntities({
      filter: { kind: ['Component', 'API'] },
      orderFields: { field: 'metadata.name', order: 'asc' },
      limit: 2,
    });
    expect(first.totalItems).toBe(5);
    expect(names(first.items)).toEqual(['cart-api', 'cart-service']);
    const second = await client.queryEntities({ cursor: first.pageInfo.nextCursor!, limit: 2 });
    expect(names(second.items)).toEqual(['cart-worker', 'prices-api']);
    const streamed = [];
    for await (const page of client.streamEntities({ filter: { kind: 'Group' }, pageSize: 2 })) {
      streamed.push(...names(page));
    }
    expect(streamed.sort()).toEqual(['engineering', 'team-a', 'team-b']);

    const cart = await client.getEntityByRef('component:default/cart-service');
    expect(cart?.spec?.owner).toBe('team-a');
    expect(await client.getEntityByRef('component:default/missing')).toBeUndefined();
    // The older form some scripts still call.
    const byName = await client.getEntityByName({
      kind: 'Component',
      namespace: 'default',
      name: 'cart-service',
    });
    expect(byName?.metadata.uid).toBe(cart?.metadata.uid);

    const ancestry = await client.getEntityAncestors({ entityRef: 'component:cart-service' });
    expect(ancestry.rootEntityRef).toBe('component:default/cart-service');
    expect(ancestry.items.map(item => item.entity.kind)).toEqual([
      'Component',
      'Location',
      'Location',
    ]);

    const facets = await client.getEntityFacets({
      facets: ['spec.type'],
      filter: { kind: 'Component' },
    });
    expect(facets.facets['spec.type']).toEqual(
      expect.arrayContaining([{ value: 'service', count: expect.any(Number) }]),
    );
  });

  it('queries entities and facets with filter predicates, paging with the cursors it is given', async () => {
    // The label matches nothing; its `~`s make a base64url cursor hold a `-`, which atob refuses.
    const query: QueryEntitiesInitialRequest['query'] = {
      $all: [
        { kind: 'component', 'spec.type': { $in: ['service', 'website', 'worker'] } },
        { $not: { 'metadata.labels.~~~~~~~~~': 'x' } },
      ],
    };
    const first = await client.queryEntities({
      query,
      orderFields: { field: 'metadata.name', order: 'asc' },
      fields: ['metadata.name'],
      limit: 2,
    });
    expect(first.totalItems).toBe(3);
    expect(first.items).toEqual([
      { metadata: { name: 'cart-service' } },
      { metadata: { name: 'cart-worker' } },
    ]);
    const second = await client.queryEntities({ cursor: first.pageInfo.nextCursor!, limit: 2 });
    expect(names(second.items)).toEqual(['pricing-web']);
    // The client routes a cursor that carries a predicate to the POST route, as with Backstage.
    expect(calls.at(-1)).toBe('POST /api/catalog/entities/by-query');
    expect(second.pageInfo.nextCursor).toBeUndefined();

    // A filter beside the predicate: the client sends both as one predicate.
    const both = await client.queryEntities({
      query: { $not: { 'metadata.name': { $hasPrefix: 'cart-' } } },
      filter: { kind: 'Component' },
    });
    expect(names(both.items)).toEqual(['pricing-web']);

    const streamed = [];
    for await (const page of client.streamEntities({ query: { kind: 'group' }, pageSize: 2 })) {
      streamed.push(...names(page));
    }
    expect(streamed.sort()).toEqual(['engineering', 'team-a', 'team-b']);

    const facets = await client.getEntityFacets({
      facets: ['kind'],
      query: { 'spec.owner': 'team-a' },
    });
    expect(facets.facets.kind).toEqual(
      expect.arrayContaining([
        { value: 'Component', count: 2 },
        { value: 'System', count: 1 },
      ]),
    );
  });

  it('queries, streams and updates locations, and analyzes a repository', async () => {
    const added = await client.addLocation({
      type: 'file',
      target: `${org.server.dir}/extra.yaml`,
    });
    const files = await client.queryLocations({ query: { type: 'file' }, limit: 1 });
    expect(files.totalItems).toBe(2);
    expect(files.items).toHaveLength(1);
    const streamed = [];
    for await (const page of client.streamLocations({ query: { type: 'file' }, limit: 1 })) {
      streamed.push(...page);
    }
    expect(streamed.map(location => location.target).sort()).toEqual(
      [`${org.server.dir}/catalog.yaml`, `${org.server.dir}/extra.yaml`].sort(),
    );

    const target = `${org.server.dir}/other.yaml`;
    const updated = await client.updateLocation(added.location.id, { type: 'file', target });
    expect(updated).toEqual({ id: added.location.id, type: 'file', target });
    expect(await client.getEntityByRef('component:default/other-one')).toBeDefined();
    expect(await client.getEntityByRef('component:default/extra-one')).toBeUndefined();
    await client.removeLocationById(added.location.id);

    const analyzed = await client.analyzeLocation({
      location: { type: 'url', target: `http://${fileHost.host}/acme/shop/catalog-info.yaml` },
    });
    expect(analyzed.generateEntities).toEqual([]);
    expect(analyzed.existingEntityFiles.map(file => file.entity.metadata.name)).toEqual(['shop']);

    // A repository URL: its catalog file is found at its root, else a Component is proposed.
    const repository = await client.analyzeLocation({
      location: { type: 'url', target: `http://${fileHost.host}/acme/shop` },
    });
    expect(repository.existingEntityFiles.map(file => file.location.target)).toEqual([
      `http://${fileHost.host}/acme/shop/catalog-info.yaml`,
    ]);
    const proposed = await client.analyzeLocation({
      location: { type: 'url', target: `http://${fileHost.host}/acme/no-catalog` },
    });
    expect(proposed.generateEntities.map(generated => generated.entity)).toEqual([
      {
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: { name: 'no-catalog' },
        spec: { type: 'other', lifecycle: 'unknown' },
      },
    ]);
  });

  it('adds, finds and removes locations, the removal sending an empty JSON body', async () => {
    const target = `${org.server.dir}/extra.yaml`;
    const dryRun = await client.addLocation({ type: 'file', target, dryRun: true });
    // With the Location entity standing for the registration, as Backstage answers.
    expect(names(dryRun.entities)).toEqual(
      expect.arrayContaining(['extra-one', 'extra-two', expect.stringMatching(/^generated-/)]),
    );

    const added = await client.addLocation({ type: 'file', target });
    expect(added.location).toMatchObject({ type: 'file', target });
    const { items } = await client.getLocations();
    expect(items.map(location => location.target)).toContain(target);
    expect(await client.getLocationById(added.location.id)).toEqual(added.location);
    expect(await client.getLocationByRef(`file:${target}`)).toEqual(added.location);
    const fromEntity = await client.getLocationByEntity('component:default/extra-one');
    expect(fromEntity?.target).toBe(target);

    await client.removeLocationById(added.location.id);
    expect(await client.getLocationById(added.location.id)).toBeUndefined();
    expect(await client.getEntityByRef('component:default/extra-one')).toBeUndefined();
  });

  it('refreshes, validates and removes entities', async () => {
    await client.refreshEntity('component:default/cart-service');

    const valid = await client.validateEntity(
      {
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: { name: 'checked' },
        spec: { type: 'service', lifecycle: 'production', owner: 'team-a' },
      },
      'url:https://example.com/catalog-info.yaml',
    );
    expect(valid).toEqual({ valid: true });
    const invalid = await client.validateEntity(
      { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'no spec!' } },
      'url:https://example.com/catalog-info.yaml',
    );
    expect(invalid.valid).toBe(false);

    const worker = await client.getEntityByRef('component:default/cart-worker');
    await client.removeEntityByUid(worker!.metadata.uid!);
    expect(await client.getEntityByRef('component:default/cart-worker')).toBeUndefined();
    // Removing it again is no error, as in Backstage.
    await client.removeEntityByUid(worker!.metadata.uid!);
  });
});
