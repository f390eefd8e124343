import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTestGit } from '@atrium/server-core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDocsSourcePreparer } from './prepareDocsSource';

describe('createDocsSourcePreparer', () => {
  let root: string;
  const hashes: string[] = [];
  const preparer = createDocsSourcePreparer({
    hashDirectory: async dir => {
      hashes.push(dir);
      return `hash-of-${path.basename(dir)}`;
    },
  });

  beforeEach(async () => {
    root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'docs-source-')));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('reads a directory where it is, named by its content hash', async () => {
    const dir = path.join(root, 'rides');
    await fs.mkdir(dir);
    const prepared = await preparer.prepare({ type: 'directory', path: dir });
    expect(prepared).toMatchObject({ directory: dir, etag: 'hash-of-rides' });
    await prepared.cleanup();
    await expect(fs.stat(dir)).resolves.toBeTruthy();
    expect(await preparer.etag({ type: 'directory', path: dir })).toBe('hash-of-rides');
  });

  it('says which directory is missing', async () => {
    const missing = path.join(root, 'nowhere');
    await expect(preparer.etag({ type: 'directory', path: missing })).rejects.toThrow(
      `The docs directory ${missing} does not exist`,
    );
  });

  it('exports a directory of a bare repository from its HEAD, named by its tree', async () => {
    const work = path.join(root, 'work');
    const bare = path.join(root, 'station.git');
    await fs.mkdir(path.join(work, 'docs'), { recursive: true });
    await fs.writeFile(path.join(work, 'mkdocs.yml'), 'site_name: Station\n');
    await fs.writeFile(path.join(work, 'docs', 'index.md'), '# Station\n');
    await fs.writeFile(path.join(work, 'README.md'), 'outside the docs\n');
    runTestGit(work, 'init', '-q', '-b', 'main');
    runTestGit(work, 'add', '.');
    runTestGit(work, 'commit', '-q', '-m', 'docs');
    runTestGit(root, 'clone', '-q', '--bare', work, bare);

    const source = { type: 'directory' as const, path: path.join(bare, 'docs') };
    const etag = await preparer.etag(source);
    expect(etag).toBe(runTestGit(work, 'rev-parse', 'HEAD:docs').trim());
    const prepared = await preparer.prepare(source);
    expect(prepared.etag).toBe(etag);
    expect(await fs.readFile(path.join(prepared.directory, 'index.md'), 'utf8')).toBe(
      '# Station\n',
    );
    await expect(fs.stat(path.join(prepared.directory, '..', 'README.md'))).rejects.toThrow();
    await prepared.cleanup();
    await expect(fs.stat(prepared.directory)).rejects.toThrow();

    const whole = await preparer.prepare({ type: 'directory', path: `${bare}/` });
    expect(await fs.readFile(path.join(whole.directory, 'mkdocs.yml'), 'utf8')).toContain(
      'Station',
    );
    await whole.cleanup();
    await expect(
      preparer.etag({ type: 'directory', path: path.join(bare, 'handbook') }),
    ).rejects.toThrow('does not exist in its repository');
  });

  it('refuses a url: source when nothing can read it', async () => {
    await expect(preparer.etag({ type: 'url', url: 'https://git.example/x' })).rejects.toThrow(
      'Cannot read docs from https://git.example/x',
    );
  });
});
