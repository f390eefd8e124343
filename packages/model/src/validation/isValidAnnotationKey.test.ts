import { describe, expect, it } from 'vitest';
import { isValidAnnotationKey } from './isValidAnnotationKey';

describe('isValidAnnotationKey', () => {
  it.each([
    ['backstage.io/view-url'],
    ['github.com/project-slug'],
    ['jira'],
    [`example.com/${'x'.repeat(63)}`],
  ])('accepts %s', value => {
    expect(isValidAnnotationKey(value)).toBe(true);
  });

  it.each([
    [''],
    [`example.com/${'x'.repeat(64)}`],
    ['backstage.io/'],
    ['backstage.io//x'],
    ['a/b/c'],
    ['backstage.io/-x'],
    ['back stage.io/x'],
    [null],
  ])('rejects %j', value => {
    expect(isValidAnnotationKey(value)).toBe(false);
  });
});
