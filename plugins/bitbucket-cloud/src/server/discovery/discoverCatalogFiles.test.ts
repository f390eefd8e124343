import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, readScmIntegrations } from '@atrium/server-core';
import {
  putRepositoryFile,
  startFakeBitbucketCloud,
  type FakeBitbucket,
} from '@atrium/server-core/testing';
import { readBitbucketCloudConfigs } from '../config/readBitbucketCloudConfigs';
import { createBitbucketCloudApi, type BitbucketCloudApi } from './createBitbucketCloudApi';
import { discoverCatalogFiles } from './discoverCatalogFiles';

describe('discoverCatalogFiles', () => {
  let bitbucket: FakeBitbucket;
  let api: BitbucketCloudApi;
  const discover = (keys: Record<string, unknown>) =>
    discoverCatalogFiles(
      api,
      readBitbucketCloudConfigs(
        createConfig({
          catalog: { providers: { bitbucketCloud: { acme: { workspace: 'acme', ...keys } } } },
        }),
      )[0]!,
    ) as Promise<
      Array<{ metadata: { annotations: Record<string, string> }; spec: { target: string } }>
    >;
  const targets = async (keys: Record<string, unknown> = {}) =>
    (await discover(keys)).map(entity => entity.spec.target).sort();

  beforeAll(async () => {
    // One hit per search page, so every search is read across several pages.
    bitbucket = await startFakeBitbucketCloud({
      username: 'bot',
      appPassword: 'app-password',
      workspaces: { acme: ['APIS', 'WEB'], other: ['OTHER'] },
      searchPageLength: 1,
    });
    const files: Array<[string, string, string, string]> = [
      ['acme/service-payments', 'APIS', 'main', 'catalog-info.yaml'],
      ['acme/service-ledger', 'APIS', 'trunk', 'catalog-info.yaml'],
      ['acme/api-gateway', 'APIS', 'main', 'catalog-info.yaml'],
      ['acme/site', 'WEB', 'main', 'catalog-info.yaml'],
      ['acme/nested', 'WEB', 'main', 'docs/catalog-info.yaml'],
      ['acme/readme-only', 'WEB', 'main', 'README.md'],
      ['other/elsewhere', 'OTHER', 'main', 'catalog-info.yaml'],
    ];
    for (const [key, project, branch, path] of files) {
      const repo = await bitbucket.addRepository(key);
      Object.assign(repo, { project, mainbranch: branch });
      await putRepositoryFile(repo.bare, { branch, path, content: 'see catalog-info.yaml\n' });
    }
    // A file on another branch than the main one is not searched.
    const site = bitbucket.repos.get('acme/site')!;
    await putRepositoryFile(site.bare, {
      branch: 'dev',
      path: 'docs/catalog-info.yaml',
      content: '',
    });
    const integration = readScmIntegrations(
      createConfig({
        integrations: {
          bitbucketCloud: [
            {
              host: bitbucket.host,
              baseUrl: bitbucket.url,
              apiBaseUrl: bitbucket.apiBaseUrl,
              username: 'bot',
              appPassword: 'app-password',
            },
          ],
        },
      }),
    ).integrationForHost(bitbucket.host)!;
    api = createBitbucketCloudApi(integration);
  });
  afterAll(() => bitbucket?.stop());

  it("finds the file at each repository's main branch, as src URLs, and nothing more", async () => {
    expect(await targets()).toEqual([
      `${bitbucket.url}/acme/api-gateway/src/main/catalog-info.yaml`,
      `${bitbucket.url}/acme/service-ledger/src/trunk/catalog-info.yaml`,
      `${bitbucket.url}/acme/service-payments/src/main/catalog-info.yaml`,
      `${bitbucket.url}/acme/site/src/main/catalog-info.yaml`,
    ]);
  });

  it('notes the repository on each Location, as Backstage does', async () => {
    const [first] = await discover({ filters: { repoSlug: 'site' } });
    expect(first?.metadata.annotations).toEqual({
      'bitbucket.org/repo-url': `${bitbucket.url}/acme/site`,
    });
  });

  it('finds a nested catalogPath only at that path', async () => {
    expect(await targets({ catalogPath: '/docs/catalog-info.yaml' })).toEqual([
      `${bitbucket.url}/acme/nested/src/main/docs/catalog-info.yaml`,
    ]);
  });

  it('keeps only repositories whose project key and slug match the filters', async () => {
    expect(await targets({ filters: { projectKey: 'APIS', repoSlug: 'service-.*' } })).toEqual([
      `${bitbucket.url}/acme/service-ledger/src/trunk/catalog-info.yaml`,
      `${bitbucket.url}/acme/service-payments/src/main/catalog-info.yaml`,
    ]);
    expect(await targets({ filters: { projectKey: 'WEB' } })).toEqual([
      `${bitbucket.url}/acme/site/src/main/catalog-info.yaml`,
    ]);
    // Whole values only: `service` is no slug here.
    expect(await targets({ filters: { repoSlug: 'service' } })).toEqual([]);
  });

  it('searches only the projects the projectKey filter keeps', async () => {
    const searches = () =>
      bitbucket.requests.filter(request => request.path.endsWith('/search/code')).length;
    const before = searches();
    await targets({ filters: { projectKey: 'WEB' } });
    // A page per hit: WEB's two (`site`, and `nested` whose docs/catalog-info.yaml the search
    // matches too); searching APIS as well would have read three more.
    expect(searches() - before).toBe(2);
  });

  it('sends the credentials and fails the run when the workspace is gone', async () => {
    expect(
      bitbucket.requests
        .filter(request => request.path.startsWith('/2.0/'))
        .every(
          request =>
            request.authorization === `Basic ${Buffer.from('bot:app-password').toString('base64')}`,
        ),
    ).toBe(true);
    await expect(
      discoverCatalogFiles(api, {
        id: 'gone',
        workspace: 'gone',
        catalogPath: 'catalog-info.yaml',
      }),
    ).rejects.toThrow(/was not found \(HTTP 404\)/);
  });
});
