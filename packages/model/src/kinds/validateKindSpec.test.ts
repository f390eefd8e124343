import { describe, expect, it } from 'vitest';
import { componentKind } from './component';
import { validateKindSpec } from './validateKindSpec';

describe('validateKindSpec', () => {
  it('requires a spec, and checks a missing one as empty so every required field is named', () => {
    expect(validateKindSpec(componentKind, undefined)).toEqual([
      { path: 'spec', message: 'spec is required' },
      ...validateKindSpec(componentKind, {}),
    ]);
    expect(validateKindSpec(componentKind, undefined)).toHaveLength(4);
  });

  it('returns no problems for a valid spec', () => {
    expect(
      validateKindSpec(componentKind, { type: 'service', lifecycle: 'prod', owner: 'team-a' }),
    ).toEqual([]);
  });
});
