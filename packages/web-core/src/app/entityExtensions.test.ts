import type { Entity } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import { extensionsFor } from './entityExtensions';

const api: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'API', metadata: { name: 'a' } };
const component: Entity = { ...api, kind: 'Component' };

describe('extensionsFor', () => {
  it('keeps those whose condition accepts the entity, by order and then as given', () => {
    const extensions = [
      { id: 'late', order: 10 },
      { id: 'apis-only', if: (entity: Entity) => entity.kind === 'API' },
      { id: 'always' },
      { id: 'early', order: -1 },
    ];

    expect(extensionsFor(extensions, api).map(extension => extension.id)).toEqual([
      'early',
      'apis-only',
      'always',
      'late',
    ]);
    expect(extensionsFor(extensions, component).map(extension => extension.id)).toEqual([
      'early',
      'always',
      'late',
    ]);
  });
});
