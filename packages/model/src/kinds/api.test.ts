import { describe, expect, it } from 'vitest';
import { apiKind } from './api';
import { validateKindSpec } from './validateKindSpec';

const spec = {
  type: 'openapi',
  lifecycle: 'production',
  owner: 'team-a',
  definition: 'openapi: 3.0.0',
};

describe('apiKind', () => {
  it('accepts a valid spec', () => {
    expect(validateKindSpec(apiKind, spec)).toEqual([]);
    expect(validateKindSpec(apiKind, { ...spec, system: 'shop' })).toEqual([]);
  });

  it('requires type, lifecycle, owner and definition', () => {
    expect(validateKindSpec(apiKind, {})).toEqual([
      { path: 'spec.type', message: 'spec.type is required' },
      { path: 'spec.lifecycle', message: 'spec.lifecycle is required' },
      { path: 'spec.owner', message: 'spec.owner is required' },
      { path: 'spec.definition', message: 'spec.definition is required' },
    ]);
  });

  it('requires the definition as text', () => {
    expect(validateKindSpec(apiKind, { ...spec, definition: { openapi: '3.0.0' } })).toEqual([
      {
        path: 'spec.definition',
        message: 'spec.definition must be a string, got {"openapi":"3.0.0"}',
      },
    ]);
  });

  it('checks system', () => {
    expect(validateKindSpec(apiKind, { ...spec, system: 5 })).toEqual([
      { path: 'spec.system', message: 'spec.system must be a string, got 5' },
    ]);
  });
});
