import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader } from '../startGitHttpServer';
import { putRepositoryFile } from './putRepositoryFile';
import {
  startFakeBitbucketCloud,
  startFakeBitbucketServer,
  type FakeBitbucket,
} from './startFakeBitbucket';

describe('the Bitbucket fakes', () => {
  let cloud: FakeBitbucket;
  let server: FakeBitbucket;
  const cloudAuth = basicHeader('alice', 'app-password');
  const cloudGet = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${cloud.apiBaseUrl}${path}`, { headers: { authorization: cloudAuth, ...headers } });
  const serverGet = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.apiBaseUrl}${path}`, {
      headers: { authorization: 'Bearer server-token', ...headers },
    });

  beforeAll(async () => {
    cloud = await startFakeBitbucketCloud({
      username: 'alice',
      appPassword: 'app-password',
      workspaces: { acme: ['WEB'] },
    });
    server = await startFakeBitbucketServer({ token: 'server-token', projects: ['SVC'] });
    const site = await cloud.addRepository('acme/site');
    await putRepositoryFile(site.bare, { branch: 'main', path: 'a b/c.yaml', content: 'cloud' });
    const billing = await server.addRepository('SVC/Billing');
    await putRepositoryFile(billing.bare, { branch: 'main', path: 'docs/x.md', content: 'dc' });
    await putRepositoryFile(billing.bare, { branch: 'dev', path: 'docs/x.md', content: 'dev' });
  });
  afterAll(async () => {
    await Promise.all([cloud?.stop(), server?.stop()]);
  });

  it('Cloud answers /2.0/repositories/{ws}/{repo}/src/{ref}/{path} with the bytes', async () => {
    const response = await cloudGet('/repositories/acme/site/src/main/a%20b/c.yaml');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('cloud');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    expect(response.headers.get('x-ratelimit-limit')).toBe('1000');
    const etag = response.headers.get('etag')!;
    expect(
      (
        await cloudGet('/repositories/acme/site/src/main/a%20b/c.yaml', {
          'if-none-match': etag,
        })
      ).status,
    ).toBe(304);
  });

  it('Cloud answers its error shape for a missing ref, file or repository', async () => {
    const error = async (path: string) => {
      const response = await cloudGet(path);
      expect(response.status).toBe(404);
      return ((await response.json()) as { error: { message: string } }).error.message;
    };
    expect(await error('/repositories/acme/site/src/nope/a%20b/c.yaml')).toBe('Commit not found');
    expect(await error('/repositories/acme/site/src/main/missing.yaml')).toBe(
      'No such file or directory: missing.yaml',
    );
    expect(await error('/repositories/acme/site/src/main/a%20b/..%2F..%2Fetc')).toMatch(
      /^No such file/,
    );
    expect(await error('/repositories/acme/gone/src/main/a.yaml')).toBe('Repository not found');
  });

  it("Cloud's code search finds files at the main branch by path, a page at a time", async () => {
    const web = await cloud.addRepository('acme/web');
    web.project = 'WEB';
    await putRepositoryFile(web.bare, { branch: 'main', path: 'catalog-info.yaml', content: 'x' });
    await putRepositoryFile(web.bare, {
      branch: 'main',
      path: 'docs/catalog-info.yaml',
      content: 'y',
    });
    await putRepositoryFile(web.bare, {
      branch: 'dev',
      path: 'dev/catalog-info.yaml',
      content: 'z',
    });
    const fields =
      '+values.file.commit.repository.slug,+values.file.commit.repository.mainbranch.name';
    const search = async (url: string) =>
      (await (await fetch(url, { headers: { authorization: cloudAuth } })).json()) as {
        values: Array<{ file: { path: string; commit: { repository: Record<string, unknown> } } }>;
        next?: string;
      };
    const query = new URLSearchParams({
      search_query: '"catalog-info.yaml" path:/catalog-info.yaml',
      fields,
      pagelen: '1',
    });
    const first = await search(`${cloud.apiBaseUrl}/workspaces/acme/search/code?${query}`);
    expect(first.values.map(hit => hit.file.path)).toEqual(['catalog-info.yaml']);
    expect(first.values[0]!.file.commit.repository).toEqual({
      type: 'repository',
      full_name: 'acme/web',
      name: 'web',
      slug: 'web',
      mainbranch: { type: 'branch', name: 'main' },
      links: { html: { href: `${cloud.url}/acme/web` } },
    });
    const second = await search(first.next!);
    expect(second.values.map(hit => hit.file.path)).toEqual(['docs/catalog-info.yaml']);
    expect(second.next).toBeUndefined();
    const narrowed = new URLSearchParams({ search_query: 'path:catalog-info.yaml repo:site' });
    expect(
      (await search(`${cloud.apiBaseUrl}/workspaces/acme/search/code?${narrowed}`)).values,
    ).toEqual([]);
    const anonymous = await fetch(`${cloud.apiBaseUrl}/workspaces/acme/search/code?${query}`);
    expect(anonymous.status).toBe(401);
    expect((await cloudGet(`/workspaces/nope/search/code?${query}`)).status).toBe(404);
  });

  it('Cloud refuses with 429 in its error shape when the limit is switched on', async () => {
    cloud.rateLimit.limitNext(1);
    const response = await cloudGet('/repositories/acme/site/src/main/a%20b/c.yaml');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      type: 'error',
      error: { message: 'Rate limit for this resource has been exceeded' },
    });
  });

  it('Data Center answers /projects/{key}/repos/{repo}/raw/{path}?at= with the bytes', async () => {
    const raw = '/projects/SVC/repos/billing/raw/docs/x.md';
    expect(await (await serverGet(raw)).text()).toBe('dc');
    expect(await (await serverGet(`${raw}?at=dev`)).text()).toBe('dev');
    const byRef = await serverGet(`${raw}?at=refs%2Fheads%2Fdev`);
    expect(await byRef.text()).toBe('dev');
    expect(byRef.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    expect(byRef.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
  });

  it('Data Center answers its error shape for a missing ref or path', async () => {
    const exception = async (path: string) => {
      const response = await serverGet(path);
      expect(response.status).toBe(404);
      return ((await response.json()) as { errors: Array<{ exceptionName: string }> }).errors[0]!
        .exceptionName;
    };
    const raw = '/projects/SVC/repos/billing/raw';
    expect(await exception(`${raw}/docs/x.md?at=nope`)).toMatch(/NoSuchCommitException$/);
    expect(await exception(`${raw}/docs/y.md`)).toMatch(/NoSuchPathException$/);
    expect(await exception(`${raw}/docs%2F..%2Fdocs/x.md`)).toMatch(/NoSuchPathException$/);
  });

  it("Data Center lists a project's repositories a page at a time", async () => {
    await server.addRepository('SVC/ledger');
    const first = (await (await serverGet('/projects/SVC/repos?limit=1')).json()) as {
      values: Array<{ slug: string }>;
      isLastPage: boolean;
      nextPageStart: number;
    };
    expect(first).toMatchObject({
      isLastPage: false,
      nextPageStart: 1,
      values: [{ slug: 'billing' }],
    });
    const second = await serverGet(`/projects/SVC/repos?limit=1&start=${first.nextPageStart}`);
    expect(await second.json()).toMatchObject({ isLastPage: true, values: [{ slug: 'ledger' }] });
    expect((await serverGet('/projects/NOPE/repos')).status).toBe(404);
  });

  it('Data Center refuses with 429 and Retry-After when the limit is switched on', async () => {
    server.rateLimit.limitNext(1, { retryAfterSeconds: 2 });
    const response = await serverGet('/projects/SVC/repos/billing/raw/docs/x.md');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await serverGet('/projects/SVC/repos/billing/raw/docs/x.md')).status).toBe(200);
  });
});
