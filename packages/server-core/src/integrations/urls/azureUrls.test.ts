import { describe, expect, it } from 'vitest';
import { azureArchiveUrl, azureCommitsUrl, azureItemsUrl, parseAzureUrl } from './azureUrls';
import { testIntegration } from './testIntegration';

const azure = testIntegration('azure', 'dev.azure.com');

describe('Azure DevOps URLs', () => {
  const location = parseAzureUrl(
    azure,
    'https://dev.azure.com/velora/mobility/_git/rides?path=/docs&version=GBrelease/2.0',
  );

  it('reads the organisation, project URL, repository, path and branch', () => {
    expect(location).toEqual({
      projectUrl: 'https://dev.azure.com/velora/mobility',
      organization: 'velora',
      repo: 'rides',
      path: '/docs',
      ref: { type: 'branch', name: 'release/2.0' },
    });
  });

  it('builds items, archive and commits endpoints with api-version 6.0', () => {
    const repo = 'https://dev.azure.com/velora/mobility/_apis/git/repositories/rides';
    expect(azureItemsUrl({ ...location, path: '/docs/a.md' })).toBe(
      `${repo}/items?api-version=6.0&path=%2Fdocs%2Fa.md&versionDescriptor.version=release%2F2.0&versionDescriptor.versionType=branch`,
    );
    expect(azureArchiveUrl(location)).toBe(
      `${repo}/items?recursionLevel=full&download=true&api-version=6.0&scopePath=%2Fdocs&versionDescriptor.version=release%2F2.0&versionDescriptor.versionType=branch`,
    );
    expect(azureCommitsUrl(location)).toBe(
      `${repo}/commits?api-version=6.0&searchCriteria.itemVersion.version=release%2F2.0&searchCriteria.itemVersion.versionType=branch`,
    );
  });

  it('reads repositories without a path or version', () => {
    expect(parseAzureUrl(azure, 'https://dev.azure.com/velora/mobility/_git/rides')).toEqual({
      projectUrl: 'https://dev.azure.com/velora/mobility',
      organization: 'velora',
      repo: 'rides',
    });
  });

  it('encodes project names with spaces', () => {
    const spaced = parseAzureUrl(azure, 'https://dev.azure.com/velora/Mobility%20Team/_git/rides');
    expect(azureCommitsUrl(spaced)).toBe(
      'https://dev.azure.com/velora/Mobility%20Team/_apis/git/repositories/rides/commits?api-version=6.0',
    );
  });
});
