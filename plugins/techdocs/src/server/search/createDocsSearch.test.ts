import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SearchDocument, SearchIndexSink } from '@atrium/plugin-search/node';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../builder';
import { writeSourceTree } from '../../builder/testing/writeSourceTree';
import { createLocalDocsStorage } from '../storage/createLocalDocsStorage';
import type { DocsSiteKey, DocsStorage } from '../storage/DocsStorage';
import { writeSite } from '../storage/testing/writeSite';
import { createDocsSearch, type DocsSearchOptions } from './createDocsSearch';

const RIDES = { namespace: 'default', kind: 'component', name: 'rides' };
const RIDES_SOURCES = {
  'mkdocs.yml': 'site_name: Rides service\n',
  'docs/index.md': '# Rides\n\nRides are booked here.\n\n## Booking\n\nCall the API.\n',
  'docs/setup.md': [
    '# Setup',
    '',
    'Before you start.',
    '',
    '## Install',
    '',
    '```sh',
    'npm install rides-cli',
    '```',
    '',
    '### Linux',
    '',
    'Use the package.',
    '',
    '<script>document.cookie = "stolen"</script>',
    '',
    '## Configure',
    '',
    'Set `RIDES_URL`.',
  ].join('\n'),
};

const cleanups: string[] = [];
afterEach(async () => {
  await Promise.all(cleanups.map(dir => rm(dir, { recursive: true, force: true })));
  cleanups.length = 0;
});

async function temporaryDirectory() {
  const dir = await mkdtemp(path.join(tmpdir(), 'atrium-docs-search-'));
  cleanups.push(dir);
  return dir;
}

/** Builds Markdown sources with the portal's builder; answers the built site's directory. */
async function builtSite(files: Record<string, string>): Promise<string> {
  const tree = await writeSourceTree(files);
  cleanups.push(tree.dir);
  const outputDir = path.join(tree.dir, 'site');
  await buildSite({ sourceDir: tree.dir, outputDir });
  return outputDir;
}

/** A sink recording what the collator asks of the index. */
function recordingSink() {
  const calls: Array<{ index: string[] } | { remove: string[] }> = [];
  const indexed = new Map<string, SearchDocument>();
  const sink: SearchIndexSink = {
    async index(documents) {
      calls.push({ index: documents.map(document => document.key) });
      for (const document of documents) indexed.set(document.key, document);
    },
    async remove(keys) {
      calls.push({ remove: [...keys] });
      for (const key of keys) indexed.delete(key);
    },
  };
  return { sink, calls, indexed };
}

async function setUp(options: Partial<DocsSearchOptions> = {}) {
  const search = createDocsSearch();
  const storage = search.connect({
    storage: createLocalDocsStorage({ directory: await temporaryDirectory() }),
    ...options,
  });
  const all = async () => {
    const documents: SearchDocument[] = [];
    for await (const batch of search.collator.documents()) documents.push(...batch);
    return documents;
  };
  return { search, storage, all };
}

const keysOf = (documents: readonly SearchDocument[]) => documents.map(document => document.key);

