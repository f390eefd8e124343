import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader } from '../startGitHttpServer';
import { putRepositoryFile } from './putRepositoryFile';
import { startFakeAzure, type FakeAzure } from './startFakeAzure';

const TOKEN = 'azure-pat';

describe('the Azure DevOps fake', () => {
  let azure: FakeAzure;
  let repoId: string;
  let mainCommit: string;
  const items = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${azure.url}/acme/platform/_apis/git/repositories/api/items?${query}`, {
      headers: { authorization: basicHeader('', TOKEN), ...headers },
    });

  beforeAll(async () => {
    azure = await startFakeAzure({ token: TOKEN, projects: ['acme/platform'] });
    const repo = await azure.addRepository('acme/platform/api');
    repoId = repo.id;
    mainCommit = await putRepositoryFile(repo.bare, {
      branch: 'main',
      path: 'catalog-info.yaml',
      content: 'kind: Component\n',
    });
    await putRepositoryFile(repo.bare, {
      branch: 'feature/x',
      path: 'catalog-info.yaml',
      content: 'kind: API\n',
    });
  });
  afterAll(() => azure?.stop());

  it('answers an item raw at a branch, the default branch or a commit, named by versionDescriptor', async () => {
    const main = await items(
      'path=/catalog-info.yaml&versionDescriptor.version=main&api-version=6.0',
    );
    expect(main.status).toBe(200);
    expect(await main.text()).toBe('kind: Component\n');
    expect(main.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    const feature = await items(
      'path=catalog-info.yaml&versionDescriptor.version=feature%2Fx&api-version=6.0',
    );
    expect(await feature.text()).toBe('kind: API\n');
    expect(await (await items('path=/catalog-info.yaml&api-version=6.0')).text()).toBe(
      'kind: Component\n',
    );
    const byCommit = await items(
      `path=/catalog-info.yaml&versionDescriptor.version=${mainCommit}&versionDescriptor.versionType=commit&api-version=6.0`,
    );
    expect(await byCommit.text()).toBe('kind: Component\n');
  });

  it('answers the item JSON when asked, by repository id too', async () => {
    const response = await fetch(
      `${azure.url}/acme/platform/_apis/git/repositories/${repoId}/items?path=/catalog-info.yaml&includeContent=true&api-version=6.0`,
      { headers: { authorization: basicHeader('pat', TOKEN), accept: 'application/json' } },
    );
    expect(await response.json()).toMatchObject({
      gitObjectType: 'blob',
      commitId: mainCommit,
      path: '/catalog-info.yaml',
      content: 'kind: Component\n',
    });
  });

  it("lists a project's repositories", async () => {
    const response = await fetch(
      `${azure.url}/acme/platform/_apis/git/repositories?api-version=6.0`,
      { headers: { authorization: basicHeader('', TOKEN) } },
    );
    expect(await response.json()).toEqual({
      count: 1,
      value: [
        expect.objectContaining({
          id: repoId,
          name: 'api',
          defaultBranch: 'refs/heads/main',
          webUrl: `${azure.url}/acme/platform/_git/api`,
        }),
      ],
    });
  });

  it("answers Azure DevOps' errors", async () => {
    const typeKey = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      return ((await response.json()) as { typeKey: string }).typeKey;
    };
    expect(await typeKey(await items('path=/catalog-info.yaml'), 400)).toBe(
      'VssVersionNotSpecifiedException',
    );
    expect(await typeKey(await items('path=/missing.yaml&api-version=6.0'), 404)).toBe(
      'GitItemNotFoundException',
    );
    expect(await typeKey(await items('path=/../catalog-info.yaml&api-version=6.0'), 404)).toBe(
      'GitItemNotFoundException',
    );
    expect(
      await typeKey(
        await items('path=/catalog-info.yaml&versionDescriptor.version=nope&api-version=6.0'),
        404,
      ),
    ).toBe('GitUnresolvableToCommitException');
    const otherRepo = await fetch(
      `${azure.url}/acme/platform/_apis/git/repositories/nope/items?path=/a&api-version=6.0`,
      { headers: { authorization: basicHeader('', TOKEN) } },
    );
    expect(await typeKey(otherRepo, 404)).toBe('GitRepositoryNotFoundException');
    expect(
      (await items('path=/a&api-version=6.0', { authorization: basicHeader('', 'x') })).status,
    ).toBe(401);
  });

  it('answers 304 to the current ETag', async () => {
    const query = 'path=/catalog-info.yaml&version=main&api-version=6.0';
    const etag = (await items(query)).headers.get('etag')!;
    expect((await items(query, { 'if-none-match': etag })).status).toBe(304);
  });

  it('refuses with 429, Retry-After and the X-RateLimit set when the limit is switched on', async () => {
    azure.rateLimit.limitNext(1, { retryAfterSeconds: 5 });
    const response = await items('path=/catalog-info.yaml&api-version=6.0');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(await response.json()).toMatchObject({ typeKey: 'RequestBlockedException' });
    const ok = await items('path=/catalog-info.yaml&api-version=6.0');
    expect(ok.headers.get('x-ratelimit-remaining')).toBeNull();
  });
});
