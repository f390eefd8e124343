import { mkdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '@atrium/model';
import { afterEach, describe, expect, it } from 'vitest';
import type { TechDocsMetadata, TechDocsSearchIndex } from '../shared';
import { buildSite } from './buildSite';
import { hashDocsSource } from './hashDocsSource';
import { writeFiles, writeSourceTree, type SourceTree } from './testing/writeSourceTree';

let trees: SourceTree[] = [];
afterEach(async () => {
  await Promise.all(trees.map(tree => tree.remove()));
  trees = [];
});

async function build(files: Record<string, string>) {
  const tree = await writeSourceTree(files);
  trees.push(tree);
  const outputDir = path.join(tree.dir, 'site');
  const log: string[] = [];
  const site = await buildSite({ sourceDir: tree.dir, outputDir, log: line => log.push(line) });
  const read = (file: string) => readFile(path.join(outputDir, file), 'utf8');
  return { ...site, log, read, dir: tree.dir, outputDir };
}

/** The primary nav of a built page, as `title -> href` lines, sections as `[title]`. */
function navOf(html: string): string[] {
  const nav = /<nav class="md-nav md-nav--primary"[^>]*>(.*?)<\/nav>\n/s.exec(html)![1]!;
  return [
    ...nav.matchAll(
      /<label class="md-nav__link">([^<]*)|<a class="md-nav__link[^"]*" href="([^"]*)"[^>]*>([^<]*)/g,
    ),
  ].map(match => (match[1] !== undefined ? `[${match[1]}]` : `${match[3]} -> ${match[2]}`));
}

describe('buildSite', () => {
  it('writes pages in the page format, with the active nav item and the toc', async () => {
    const site = await build({
      'mkdocs.yml': 'site_name: Rides service\nsite_description: How rides work\n',
      'docs/index.md': '# Welcome\n\nIntro.\n\n## Install\n\n### Linux\n\n## Use',
      'docs/getting-started.md': 'No heading here.',
    });
    const home = await site.read('index.html');
    expect(home).toContain('<title>Welcome - Rides service</title>');
    expect(home).toContain(
      '<li class="md-nav__item md-nav__item--active"><a class="md-nav__link md-nav__link--active" href="./" aria-current="page">Welcome</a></li>',
    );
    expect(home).toContain(
      '<nav class="md-nav md-nav--secondary" aria-label="Table of contents"><ul class="md-nav__list"><li class="md-nav__item"><a class="md-nav__link" href="#install">Install</a><nav class="md-nav"><ul class="md-nav__list"><li class="md-nav__item"><a class="md-nav__link" href="#linux">Linux</a></li></ul></nav></li><li class="md-nav__item"><a class="md-nav__link" href="#use">Use</a></li></ul></nav>',
    );
    expect(home).toMatch(
      /<div class="md-content"><article class="md-content__inner md-typeset"><h1 id="welcome">/,
    );
    const other = await site.read('getting-started/index.html');
    expect(other).toContain('<title>Getting started - Rides service</title>');
    expect(other).toContain('<h1>Getting started</h1>');
    expect(navOf(other)).toEqual(['Welcome -> ../', 'Getting started -> ./']);
    expect(site.log[0]).toBe('Building site Rides service');
    expect(site.log).toContainEqual(expect.stringMatching(/^Rendered 2 pages in \d+ ms$/));
  });

  it('orders an implicit nav: index first, then pages by name, then directories as sections', async () => {
    const site = await build({
      'mkdocs.yml': 'site_name: S',
      'docs/zeta.md': '# Zeta',
      'docs/alpha.md': 'text',
      'docs/README.md': '# Start',
      'docs/user-guide/index.md': '# Guide',
      'docs/user-guide/b.md': '# B page',
      'docs/user-guide/deep/c.md': '# C page',
      'docs/api/x.md': '# X',
      'docs/api/README.md': '# Not shown: api has an index',
      'docs/api/index.markdown': '# API',
    });
    expect(navOf(await site.read('index.html'))).toEqual([
      'Start -> ./',
      'Alpha -> alpha/',
      'Zeta -> zeta/',
      '[Api]',
      'API -> api/',
      'X -> api/x/',
      '[User guide]',
      'Guide -> user-guide/',
      'B page -> user-guide/b/',
      '[Deep]',
      'C page -> user-guide/deep/c/',
    ]);
    expect(site.log).toContain(
      'Warning: api/README.md is left out: the index page is served at the same URL',
    );
  });

  it('follows an explicit nav with titles, nested sections and external links', async () => {
    const site = await build({
      'mkdocs.yml': [
        'site_name: S',
        'nav:',
        '  - index.md',
        '  - Guides:',
        '      - First steps: guides/first.md',
        '      - More:',
        '          - guides/more.md',
        '  - Status page: https://status.example.com',
      ].join('\n'),
      'docs/index.md': '# Home page',
      'docs/guides/first.md': '# First',
      'docs/guides/more.md': '# More things',
      'docs/orphan.md': '# Orphan',
    });
    const page = await site.read('guides/more/index.html');
    expect(navOf(page)).toEqual([
      'Home page -> ../../',
      '[Guides]',
      'First steps -> ../first/',
      '[More]',
      'More things -> ./',
      'Status page -> https://status.example.com',
    ]);
    expect(await site.read('guides/first/index.html')).toContain('<title>First steps - S</title>');
    expect(await site.read('orphan/index.html')).toContain('<title>Orphan - S</title>');
    expect(site.log).toContain('Pages not in the nav, built all the same: 1');
  });

  it('rewrites links and images of nested pages and copies assets', async () => {
    const site = await build({
      'mkdocs.yml': 'site_name: S',
      'docs/index.md': '# Home',
      'docs/x.md': '# X',
      'docs/a/b.md': [
        '[c](c.md) [x](../x.md#part) [home](../index.md) [web](https://example.com)',
        '![shot](img/shot.png) <img src="img/shot.png" alt="raw">',
        '[escape](../../../etc/passwd) ![bad](../../secret.png)',
      ].join('\n\n'),
      'docs/a/c.md': '# C',
      'docs/a/img/shot.png': 'PNG',
    });
    const page = await site.read('a/b/index.html');
    expect(page).toContain('<a href="../c/">c</a>');
    expect(page).toContain('<a href="../../x/#part">x</a>');
    expect(page).toContain('<a href="../../">home</a>');
    expect(page).toContain('<a href="https://example.com">web</a>');
    expect(page).toContain('<img src="../img/shot.png" alt="shot">');
    expect(page).toContain('<img src="../img/shot.png" alt="raw">');
    expect(page).toContain('<a>escape</a>');
    expect(page).toContain('<img alt="bad">');
    expect(page).not.toContain('passwd');
    expect(
      site.log.filter(line => line.includes('points outside the docs directory')),
    ).toHaveLength(2);
    expect(await site.read('a/img/shot.png')).toBe('PNG');
  });

  it('rejects a nav entry leaving the docs directory, naming it', async () => {
    await expect(
      build({
        'mkdocs.yml': 'site_name: S\nnav:\n  - Secrets: ../../etc/passwd\n',
        'docs/index.md': '# Home',
      }),
    ).rejects.toThrow(
      new InputError('mkdocs.yml: nav entry ../../etc/passwd points outside the docs directory'),
    );
  });

  it('rejects a docs_dir outside the sources', async () => {
    const attempt = build({
      'mkdocs.yml': 'site_name: S\ndocs_dir: ../\n',
      'docs/index.md': '# H',
    });
    await expect(attempt).rejects.toBeInstanceOf(InputError);
    await expect(attempt).rejects.toThrow(/mkdocs.yml: docs_dir \.\.\/ must be a directory inside/);
  });

  it('does not read files behind a symlink to outside the docs directory', async () => {
    const secret = await writeSourceTree({
      'secret.md': '# Top secret',
      'dir/inner.md': '# Inner',
    });
    trees.push(secret);
    const tree = await writeSourceTree({ 'mkdocs.yml': 'site_name: S', 'docs/index.md': '# Home' });
    trees.push(tree);
    await symlink(path.join(secret.dir, 'secret.md'), path.join(tree.dir, 'docs/leak.md'));
    await symlink(path.join(secret.dir, 'dir'), path.join(tree.dir, 'docs/leakdir'));
    await symlink(path.join(tree.dir, 'docs/index.md'), path.join(tree.dir, 'docs/alias.md'));
    await symlink(path.join(tree.dir, 'docs'), path.join(tree.dir, 'docs/loop'));
    const log: string[] = [];
    const site = await buildSite({
      sourceDir: tree.dir,
      outputDir: path.join(tree.dir, 'site'),
      log: line => log.push(line),
    });
    expect(site.metadata.files).toEqual([
      'alias/index.html',
      'index.html',
      'search/search_index.json',
      'techdocs_metadata.json',
    ]);
    expect(log).toContain('Warning: skipped leak.md: a symlink to outside the docs directory');
    expect(log).toContain('Warning: skipped leakdir: a symlink to outside the docs directory');
  });

  it("leaves the server's protected paths out of a site, and refuses docs inside one", async () => {
    const log: string[] = [];
    const inside = await writeSourceTree({
      'mkdocs.yml': 'site_name: S\ndocs_dir: docs\n',
      'docs/index.md': '# Home',
      'docs/data/auth.sqlite': 'private keys',
    });
    trees.push(inside);
    const insideData = path.join(inside.dir, 'docs/data');
    const built = await buildSite({
      sourceDir: inside.dir,
      outputDir: path.join(inside.dir, 'site'),
      log: line => log.push(line),
      isProtected: real => real.startsWith(insideData),
    });
    expect(built.metadata.files).not.toContain('data/auth.sqlite');
    expect(log).toContain('Warning: skipped data: a protected path of this server');
    await expect(
      buildSite({
        sourceDir: inside.dir,
        outputDir: path.join(inside.dir, 'site'),
        isProtected: real => real.startsWith(inside.dir),
      }),
    ).rejects.toThrow('mkdocs.yml: the docs are in a protected path of this server');
  });

  it('writes the metadata and the search index', async () => {
    const site = await build({
      'mkdocs.yml': 'site_name: Rides\nsite_description: All about rides\n',
      'docs/index.md': '# Rides\n\nBook a **ride**.\n\n## Pricing\n\nCosts `money` <b>now</b>.',
      'docs/ops/run.md': '# Running\n\n```sh\nnpm start\n```',
      'docs/logo.svg': '<svg/>',
    });
    const metadata = JSON.parse(await site.read('techdocs_metadata.json')) as TechDocsMetadata;
    expect(metadata).toEqual({
      site_name: 'Rides',
      site_description: 'All about rides',
      etag: await hashDocsSource(site.dir),
      build_timestamp: expect.any(Number),
      files: [
        'index.html',
        'logo.svg',
        'ops/run/index.html',
        'search/search_index.json',
        'techdocs_metadata.json',
      ],
    });
    expect(site.metadata).toEqual(metadata);
    const index = JSON.parse(await site.read('search/search_index.json')) as TechDocsSearchIndex;
    expect(index).toEqual({
      config: { lang: ['en'], separator: '[\\s\\-]+' },
      docs: [
        { location: '', title: 'Rides', text: 'Rides Book a ride. Pricing Costs money now.' },
        { location: '#rides', title: 'Rides', text: 'Book a ride.' },
        { location: '#pricing', title: 'Pricing', text: 'Costs money now.' },
        { location: 'ops/run/', title: 'Running', text: 'Running npm start' },
        { location: 'ops/run/#running', title: 'Running', text: 'npm start' },
      ],
    });
  });

  it("leaves scripts, styles and comments out of the search index's text", async () => {
    const site = await build({
      'mkdocs.yml': 'site_name: S',
      'docs/index.md': [
        '# Widgets',
        '',
        '<div>Shown <script>trackVisitor("block")</script> text</div>',
        '',
        '<style>',
        '.hidden { display: none }',
        '</style>',
        '',
        '<!-- a note for writers',
        'only -->',
        '',
        'Inline <script>trackVisitor("inline")</script>words and <style>b { x: y }</style>more.',
        '',
        '<script>unclosed("block")',
      ].join('\n'),
    });
    const index = JSON.parse(await site.read('search/search_index.json')) as TechDocsSearchIndex;
    expect(index.docs.map(doc => doc.text)).toEqual([
      'Widgets Shown text Inline words and more.',
      'Shown text Inline words and more.',
    ]);
  });

  it('adds the repository and edit links to the head', async () => {
    const site = await build({
      'mkdocs.yml': 'site_name: S\nrepo_url: https://github.com/acme/rides\n',
      'docs/guide/setup.md': '# Setup',
    });
    const page = await site.read('guide/setup/index.html');
    expect(page).toContain('<meta name="atrium:repo-url" content="https://github.com/acme/rides">');
    expect(page).toContain(
      '<meta name="atrium:edit-url" content="https://github.com/acme/rides/edit/master/docs/guide/setup.md">',
    );
  });

  it('re-renders only the pages whose Markdown changed', async () => {
    const files: Record<string, string> = { 'mkdocs.yml': 'site_name: S' };
    for (let index = 0; index < 5; index++) files[`docs/page-${index}.md`] = `# Page ${index}`;
    const first = await build(files);
    expect(first.renderedPages).toBe(5);

    await writeFile(path.join(first.dir, 'docs/page-3.md'), '# Renamed page\n\nNew text.');
    const log: string[] = [];
    const second = await buildSite({
      sourceDir: first.dir,
      outputDir: first.outputDir,
      cache: first.cache,
      log: line => log.push(line),
    });
    expect(second.renderedPages).toBe(1);
    expect(second.totalPages).toBe(5);
    expect(second.metadata.etag).not.toBe(first.metadata.etag);
    expect(log).toContain('Reused 4 unchanged pages');
    // The nav of unchanged pages shows the changed page's new title.
    const unchanged = await readFile(path.join(first.outputDir, 'page-0/index.html'), 'utf8');
    expect(unchanged).toContain('>Renamed page</a>');

    await writeFiles(first.dir, { 'docs/page-5.md': '# New' });
    const third = await buildSite({
      sourceDir: first.dir,
      outputDir: first.outputDir,
      cache: second.cache,
    });
    // A new page can change where links lead, so every page is rendered again.
    expect(third.renderedPages).toBe(6);
  });

  it('rewrites only changed files when the output still holds the cached build', async () => {
    const site = await build({
      'mkdocs.yml': 'site_name: S',
      'docs/index.md': '# Home',
      'docs/a.md': '# A',
      'docs/old/gone.md': '# Gone',
    });
    const mtime = async (file: string) =>
      (await stat(path.join(site.outputDir, file), { bigint: true })).mtimeNs;
    const before = await mtime('a/index.html');
    await writeFile(path.join(site.dir, 'docs/index.md'), '# Home\n\nMore text.');
    const second = await buildSite({
      sourceDir: site.dir,
      outputDir: site.outputDir,
      cache: site.cache,
    });
    expect(await mtime('a/index.html')).toBe(before);
    expect(await readFile(path.join(site.outputDir, 'index.html'), 'utf8')).toContain('More text.');

    await rm(path.join(site.dir, 'docs/old'), { recursive: true });
    const third = await buildSite({
      sourceDir: site.dir,
      outputDir: site.outputDir,
      cache: second.cache,
    });
    expect(third.metadata.files).not.toContain('old/gone/index.html');
    await expect(stat(path.join(site.outputDir, 'old'))).rejects.toThrow();

    // The same cache with another output directory: everything is written.
    const elsewhere = path.join(site.dir, 'elsewhere');
    await buildSite({ sourceDir: site.dir, outputDir: elsewhere, cache: third.cache });
    expect(await readFile(path.join(elsewhere, 'a/index.html'), 'utf8')).toContain(
      '<title>A - S</title>',
    );
  });

  it('replaces the previous content of the output directory', async () => {
    const site = await build({ 'mkdocs.yml': 'site_name: S', 'docs/index.md': '# H' });
    await mkdir(path.join(site.outputDir, 'stale'));
    await writeFile(path.join(site.outputDir, 'stale/old.html'), 'old');
    await buildSite({ sourceDir: site.dir, outputDir: site.outputDir });
    await expect(readFile(path.join(site.outputDir, 'stale/old.html'))).rejects.toThrow();
  });

  it('refuses an output directory holding the sources', async () => {
    const tree = await writeSourceTree({ 'mkdocs.yml': 'site_name: S', 'docs/index.md': '# H' });
    trees.push(tree);
    await expect(buildSite({ sourceDir: tree.dir, outputDir: tree.dir })).rejects.toThrow(
      /must not contain the sources/,
    );
    await expect(
      buildSite({ sourceDir: tree.dir, outputDir: path.join(tree.dir, 'docs/site') }),
    ).rejects.toThrow(/inside docs_dir/);
    expect(await readFile(path.join(tree.dir, 'docs/index.md'), 'utf8')).toBe('# H');
  });
});
