import { describe, expect, it } from 'vitest';
import type { ScmIntegration } from '@atrium/server-core';
import { repositoryFileUrl } from './repositoryFileUrl';

const integration = (type: 'github' | 'azure', baseUrl: string): ScmIntegration => ({
  type,
  host: new URL(baseUrl).host,
  title: type,
  baseUrl,
});

describe('repositoryFileUrl', () => {
  it("answers GitHub's blob URL, keeping a branch's slashes", () => {
    const github = {
      type: 'github' as const,
      integration: integration('github', 'https://github.com'),
      owner: 'acme',
      repo: 'payments',
    };
    expect(repositoryFileUrl(github, 'main', 'catalog-info.yaml')).toBe(
      'https://github.com/acme/payments/blob/main/catalog-info.yaml',
    );
    expect(repositoryFileUrl(github, 'feature/x y', '.github/CODEOWNERS')).toBe(
      'https://github.com/acme/payments/blob/feature/x%20y/.github/CODEOWNERS',
    );
  });

  it("answers Azure DevOps' browse URL with the path and branch parameters", () => {
    const azure = {
      type: 'azure' as const,
      integration: integration('azure', 'https://dev.azure.com'),
      organization: 'acme',
      project: 'shop',
      repo: 'pay ments',
      projectUrl: 'https://dev.azure.com/acme/shop',
    };
    expect(repositoryFileUrl(azure, 'main', 'catalog-info.yaml')).toBe(
      'https://dev.azure.com/acme/shop/_git/pay%20ments?path=/catalog-info.yaml&version=GBmain',
    );
    const url = new URL(repositoryFileUrl(azure, 'release/1&2', 'docs/CODEOWNERS'));
    expect(url.searchParams.get('path')).toBe('/docs/CODEOWNERS');
    expect(url.searchParams.get('version')).toBe('GBrelease/1&2');
  });
});
