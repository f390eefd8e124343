import { describe, expect, it } from 'vitest';
import { systemKind } from './system';
import { validateKindSpec } from './validateKindSpec';

describe('systemKind', () => {
  it('accepts a valid spec', () => {
    expect(validateKindSpec(systemKind, { owner: 'team-a' })).toEqual([]);
    expect(
      validateKindSpec(systemKind, { owner: 'team-a', domain: 'commerce', type: 'product' }),
    ).toEqual([]);
  });

  it('requires owner and checks domain and type', () => {
    expect(validateKindSpec(systemKind, { domain: 1, type: [] })).toEqual([
      { path: 'spec.owner', message: 'spec.owner is required' },
      { path: 'spec.domain', message: 'spec.domain must be a string, got 1' },
      { path: 'spec.type', message: 'spec.type must be a string, got []' },
    ]);
  });
});
