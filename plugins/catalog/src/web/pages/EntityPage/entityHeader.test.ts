import { BUILTIN_KINDS, type Entity } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import {
  entityPageSubtitle,
  entityPageTitle,
  groupRelations,
  headerSpecLabels,
  KIND_HEADER_FIELDS,
  profileOf,
} from './entityHeader';

const base: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'web' },
};

const group: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Group',
  metadata: { name: 'team-a', title: 'Team A' },
  spec: { type: 'team', children: [], profile: { displayName: 'The A Team' } },
};

describe('entityPageTitle', () => {
  it('prefers the title and names a namespace other than the default', () => {
    expect(entityPageTitle(base)).toBe('web');
    expect(entityPageTitle({ ...base, metadata: { name: 'web', title: 'Web App' } })).toBe(
      'Web App',
    );
    expect(entityPageTitle({ ...base, metadata: { name: 'web', namespace: 'ops' } })).toBe(
      'web in ops',
    );
  });

  it("shows a User's or Group's display name before its title and name", () => {
    expect(entityPageTitle(group)).toBe('The A Team');
    expect(entityPageTitle({ ...group, spec: { type: 'team', children: [] } })).toBe('Team A');
    expect(
      entityPageTitle({
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'User',
        metadata: { name: 'jdoe', namespace: 'people' },
        spec: { memberOf: [], profile: { displayName: 'Jane Doe' } },
      }),
    ).toBe('Jane Doe in people');
  });
});

describe('entityPageSubtitle', () => {
  it('joins kind and type', () => {
    expect(entityPageSubtitle(base)).toBe('Component');
    expect(entityPageSubtitle({ ...base, spec: { type: 'website' } })).toBe('Component — website');
  });
});

describe('profileOf', () => {
  it('keeps the text parts of the profile and ignores anything else', () => {
    expect(
      profileOf({
        ...group,
        spec: { profile: { displayName: 'A', email: 'a@example.com', picture: 5 } },
      }),
    ).toEqual({ displayName: 'A', email: 'a@example.com', picture: undefined });
    expect(profileOf({ ...group, spec: { profile: ['x'] } })).toEqual({});
    expect(profileOf(base)).toEqual({});
  });
});

describe('headerSpecLabels', () => {
  it('shows owner and lifecycle for a Component, Unknown where missing', () => {
    expect(headerSpecLabels({ ...base, spec: { owner: 'team-a' } })).toEqual([
      { field: 'owner', value: 'team-a' },
      { field: 'lifecycle', value: undefined },
    ]);
  });

  it('shows only the owner of a System and nothing for a Group or Location', () => {
    expect(
      headerSpecLabels({ ...base, kind: 'System', spec: { owner: 'team-a' } }).map(l => l.field),
    ).toEqual(['owner']);
    expect(headerSpecLabels(group)).toEqual([]);
    expect(headerSpecLabels({ ...base, kind: 'Location', spec: { type: 'url' } })).toEqual([]);
  });

  it('shows the fields an entity of another kind states', () => {
    expect(
      headerSpecLabels({ ...base, kind: 'Template', spec: { owner: 'team-a', steps: [] } }),
    ).toEqual([{ field: 'owner', value: 'team-a' }]);
    expect(headerSpecLabels({ ...base, kind: 'Widget', spec: { lifecycle: 'beta' } })).toEqual([
      { field: 'lifecycle', value: 'beta' },
    ]);
  });

  it.each(BUILTIN_KINDS.map(definition => [definition.kind, definition] as const))(
    'knows which of owner and lifecycle the %s format requires',
    (kind, definition) => {
      // An empty spec fails on exactly the fields the format requires.
      const result = definition.specSchema.safeParse({});
      const required = result.success ? [] : result.error.issues.map(issue => issue.path[0]);
      const expected = ['owner', 'lifecycle'].filter(field => required.includes(field));
      expect([...(KIND_HEADER_FIELDS[kind.toLowerCase()] ?? [])].sort()).toEqual(expected.sort());
    },
  );
});

describe('groupRelations', () => {
  it('groups targets by relation type', () => {
    const entity: Entity = {
      ...base,
      relations: [
        { type: 'ownedBy', targetRef: 'group:default/team-a' },
        { type: 'dependsOn', targetRef: 'resource:default/db' },
        { type: 'dependsOn', targetRef: 'component:default/auth' },
      ],
    };
    expect(groupRelations(entity)).toEqual([
      { type: 'dependsOn', targetRefs: ['component:default/auth', 'resource:default/db'] },
      { type: 'ownedBy', targetRefs: ['group:default/team-a'] },
    ]);
  });
});
