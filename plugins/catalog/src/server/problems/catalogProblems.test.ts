import { promises as fs } from 'node:fs';
import path from 'node:path';
import { definePlugin, type PluginDefinition } from '@atrium/server-core';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { afterEach, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { catalogProblemsServiceRef, type CatalogProblemChange } from '../../node';
import {
  componentYaml,
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';

/** Records what the catalog tells its problem listeners. */
function problemRecorder(received: CatalogProblemChange[]): PluginDefinition {
  return definePlugin({
    id: 'recorder',
    deps: { problems: catalogProblemsServiceRef },
    setup({ deps }) {
      deps.problems.onChange(changes => received.push(...changes));
    },
  });
}

const PARCEL = 'component:default/parcel';

describeEachDatabase('catalog problems', database => {
  let server: CatalogTestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  async function start(received: CatalogProblemChange[], config?: Record<string, unknown>) {
    const s = (server = await startCatalogServer({
      database,
      plugins: [problemRecorder(received)],
      files: { 'catalog.yaml': componentYaml('parcel') },
      locations: [{ type: 'file', target: './catalog.yaml' }],
      config,
    }));
    await s.waitFor(async () =>
      (await s.get('/api/catalog/entities/by-name/component/default/parcel')).status === 200
        ? true
        : undefined,
    );
    return s;
  }

  /** The error messages the declaring Location entity shows, once it shows any. */
  async function locationErrors(s: CatalogTestServer): Promise<string[] | undefined> {
    const { body } = await s.get<Entity[]>('/api/catalog/entities?filter=kind=location');
    const messages = body.flatMap(
      entity =>
        (entity as { status?: { items?: Array<{ message: string }> } }).status?.items?.map(
          item => item.message,
        ) ?? [],
    );
    return messages.length > 0 ? messages : undefined;
  }

  it('tells once when a file stops parsing, not on every read, and again when it is fixed', async () => {
    const received: CatalogProblemChange[] = [];
    const s = await start(received);

    await s.write('catalog.yaml', 'kind: [Component');
    const broken = await s.waitFor(async () => (received.length > 0 ? received : undefined));
    expect(broken).toEqual([
      {
        entityRef: PARCEL,
        problems: [expect.any(String)],
        link: '/catalog/default/component/parcel',
      },
    ]);
    const firstErrors = await s.waitFor(() => locationErrors(s));

    // Broken differently: read again (the Location shows the new error), told nothing new.
    await s.write('catalog.yaml', 'metadata:\n  name: parcel\n bad: indent');
    await s.waitFor(async () => {
      const errors = await locationErrors(s);
      return errors && errors.join() !== firstErrors.join() ? true : undefined;
    });
    expect(received).toHaveLength(1);

    await s.write('catalog.yaml', componentYaml('parcel'));
    await s.waitFor(async () => (received.length > 1 ? true : undefined));
    expect(received[1]).toMatchObject({ entityRef: PARCEL, problems: [] });
  });

  it('tells when a stored entity stops validating, and when it validates again', async () => {
    const received: CatalogProblemChange[] = [];
    const s = await start(received);

    // A lifecycle is required; the stored version stays, with the error.
    await s.write(
      'catalog.yaml',
      entityYaml('Component', 'parcel', { type: 'service', owner: 'a' }),
    );
    await s.waitFor(async () => (received.length > 0 ? true : undefined));
    expect(received[0]).toMatchObject({
      entityRef: PARCEL,
      problems: [expect.stringMatching(/lifecycle/)],
    });

    await s.write('catalog.yaml', componentYaml('parcel'));
    await s.waitFor(async () => (received.length > 1 ? true : undefined));
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ entityRef: PARCEL, problems: [] });
  });

  it('tells nothing when the file cannot be read', async () => {
    const received: CatalogProblemChange[] = [];
    const s = await start(received);
    await fs.rm(path.join(s.dir, 'catalog.yaml'));
    await s.waitFor(() => locationErrors(s));
    expect(received).toEqual([]);
  });

  it('tells nothing when turned off', async () => {
    const received: CatalogProblemChange[] = [];
    const s = await start(received, { catalog: { notifications: { enabled: false } } });
    await s.write('catalog.yaml', 'kind: [Component');
    await s.waitFor(() => locationErrors(s));
    expect(received).toEqual([]);
  });
});