describe('createDocsSearch', () => {
  it('gives a document per page and per h2/h3 section of a built site, without scripts', async () => {
    const { storage, all } = await setUp({
      entityOf: async key => ({ ...key, name: 'Rides', title: 'Rides Service' }),
    });
    await storage.publish(RIDES, await builtSite(RIDES_SOURCES));

    const documents = await all();
    expect(keysOf(documents)).toEqual([
      'component:default/rides#',
      'component:default/rides##booking',
      'component:default/rides#setup/',
      'component:default/rides#setup/#install',
      'component:default/rides#setup/#linux',
      'component:default/rides#setup/#configure',
    ]);
    const linux = documents.find(document => document.key.endsWith('#linux'))!;
    expect(linux).toEqual({
      type: 'techdocs',
      key: 'component:default/rides#setup/#linux',
      title: 'Setup › Linux',
      text: 'Use the package.',
      location: '/docs/default/component/Rides/setup/#linux',
      fields: {
        entityTitle: 'Rides Service',
        path: 'setup/',
        kind: 'component',
        namespace: 'default',
        name: 'Rides',
      },
      resourceRef: 'component:default/rides',
    });
    const install = documents.find(document => document.key.endsWith('#install'))!;
    expect(install.text).toBe('npm install rides-cli');
    expect(documents[0]).toMatchObject({
      title: 'Rides',
      location: '/docs/default/component/Rides/',
    });
    expect(JSON.stringify(documents)).not.toContain('stolen');
  });

  it('reads the HTML pages of a site published without a search index', async () => {
    const { storage, all } = await setUp();
    const page = (title: string, body: string) =>
      `<html><head><title>${title} - Site</title><script>track()</script></head><body>` +
      `<nav class="md-nav"><a href="../">Everything</a></nav><article>${body}</article></body></html>`;
    const site = writeSite({
      'index.html': page('Home', '<h1>Home</h1><p>Start here.</p>'),
      'api/index.html': page(
        'API',
        '<h1>API</h1><p>Intro.</p><h2 id="auth">Auth</h2><p>Tokens.</p><script>alert(1)</script>' +
          `<h3 id="limits">Limits</h3><p>${'limit '.repeat(2_000)}</p>`,
      ),
      'assets/app.js': 'console.log("not a page")',
      'techdocs_metadata.json': JSON.stringify({
        site_name: 'Site',
        site_description: '',
        etag: 'e1',
        build_timestamp: 1,
        files: ['index.html', 'api/index.html', 'assets/app.js'],
      }),
    });
    cleanups.push(site);
    await storage.publish({ namespace: 'ops', kind: 'system', name: 'gateway' }, site);

    const documents = await all();
    expect(documents.map(document => [document.key, document.title])).toEqual([
      ['system:ops/gateway#', 'Home'],
      ['system:ops/gateway#api/', 'API'],
      ['system:ops/gateway#api/#auth', 'API › Auth'],
      ['system:ops/gateway#api/#limits', 'API › Limits'],
    ]);
    expect(documents[2]!.text).toBe('Tokens.');
    const limits = documents[3]!;
    expect(limits.text.length).toBeLessThanOrEqual(2_000);
    expect(limits.text.length).toBeGreaterThan(1_800);
    expect(documents[1]!.text.length).toBeLessThanOrEqual(2_000);
    const text = JSON.stringify(documents);
    for (const hidden of ['track', 'alert', 'Everything', 'not a page']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('cuts a page after its first 5 MB', async () => {
    const { storage, all } = await setUp();
    const filler = `<p>${'filler text '.repeat(500_000)}</p>`;
    const site = writeSite({
      'index.html': `<h1>Big</h1><h2 id="early">Early</h2>${filler}<h2 id="late">Late</h2><p>x</p>`,
      'techdocs_metadata.json': JSON.stringify({ etag: 'x', files: ['index.html'] }),
    });
    cleanups.push(site);
    await storage.publish(RIDES, site);
    const documents = await all();
    expect(documents.map(document => document.title)).toEqual(['Big', 'Big › Early']);
    expect(documents[1]!.text.length).toBeLessThanOrEqual(2_000);
  });

  it('reads the search index of a site whose metadata lists no pages', async () => {
    const { storage, all } = await setUp();
    const site = writeSite({
      'index.html': '<h1>Not read</h1>',
      'search/search_index.json': JSON.stringify({
        config: { lang: ['en'] },
        docs: [
          { location: 'guide/', title: 'Guide', text: '<p>Read <b>me</b></p>' },
          { location: 'guide/#steps', title: 'Steps', text: '<p>One, two.</p>' },
        ],
      }),
      'techdocs_metadata.json': JSON.stringify({ site_name: 'CI site', etag: 'x' }),
    });
    cleanups.push(site);
    await storage.publish(RIDES, site);
    expect((await all()).map(document => [document.key, document.title, document.text])).toEqual([
      ['component:default/rides#guide/', 'Guide', 'Read me'],
      ['component:default/rides#guide/#steps', 'Guide › Steps', 'One, two.'],
    ]);
  });

  it('leaves out a site whose entity is gone and goes on past a site it cannot read', async () => {
    const errors: string[] = [];
    const inner = createLocalDocsStorage({ directory: await temporaryDirectory() });
    const failing: DocsStorage = {
      ...inner,
      readFile: async (key, file) => {
        if (key.name === 'broken') throw new Error('disk failure');
        return inner.readFile(key, file);
      },
    };
    const { storage, all } = await setUp({
      storage: failing,
      entityOf: async key => (key.name === 'gone' ? undefined : { ...key, title: key.name }),
      onError: (_error, site) => void errors.push(site),
    });
    const site = await builtSite(RIDES_SOURCES);
    for (const name of ['broken', 'gone', 'rides']) {
      await storage.publish({ ...RIDES, name }, site);
    }
    const sites = new Set((await all()).map(document => document.resourceRef));
    expect([...sites]).toEqual(['component:default/rides']);
    expect(errors).toEqual(['component:default/broken']);
  });

  it('indexes a published site at once and removes the pages a new build dropped', async () => {
    const { search, storage } = await setUp();
    const { sink, calls, indexed } = recordingSink();
    search.collator.onChange!(sink);

    await storage.publish(RIDES, await builtSite(RIDES_SOURCES));
    expect(calls).toEqual([
      {
        index: [
          'component:default/rides#',
          'component:default/rides##booking',
          'component:default/rides#setup/',
          'component:default/rides#setup/#install',
          'component:default/rides#setup/#linux',
          'component:default/rides#setup/#configure',
        ],
      },
    ]);

    calls.length = 0;
    const { 'docs/setup.md': _setup, ...withoutSetup } = RIDES_SOURCES;
    await storage.publish(
      RIDES,
      await builtSite({ ...withoutSetup, 'docs/faq.md': '# FAQ\n\nAsk.' }),
    );
    expect(calls).toEqual([
      {
        index: [
          'component:default/rides#',
          'component:default/rides##booking',
          'component:default/rides#faq/',
        ],
      },
      {
        remove: [
          'component:default/rides#setup/',
          'component:default/rides#setup/#install',
          'component:default/rides#setup/#linux',
          'component:default/rides#setup/#configure',
        ],
      },
    ]);
    expect(indexed.get('component:default/rides#faq/')?.title).toBe('FAQ');

    calls.length = 0;
    await storage.remove(RIDES);
    expect(calls).toEqual([
      {
        remove: [
          'component:default/rides#',
          'component:default/rides##booking',
          'component:default/rides#faq/',
        ],
      },
    ]);
    expect(indexed.size).toBe(0);
  });

  it('knows what a site held before its first publish since the server started', async () => {
    const directory = await temporaryDirectory();
    const before = createDocsSearch().connect({ storage: createLocalDocsStorage({ directory }) });
    await before.publish(RIDES, await builtSite(RIDES_SOURCES));

    // Another process: nothing in memory about the stored site.
    const search = createDocsSearch();
    const storage = search.connect({ storage: createLocalDocsStorage({ directory }) });
    const { sink, calls } = recordingSink();
    search.collator.onChange!(sink);
    await storage.publish(
      RIDES,
      await builtSite({ ...RIDES_SOURCES, 'docs/setup.md': '# Setup\n' }),
    );
    expect(calls.at(-1)).toEqual({
      remove: [
        'component:default/rides#setup/#install',
        'component:default/rides#setup/#linux',
        'component:default/rides#setup/#configure',
      ],
    });
  });

  it('never fails a publish because the index refused the documents', async () => {
    const errors: unknown[] = [];
    const { search, storage } = await setUp({ onError: error => void errors.push(error) });
    search.collator.onChange!({
      index: async () => Promise.reject(new Error('index down')),
      remove: async () => undefined,
    });
    const site: DocsSiteKey = RIDES;
    await expect(storage.publish(site, await builtSite(RIDES_SOURCES))).resolves.toEqual({
      files: expect.any(Number),
    });
    expect(errors).toEqual([new Error('index down')]);
    expect(await storage.readMetadata(site)).toMatchObject({ site_name: 'Rides service' });
  });
});
