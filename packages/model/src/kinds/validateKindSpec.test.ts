import { describe, expect, it } from 'vitest';
import { componentKind } from './component';
import { validateKindSpec } from './validateKindSpec';

describe('validateKindSpec', () => {
  it('checks a missing spec as empty, so every required field is named', () => {
    expect(validateKindSpec(componentKind, undefined)).toEqual(validateKindSpec(componentKind, {}));
    expect(validateKindSpec(componentKind, undefined)).toHaveLength(3);
  });

  it('returns no problems for a valid spec', () => {
    expect(
      validateKindSpec(componentKind, { type: 'service', lifecycle: 'prod', owner: 'team-a' }),
    ).toEqual([]);
  });
});
