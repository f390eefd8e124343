import type { Entity } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import { entityPageSubtitle, entityPageTitle, groupRelations } from './entityHeader';

const base: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'web' },
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
});

describe('entityPageSubtitle', () => {
  it('joins kind and type', () => {
    expect(entityPageSubtitle(base)).toBe('Component');
    expect(entityPageSubtitle({ ...base, spec: { type: 'website' } })).toBe('Component — website');
  });
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
