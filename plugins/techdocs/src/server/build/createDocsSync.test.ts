import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildSite } from '../../builder';
import type { TechDocsMetadata } from '../../shared';
import type { DocsSourcePreparer } from '../sources/prepareDocsSource';
import type { DocsStorage } from '../storage/DocsStorage';
import type { BuildLeases } from './createBuildLeases';
import { createDocsSync, type DocsSyncOptions } from './createDocsSync';

const KEY = { namespace: 'default', kind: 'component', name: 'rides-service' };
const SOURCE = { type: 'directory' as const, path: '/srv/docs/rides' };

/** A site store keeping metadata only, and counting publications. */
function memoryStorage() {
  const sites = new Map<string, TechDocsMetadata>();
  let publications = 0;
  const storage: DocsStorage = {
    async publish(_key, siteDir) {
      publications += 1;
      const metadata = JSON.parse(await fs.readFile(path.join(siteDir, 'meta.json'), 'utf8'));
      sites.set('site', metadata);
      return { files: 1 };
    },
    readMetadata: async () => sites.get('site'),
    readFile: async () => undefined,
    remove: async () => void sites.delete('site'),
    listSites: async () => [],
  };
  const put = (metadata: TechDocsMetadata) => void sites.set('site', metadata);
  return { storage, put, publications: () => publications };
}

function setup(options: {
  etag: () => string;
  leases?: BuildLeases;
  buildMs?: number;
  failure?: () => Error | undefined;
  onBuildFailed?: DocsSyncOptions['onBuildFailed'];
}) {
  const { storage, put, publications } = memoryStorage();
  const cleanups: string[] = [];
  const sources: DocsSourcePreparer = {
    etag: async () => options.etag(),
    prepare: async () => {
      const failure = options.failure?.();
      if (failure) throw failure;
      return {
        directory: SOURCE.path,
        etag: options.etag(),
        cleanup: async () => void cleanups.push('cleaned'),
      };
    },
  };
  const caches: unknown[] = [];
  const buildSite: BuildSite = async ({ outputDir, etag, cache, log }) => {
    caches.push(cache);
    log?.('Building site Rides');
    await new Promise(resolve => setTimeout(resolve, options.buildMs ?? 0));
    const metadata = { site_name: 'Rides', site_description: '', etag: etag!, build_timestamp: 1 };
    await fs.writeFile(path.join(outputDir, 'meta.json'), JSON.stringify(metadata));
    return {
      metadata,
      cache: { version: 1, pages: { etag } },
      renderedPages: 1,
      totalPages: 1,
      durationMs: 1,
    };
  };
  const leases = options.leases ?? {
    claim: async () => true,
    renew: async () => {},
    release: async () => {},
  };
  const sync = createDocsSync({
    storage,
    sources,
    buildSite,
    leases,
    pollMs: 5,
    waitLimitMs: 200,
    onBuildFailed: options.onBuildFailed,
  });
  return { sync, publications, cleanups, caches, put };
}

describe('createDocsSync', () => {
  it('builds a missing site, then leaves it until its sources change', async () => {
    let etag = 'one';
    const { sync, publications, cleanups, caches } = setup({ etag: () => etag });
    const lines: string[] = [];
    expect(await sync.sync(KEY, SOURCE, line => lines.push(line))).toEqual({ updated: true });
    expect(lines).toEqual(['Building site Rides', 'Published 1 files']);
    expect(await sync.sync(KEY, SOURCE, () => {})).toEqual({ updated: false });
    etag = 'two';
    expect(await sync.sync(KEY, SOURCE, () => {})).toEqual({ updated: true });
    expect(publications()).toBe(2);
    expect(cleanups).toHaveLength(2);
    // The second build is handed the first one's cache, to render only what changed.
    expect(caches).toEqual([undefined, { version: 1, pages: { etag: 'one' } }]);
  });

  it('shares one build and its whole log among views that ask at once', async () => {
    const { sync, publications } = setup({ etag: () => 'one', buildMs: 30 });
    const first: string[] = [];
    const second: string[] = [];
    const results = await Promise.all([
      sync.sync(KEY, SOURCE, line => first.push(line)),
      sync.sync(KEY, SOURCE, line => second.push(line)),
    ]);
    expect(results).toEqual([{ updated: true }, { updated: true }]);
    expect(publications()).toBe(1);
    expect(second).toEqual(first);
  });

  it('waits for another replica building the same site, and reports its result', async () => {
    const { sync, put, publications } = setup({
      etag: () => 'one',
      leases: { claim: async () => false, renew: async () => {}, release: async () => {} },
    });
    // The other replica publishes to the same store while this one waits.
    setTimeout(
      () => put({ site_name: 'Rides', site_description: '', etag: 'one', build_timestamp: 2 }),
      30,
    );
    const lines: string[] = [];
    expect(await sync.sync(KEY, SOURCE, line => lines.push(line))).toEqual({ updated: true });
    expect(lines[0]).toBe(
      'Another server is building this documentation; waiting for it to finish',
    );
    expect(publications()).toBe(0);
  });

  it('gives up waiting for a build that never ends, saying so', async () => {
    const { sync } = setup({
      etag: () => 'one',
      leases: { claim: async () => false, renew: async () => {}, release: async () => {} },
    });
    await expect(sync.sync(KEY, SOURCE, () => {})).rejects.toThrow(
      'Another server has been building these docs for too long',
    );
  });

  it('reports a failed build and builds again on the next view', async () => {
    let fail = true;
    const failures: unknown[][] = [];
    const { sync, cleanups } = setup({
      etag: () => 'one',
      failure: () => (fail ? new Error('mkdocs.yml: site_name is missing') : undefined),
      onBuildFailed: (...args) => void failures.push(args),
    });
    await expect(sync.sync(KEY, SOURCE, () => {})).rejects.toThrow('site_name is missing');
    expect(failures).toEqual([[KEY, 'one', new Error('mkdocs.yml: site_name is missing')]]);
    fail = false;
    expect(await sync.sync(KEY, SOURCE, () => {})).toEqual({ updated: true });
    expect(cleanups).toHaveLength(1);
    expect(failures).toHaveLength(1);
  });
});
