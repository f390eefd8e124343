import { afterEach, expect, it } from 'vitest';
import { definePlugin } from '@atrium/server-core';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { Entity } from '@atrium/model';
import { catalogProviders, type CatalogProvider } from '../node';
import { startCatalogServer, type CatalogTestServer } from './testing/startCatalogServer';

type Query = { items: Entity[] };

const group = (name: string, children: string[] = []) => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Group',
  metadata: { name },
  spec: { type: 'team', children },
});
const user = (name: string, memberOf: string[]) => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name },
  spec: { memberOf },
});

/** A provider whose one instance holds whatever the test puts in `held`, or fails. */
function testProvider() {
  const state = { held: [] as unknown[], failure: undefined as string | undefined, reads: 0 };
  const provider: CatalogProvider = {
    type: 'test-org',
    instances: ({ config }) =>
      config.getOptionalBoolean('testOrg.enabled')
        ? [
            {
              id: 'acme',
              refreshIntervalMs: 100,
              async read() {
                state.reads++;
                if (state.failure) throw new Error(state.failure);
                return state.held;
              },
            },
          ]
        : [],
  };
  const plugin = definePlugin({
    id: 'test-org',
    register: registrar => registrar.add(catalogProviders, provider),
    setup() {},
  });
  return { state, plugin };
}

describeEachDatabase('entity providers', database => {
  let server: CatalogTestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const names = async (kind: string) => {
    const { body } = await server!.get<Query>(`/api/catalog/entities/by-query?filter=kind=${kind}`);
    return body.items.map(entity => entity.metadata.name).sort();
  };
  const waitForNames = (kind: string, expected: string[]) =>
    server!.waitFor(async () => {
      const found = await names(kind);
      return JSON.stringify(found) === JSON.stringify(expected) ? found : undefined;
    }, 5_000);
  const providerLocation = async () => {
    const { body } = await server!.get<Query>(
      '/api/catalog/entities/by-query?filter=kind=location',
    );
    return body.items.find(l => (l.spec as { type?: string }).type === 'test-org');
  };

  it('ingests what a provider holds, whatever catalog.rules allow, and follows its changes', async () => {
    const { state, plugin } = testProvider();
    state.held = [group('payments'), group('billing'), user('ada', ['payments'])];
    server = await startCatalogServer({
      database,
      plugins: [plugin],
      config: { testOrg: { enabled: true } },
    });
    await waitForNames('group', ['billing', 'payments']);
    expect(await names('user')).toEqual(['ada']);
    expect((await providerLocation())?.spec).toEqual({ type: 'test-org', target: 'acme' });

    // A team removed at the host is removed from the catalog on the next read.
    state.held = [group('payments'), user('ada', ['payments']), user('grace', ['payments'])];
    await waitForNames('group', ['payments']);
    await waitForNames('user', ['ada', 'grace']);
  });

  it('keeps what was ingested when the provider fails, and says why on its location', async () => {
    const { state, plugin } = testProvider();
    state.held = [group('payments')];
    server = await startCatalogServer({
      database,
      plugins: [plugin],
      config: { testOrg: { enabled: true } },
    });
    await waitForNames('group', ['payments']);
    state.failure = 'github.example.com answered HTTP 502';
    const messages = await server.waitFor(async () => {
      const items = (await providerLocation())?.status?.items ?? [];
      return items.length > 0 ? items.map(item => item.message) : undefined;
    }, 5_000);
    expect(messages.join('\n')).toContain('github.example.com answered HTTP 502');
    expect(await names('group')).toEqual(['payments']);
  });

  it('registers nothing for a provider its configuration does not name', async () => {
    const { state, plugin } = testProvider();
    server = await startCatalogServer({ database, plugins: [plugin] });
    expect(await providerLocation()).toBeUndefined();
    expect(state.reads).toBe(0);
  });
});
