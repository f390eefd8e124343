import { describe, expect, it } from 'vitest';
import { domainKind } from './domain';
import { validateKindSpec } from './validateKindSpec';

describe('domainKind', () => {
  it('accepts a valid spec', () => {
    expect(validateKindSpec(domainKind, { owner: 'team-a' })).toEqual([]);
    expect(
      validateKindSpec(domainKind, { owner: 'team-a', subdomainOf: 'commerce', type: 'area' }),
    ).toEqual([]);
  });

  it('requires owner and checks subdomainOf and type', () => {
    expect(validateKindSpec(domainKind, { owner: '', subdomainOf: {}, type: 2 })).toEqual([
      { path: 'spec.owner', message: 'spec.owner must not be empty' },
      { path: 'spec.subdomainOf', message: 'spec.subdomainOf must be a string, got {}' },
      { path: 'spec.type', message: 'spec.type must be a string, got 2' },
    ]);
  });
});
