import { describe, expect, it } from 'vitest';
import { isValidApiVersion } from './isValidApiVersion';

describe('isValidApiVersion', () => {
  it.each([
    ['backstage.io/v1alpha1'],
    ['backstage.io/v1beta1'],
    ['scaffolder.backstage.io/v1beta3'],
    ['v1'],
    ['V1Beta2'],
    [`example.com/${'v'.repeat(63)}`],
  ])('accepts %s', value => {
    expect(isValidApiVersion(value)).toBe(true);
  });

  it.each([
    [''],
    ['backstage.io/'],
    ['/v1'],
    [`example.com/${'v'.repeat(64)}`],
    ['a/b/v1'],
    ['Backstage.io/v1'],
    ['backstage_io/v1'],
    ['backstage.io/v1-alpha'],
    ['backstage.io/v1.1'],
    [undefined],
    [1],
  ])('rejects %j', value => {
    expect(isValidApiVersion(value)).toBe(false);
  });
});
