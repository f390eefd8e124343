import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { git, runTestGit, startGitHttpServer, type GitHttpServer } from '../testing';
import { createRepositoryTreeFetcher } from './createRepositoryTreeFetcher';
import { readScmIntegrations } from './readScmIntegrations';

describe('createRepositoryTreeFetcher', () => {
  let server: GitHttpServer;
  let work: string;
  let head: string;

  const fetcherWith = (token: string) =>
    createRepositoryTreeFetcher(
      readScmIntegrations(
        createConfig({
          integrations: {
            github: [
              {
                host: new URL(server.url).host,
                baseUrl: server.url,
                apiBaseUrl: server.url,
                token,
              },
            ],
          },
        }),
      ),
    );

  beforeAll(async () => {
    server = await startGitHttpServer({ username: 'x-access-token', password: 'docs-token' });
    const bare = await server.createRepository('velora/rides.git');
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'tree-work-'));
    await fs.mkdir(path.join(work, 'handbook', 'docs'), { recursive: true });
    await fs.writeFile(path.join(work, 'handbook', 'mkdocs.yml'), 'site_name: Rides\n');
    await fs.writeFile(path.join(work, 'handbook', 'docs', 'index.md'), '# Rides\n');
    await fs.symlink('/etc/passwd', path.join(work, 'handbook', 'docs', 'passwd'));
    runTestGit(work, 'init', '-q', '-b', 'main');
    runTestGit(work, 'add', '.');
    runTestGit(work, 'commit', '-q', '-m', 'handbook');
    await git(['push', '--quiet', bare, 'main'], work);
    head = runTestGit(work, 'rev-parse', 'HEAD').trim();
  });
  afterAll(async () => {
    await server?.stop();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  it('names the commit of the ref, and fetches the one directory with credentials', async () => {
    const fetcher = fetcherWith('docs-token');
    const url = `${server.url}/velora/rides/tree/main/handbook`;
    expect(await fetcher.etag(url)).toBe(head);
    const target = await fs.mkdtemp(path.join(os.tmpdir(), 'tree-target-'));
    try {
      const { directory } = await fetcher.fetch(url, target);
      expect(directory).toBe(path.join(target, 'handbook'));
      expect(await fs.readFile(path.join(directory, 'docs', 'index.md'), 'utf8')).toBe('# Rides\n');
      // A link in the repository arrives as a file holding its target, never as a link.
      const link = await fs.lstat(path.join(directory, 'docs', 'passwd'));
      expect(link.isSymbolicLink()).toBe(false);
      expect(server.requests.every(r => r.authorization?.startsWith('Basic '))).toBe(true);
    } finally {
      await fs.rm(target, { recursive: true, force: true });
    }
  });

  it('says so when the host refuses the credentials, without showing them', async () => {
    const error = await fetcherWith('wrong-token')
      .etag(`${server.url}/velora/rides/tree/main/handbook`)
      .catch((e: Error) => e);
    expect(String(error)).toContain("the host refused the integration's credentials");
    expect(String(error)).not.toContain('wrong-token');
  });

  it('says which directory or ref is missing', async () => {
    const fetcher = fetcherWith('docs-token');
    await expect(fetcher.etag(`${server.url}/velora/rides/tree/nope/handbook`)).rejects.toThrow(
      'has no ref nope',
    );
    const target = await fs.mkdtemp(path.join(os.tmpdir(), 'tree-target-'));
    try {
      await expect(
        fetcher.fetch(`${server.url}/velora/rides/tree/main/guides`, target),
      ).rejects.toThrow("the repository has no directory 'guides'");
    } finally {
      await fs.rm(target, { recursive: true, force: true });
    }
  });
});
