import { describe, expect, it } from 'vitest';
import { isValidObjectName } from './isValidObjectName';
import { OBJECT_NAME_MESSAGE } from './objectNameMessage';

describe('isValidObjectName', () => {
  it.each([['a'], ['my-service'], ['My_Service.v2'], ['9'], ['a--b'], ['a._-b'], ['x'.repeat(63)]])(
    'accepts %s',
    value => {
      expect(isValidObjectName(value)).toBe(true);
    },
  );

  it.each([
    [''],
    ['x'.repeat(64)],
    ['-a'],
    ['a-'],
    ['_a'],
    ['a.'],
    ['a b'],
    ['a/b'],
    ['a:b'],
    ['é'],
    [undefined],
    [12],
  ])('rejects %j', value => {
    expect(isValidObjectName(value)).toBe(false);
  });
});

describe('OBJECT_NAME_MESSAGE', () => {
  it('has the exact wording of spec 001 §5', () => {
    expect(OBJECT_NAME_MESSAGE).toBe(
      'Must start and end with an alphanumeric character, and contain only alphanumeric characters, hyphens, underscores, and periods. Maximum length is 63 characters.',
    );
  });
});
