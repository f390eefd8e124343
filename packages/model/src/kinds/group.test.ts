import { describe, expect, it } from 'vitest';
import { groupKind } from './group';
import { validateKindSpec } from './validateKindSpec';

describe('groupKind', () => {
  it('accepts a valid spec, including an empty children list', () => {
    expect(validateKindSpec(groupKind, { type: 'team', children: [] })).toEqual([]);
    expect(
      validateKindSpec(groupKind, {
        type: 'team',
        children: ['sub-team'],
        parent: 'org',
        members: ['jdoe'],
        profile: { displayName: 'Team A', email: 'a@example.com', picture: 'https://x/y.png' },
      }),
    ).toEqual([]);
  });

  it('requires type and children', () => {
    expect(validateKindSpec(groupKind, {})).toEqual([
      { path: 'spec.type', message: 'spec.type is required' },
      { path: 'spec.children', message: 'spec.children is required' },
    ]);
  });

  it('checks parent, members and profile', () => {
    expect(
      validateKindSpec(groupKind, {
        type: 'team',
        children: [],
        parent: ['org'],
        members: [1],
        profile: { displayName: 1, email: '' },
      }),
    ).toEqual([
      {
        path: 'spec.profile.displayName',
        message: 'spec.profile.displayName must be a string, got 1',
      },
      { path: 'spec.profile.email', message: 'spec.profile.email must not be empty' },
      { path: 'spec.parent', message: 'spec.parent must be a string, got ["org"]' },
      { path: 'spec.members.0', message: 'spec.members.0 must be a string, got 1' },
    ]);
    expect(validateKindSpec(groupKind, { type: 't', children: [], profile: 'x' })).toEqual([
      { path: 'spec.profile', message: 'spec.profile must be an object, got "x"' },
    ]);
  });
});
