import type { Principal } from '@atrium/server-core';
import type { CatalogEntities, CatalogLocations } from '@atrium/plugin-catalog/node';
import { describe, expect, it } from 'vitest';
import { createCatalogFor, principalOfTaskUser } from './TaskCatalog';

describe('createCatalogFor', () => {
  it('asks the catalog services as the task user, with the groups the directory lists', async () => {
    const asked: Principal[] = [];
    const entities: CatalogEntities = {
      async getEntityByRef(_ref, { principal }) {
        asked.push(principal);
        return undefined;
      },
      async getEntities() {
        return [];
      },
    };
    const locations: CatalogLocations = {
      async addLocation(location, { principal, dryRun }) {
        asked.push(principal);
        return { location: { id: '1', ...location }, entities: [], exists: dryRun };
      },
    };
    const catalogFor = createCatalogFor({
      entities,
      locations,
      userDirectory: {
        async findUsers() {
          return [
            {
              userEntityRef: 'user:default/alice',
              ownershipEntityRefs: ['user:default/alice', 'group:default/team-a'],
              profile: {},
            },
          ];
        },
      },
    });
    const catalog = await catalogFor({ ref: 'user:default/Alice' });
    await catalog.getEntityByRef('component:default/x');
    await catalog.addLocation({ type: 'url', target: 'https://x' }, { dryRun: true });
    const alice = {
      type: 'user',
      userEntityRef: 'user:default/alice',
      ownershipEntityRefs: ['user:default/alice', 'group:default/team-a'],
    };
    expect(asked).toEqual([alice, alice]);
  });

  it('says clearly when the catalog cannot register locations', async () => {
    const catalog = await createCatalogFor({
      entities: { getEntityByRef: async () => undefined, getEntities: async () => [] },
    })({ ref: 'user:default/alice' });
    await expect(catalog.addLocation({ type: 'url', target: 'https://x' })).rejects.toThrow(
      'needs the catalog plugin',
    );
  });
});

describe('principalOfTaskUser', () => {
  it('answers the user alone without a directory, and the scaffolder without a user', async () => {
    expect(await principalOfTaskUser({ ref: 'user:default/bob' })).toEqual({
      type: 'user',
      userEntityRef: 'user:default/bob',
      ownershipEntityRefs: ['user:default/bob'],
    });
    expect(await principalOfTaskUser({})).toEqual({
      type: 'service',
      subject: 'plugin:scaffolder',
    });
  });
});
