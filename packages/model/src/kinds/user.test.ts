import { describe, expect, it } from 'vitest';
import { userKind } from './user';
import { validateKindSpec } from './validateKindSpec';

describe('userKind', () => {
  it('accepts an empty spec and a full one', () => {
    expect(validateKindSpec(userKind, {})).toEqual([]);
    expect(
      validateKindSpec(userKind, {
        memberOf: ['team-a'],
        profile: { displayName: 'Jenny Doe', email: 'jdoe@example.com', picture: 'https://x' },
      }),
    ).toEqual([]);
  });

  it('checks memberOf and profile', () => {
    expect(validateKindSpec(userKind, { memberOf: 'team-a', profile: { picture: 3 } })).toEqual([
      { path: 'spec.profile.picture', message: 'spec.profile.picture must be a string, got 3' },
      { path: 'spec.memberOf', message: 'spec.memberOf must be a list, got "team-a"' },
    ]);
  });
});
