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

  it("takes the entity's name as the id without either annotation, as Backstage does", () => {
    expect(entitySelector(entity({}))).toEqual({
      labelSelector: 'backstage.io/kubernetes-id=web',
      namespace: undefined,
    });
  });
});
