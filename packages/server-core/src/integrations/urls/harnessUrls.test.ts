import { describe, expect, it } from 'vitest';
import {
  harnessArchiveUrl,
  harnessContentUrl,
  harnessRawUrl,
  parseHarnessUrl,
} from './harnessUrls';
import { testIntegration } from './testIntegration';

const harness = testIntegration('harness', 'app.harness.io');

describe('Harness URLs', () => {
  it('reads branches containing slashes, up to the ~ segment', () => {
    expect(
      parseHarnessUrl(
        harness,
        'https://app.harness.io/ng/account/acct/module/code/orgs/velora/projects/mobility/repos/rides/files/feature/maps/~/docs/a.md',
      ),
    ).toEqual({
      baseUrl: 'https://app.harness.io',
      accountId: 'acct',
      org: 'velora',
      project: 'mobility',
      repo: 'rides',
      branch: 'feature/maps',
      path: 'docs/a.md',
    });
  });

  it('reads account-level repositories and URLs without a path', () => {
    expect(
      parseHarnessUrl(
        harness,
        'https://app.harness.io/ng/account/acct/module/code/repos/rides/files/main',
      ),
    ).toEqual({
      baseUrl: 'https://app.harness.io',
      accountId: 'acct',
      repo: 'rides',
      branch: 'main',
      path: '',
    });
  });

  const location = {
    baseUrl: 'https://app.harness.io',
    accountId: 'acct',
    org: 'velora',
    project: 'mobility',
    repo: 'rides',
    branch: 'main',
    path: 'catalog-info.yaml',
  };

  it('builds the raw, content and archive endpoints', () => {
    const repo = 'https://app.harness.io/gateway/code/api/v1/repos/acct/velora/mobility/rides';
    expect(harnessRawUrl(location)).toBe(
      `${repo}/+/raw/catalog-info.yaml?routingId=acct&git_ref=refs/heads/main`,
    );
    expect(harnessContentUrl({ ...location, path: '' })).toBe(
      `${repo}/+/content?routingId=acct&include_commit=true&git_ref=refs/heads/main`,
    );
    expect(harnessArchiveUrl(location)).toBe(`${repo}/+/archive/main.zip?routingId=acct`);
  });

  it('leaves out the organisation and project of account-level repositories', () => {
    expect(
      harnessArchiveUrl({
        baseUrl: 'https://app.harness.io',
        accountId: 'acct',
        repo: 'rides',
        branch: 'main',
      }),
    ).toBe(
      'https://app.harness.io/gateway/code/api/v1/repos/acct/rides/+/archive/main.zip?routingId=acct',
    );
  });
});
