import { catalogPermissions, type Permission } from '@atrium/model';
import type { UserPrincipal } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { createConfiguredPolicy } from './createConfiguredPolicy';
import { DEFAULT_POLICY, policyConfigSchema } from './policyConfig';

const ada: UserPrincipal = {
  type: 'user',
  userEntityRef: 'user:default/ada',
  ownershipEntityRefs: ['user:default/ada', 'group:default/team-a'],
};
const pluginIdOf = (resourceType: string) => resourceType.split('-')[0]!;

describe('the default policy', () => {
  const policy = createConfiguredPolicy(DEFAULT_POLICY, pluginIdOf);

  it('lets everyone read', () => {
    expect(policy.decide(ada, catalogPermissions.entityRead)).toEqual({ result: 'ALLOW' });
    expect(policy.decide(ada, catalogPermissions.locationRead)).toEqual({ result: 'ALLOW' });
  });

  it("lets owners change an entity: the condition carries the caller's ownership refs", () => {
    expect(policy.decide(ada, catalogPermissions.entityDelete)).toEqual({
      result: 'CONDITIONAL',
      pluginId: 'catalog',
      resourceType: 'catalog-entity',
      conditions: {
        rule: 'IS_ENTITY_OWNER',
        resourceType: 'catalog-entity',
        params: { claims: ['user:default/ada', 'group:default/team-a'] },
      },
    });
  });

  it('lets everyone register and remove locations, and denies what no grant names', () => {
    expect(policy.decide(ada, catalogPermissions.locationCreate)).toEqual({ result: 'ALLOW' });
    expect(policy.decide(ada, catalogPermissions.entityCreate)).toEqual({ result: 'DENY' });
    const unknown: Permission = {
      type: 'basic',
      name: 'scaffolder.action.execute',
      attributes: {},
    };
    expect(policy.decide(ada, unknown)).toEqual({ result: 'DENY' });
  });

  it('lets everyone run templates and follow and cancel their tasks', () => {
    const basic = (name: string, action: 'read' | 'create' | 'update'): Permission => ({
      type: 'basic',
      name,
      attributes: { action },
    });
    for (const permission of [
      basic('scaffolder.task.create', 'create'),
      basic('scaffolder.task.read', 'read'),
      basic('scaffolder.task.cancel', 'update'),
    ]) {
      expect(policy.decide(ada, permission)).toEqual({ result: 'ALLOW' });
    }
  });

  it("trusts other services' own tokens", () => {
    const service = { type: 'service' as const, subject: 'plugin:scaffolder' };
    expect(policy.decide(service, catalogPermissions.entityCreate)).toEqual({ result: 'ALLOW' });
  });
});

describe('a configured policy', () => {
  const policy = createConfiguredPolicy(
    policyConfigSchema.parse({
      roles: [
        { name: 'admins', members: ['group:default/platform'], allow: [{ permission: '*' }] },
        {
          name: 'team-a',
          members: ['GROUP:default/team-a'],
          allow: [
            {
              resourceType: 'catalog-entity',
              actions: ['read'],
              conditions: { rule: 'IS_ENTITY_KIND', params: { kinds: ['component'] } },
            },
            {
              resourceType: 'catalog-entity',
              actions: ['read'],
              conditions: {
                allOf: [
                  { rule: 'HAS_LABEL', params: { label: 'public' } },
                  { not: { rule: 'IS_ENTITY_OWNER' } },
                ],
              },
            },
          ],
        },
      ],
    }),
    pluginIdOf,
  );

  it('gives members of a role its grants, matching groups whatever their case', () => {
    const admin: UserPrincipal = { ...ada, ownershipEntityRefs: ['group:default/platform'] };
    expect(policy.decide(admin, catalogPermissions.entityDelete)).toEqual({ result: 'ALLOW' });
    expect(policy.decide(ada, catalogPermissions.entityDelete)).toEqual({ result: 'DENY' });
  });

  it('offers the conditions of every matching grant, any of them, nested as configured', () => {
    expect(policy.decide(ada, catalogPermissions.entityRead)).toEqual({
      result: 'CONDITIONAL',
      pluginId: 'catalog',
      resourceType: 'catalog-entity',
      conditions: {
        anyOf: [
          {
            rule: 'IS_ENTITY_KIND',
            resourceType: 'catalog-entity',
            params: { kinds: ['component'] },
          },
          {
            allOf: [
              { rule: 'HAS_LABEL', resourceType: 'catalog-entity', params: { label: 'public' } },
              {
                not: {
                  rule: 'IS_ENTITY_OWNER',
                  resourceType: 'catalog-entity',
                  params: { claims: ada.ownershipEntityRefs },
                },
              },
            ],
          },
        ],
      },
    });
  });
});

describe('policy configuration', () => {
  it('refuses conditions on a grant without a resource type, and unknown keys', () => {
    const conditionsWithoutType = policyConfigSchema.safeParse({
      roles: [
        {
          name: 'r',
          members: ['*'],
          allow: [{ actions: ['read'], conditions: { rule: 'HAS_LABEL' } }],
        },
      ],
    });
    expect(conditionsWithoutType.success).toBe(false);
    const typo = policyConfigSchema.safeParse({
      roles: [{ name: 'r', members: ['*'], allow: [{ permision: 'x' }] }],
    });
    expect(typo.success).toBe(false);
  });
});

describe('external callers', () => {
  const pipeline = { type: 'service' as const, subject: 'external:ci-pipeline' };
  const policy = createConfiguredPolicy(
    policyConfigSchema.parse({
      roles: [
        {
          name: 'pipelines',
          members: ['external:ci-pipeline'],
          allow: [{ permission: 'catalog.location.create' }],
        },
        { name: 'readers', members: ['*'], allow: [{ permission: 'catalog.entity.read' }] },
        {
          name: 'owners',
          members: ['*'],
          allow: [
            {
              permission: 'catalog.entity.delete',
              resourceType: 'catalog-entity',
              conditions: { rule: 'IS_ENTITY_OWNER' },
            },
          ],
        },
      ],
    }),
    pluginIdOf,
  );

  it('are granted what the roles naming them, or everyone, grant', () => {
    expect(policy.decide(pipeline, catalogPermissions.locationCreate)).toEqual({ result: 'ALLOW' });
    expect(policy.decide(pipeline, catalogPermissions.entityRead)).toEqual({ result: 'ALLOW' });
    const other = { type: 'service' as const, subject: 'external:cron' };
    expect(policy.decide(other, catalogPermissions.locationCreate)).toEqual({ result: 'DENY' });
  });

  it('own nothing', () => {
    expect(policy.decide(pipeline, catalogPermissions.entityDelete)).toMatchObject({
      result: 'CONDITIONAL',
      conditions: { params: { claims: [] } },
    });
  });

  it("leave Atrium's own plugins trusted", () => {
    const plugin = { type: 'service' as const, subject: 'plugin:scaffolder' };
    expect(policy.decide(plugin, catalogPermissions.entityCreate)).toEqual({ result: 'ALLOW' });
  });
});
