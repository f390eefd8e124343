import { describe, expect, it } from 'vitest';
import { createConfig } from '@atrium/server-core';
import { readDiscoveryConfigs } from './readDiscoveryConfigs';

const read = (github: unknown) =>
  readDiscoveryConfigs(createConfig({ catalog: { providers: { github } } }));

describe('readDiscoveryConfigs', () => {
  it('reads the flat form as the instance `default`, with Backstage defaults', () => {
    expect(read({ organization: 'acme' })).toEqual([
      {
        id: 'default',
        host: 'github.com',
        organization: 'acme',
        catalogPath: '/catalog-info.yaml',
        filters: {
          branch: undefined,
          repository: undefined,
          topicInclude: undefined,
          topicExclude: undefined,
          visibility: undefined,
          allowForks: true,
          allowArchived: false,
        },
        refreshIntervalMs: undefined,
      },
    ]);
  });

  it('reads instances by id with every filter and the schedule', () => {
    const [acme] = read({
      acme: {
        organization: 'acme',
        host: 'github.example.com',
        catalogPath: '/**/catalog-info.yaml',
        filters: {
          branch: 'develop',
          repository: 'svc-.*',
          topic: { include: ['a'], exclude: ['b'] },
          visibility: ['internal'],
          allowForks: false,
          allowArchived: true,
        },
        schedule: { frequency: { minutes: 30 }, timeout: { minutes: 3 } },
      },
    });
    expect(acme).toMatchObject({
      id: 'acme',
      host: 'github.example.com',
      filters: { branch: 'develop', topicInclude: ['a'], topicExclude: ['b'], allowForks: false },
      refreshIntervalMs: 30 * 60_000,
    });
    expect(acme?.filters.repository?.test('svc-payments')).toBe(true);
    expect(acme?.filters.repository?.test('my-svc-payments')).toBe(false);
  });

  it('stops the start for a broken pattern or a path leaving the repository, naming the key', () => {
    expect(() => read({ acme: { organization: 'acme', filters: { repository: '(' } } })).toThrow(
      "catalog.providers.github.acme.filters.repository: '(' is not a regular expression",
    );
    expect(() => read({ acme: { organization: 'acme', catalogPath: '/../x.yaml' } })).toThrow(
      'catalog.providers.github.acme.catalogPath',
    );
    expect(() => read({ acme: { catalogPath: '/x.yaml' } })).toThrow(/organization/);
  });
});
