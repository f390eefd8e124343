import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { Entity } from '@atrium/model';
import {
  documents,
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from './testing/startCatalogServer';

type Query = { items: Entity[]; totalItems: number };

const LIMIT = 20_000;
const spec = { type: 'service', lifecycle: 'production', owner: 'team' };

describeEachDatabase('entity size limit', database => {
  let server: CatalogTestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const entity = async (name: string) => {
    const { status, body } = await server!.get<Entity>(
      `/api/catalog/entities/by-name/component/default/${name}`,
    );
    return status === 200 ? body : undefined;
  };

  const register = (s: CatalogTestServer, file: string) =>
    s.json<{ location: { id: string } }>('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: `${s.dir}/${file}` },
    });

  it('refuses a new entity larger than catalog.maxEntitySize and stores nothing of it', async () => {
    const s = (server = await startCatalogServer({
      database,
      config: { catalog: { maxEntitySize: LIMIT } },
      files: {
        'catalog.yaml': documents(
          entityYaml('Component', 'small', spec),
          entityYaml('Component', 'huge', spec, { description: 'x'.repeat(LIMIT) }),
        ),
      },
    }));
    expect((await register(s, 'catalog.yaml')).status).toBe(201);

    expect(await entity('small')).toBeDefined();
    expect(await entity('huge')).toBeUndefined();
    const all = await s.get<Query>('/api/catalog/entities/by-query?fullTextFilterTerm=huge');
    expect(all.body.totalItems).toBe(0);
    const locations = await s.get<Query>('/api/catalog/entities/by-query?filter=kind=location');
    const messages = locations.body.items.flatMap(l => l.status?.items ?? []).map(i => i.message);
    expect(messages).toEqual([
      expect.stringMatching(
        new RegExp(
          `component:default/huge in file:.*catalog\\.yaml is \\d+ bytes of JSON, more than the limit of ${LIMIT} bytes \\(catalog\\.maxEntitySize\\)`,
        ),
      ),
    ]);
  });

  it('keeps the last good version of an entity whose new version is too large, and says why on it', async () => {
    const s = (server = await startCatalogServer({
      database,
      config: { catalog: { maxEntitySize: LIMIT } },
      files: { 'catalog.yaml': entityYaml('Component', 'grows', spec, { description: 'first' }) },
    }));
    expect((await register(s, 'catalog.yaml')).status).toBe(201);
    expect((await entity('grows'))?.metadata.description).toBe('first');

    await s.write(
      'catalog.yaml',
      entityYaml('Component', 'grows', spec, { description: 'y'.repeat(LIMIT * 3) }),
    );
    const stored = await s.waitFor(async () => {
      const current = await entity('grows');
      return current?.status?.items?.length ? current : undefined;
    });
    expect(stored.metadata.description).toBe('first');
    expect(stored.status?.items?.[0]).toMatchObject({
      level: 'error',
      type: 'backstage.io/catalog-processing',
      message: expect.stringContaining(`more than the limit of ${LIMIT} bytes`),
    });
    expect(JSON.stringify(stored)).not.toContain('yyyy');
  });

  it('accepts entities up to the default limit of 1 MiB', async () => {
    const s = (server = await startCatalogServer({
      database,
      files: {
        'catalog.yaml': documents(
          entityYaml('Component', 'large', spec, { description: 'z'.repeat(900_000) }),
          entityYaml('Component', 'too-large', spec, { description: 'z'.repeat(1_100_000) }),
        ),
      },
    }));
    expect((await register(s, 'catalog.yaml')).status).toBe(201);
    expect(await entity('large')).toBeDefined();
    expect(await entity('too-large')).toBeUndefined();
  });

  it('refuses to start with a limit that is not a whole number above 0', async () => {
    await expect(
      startCatalogServer({ database, config: { catalog: { maxEntitySize: -1 } } }),
    ).rejects.toThrow(/catalog\.maxEntitySize.*a whole number above 0/);
  });
});
