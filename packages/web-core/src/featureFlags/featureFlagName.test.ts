import { describe, expect, it } from 'vitest';
import { isValidFeatureFlagName } from './featureFlagName';

describe('isValidFeatureFlagName', () => {
  it.each([
    ['new-catalog-layout', true],
    ['abc', true],
    ['ab', false],
    ['a'.repeat(150), true],
    ['a'.repeat(151), false],
    ['1-flag', false],
    ['Flag', false],
    ['flag_name', false],
    ['flag name', false],
  ])('%s → %s', (name, valid) => {
    expect(isValidFeatureFlagName(name)).toBe(valid);
  });
});
