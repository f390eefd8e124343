import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { InputError, NotAllowedError, NotFoundError } from '@atrium/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfig,
  createRepositoryTreeFetcher,
  protectedPathsFromConfig,
  readScmIntegrations,
  type RepositoryTreeFetcher,
} from '@atrium/server-core';
import {
  git,
  runTestGit,
  startGitHttpServer,
  type GitHttpServer,
} from '@atrium/server-core/testing';
import { readTemplateDirectory, readTemplateFile } from './readTemplateSource';

describe('readTemplateDirectory and readTemplateFile', () => {
  let root: string;
  let baseUrl: string;

  beforeAll(async () => {
    root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-source-')));
    const template = path.join(root, 'template');
    await fs.mkdir(path.join(template, 'skeleton/src'), { recursive: true });
    await fs.mkdir(path.join(template, 'skeleton/empty'));
    await fs.mkdir(path.join(root, 'secrets'));
    await fs.writeFile(path.join(root, 'secrets/key.pem'), 'private');
    await fs.writeFile(path.join(template, 'template.yaml'), 'kind: Template');
    await fs.writeFile(path.join(template, 'skeleton/README.md'), '# Skeleton');
    await fs.writeFile(path.join(template, 'skeleton/src/run.sh'), '#!/bin/sh', { mode: 0o755 });
    await fs.symlink('../README.md', path.join(template, 'skeleton/src/readme-link.md'));
    await fs.symlink(path.join(root, 'secrets'), path.join(template, 'secrets-link'));
    await fs.mkdir(path.join(template, 'leaky'));
    await fs.symlink(path.join(root, 'secrets/key.pem'), path.join(template, 'leaky/key.pem'));
    await fs.mkdir(path.join(template, 'loop'));
    await fs.symlink('.', path.join(template, 'loop/self'));
    baseUrl = pathToFileURL(path.join(template, 'template.yaml')).href;
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it("reads a directory of the template's, following links that stay inside", async () => {
    const { directories, files } = await readTemplateDirectory({ baseUrl, url: './skeleton' });
    expect(directories).toEqual(['empty', 'src']);
    expect(files.map(f => [f.path, f.content.toString(), f.mode & 0o111 ? 'x' : '-'])).toEqual([
      ['README.md', '# Skeleton', '-'],
      ['src/readme-link.md', '# Skeleton', '-'],
      ['src/run.sh', '#!/bin/sh', 'x'],
    ]);
  });

  it("reads the template's own directory", async () => {
    const { files } = await readTemplateDirectory({ baseUrl, url: 'skeleton/src/..' });
    expect(files.map(f => f.path)).toContain('README.md');
    // Here the links out of it (secrets-link, leaky/key.pem) are met and refused.
    await expect(readTemplateDirectory({ baseUrl, url: '.' })).rejects.toThrow(
      /it links outside the template's directory/,
    );
  });

  it('reads one file', async () => {
    const file = await readTemplateFile({ baseUrl, url: 'skeleton/README.md' });
    expect(file).toMatchObject({ path: 'README.md', content: Buffer.from('# Skeleton') });
  });

  it("refuses anything outside the template's directory", async () => {
    const cases: Array<[string, typeof readTemplateFile | typeof readTemplateDirectory, RegExp]> = [
      ['../secrets/key.pem', readTemplateFile, /outside the template's directory/],
      ['../secrets', readTemplateDirectory, /outside the template's directory/],
      ['..', readTemplateDirectory, /outside the template's directory/],
      [path.join(root, 'secrets/key.pem'), readTemplateFile, /outside the template's directory/],
      [pathToFileURL(path.join(root, 'secrets')).href, readTemplateDirectory, /outside/],
      ['secrets-link', readTemplateDirectory, /links outside the template's directory/],
      ['leaky', readTemplateDirectory, /'key.pem': it links outside/],
      ['loop', readTemplateDirectory, /'self': it links to a directory containing it/],
    ];
    for (const [url, read, error] of cases) {
      await expect(read({ baseUrl, url }), url).rejects.toThrow(error);
    }
  });

  it('answers clear errors for missing sources, wrong kinds and bad locations', async () => {
    const missing = readTemplateDirectory({ baseUrl, url: './nope' });
    await expect(missing).rejects.toThrow(
      "Cannot fetch './nope': it does not exist in the template",
    );
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
    await expect(readTemplateFile({ baseUrl, url: './skeleton' })).rejects.toThrow(
      "Cannot fetch './skeleton': it is not a file",
    );
    await expect(readTemplateDirectory({ baseUrl, url: './skeleton/README.md' })).rejects.toThrow(
      "Cannot fetch './skeleton/README.md': it is not a directory",
    );
    await expect(readTemplateDirectory({ url: './skeleton' })).rejects.toThrow(
      'the template has no base URL',
    );
    await expect(
      readTemplateDirectory({ baseUrl, url: 'file://elsewhere.test/x' }),
    ).rejects.toThrow(/is not a valid file URL/);
  });

  it("never reads the server's protected paths, even inside the template's directory", async () => {
    const template = path.join(root, 'beside-data');
    await fs.mkdir(path.join(template, 'data'), { recursive: true });
    await fs.writeFile(path.join(template, 'data/auth.sqlite'), 'keys');
    await fs.writeFile(path.join(template, 'app-config.yaml'), 'secret: 1');
    await fs.writeFile(path.join(template, 'template.yaml'), 'kind: Template');
    const protectedPaths = protectedPathsFromConfig(
      createConfig({ backend: { database: { connection: { directory: './data' } } } }),
      template,
    );
    const besideData = pathToFileURL(path.join(template, 'template.yaml')).href;
    const read = { baseUrl: besideData, protectedPaths };
    await expect(readTemplateDirectory({ ...read, url: '.' })).rejects.toThrow(
      "Cannot fetch 'app-config.yaml': it is a protected path of this server",
    );
    await expect(readTemplateDirectory({ ...read, url: './data' })).rejects.toThrow(
      NotAllowedError,
    );
    await expect(readTemplateFile({ ...read, url: './data/auth.sqlite' })).rejects.toThrow(
      "Cannot fetch './data/auth.sqlite': it is a protected path of this server",
    );
    await expect(readTemplateFile({ ...read, url: './template.yaml' })).resolves.toMatchObject({
      path: 'template.yaml',
    });
  });

  it('refuses remote sources when nothing reads them', async () => {
    for (const url of ['https://github.com/o/r/tree/main/x', 'http://example.test/x']) {
      const remote = readTemplateDirectory({ baseUrl, url });
      await expect(remote, url).rejects.toThrow(
        /only http\(s\) URLs of a source-control integration/,
      );
      await expect(remote, url).rejects.toBeInstanceOf(InputError);
    }
    await expect(
      readTemplateDirectory({ baseUrl, url: 'ftp://example.test/x' }),
    ).rejects.toBeInstanceOf(InputError);
  });
});

describe('templates kept in a repository', () => {
  let server: GitHttpServer;
  let work: string;
  let remote: RepositoryTreeFetcher;
  let templateUrl: string;

  beforeAll(async () => {
    server = await startGitHttpServer({ username: 'x-access-token', password: 'repo-token' });
    const bare = await server.createRepository('velora/templates.git');
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-template-repo-'));
    await fs.mkdir(path.join(work, 'service/skeleton/src'), { recursive: true });
    await fs.writeFile(path.join(work, 'service/template.yaml'), 'kind: Template');
    await fs.writeFile(path.join(work, 'service/skeleton/README.md'), '# ${{ values.name }}');
    await fs.writeFile(path.join(work, 'service/skeleton/src/index.ts'), 'export {};');
    await fs.writeFile(path.join(work, 'service/LICENSE'), 'Apache-2.0');
    runTestGit(work, 'init', '-q', '-b', 'main');
    runTestGit(work, 'add', '.');
    runTestGit(work, 'commit', '-q', '-m', 'template');
    await git(['push', '--quiet', bare, 'main'], work);
    const host = new URL(server.url).host;
    remote = createRepositoryTreeFetcher(
      readScmIntegrations(
        createConfig({
          integrations: {
            github: [{ host, baseUrl: server.url, apiBaseUrl: server.url, token: 'repo-token' }],
          },
        }),
      ),
    );
    templateUrl = `${server.url}/velora/templates/blob/main/service/template.yaml`;
  });
  afterAll(async () => {
    await server?.stop();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  it('reads a directory beside a template registered from its repository', async () => {
    const { directories, files } = await readTemplateDirectory({
      baseUrl: templateUrl,
      url: './skeleton',
      remote,
    });
    expect(directories).toEqual(['src']);
    expect(files.map(f => [f.path, f.content.toString()])).toEqual([
      ['README.md', '# ${{ values.name }}'],
      ['src/index.ts', 'export {};'],
    ]);
  });

  it('reads one file, and an absolute URL of the same host', async () => {
    const file = await readTemplateFile({ baseUrl: templateUrl, url: './LICENSE', remote });
    expect([file.path, file.content.toString()]).toEqual(['LICENSE', 'Apache-2.0']);
    const absolute = await readTemplateDirectory({
      url: `${server.url}/velora/templates/tree/main/service/skeleton/src`,
      remote,
    });
    expect(absolute.files.map(f => f.path)).toEqual(['index.ts']);
  });

  it('says which directory the repository lacks', async () => {
    await expect(
      readTemplateDirectory({ baseUrl: templateUrl, url: './docs', remote }),
    ).rejects.toThrow("the repository has no directory 'service/docs'");
  });
});
