import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTemplateSource } from './readTemplateSource';

describe('readTemplateSource', () => {
  let root: string;
  let baseUrl: string;

  beforeAll(async () => {
    root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-source-')));
    const template = path.join(root, 'template');
    await fs.mkdir(path.join(template, 'skeleton/src'), { recursive: true });
    await fs.mkdir(path.join(root, 'secrets'));
    await fs.writeFile(path.join(root, 'secrets/key.pem'), 'private');
    await fs.writeFile(path.join(template, 'template.yaml'), 'kind: Template');
    await fs.writeFile(path.join(template, 'skeleton/README.md'), '# Skeleton');
    await fs.writeFile(path.join(template, 'skeleton/src/run.sh'), '#!/bin/sh', { mode: 0o755 });
    await fs.symlink('../README.md', path.join(template, 'skeleton/src/readme-link.md'));
    await fs.symlink(path.join(root, 'secrets'), path.join(template, 'secrets-link'));
    await fs.mkdir(path.join(template, 'leaky'));
    await fs.symlink(path.join(root, 'secrets/key.pem'), path.join(template, 'leaky/key.pem'));
    baseUrl = pathToFileURL(path.join(template, 'template.yaml')).href;
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it("reads a directory of the template's, following links that stay inside", async () => {
    const files = await readTemplateSource({ baseUrl, url: './skeleton', kind: 'directory' });
    expect(files.map(f => [f.path, f.content.toString(), f.executable])).toEqual([
      ['README.md', '# Skeleton', false],
      ['src/readme-link.md', '# Skeleton', false],
      ['src/run.sh', '#!/bin/sh', true],
    ]);
  });

  it('reads one file', async () => {
    const files = await readTemplateSource({ baseUrl, url: 'skeleton/README.md', kind: 'file' });
    expect(files.map(f => f.path)).toEqual(['README.md']);
  });

  it("refuses anything outside the template's directory", async () => {
    const cases: Array<[string, 'file' | 'directory', RegExp]> = [
      ['../secrets/key.pem', 'file', /outside the template's directory/],
      ['../secrets', 'directory', /outside the template's directory/],
      [path.join(root, 'secrets/key.pem'), 'file', /outside the template's directory/],
      [pathToFileURL(path.join(root, 'secrets')).href, 'directory', /outside/],
      ['secrets-link', 'directory', /links outside the template's directory/],
      ['leaky', 'directory', /'key.pem': it links outside/],
    ];
    for (const [url, kind, error] of cases) {
      await expect(readTemplateSource({ baseUrl, url, kind }), url).rejects.toThrow(error);
    }
  });

  it('answers clear errors for missing sources, wrong kinds and remote sources', async () => {
    await expect(readTemplateSource({ baseUrl, url: './nope', kind: 'directory' })).rejects.toThrow(
      "Cannot fetch './nope': it does not exist in the template",
    );
    await expect(readTemplateSource({ baseUrl, url: './skeleton', kind: 'file' })).rejects.toThrow(
      'it is not a file',
    );
    await expect(
      readTemplateSource({ baseUrl, url: 'https://github.com/o/r/tree/main/x', kind: 'directory' }),
    ).rejects.toThrow(/needs a source-control integration/);
    await expect(
      readTemplateSource({
        baseUrl: 'https://github.com/o/r/blob/main/template.yaml',
        url: './skeleton',
        kind: 'directory',
      }),
    ).rejects.toThrow(
      "Cannot fetch 'https://github.com/o/r/blob/main/skeleton': reading templates from remote sources needs a source-control integration",
    );
    await expect(readTemplateSource({ url: './skeleton', kind: 'directory' })).rejects.toThrow(
      'the template has no base URL',
    );
  });
});
