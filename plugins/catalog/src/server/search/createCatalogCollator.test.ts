import { afterEach, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import {
  searchCollators,
  type SearchCollator,
  type SearchDocument,
  type SearchIndexSink,
} from '@atrium/plugin-search/node';
import { definePlugin } from '@atrium/server-core';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { catalogProviders, type CatalogProvider } from '../../node';
import {
  componentYaml,
  documents,
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';

/** What reached the sink, in order. */
type SinkCall = { index: SearchDocument[] } | { remove: string[] };

/** A sink recording every call; `fail` makes calls reject (or hang) while it is set. */
function recordingSink() {
  const calls: SinkCall[] = [];
  const state = { fail: undefined as 'reject' | 'hang' | undefined };
  const answer = () => {
    if (state.fail === 'reject') return Promise.reject(new Error('The index is down'));
    if (state.fail === 'hang') return new Promise<void>(() => {});
    return Promise.resolve();
  };
  const sink: SearchIndexSink = {
    index(docs) {
      calls.push({ index: [...docs] });
      return answer();
    },
    remove(keys) {
      calls.push({ remove: [...keys] });
      return answer();
    },
  };
  /** The last word the sink had on a key: the document indexed, or 'removed'. */
  const latest = (key: string): SearchDocument | 'removed' | undefined => {
    for (let i = calls.length - 1; i >= 0; i--) {
      const call = calls[i]!;
      if ('remove' in call && call.remove.includes(key)) return 'removed';
      const found = 'index' in call ? call.index.find(doc => doc.key === key) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  /** How many index calls carried the key. */
  const indexed = (key: string) =>
    calls.filter(call => 'index' in call && call.index.some(doc => doc.key === key)).length;
  return { sink, calls, state, latest, indexed };
}

/** A plugin that finds the catalog's collator, as the search does, and gives it the sink. */
function searchProbe(sink: SearchIndexSink) {
  const found: { collator?: SearchCollator } = {};
  const plugin = definePlugin({
    id: 'search-probe',
    setup(context) {
      found.collator = context.extensions
        .list(searchCollators)
        .find(collator => collator.type === 'software-catalog');
      found.collator?.onChange?.(sink);
    },
  });
  return { plugin, found };
}

async function allBatches(collator: SearchCollator): Promise<SearchDocument[][]> {
  const batches: SearchDocument[][] = [];
  for await (const batch of collator.documents()) batches.push([...batch]);
  return batches;
}

const CATALOG_FILE = documents(
  entityYaml(
    'Component',
    'payments-api',
    { type: 'service', lifecycle: 'production', owner: 'team-a' },
    { title: 'Payments API', description: 'Takes money' },
  ),
  entityYaml(
    'API',
    'ledger',
    { type: 'openapi', lifecycle: 'experimental', owner: 'team-a', definition: 'openapi: 3.0.0' },
    { description: 'The ledger' },
  ),
  entityYaml('User', 'ada', {
    profile: { displayName: 'Ada Lovelace', email: 'ada@example.com' },
    memberOf: ['team-a'],
  }),
  entityYaml('Group', 'team-a', {
    type: 'team',
    profile: { displayName: 'Team A', email: 'team-a@example.com' },
    children: [],
  }),
  JSON.stringify({
    apiVersion: 'scaffolder.backstage.io/v1beta3',
    kind: 'Template',
    metadata: { name: 'new-service', title: 'New service', description: 'Starts a service' },
    spec: { type: 'service', owner: 'team-a', steps: [] },
  }),
);

describeEachDatabase('the catalog search collator', database => {
  let server: CatalogTestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const total = async () =>
    (await server!.get<{ totalItems: number }>('/api/catalog/entities/by-query?limit=0')).body
      .totalItems;
  const waitForTotal = (count: number) =>
    server!.waitFor(async () => ((await total()) === count ? true : undefined));
  const entity = async (ref: string) => {
    const { body } = await server!.get<Entity>(`/api/catalog/entities/by-name/${ref}`);
    return body;
  };

  it('gives every kind as a document: components, APIs, people, teams and templates', async () => {
    const { sink } = recordingSink();
    const probe = searchProbe(sink);
    server = await startCatalogServer({
      database,
      plugins: [probe.plugin],
      files: { 'catalog.yaml': CATALOG_FILE },
      locations: [{ type: 'file', target: './catalog.yaml' }],
    });
    await waitForTotal(6);
    const all = (await allBatches(probe.found.collator!)).flat();
    const byKey = new Map(all.map(doc => [doc.key, doc]));
    expect([...byKey.keys()]).toEqual([
      'api:default/ledger',
      'component:default/payments-api',
      'group:default/team-a',
      expect.stringMatching(/^location:default\/generated-/),
      'template:default/new-service',
      'user:default/ada',
    ]);
    expect(byKey.get('component:default/payments-api')).toEqual({
      type: 'software-catalog',
      key: 'component:default/payments-api',
      title: 'Payments API',
      text: 'Takes money',
      location: '/catalog/default/component/payments-api',
      fields: {
        kind: 'Component',
        namespace: 'default',
        name: 'payments-api',
        lifecycle: 'production',
        owner: 'team-a',
        type: 'service',
        displayName: undefined,
        email: undefined,
      },
      resourceRef: 'component:default/payments-api',
    });
    expect(byKey.get('api:default/ledger')).toMatchObject({
      title: 'ledger',
      text: 'The ledger',
      location: '/catalog/default/api/ledger',
      fields: { kind: 'API', type: 'openapi', lifecycle: 'experimental', owner: 'team-a' },
    });
    expect(byKey.get('user:default/ada')).toMatchObject({
      title: 'Ada Lovelace',
      text: 'ada@example.com',
      location: '/catalog/default/user/ada',
      fields: { kind: 'User', displayName: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect(byKey.get('group:default/team-a')).toMatchObject({
      title: 'Team A',
      text: 'team-a@example.com',
      fields: { kind: 'Group', type: 'team', email: 'team-a@example.com' },
    });
    expect(byKey.get('template:default/new-service')).toMatchObject({
      title: 'New service',
      text: 'Starts a service',
      location: '/catalog/default/template/new-service',
      fields: { kind: 'Template', type: 'service', owner: 'team-a' },
    });
  });

  it('pages through a catalog larger than a batch, once each, in key order', async () => {
    const { sink, calls, latest } = recordingSink();
    const probe = searchProbe(sink);
    const names = Array.from({ length: 1_201 }, (_, i) => `svc-${String(i).padStart(4, '0')}`);
    server = await startCatalogServer({
      database,
      plugins: [probe.plugin],
      files: { 'many.yaml': documents(...names.map(name => componentYaml(name))) },
      locations: [{ type: 'file', target: './many.yaml' }],
    });
    await waitForTotal(names.length + 1);
    const batches = await allBatches(probe.found.collator!);
    expect(batches.length).toBe(3);
    expect(batches.map(batch => batch.length)).toEqual([500, 500, 202]);
    const keys = batches.flat().map(doc => doc.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...keys].sort());
    expect(keys.filter(key => key.startsWith('component:'))).toEqual(
      names.map(name => `component:default/${name}`),
    );

    // The load's writes reached the sink too, in batches no larger than the full pass's.
    await server.waitFor(async () =>
      names.every(name => latest(`component:default/${name}`) !== undefined) ? true : undefined,
    );
    const sizes = calls.map(call => ('index' in call ? call.index.length : call.remove.length));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(500);
  });

  it('sends a registered, changed, deleted and orphaned entity to the sink within 2 s', async () => {
    const { sink, latest, indexed } = recordingSink();
    const probe = searchProbe(sink);
    server = await startCatalogServer({ database, plugins: [probe.plugin] });
    const reaches = <T>(check: () => T | undefined) => server!.waitFor(async () => check(), 2_000);
    const file = await server.write(
      'team.yaml',
      documents(
        componentYaml('payments'),
        entityYaml('Component', 'ledger', { type: 'library', lifecycle: 'beta', owner: 'team-b' }),
      ),
    );

    const added = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: file },
    });
    expect(added.status).toBe(201);
    const registered = await reaches(() => {
      const doc = latest('component:default/payments');
      return doc !== undefined && doc !== 'removed' ? doc : undefined;
    });
    expect(registered.fields).toMatchObject({ owner: 'team-a', lifecycle: 'production' });
    expect(latest('component:default/ledger')).toMatchObject({ fields: { type: 'library' } });

    await server.write(
      'team.yaml',
      documents(
        entityYaml(
          'Component',
          'payments',
          { type: 'service', lifecycle: 'production', owner: 'team-a' },
          { description: 'Now takes cards' },
        ),
        entityYaml('Component', 'ledger', { type: 'library', lifecycle: 'beta', owner: 'team-b' }),
      ),
    );
    await reaches(() => {
      const doc = latest('component:default/payments');
      return doc !== 'removed' && doc?.text === 'Now takes cards' ? doc : undefined;
    });

    const { uid } = (await entity('component/default/payments')).metadata;
    const deleted = await server.request(`/api/catalog/entities/by-uid/${uid}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    await reaches(() => (latest('component:default/payments') === 'removed' ? true : undefined));

    // A file that no longer lists an entity leaves it orphaned: still found, now marked so.
    const before = indexed('component:default/ledger');
    await server.write('team.yaml', documents(componentYaml('payments')));
    await reaches(() => (indexed('component:default/ledger') > before ? true : undefined));
    expect(latest('component:default/ledger')).toMatchObject({ fields: { type: 'library' } });
    const orphan = await entity('component/default/ledger');
    expect(orphan.metadata.annotations?.['backstage.io/orphan']).toBe('true');
  });

  it('removes the entities of a deleted location, and what a provider stops listing', async () => {
    const { sink, latest } = recordingSink();
    const probe = searchProbe(sink);
    const provided = { entities: [entityYaml('Group', 'guild', { type: 'team', children: [] })] };
    const provider: CatalogProvider = {
      type: 'test-org',
      instances: () => [
        {
          id: 'acme',
          refreshIntervalMs: 100,
          read: async () => provided.entities.map(text => JSON.parse(text) as unknown),
        },
      ],
    };
    const providerPlugin = definePlugin({
      id: 'test-org',
      register: registrar => registrar.add(catalogProviders, provider),
      setup() {},
    });
    server = await startCatalogServer({ database, plugins: [probe.plugin, providerPlugin] });
    const reaches = <T>(check: () => T | undefined) => server!.waitFor(async () => check(), 2_000);
    await server.waitFor(async () =>
      (await total()) >= 2 && latest('group:default/guild') !== undefined ? true : undefined,
    );

    const file = await server.write('team.yaml', documents(componentYaml('payments')));
    const added = await server.json<{ location: { id: string } }>('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: file },
    });
    await reaches(() => (latest('component:default/payments') ? true : undefined));
    const removed = await server.request(`/api/catalog/locations/${added.body.location.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    await reaches(() => (latest('component:default/payments') === 'removed' ? true : undefined));

    provided.entities = [];
    await reaches(() => (latest('group:default/guild') === 'removed' ? true : undefined));
  });

  it('never holds up a write when the index fails or hangs, and sends later changes', async () => {
    const { sink, state, latest } = recordingSink();
    const probe = searchProbe(sink);
    server = await startCatalogServer({ database, plugins: [probe.plugin] });
    const file = await server.write('team.yaml', documents(componentYaml('payments')));

    state.fail = 'reject';
    const added = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: file },
    });
    expect(added.status).toBe(201);
    await server.waitFor(async () => (latest('component:default/payments') ? true : undefined));

    state.fail = undefined;
    await server.write('team.yaml', documents(componentYaml('payments', 'team-b')));
    const changed = await server.waitFor(async () => {
      const doc = latest('component:default/payments');
      return doc !== 'removed' && doc?.fields.owner === 'team-b' ? doc : undefined;
    });
    expect(changed.key).toBe('component:default/payments');

    state.fail = 'hang';
    await server.write('team.yaml', documents(componentYaml('payments', 'team-c')));
    const owner = async () =>
      ((await entity('component/default/payments')).spec as { owner?: string }).owner;
    await server.waitFor(async () => ((await owner()) === 'team-c' ? true : undefined));
    const other = await server.write('other.yaml', documents(componentYaml('ledger')));
    const second = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: other },
    });
    expect(second.status).toBe(201);
  });
});
