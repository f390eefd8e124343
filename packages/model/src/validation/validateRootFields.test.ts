import { describe, expect, it } from 'vitest';
import { validateRootFields } from './validateRootFields';

describe('validateRootFields', () => {
  it('accepts apiVersion, kind, metadata and spec', () => {
    expect(validateRootFields({ apiVersion: 'a', kind: 'b', metadata: {}, spec: {} })).toEqual([]);
  });

  it('refuses relations and status, which the catalog computes', () => {
    expect(validateRootFields({ relations: [], status: {} })).toEqual([
      {
        path: 'relations',
        message: 'relations cannot be given in an entity: the catalog computes it',
      },
      { path: 'status', message: 'status cannot be given in an entity: the catalog computes it' },
    ]);
  });

  it('refuses any other root field', () => {
    expect(validateRootFields({ Spec: {}, owner: 'x' })).toEqual([
      {
        path: 'Spec',
        message:
          'Spec is not a field of an entity, which has only apiVersion, kind, metadata and spec',
      },
      {
        path: 'owner',
        message:
          'owner is not a field of an entity, which has only apiVersion, kind, metadata and spec',
      },
    ]);
  });
});
