import type { Entity } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import { layoutAncestry } from './layoutAncestry';

function entity(kind: string, name: string): Entity {
  return { apiVersion: 'backstage.io/v1alpha1', kind, metadata: { name, namespace: 'default' } };
}

describe('layoutAncestry', () => {
  it('puts the root in layer 0 and each parent above its deepest child', () => {
    const layout = layoutAncestry({
      rootEntityRef: 'component:default/web',
      items: [
        { entity: entity('Component', 'web'), parentEntityRefs: ['location:default/a'] },
        { entity: entity('Location', 'a'), parentEntityRefs: ['location:default/root'] },
        { entity: entity('Location', 'root'), parentEntityRefs: [] },
      ],
    });

    expect(layout.layers.map(layer => layer.map(node => node.ref))).toEqual([
      ['component:default/web'],
      ['location:default/a'],
      ['location:default/root'],
    ]);
    expect(layout.edges).toContainEqual({
      from: 'component:default/web',
      to: 'location:default/a',
    });
  });
});
