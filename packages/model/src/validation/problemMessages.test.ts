import { describe, expect, it } from 'vitest';
import { typeProblem } from './problemMessages';

describe('typeProblem', () => {
  it('says a missing value is required', () => {
    expect(typeProblem('spec.owner', 'a string', undefined)).toEqual({
      path: 'spec.owner',
      message: 'spec.owner is required',
    });
  });

  it('names the expected type and the value found', () => {
    expect(typeProblem('spec.owner', 'a string', 42)).toEqual({
      path: 'spec.owner',
      message: 'spec.owner must be a string, got 42',
    });
    expect(typeProblem('metadata.tags', 'a list', null).message).toBe(
      'metadata.tags must be a list, got null',
    );
  });
});
