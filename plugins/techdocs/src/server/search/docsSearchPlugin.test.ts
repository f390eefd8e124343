import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Entity } from '@atrium/model';
import {
  searchCollators,
  type SearchCollator,
  type SearchDocument,
} from '@atrium/plugin-search/node';
import { catalogEntitiesServiceRef } from '@atrium/plugin-catalog/node';
import { definePlugin } from '@atrium/server-core';
import { startTestServer, type TestServer } from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTechDocsPlugin } from '../plugin';

const RIDES: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: {
    name: 'Rides-Service',
    namespace: 'default',
    title: 'Rides Service',
    annotations: { 'backstage.io/techdocs-ref': 'dir:./rides' },
  },
  spec: {},
};

/** The catalog as the docs plugin sees it, and a search that records what it is given. */
function standIns(root: string) {
  const collators: SearchCollator[] = [];
  const indexed: SearchDocument[][] = [];
  const plugin = definePlugin({
    id: 'stand-ins',
    provides: [catalogEntitiesServiceRef],
    setup({ provide, extensions, lifecycle }) {
      const entity = {
        ...RIDES,
        metadata: {
          ...RIDES.metadata,
          annotations: {
            ...RIDES.metadata.annotations,
            'backstage.io/managed-by-location': `file:${path.join(root, 'catalog-info.yaml')}`,
          },
        },
      };
      provide(catalogEntitiesServiceRef, {
        getEntityByRef: async ref =>
          ref === 'component:default/rides-service' ? entity : undefined,
        getEntities: async () => [],
      });
      lifecycle.onStart(() => {
        collators.push(...extensions.list(searchCollators));
        for (const collator of collators) {
          collator.onChange?.({
            index: async documents => void indexed.push([...documents]),
            remove: async () => undefined,
          });
        }
      });
    },
  });
  return { plugin, collators, indexed };
}

describe('the docs search collator in the server', () => {
  let server: TestServer;
  let root: string;
  let search: ReturnType<typeof standIns>;

  beforeAll(async () => {
    root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'techdocs-search-')));
    await fs.mkdir(path.join(root, 'rides', 'docs'), { recursive: true });
    await fs.writeFile(path.join(root, 'rides', 'mkdocs.yml'), 'site_name: Rides\n');
    await fs.writeFile(
      path.join(root, 'rides', 'docs', 'index.md'),
      '# Rides\n\nBook a ride.\n\n## Pricing\n\nFares per kilometre.\n',
    );
    search = standIns(root);
    server = await startTestServer({
      plugins: [search.plugin, createTechDocsPlugin()],
      config: {
        techdocs: {
          publisher: { type: 'local', local: { publishDirectory: path.join(root, 'published') } },
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('contributes the techdocs collator; a build indexes its pages, the full pass finds them', async () => {
    expect(search.collators.map(collator => collator.type)).toEqual(['techdocs']);
    const sync = await server.request('/api/techdocs/sync/default/component/rides-service');
    expect(await sync.text()).toContain('"updated":true');

    const expected = [
      {
        key: 'component:default/rides-service#',
        title: 'Rides',
        location: '/docs/default/component/Rides-Service/',
      },
      {
        key: 'component:default/rides-service##pricing',
        title: 'Rides › Pricing',
        text: 'Fares per kilometre.',
        location: '/docs/default/component/Rides-Service/#pricing',
        fields: expect.objectContaining({ entityTitle: 'Rides Service', name: 'Rides-Service' }),
        resourceRef: 'component:default/rides-service',
      },
    ];
    expect(search.indexed).toEqual([
      [expect.objectContaining(expected[0]), expect.objectContaining(expected[1])],
    ]);

    const all: SearchDocument[] = [];
    for await (const batch of search.collators[0]!.documents()) all.push(...batch);
    expect(all).toEqual(search.indexed[0]);
  });
});
