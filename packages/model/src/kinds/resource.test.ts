import { describe, expect, it } from 'vitest';
import { resourceKind } from './resource';
import { validateKindSpec } from './validateKindSpec';

const spec = { type: 'database', owner: 'team-a' };

describe('resourceKind', () => {
  it('accepts a valid spec', () => {
    expect(validateKindSpec(resourceKind, spec)).toEqual([]);
    expect(
      validateKindSpec(resourceKind, {
        ...spec,
        system: 'shop',
        dependsOn: ['resource:disk'],
        dependencyOf: ['component:orders'],
      }),
    ).toEqual([]);
  });

  it('requires type and owner', () => {
    expect(validateKindSpec(resourceKind, {})).toEqual([
      { path: 'spec.type', message: 'spec.type is required' },
      { path: 'spec.owner', message: 'spec.owner is required' },
    ]);
  });

  it('checks the optional fields', () => {
    expect(
      validateKindSpec(resourceKind, { ...spec, system: 1, dependsOn: 'x', dependencyOf: [2] }),
    ).toEqual([
      { path: 'spec.system', message: 'spec.system must be a string, got 1' },
      { path: 'spec.dependsOn', message: 'spec.dependsOn must be a list, got "x"' },
    ]);
  });
});
