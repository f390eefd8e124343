import { describe, expect, it } from 'vitest';
import { createConfig } from '@atrium/server-core';
import { readAzureDevOpsConfigs } from './readAzureDevOpsConfigs';

const read = (azureDevOps: unknown) =>
  readAzureDevOpsConfigs(createConfig({ catalog: { providers: { azureDevOps } } }));
const KEY = 'catalog.providers.azureDevOps.acme';

describe('readAzureDevOpsConfigs', () => {
  it('reads nothing when the section is absent', () => {
    expect(readAzureDevOpsConfigs(createConfig({}))).toEqual([]);
  });

  it('reads each instance by id with Backstage defaults', () => {
    expect(read({ acme: { organization: 'acme', project: 'platform' } })).toEqual([
      {
        id: 'acme',
        host: 'dev.azure.com',
        organization: 'acme',
        project: 'platform',
        repository: '*',
        branch: undefined,
        path: '/catalog-info.yaml',
        refreshIntervalMs: undefined,
      },
    ]);
  });

  it('reads every key and the schedule', () => {
    const [acme] = read({
      acme: {
        host: 'tfs.example.com',
        organization: 'DefaultCollection',
        project: '*',
        repository: 'service-*',
        branch: 'release/1.0',
        path: '/src/*/catalog-info.yaml',
        schedule: { frequency: { minutes: 30 }, timeout: { minutes: 3 } },
      },
      other: { organization: 'other', project: '"My Project"' },
    });
    expect(acme).toEqual({
      id: 'acme',
      host: 'tfs.example.com',
      organization: 'DefaultCollection',
      project: '*',
      repository: 'service-*',
      branch: 'release/1.0',
      path: '/src/*/catalog-info.yaml',
      refreshIntervalMs: 30 * 60_000,
    });
  });

  it('names the instance and key of a missing organization or project', () => {
    expect(() => read({ acme: { project: 'platform' } })).toThrow(`${KEY}.organization`);
    expect(() => read({ acme: { organization: 'acme' } })).toThrow(`${KEY}.project`);
  });

  it('refuses an organization that is not one name', () => {
    for (const organization of ['acme/platform', 'ac me', 'acme?x']) {
      expect(() => read({ acme: { organization, project: 'p' } })).toThrow(
        `${KEY}.organization: '${organization}' must be one organization (or collection) name`,
      );
    }
  });

  it('refuses an unquoted project or repository name with a space, naming its key', () => {
    expect(() => read({ acme: { organization: 'acme', project: 'My Project' } })).toThrow(
      `${KEY}.project: 'My Project' holds a space; quote the name`,
    );
    expect(() =>
      read({ acme: { organization: 'acme', project: 'p', repository: 'my repo' } }),
    ).toThrow(`${KEY}.repository: 'my repo' holds a space`);
  });

  it('refuses a path that is not from the repository root or leaves it', () => {
    for (const path of ['catalog-info.yaml', '/../catalog-info.yaml', '/a//b.yaml', '/a b.yaml']) {
      expect(() => read({ acme: { organization: 'acme', project: 'p', path } })).toThrow(
        `${KEY}.path: '${path}' must be a path from the repository's root`,
      );
    }
  });

  it('refuses a schedule frequency that is not a duration, naming its key', () => {
    expect(() =>
      read({ acme: { organization: 'acme', project: 'p', schedule: { frequency: 'soon' } } }),
    ).toThrow(`${KEY}.schedule.frequency`);
  });
});
