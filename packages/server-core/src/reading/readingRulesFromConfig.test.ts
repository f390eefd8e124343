import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { isReadingAllowed } from './isReadingAllowed';
import { readingRulesFromConfig } from './readingRulesFromConfig';

describe('readingRulesFromConfig', () => {
  const rules = readingRulesFromConfig(
    createConfig({
      backend: { reading: { allow: [{ host: 'docs.example.com', paths: ['/catalog/'] }] } },
      integrations: {
        github: [
          { host: 'github.com', token: 'x' },
          { host: 'ghe.example.com', rawBaseUrl: 'https://raw.ghe.example.com' },
        ],
        gitlab: [{ host: 'gitlab.example.com' }],
        bitbucketCloud: [{ username: 'u', appPassword: 'p' }],
        gerrit: [{ host: 'gerrit.example.com', gitilesBaseUrl: 'https://gitiles.example.com' }],
        awsCodeCommit: [{ region: 'eu-west-1' }],
        awsS3: [{ endpoint: 'http://minio.example.com:9000' }],
        azureBlobStorage: [{ accountName: 'acmedocs' }],
      },
    }),
  );
  const allowed = (url: string) => isReadingAllowed(new URL(url), rules);

  it('allows backend.reading.allow entries with their paths', () => {
    expect(allowed('https://docs.example.com/catalog/a.yaml')).toBe(true);
    expect(allowed('https://docs.example.com/private/a.yaml')).toBe(false);
  });

  it('allows the hosts of configured integrations, and where they serve raw files and APIs', () => {
    expect(allowed('https://github.com/org/repo/blob/main/catalog-info.yaml')).toBe(true);
    expect(allowed('https://raw.githubusercontent.com/org/repo/main/catalog-info.yaml')).toBe(true);
    expect(allowed('https://api.github.com/repos/org/repo/contents/a.yaml')).toBe(true);
    expect(allowed('https://raw.ghe.example.com/org/repo/main/catalog-info.yaml')).toBe(true);
    expect(allowed('https://gitlab.example.com/group/repo/-/raw/main/catalog-info.yaml')).toBe(
      true,
    );
    expect(allowed('https://gitiles.example.com/repo/+/refs/heads/main/a.yaml')).toBe(true);
  });

  it('allows Bitbucket Cloud, which is configured without a host, and its API', () => {
    expect(allowed('https://bitbucket.org/ws/repo/raw/main/catalog-info.yaml')).toBe(true);
    expect(allowed('https://api.bitbucket.org/2.0/repositories/ws/repo/src/main/a.yaml')).toBe(
      true,
    );
  });

  it('allows the region console of CodeCommit and object stores with their subdomains', () => {
    expect(allowed('https://eu-west-1.console.aws.amazon.com/codesuite/codecommit/x')).toBe(true);
    expect(allowed('http://minio.example.com:9000/docs/index.html')).toBe(true);
    expect(allowed('http://docs.minio.example.com:9000/index.html')).toBe(true);
    expect(allowed('https://acmedocs.blob.core.windows.net/site/index.html')).toBe(true);
  });

  it('allows nothing else, not even public hosts no entry configures', () => {
    expect(allowed('https://example.org/catalog-info.yaml')).toBe(false);
    expect(allowed('https://gitlab.com/group/repo/-/raw/main/a.yaml')).toBe(false);
    expect(allowed('https://other.blob.core.windows.net/site/index.html')).toBe(false);
    expect(allowed('https://s3.amazonaws.com/bucket/a.yaml')).toBe(false);
  });

  it('stops the start at an integration entry the integrations reader refuses', () => {
    expect(() =>
      readingRulesFromConfig(createConfig({ integrations: { gitlab: [{ host: 'a/b' }] } })),
    ).toThrow(/integrations\.gitlab\[0\]\.host/);
  });
});
