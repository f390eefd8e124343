import { describe, expect, it } from 'vitest';
import { toEntityPermissionFilter } from './entityPermissionFilter';

describe('toEntityPermissionFilter', () => {
  it.each(['constructor', '__proto__', 'hasOwnProperty'])(
    'treats a rule named %s as unknown',
    rule => {
      expect(() =>
        toEntityPermissionFilter({ rule, resourceType: 'catalog-entity', params: {} }),
      ).toThrow(`Unknown catalog-entity permission rule '${rule}'`);
    },
  );
});
