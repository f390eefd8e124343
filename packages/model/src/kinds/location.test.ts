import { describe, expect, it } from 'vitest';
import { locationKind } from './location';
import { validateKindSpec } from './validateKindSpec';

describe('locationKind', () => {
  it('accepts a target or targets', () => {
    expect(validateKindSpec(locationKind, { target: './a.yaml' })).toEqual([]);
    expect(
      validateKindSpec(locationKind, {
        type: 'url',
        targets: ['https://example.com/a.yaml'],
        presence: 'optional',
      }),
    ).toEqual([]);
    expect(validateKindSpec(locationKind, { targets: [], presence: 'required' })).toEqual([]);
  });

  it('accepts a spec naming no target, which reads nothing, but requires a spec', () => {
    expect(validateKindSpec(locationKind, { type: 'url' })).toEqual([]);
    expect(validateKindSpec(locationKind, {})).toEqual([]);
    expect(validateKindSpec(locationKind, undefined)).toEqual([
      { path: 'spec', message: 'spec is required' },
    ]);
  });

  it('checks the field types and presence', () => {
    expect(
      validateKindSpec(locationKind, { type: 1, target: 2, targets: [3], presence: 'maybe' }),
    ).toEqual([
      { path: 'spec.type', message: 'spec.type must be a string, got 1' },
      { path: 'spec.target', message: 'spec.target must be a string, got 2' },
      { path: 'spec.targets.0', message: 'spec.targets.0 must be a string, got 3' },
      {
        path: 'spec.presence',
        message: 'spec.presence must be one of "required", "optional", got "maybe"',
      },
    ]);
  });
});
