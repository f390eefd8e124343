import type { NavItem, NavSession } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { resolveNavItems } from './resolveNavItems';

const groupsOf = (session: NavSession) =>
  session.ownershipEntityRefs
    .filter(ref => ref.startsWith('group:'))
    .map(ref => ({ title: ref.slice(ref.indexOf('/') + 1), to: `/catalog/${ref}` }));

const items: NavItem[] = [
  { title: 'Catalog', to: '/catalog', order: 30 },
  { title: 'My Groups', itemsFor: groupsOf, order: 70 },
];

const session = (...ownershipEntityRefs: string[]): NavSession => ({
  userEntityRef: 'user:default/alice',
  ownershipEntityRefs,
});

describe('resolveNavItems', () => {
  it('leaves an entry out when the person has none of its links, or is signed out', () => {
    expect(resolveNavItems(items, session('user:default/alice'))).toEqual([items[0]]);
    expect(resolveNavItems(items, undefined)).toEqual([items[0]]);
  });

  it('makes it the one link, keeping its place', () => {
    expect(resolveNavItems(items, session('group:default/riders'))[1]).toEqual({
      title: 'riders',
      to: '/catalog/group:default/riders',
      order: 70,
    });
  });

  it('makes several links a submenu with the entry title', () => {
    expect(resolveNavItems(items, session('group:default/riders', 'group:ops/oncall'))[1]).toEqual({
      title: 'My Groups',
      order: 70,
      items: [
        { title: 'riders', to: '/catalog/group:default/riders' },
        { title: 'oncall', to: '/catalog/group:ops/oncall' },
      ],
    });
  });
});
