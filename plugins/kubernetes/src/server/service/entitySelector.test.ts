import { describe, expect, it } from 'vitest';
import { entitySelector } from './entitySelector';

const entity = (annotations: Record<string, string>) => ({
  metadata: { name: 'web', annotations },
});

describe('entitySelector', () => {
  it('prefers the label selector annotation to the id annotation', () => {
    expect(
      entitySelector(
        entity({
          'backstage.io/kubernetes-label-selector': 'app=web,tier in (front)',
          'backstage.io/kubernetes-id': 'web',
        }),
      ),
    ).toEqual({ labelSelector: 'app=web,tier in (front)', namespace: undefined });
  });

  it('finds objects labelled with the id, in the annotated namespace only', () => {
    expect(
      entitySelector(
        entity({
          'backstage.io/kubernetes-id': 'web',
          'backstage.io/kubernetes-namespace': 'shop',
        }),
      ),
    ).toEqual({ labelSelector: 'backstage.io/kubernetes-id=web', namespace: 'shop' });
  });

  it('refuses an entity with neither annotation', () => {
    expect(() => entitySelector(entity({}))).toThrow(
      'The entity has neither the backstage.io/kubernetes-label-selector nor the backstage.io/kubernetes-id annotation',
    );
  });
});
