import { catalogPermissions, type PermissionCondition } from '@atrium/model';
import type { UserPrincipal } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { createConfiguredPolicy } from '../policy/createConfiguredPolicy';
import { DEFAULT_POLICY } from '../policy/policyConfig';
import { createPermissionResources } from '@atrium/server-core';
import { createAuthorizeService } from './createAuthorizeService';

const ada: UserPrincipal = {
  type: 'user',
  userEntityRef: 'user:default/ada',
  ownershipEntityRefs: ['user:default/ada', 'group:default/team-a'],
};

interface FakeEntity {
  owner: string;
}

function setup(enabled = true) {
  const resources = createPermissionResources();
  const entities: Record<string, FakeEntity> = {
    'component:default/mine': { owner: 'group:default/team-a' },
    'component:default/theirs': { owner: 'group:default/team-b' },
  };
  resources.register<FakeEntity>('catalog-entity', {
    pluginId: 'catalog',
    load: async ref => entities[ref],
    apply: (entity, condition: PermissionCondition) =>
      condition.rule === 'IS_ENTITY_OWNER' &&
      (condition.params?.claims as string[]).includes(entity.owner),
  });
  const policy = createConfiguredPolicy(DEFAULT_POLICY, () => 'catalog');
  return createAuthorizeService({ enabled, policy, resources });
}

describe('createAuthorizeService', () => {
  it('answers every item by its id, settling conditions on a named resource', async () => {
    const answers = await setup().authorize(ada, [
      {
        id: 'a',
        permission: catalogPermissions.entityDelete,
        resourceRef: 'component:default/mine',
      },
      {
        id: 'b',
        permission: catalogPermissions.entityDelete,
        resourceRef: 'component:default/theirs',
      },
      {
        id: 'c',
        permission: catalogPermissions.entityDelete,
        resourceRef: 'component:default/gone',
      },
      { id: 'd', permission: catalogPermissions.entityDelete },
      { id: 'e', permission: catalogPermissions.entityRead },
    ]);

    expect(answers.map(answer => [answer.id, answer.result])).toEqual([
      ['a', 'ALLOW'],
      ['b', 'DENY'],
      ['c', 'DENY'],
      ['d', 'CONDITIONAL'],
      ['e', 'ALLOW'],
    ]);
  });

  it('denies conditions on a resource type nobody registered', async () => {
    const resources = createPermissionResources();
    const service = createAuthorizeService({
      enabled: true,
      policy: createConfiguredPolicy(DEFAULT_POLICY, () => 'catalog'),
      resources,
    });
    const [answer] = await service.authorize(ada, [
      {
        id: 'x',
        permission: catalogPermissions.entityDelete,
        resourceRef: 'component:default/mine',
      },
    ]);
    expect(answer).toEqual({ id: 'x', result: 'DENY' });
  });

  it('allows everything when permissions are disabled', async () => {
    const answers = await setup(false).authorize(ada, [
      { id: 'a', permission: catalogPermissions.entityCreate },
      {
        id: 'b',
        permission: catalogPermissions.entityDelete,
        resourceRef: 'component:default/theirs',
      },
    ]);
    expect(answers).toEqual([
      { id: 'a', result: 'ALLOW' },
      { id: 'b', result: 'ALLOW' },
    ]);
  });
});
