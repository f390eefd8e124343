import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader } from '../startGitHttpServer';
import { putRepositoryFile } from './putRepositoryFile';
import { startFakeAzure, type FakeAzure } from './startFakeAzure';

const TOKEN = 'azure-search-pat';

interface SearchAnswer {
  count: number;
  results: Array<{
    fileName: string;
    path: string;
    project: { name: string };
    repository: { name: string };
    versions: Array<{ branchName: string }>;
  }>;
}

describe("the Azure DevOps fake's code search", () => {
  let azure: FakeAzure;
  const post = (path: string, body: unknown, token = TOKEN) =>
    fetch(`${azure.url}${path}?api-version=6.0-preview.1`, {
      method: 'POST',
      headers: { authorization: basicHeader('', token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const search = async (
    body: Record<string, unknown>,
    path = '/acme/_apis/search/codesearchresults',
  ) => {
    const response = await post(path, { $skip: 0, $top: 1000, ...body });
    expect(response.status).toBe(200);
    return (await response.json()) as SearchAnswer;
  };
  const found = (answer: SearchAnswer) =>
    answer.results.map(r => `${r.project.name}/${r.repository.name}${r.path}`).sort();

  beforeAll(async () => {
    azure = await startFakeAzure({
      token: TOKEN,
      projects: ['acme/platform', 'acme/web', 'other/x'],
    });
    const files: Array<[string, string, string]> = [
      ['acme/platform/service-a', 'main', 'catalog-info.yaml'],
      ['acme/platform/service-b', 'main', 'src/api/catalog-info.yaml'],
      ['acme/platform/service-b', 'release', 'catalog-info.yaml'],
      ['acme/platform/tools', 'main', 'catalog-info.yaml'],
      ['acme/web/service-web', 'main', 'catalog-info.yaml'],
      ['acme/web/service-web', 'main', 'README.md'],
      ['other/x/service-a', 'main', 'catalog-info.yaml'],
    ];
    for (const [key, branch, path] of files) {
      const repo = azure.repos.get(key) ?? (await azure.addRepository(key));
      await putRepositoryFile(repo.bare, { branch, path, content: `# ${key}\n` });
    }
    await azure.addRepository('acme/platform/empty');
  });
  afterAll(() => azure?.stop());

  it("answers the files at the path in every project's default branches, and only those", async () => {
    const answer = await search({ searchText: 'path:/catalog-info.yaml repo:* proj:*' });
    expect(found(answer)).toEqual([
      'platform/service-a/catalog-info.yaml',
      'platform/tools/catalog-info.yaml',
      'web/service-web/catalog-info.yaml',
    ]);
    expect(answer.count).toBe(3);
    expect(answer.results[0]).toMatchObject({
      fileName: 'catalog-info.yaml',
      versions: [{ branchName: 'main' }],
    });
  });

  it('matches repository and project wildcards and path wildcards across folders', async () => {
    expect(
      found(await search({ searchText: 'path:/catalog-info.yaml repo:SERVICE-* proj:platform' })),
    ).toEqual(['platform/service-a/catalog-info.yaml']);
    expect(found(await search({ searchText: 'path:/src/*/catalog-info.yaml repo:*' }))).toEqual([
      'platform/service-b/src/api/catalog-info.yaml',
    ]);
    expect(
      found(
        await search(
          { searchText: 'path:/catalog-info.yaml' },
          '/acme/web/_apis/search/codesearchresults',
        ),
      ),
    ).toEqual(['web/service-web/catalog-info.yaml']);
  });

  it('searches the branches of the Branch filter instead of the default one', async () => {
    const answer = await search({
      searchText: 'path:/catalog-info.yaml repo:service-b proj:platform',
      filters: { Branch: ['release'] },
    });
    expect(found(answer)).toEqual(['platform/service-b/catalog-info.yaml']);
    expect(answer.results[0]?.versions).toEqual([
      expect.objectContaining({ branchName: 'release' }),
    ]);
    expect(
      (await search({ searchText: 'path:/catalog-info.yaml', filters: { Branch: ['nope'] } }))
        .count,
    ).toBe(0);
  });

  it('pages by $skip and $top, in path order when asked', async () => {
    const page = (skip: number) =>
      search({
        searchText: 'path:/ repo:*',
        $orderBy: [{ field: 'path', sortOrder: 'ASC' }],
        $skip: skip,
        $top: 2,
      });
    const first = await page(0);
    expect(first.count).toBe(5);
    expect(first.results).toHaveLength(2);
    const all = [...first.results, ...(await page(2)).results, ...(await page(4)).results];
    expect(all.map(r => r.path)).toEqual(all.map(r => r.path).sort((a, b) => a.localeCompare(b)));
    expect(new Set(all.map(r => `${r.repository.name}${r.path}`)).size).toBe(5);
  });

  it('refuses a missing PAT, a missing api-version, free text and too large a page', async () => {
    expect((await post('/acme/_apis/search/codesearchresults', {}, 'guessed')).status).toBe(401);
    const noVersion = await fetch(`${azure.url}/acme/_apis/search/codesearchresults`, {
      method: 'POST',
      headers: { authorization: basicHeader('', TOKEN) },
    });
    expect(noVersion.status).toBe(400);
    const body = { searchText: 'path:/a', $top: 10 };
    expect(
      (await post('/acme/_apis/search/codesearchresults', { ...body, searchText: 'hello' })).status,
    ).toBe(400);
    expect(
      (await post('/acme/_apis/search/codesearchresults', { ...body, $top: 1001 })).status,
    ).toBe(400);
    expect((await post('/nobody/_apis/search/codesearchresults', body)).status).toBe(404);
    expect((await post('/acme/nope/_apis/search/codesearchresults', body)).status).toBe(404);
  });
});
