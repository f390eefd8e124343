import { describe, expect, it } from 'vitest';
import { userKind } from './user';
import { validateKindSpec } from './validateKindSpec';

describe('userKind', () => {
  it('accepts an empty memberOf and a full spec', () => {
    expect(validateKindSpec(userKind, { memberOf: [] })).toEqual([]);
    expect(
      validateKindSpec(userKind, {
        memberOf: ['team-a'],
        profile: { displayName: 'Jenny Doe', email: 'jdoe@example.com', picture: 'https://x' },
      }),
    ).toEqual([]);
  });

  it('requires memberOf, even when empty', () => {
    expect(validateKindSpec(userKind, {})).toEqual([
      { path: 'spec.memberOf', message: 'spec.memberOf is required' },
    ]);
    expect(validateKindSpec(userKind, { profile: { displayName: 'Jenny Doe' } })).toEqual([
      { path: 'spec.memberOf', message: 'spec.memberOf is required' },
    ]);
  });

  it('checks memberOf and profile', () => {
    expect(validateKindSpec(userKind, { memberOf: 'team-a', profile: { picture: 3 } })).toEqual([
      { path: 'spec.profile.picture', message: 'spec.profile.picture must be a string, got 3' },
      { path: 'spec.memberOf', message: 'spec.memberOf must be a list, got "team-a"' },
    ]);
  });
});
