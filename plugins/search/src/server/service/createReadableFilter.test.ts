import { describe, expect, it } from 'vitest';
import { ALLOW, DENY, type AuthorizeRequestItem, type PolicyDecision } from '@atrium/model';
import type { PermissionsService, Principal } from '@atrium/server-core';
import type { SearchDocument } from '../engine/SearchEngine';
import { createReadableFilter } from './createReadableFilter';

const user: Principal = { type: 'user', userEntityRef: 'user:default/a', ownershipEntityRefs: [] };

function document(key: string, resourceRef?: string): SearchDocument {
  return { type: 't', key, title: key, text: '', location: '/', fields: {}, resourceRef };
}

function service(decision: PolicyDecision, denied: string[] = []) {
  const calls: AuthorizeRequestItem[][] = [];
  const permissions: PermissionsService = {
    async decide(_principal, asked) {
      return asked.map(() => decision);
    },
    async authorize(_principal, items) {
      calls.push([...items]);
      return items.map(item => ({
        id: item.id,
        ...(denied.includes(item.resourceRef ?? '') ? DENY : ALLOW),
      }));
    },
  };
  return { permissions, calls };
}

const conditional: PolicyDecision = {
  result: 'CONDITIONAL',
  pluginId: 'catalog',
  resourceType: 'catalog-entity',
  conditions: { rule: 'IS_ENTITY_OWNER', resourceType: 'catalog-entity' },
};

const documents = [
  document('a', 'component:default/a'),
  document('a-docs', 'component:default/a'),
  document('b', 'component:default/b'),
  document('free'),
];

describe('createReadableFilter', () => {
  it('allows or denies every entity at once on a plain decision', async () => {
    const allow = service(ALLOW);
    expect(await createReadableFilter(() => allow.permissions).readable(user, documents)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const deny = service(DENY);
    expect(await createReadableFilter(() => deny.permissions).readable(user, documents)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(allow.calls).toEqual([]);
  });

  it('settles a conditional decision per entity, each entity once, in one batch', async () => {
    const { permissions, calls } = service(conditional, ['component:default/a']);
    expect(await createReadableFilter(() => permissions).readable(user, documents)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.map(item => item.resourceRef)).toEqual([
      'component:default/a',
      'component:default/b',
    ]);
  });

  it('splits more entities than one authorize call takes into several calls', async () => {
    const { permissions, calls } = service(conditional, ['component:default/e1500']);
    const many = Array.from({ length: 2500 }, (_, i) =>
      document(`${i}`, `component:default/e${i}`),
    );
    const answer = await createReadableFilter(() => permissions).readable(user, many);
    expect(calls.map(items => items.length)).toEqual([1000, 1000, 500]);
    expect(answer.filter(readable => !readable)).toHaveLength(1);
    expect(answer[1500]).toBe(false);
  });

  it("without the permission plugin, limits only by an external caller's access restrictions", async () => {
    const filter = createReadableFilter(() => undefined);
    expect(await filter.readable(user, documents)).toEqual([true, true, true, true]);
    const restricted: Principal = {
      type: 'service',
      subject: 'external:ci',
      accessRestrictions: { permissionNames: ['catalog.entity.delete'] },
    };
    expect(await filter.readable(restricted, documents)).toEqual([false, false, false, true]);
  });
});
