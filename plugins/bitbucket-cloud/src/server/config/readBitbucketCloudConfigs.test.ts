import { describe, expect, it } from 'vitest';
import { createConfig } from '@atrium/server-core';
import { readBitbucketCloudConfigs } from './readBitbucketCloudConfigs';

const read = (bitbucketCloud: unknown) =>
  readBitbucketCloudConfigs(createConfig({ catalog: { providers: { bitbucketCloud } } }));

describe('readBitbucketCloudConfigs', () => {
  it('reads nothing when the section is absent', () => {
    expect(readBitbucketCloudConfigs(createConfig({}))).toEqual([]);
  });

  it('reads each instance by id with Backstage defaults', () => {
    expect(read({ acme: { workspace: 'acme' }, other: { workspace: 'other-ws' } })).toEqual([
      {
        id: 'acme',
        workspace: 'acme',
        catalogPath: 'catalog-info.yaml',
        projectKey: undefined,
        repoSlug: undefined,
        refreshIntervalMs: undefined,
      },
      expect.objectContaining({ id: 'other', workspace: 'other-ws' }),
    ]);
  });

  it('reads the single-provider form as the instance `default`', () => {
    expect(read({ workspace: 'acme', catalogPath: '/docs/catalog-info.yaml' })).toMatchObject([
      { id: 'default', workspace: 'acme', catalogPath: 'docs/catalog-info.yaml' },
    ]);
  });

  it('reads every key and the schedule', () => {
    const [acme] = read({
      acme: {
        workspace: 'acme',
        catalogPath: 'catalog.yaml',
        filters: { projectKey: '^apis-.*$', repoSlug: 'service-.*' },
        schedule: { frequency: { minutes: 30 }, timeout: { minutes: 3 } },
      },
    });
    expect(acme).toMatchObject({ catalogPath: 'catalog.yaml', refreshIntervalMs: 30 * 60_000 });
    expect(acme?.projectKey?.test('apis-payments')).toBe(true);
    expect(acme?.projectKey?.test('web')).toBe(false);
  });

  it('matches the filters against whole values, as Backstage anchors them', () => {
    const [acme] = read({ acme: { workspace: 'acme', filters: { repoSlug: 'service-.*|web' } } });
    expect(acme?.repoSlug?.test('service-a')).toBe(true);
    expect(acme?.repoSlug?.test('web')).toBe(true);
    expect(acme?.repoSlug?.test('my-service-a')).toBe(false);
    expect(acme?.repoSlug?.test('web-old')).toBe(false);
  });

  it('names the instance and key of a missing workspace', () => {
    expect(() => read({ acme: { catalogPath: '/catalog-info.yaml' } })).toThrow(
      "Missing required config value at 'catalog.providers.bitbucketCloud.acme.workspace'",
    );
  });

  it('refuses a workspace that is no workspace id', () => {
    for (const workspace of ['..', 'acme/other', 'a b']) {
      expect(() => read({ acme: { workspace } })).toThrow(
        `catalog.providers.bitbucketCloud.acme.workspace: '${workspace}' is not a workspace id`,
      );
    }
  });

  it('refuses a filter that is not a regular expression, naming its key', () => {
    for (const key of ['projectKey', 'repoSlug']) {
      for (const pattern of ['(', 'a)(b']) {
        expect(() => read({ acme: { workspace: 'acme', filters: { [key]: pattern } } })).toThrow(
          `catalog.providers.bitbucketCloud.acme.filters.${key}: '${pattern}' is not a regular expression`,
        );
      }
    }
  });

  it('refuses a catalogPath that leaves the repository or is no path', () => {
    for (const catalogPath of [
      '/../catalog-info.yaml',
      'docs/../../x.yaml',
      '//x.yaml',
      './x',
      '/',
    ]) {
      expect(() => read({ acme: { workspace: 'acme', catalogPath } })).toThrow(
        `catalog.providers.bitbucketCloud.acme.catalogPath: '${catalogPath}' must be a path inside the repository`,
      );
    }
  });
});
