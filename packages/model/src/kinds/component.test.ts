import { describe, expect, it } from 'vitest';
import { componentKind } from './component';
import { validateKindSpec } from './validateKindSpec';

const spec = { type: 'service', lifecycle: 'production', owner: 'team-a' };

describe('componentKind', () => {
  it('accepts the required fields alone', () => {
    expect(validateKindSpec(componentKind, spec)).toEqual([]);
  });

  it('accepts every optional field and unknown extras', () => {
    expect(
      validateKindSpec(componentKind, {
        ...spec,
        system: 'shop',
        subcomponentOf: 'frontend',
        providesApis: ['orders-api'],
        consumesApis: [],
        dependsOn: ['resource:db'],
        dependencyOf: ['component:checkout'],
        custom: { anything: 1 },
      }),
    ).toEqual([]);
  });

  it('requires type, lifecycle and owner as non-empty strings', () => {
    expect(validateKindSpec(componentKind, {})).toEqual([
      { path: 'spec.type', message: 'spec.type is required' },
      { path: 'spec.lifecycle', message: 'spec.lifecycle is required' },
      { path: 'spec.owner', message: 'spec.owner is required' },
    ]);
    expect(validateKindSpec(componentKind, { ...spec, owner: '', lifecycle: 3 })).toEqual([
      { path: 'spec.lifecycle', message: 'spec.lifecycle must be a string, got 3' },
      { path: 'spec.owner', message: 'spec.owner must not be empty' },
    ]);
  });

  it('checks the optional fields', () => {
    expect(
      validateKindSpec(componentKind, {
        ...spec,
        system: ['shop'],
        subcomponentOf: 1,
        providesApis: 'orders-api',
        consumesApis: [1],
        dependsOn: [''],
      }),
    ).toEqual([
      { path: 'spec.system', message: 'spec.system must be a string, got ["shop"]' },
      { path: 'spec.subcomponentOf', message: 'spec.subcomponentOf must be a string, got 1' },
      { path: 'spec.providesApis', message: 'spec.providesApis must be a list, got "orders-api"' },
      { path: 'spec.consumesApis.0', message: 'spec.consumesApis.0 must be a string, got 1' },
      { path: 'spec.dependsOn.0', message: 'spec.dependsOn.0 must not be empty' },
    ]);
  });

  it('leaves dependencyOf, which is not part of the format, to the ref checks', () => {
    expect(validateKindSpec(componentKind, { ...spec, dependencyOf: 'component:web' })).toEqual([]);
  });
});
