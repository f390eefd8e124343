import { describe, expect, it } from 'vitest';
import { createConfig, parseAzureUrl, readScmIntegrations } from '@atrium/server-core';
import { readAzureDevOpsConfigs } from '../config/readAzureDevOpsConfigs';
import type { CodeSearchQuery, CodeSearchResult } from './createCodeSearch';
import { catalogFileUrl, discoverCatalogFiles } from './discoverCatalogFiles';

const configOf = (keys: Record<string, unknown> = {}) =>
  readAzureDevOpsConfigs(
    createConfig({
      catalog: {
        providers: { azureDevOps: { acme: { organization: 'acme', project: '*', ...keys } } },
      },
    }),
  )[0]!;
const result = (project: string, repository: string, path: string): CodeSearchResult => ({
  fileName: path.split('/').pop(),
  path,
  project: { name: project },
  repository: { name: repository },
  versions: [{ branchName: 'main' }],
});

describe('discoverCatalogFiles', () => {
  it('asks code search with the configured terms and makes one Location per file found', async () => {
    const asked: CodeSearchQuery[] = [];
    const search = async (query: CodeSearchQuery) => {
      asked.push(query);
      return [
        result('platform', 'service-a', '/catalog-info.yaml'),
        result('web', 'service-b', '/src/api/catalog-info.yaml'),
        // The same file once more, as found on a second indexed branch.
        result('platform', 'service-a', '/catalog-info.yaml'),
      ];
    };
    const config = configOf({ repository: 'service-*', path: '/src/*/catalog-info.yaml' });
    const entities = await discoverCatalogFiles(search, 'https://dev.azure.com', config);
    expect(asked).toEqual([
      {
        organization: 'acme',
        project: '*',
        repository: 'service-*',
        path: '/src/*/catalog-info.yaml',
        branch: undefined,
      },
    ]);
    expect(entities).toEqual([
      expect.objectContaining({
        kind: 'Location',
        spec: {
          type: 'url',
          target: 'https://dev.azure.com/acme/platform/_git/service-a?path=/catalog-info.yaml',
        },
      }),
      expect.objectContaining({
        spec: {
          type: 'url',
          target: 'https://dev.azure.com/acme/web/_git/service-b?path=/src/api/catalog-info.yaml',
        },
      }),
    ]);
  });

  it('adds the configured branch to the search and to each target', async () => {
    let branch: string | undefined;
    const search = async (query: CodeSearchQuery) => {
      branch = query.branch;
      return [result('platform', 'api', '/catalog-info.yaml')];
    };
    const [entity] = (await discoverCatalogFiles(
      search,
      'https://tfs.example.com/tfs/',
      configOf({ branch: 'release/1.0' }),
    )) as Array<{ spec: { target: string } }>;
    expect(branch).toBe('release/1.0');
    expect(entity?.spec.target).toBe(
      'https://tfs.example.com/tfs/acme/platform/_git/api?path=/catalog-info.yaml&version=GBrelease/1.0',
    );
  });

  it('lets an error of the search through, so the run keeps what it had', async () => {
    const search = async () => {
      throw new Error('refused');
    };
    await expect(discoverCatalogFiles(search, 'https://dev.azure.com', configOf())).rejects.toThrow(
      'refused',
    );
  });
});

describe('catalogFileUrl', () => {
  it('encodes names with spaces and query characters so the reader reads the same file back', () => {
    const url = catalogFileUrl(
      'https://dev.azure.com',
      { organization: 'acme', branch: 'feature/a&b' },
      result('My Project', 'repo #1', '/docs/cat?alog & more.yaml'),
    );
    const [integration] = readScmIntegrations(createConfig({}))
      .list()
      .filter(i => i.type === 'azure');
    expect(parseAzureUrl(integration!, url)).toMatchObject({
      organization: 'acme',
      repo: 'repo #1',
      path: '/docs/cat?alog & more.yaml',
      projectUrl: 'https://dev.azure.com/acme/My%20Project',
    });
    expect(new URL(url).searchParams.get('version')).toBe('GBfeature/a&b');
  });
});
