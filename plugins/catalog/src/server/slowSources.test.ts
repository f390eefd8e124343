import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { Entity } from '@atrium/model';
import { startFakeHost, type FakeHost } from './testing/startFakeHost';
import {
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
  type StartCatalogServerOptions,
} from './testing/startCatalogServer';

type Query = { items: Entity[] };

const spec = { type: 'service', lifecycle: 'production', owner: 'team' };
const HANGING = Array.from({ length: 12 }, (_, i) => `/hanging-${i}.yaml`);

describeEachDatabase('slow and hanging sources', database => {
  let server: CatalogTestServer | undefined;
  const hosts: FakeHost[] = [];
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    for (const host of hosts.splice(0)) await host.stop();
  });

  const fakeHost = async () => {
    const host = await startFakeHost();
    hosts.push(host);
    return host;
  };

  const start = async (options: StartCatalogServerOptions, ...allowed: FakeHost[]) => {
    const { backend, ...config } = (options.config ?? {}) as { backend?: { reading?: object } };
    server = await startCatalogServer({
      database,
      ...options,
      config: {
        ...config,
        backend: {
          ...backend,
          reading: { allow: allowed.map(h => ({ host: h.host })), ...backend?.reading },
        },
      },
    });
    return server;
  };

  const entity = async (name: string) => {
    const { status, body } = await server!.get<Entity>(
      `/api/catalog/entities/by-name/component/default/${name}`,
    );
    return status === 200 ? body : undefined;
  };

  /** The status messages on the Location entity generated for a registered target. */
  const locationErrors = async (target: string) => {
    const { body } = await server!.get<Query>(
      '/api/catalog/entities/by-query?filter=kind=location',
    );
    const location = body.items.find(l => (l.spec as { target?: string }).target === target);
    return location?.status?.items?.map(item => item.message) ?? [];
  };

  /** Waits until that Location entity carries status messages, and answers them. */
  const firstLocationErrors = (target: string) =>
    server!.waitFor(async () => {
      const found = await locationErrors(target);
      return found.length > 0 ? found : undefined;
    }, 5_000);

  it('shows a changed file within seconds while twelve URLs of one host never answer', async () => {
    const host = await fakeHost();
    for (const path of HANGING) host.serve(path, undefined);
    const s = await start(
      {
        files: { 'catalog.yaml': entityYaml('Component', 'local', spec) },
        locations: [
          ...HANGING.map(path => ({ type: 'url', target: `${host.url}${path}` })),
          { type: 'file', target: './catalog.yaml' },
        ],
      },
      host,
    );
    await s.waitFor(async () => ((await entity('local')) ? true : undefined), 5_000);
    await s.waitFor(async () => (host.active === 4 ? true : undefined), 5_000);

    await s.write('catalog.yaml', entityYaml('Component', 'local', { ...spec, type: 'library' }));
    const changedAt = Date.now();
    await s.waitFor(
      async () => ((await entity('local'))?.spec?.type === 'library' ? true : undefined),
      5_000,
    );
    expect(Date.now() - changedAt).toBeLessThan(5_000);
    // The hanging reads were still in flight all along.
    expect(host.active).toBe(4);
  });

  it('reads a changed file at once even when every URL slot hangs, across many hosts', async () => {
    // Nine hosts of four hanging URLs each: more than the 32 URL reads ever in flight at once.
    const slow = await Promise.all(Array.from({ length: 9 }, () => fakeHost()));
    const urls = slow.flatMap(host =>
      HANGING.slice(0, 4).map(path => {
        host.serve(path, undefined);
        return { type: 'url', target: `${host.url}${path}` };
      }),
    );
    const s = await start(
      {
        files: { 'catalog.yaml': entityYaml('Component', 'local', spec) },
        locations: [...urls, { type: 'file', target: './catalog.yaml' }],
      },
      ...slow,
    );
    const active = () => slow.reduce((sum, host) => sum + host.active, 0);
    await s.waitFor(async () => (active() === 32 ? true : undefined), 5_000);
    await s.waitFor(async () => ((await entity('local')) ? true : undefined), 5_000);

    await s.write('catalog.yaml', entityYaml('Component', 'local', { ...spec, type: 'library' }));
    const changedAt = Date.now();
    await s.waitFor(
      async () => ((await entity('local'))?.spec?.type === 'library' ? true : undefined),
      5_000,
    );
    expect(Date.now() - changedAt).toBeLessThan(5_000);
    expect(active()).toBe(32);
  });

  it('reads no more than catalog.readsPerHost URLs of one host at once, and other hosts meanwhile', async () => {
    const slow = await fakeHost();
    const fast = await fakeHost();
    for (const path of HANGING) slow.serve(path, undefined);
    fast.serve('/fast.yaml', entityYaml('Component', 'fast', spec));
    await start(
      {
        config: { catalog: { readsPerHost: 3 } },
        locations: [
          ...HANGING.map(path => ({ type: 'url', target: `${slow.url}${path}` })),
          { type: 'url', target: `${fast.url}/fast.yaml` },
        ],
      },
      slow,
      fast,
    );
    await server!.waitFor(async () => ((await entity('fast')) ? true : undefined), 5_000);
    await server!.waitFor(async () => (slow.active === 3 ? true : undefined), 5_000);
    // Give any read beyond the limit time to show up.
    await new Promise(resolve => setTimeout(resolve, 500));
    expect(slow.maxActive).toBe(3);
    expect(slow.active).toBe(3);
  });

  it('reports a read that times out on the location, and reads it again later', async () => {
    const host = await fakeHost();
    host.serve('/hanging.yaml', undefined);
    const target = `${host.url}/hanging.yaml`;
    await start(
      {
        config: {
          backend: { reading: { timeoutMs: 300 } },
          catalog: { processingInterval: { milliseconds: 400 } },
        },
        locations: [{ type: 'url', target }],
      },
      host,
    );
    const messages = await firstLocationErrors(target);
    expect(messages).toEqual([
      `Unable to read url:${target}: Timed out after 300 ms reading ${target}`,
    ]);
    await server!.waitFor(
      async () => ((host.hits.get('/hanging.yaml') ?? 0) >= 2 ? true : undefined),
      5_000,
    );
  });

  it('gives up on a source that takes longer than catalog.processingTimeout as a whole', async () => {
    const host = await fakeHost();
    host.serve('/slow-a.md', undefined);
    host.serve('/slow-b.md', undefined);
    host.serve(
      '/catalog.yaml',
      entityYaml('Component', 'slow', spec, {
        description: { $text: './slow-a.md' },
        annotations: { note: { $text: './slow-b.md' } },
      }),
    );
    const target = `${host.url}/catalog.yaml`;
    await start(
      {
        config: {
          backend: { reading: { timeoutMs: 10_000 } },
          catalog: { processingTimeout: { milliseconds: 500 } },
        },
        locations: [{ type: 'url', target }],
      },
      host,
    );
    const startedAt = Date.now();
    const messages = await firstLocationErrors(target);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(messages).toEqual([
      `Reading url:${target} took longer than 500 ms (catalog.processingTimeout); it is read again later`,
    ]);
    expect(await entity('slow')).toBeUndefined();
  });
});
