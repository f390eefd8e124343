import { describe, expect, it } from 'vitest';
import { groupLinks } from './myGroupsNavItem';

describe('groupLinks', () => {
  it("links the person's groups, with the namespace beneath outside the default one", () => {
    expect(
      groupLinks({
        userEntityRef: 'user:default/alice',
        ownershipEntityRefs: ['user:default/alice', 'group:default/riders', 'group:ops/on-call'],
      }),
    ).toEqual([
      { title: 'riders', to: '/catalog/default/group/riders' },
      { title: 'on-call', to: '/catalog/ops/group/on-call', subtitle: 'ops' },
    ]);
  });

  it('has none for a person in no group', () => {
    expect(
      groupLinks({
        userEntityRef: 'user:default/guest',
        ownershipEntityRefs: ['user:default/guest'],
      }),
    ).toEqual([]);
  });
});
