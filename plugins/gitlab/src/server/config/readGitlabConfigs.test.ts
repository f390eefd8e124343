import { describe, expect, it } from 'vitest';
import { createConfig } from '@atrium/server-core';
import { readGitlabConfigs } from './readGitlabConfigs';

const read = (gitlab: unknown) =>
  readGitlabConfigs(createConfig({ catalog: { providers: { gitlab } } }));

describe('readGitlabConfigs', () => {
  it('reads nothing when the section is absent', () => {
    expect(readGitlabConfigs(createConfig({}))).toEqual([]);
  });

  it('reads each instance by id with Backstage defaults', () => {
    const [acme] = read({ acme: { host: 'gitlab.com' } });
    expect(acme).toMatchObject({
      id: 'acme',
      host: 'gitlab.com',
      group: undefined,
      branch: undefined,
      fallbackBranch: 'master',
      entityFilename: 'catalog-info.yaml',
      orgEnabled: false,
      skipForkedRepos: false,
      includeArchivedRepos: false,
      membership: false,
      refreshIntervalMs: undefined,
    });
    expect(acme?.projectPattern.test('anything/at-all')).toBe(true);
    expect(acme?.groupPattern.test('')).toBe(true);
    expect(acme?.userPattern.test('ada')).toBe(true);
  });

  it('reads every key and the schedule', () => {
    const [acme] = read({
      acme: {
        host: 'gitlab.example.com',
        group: 'acme/platform',
        branch: 'develop',
        fallbackBranch: 'trunk',
        entityFilename: 'docs/catalog-info.yaml',
        projectPattern: '^acme/platform/svc-',
        groupPattern: 'teams',
        userPattern: '^(?!bot-)',
        orgEnabled: true,
        skipForkedRepos: true,
        includeArchivedRepos: true,
        membership: true,
        schedule: { frequency: { minutes: 30 }, timeout: { minutes: 3 } },
      },
    });
    expect(acme).toMatchObject({
      group: 'acme/platform',
      branch: 'develop',
      fallbackBranch: 'trunk',
      entityFilename: 'docs/catalog-info.yaml',
      orgEnabled: true,
      skipForkedRepos: true,
      includeArchivedRepos: true,
      membership: true,
      refreshIntervalMs: 30 * 60_000,
    });
    expect(acme?.projectPattern.test('acme/platform/svc-payments')).toBe(true);
    expect(acme?.projectPattern.test('acme/platform/web')).toBe(false);
    expect(acme?.userPattern.test('bot-ci')).toBe(false);
  });

  it('names the instance and key of a missing host', () => {
    expect(() => read({ acme: { group: 'acme' } })).toThrow(
      /catalog\.providers\.gitlab\.acme\.host/,
    );
  });

  it('refuses a pattern that is not a regular expression, naming its key', () => {
    for (const key of ['projectPattern', 'groupPattern', 'userPattern']) {
      expect(() => read({ acme: { host: 'gitlab.com', [key]: '(' } })).toThrow(
        `catalog.providers.gitlab.acme.${key}: '(' is not a regular expression`,
      );
    }
  });

  it('refuses a group path with a leading or trailing slash or a `..` segment', () => {
    for (const group of ['acme/', '/acme', 'acme/../other']) {
      expect(() => read({ acme: { host: 'gitlab.com', group } })).toThrow(
        `catalog.providers.gitlab.acme.group: '${group}' must be a group path`,
      );
    }
  });

  it('refuses an entityFilename that leaves the project or is no path', () => {
    for (const entityFilename of [
      '../catalog-info.yaml',
      '/catalog-info.yaml',
      'a//b.yaml',
      './x',
    ]) {
      expect(() => read({ acme: { host: 'gitlab.com', entityFilename } })).toThrow(
        `catalog.providers.gitlab.acme.entityFilename: '${entityFilename}' must be a path inside the project`,
      );
    }
  });
});
