import type { Entity } from '@atrium/model';
import type { FakeRoute } from '../../../../testing/createFakeFetch';

/** The values an entity has for the fields the ownership card filters and counts by. */
function fieldValues(entity: Entity, field: string): string[] {
  switch (field.toLowerCase()) {
    case 'kind':
      return [entity.kind];
    case 'spec.type':
      return typeof entity.spec?.type === 'string' ? [entity.spec.type] : [];
    case 'relations.ownedby':
      return (entity.relations ?? [])
        .filter(relation => relation.type === 'ownedBy')
        .map(relation => relation.targetRef);
    default:
      throw new Error(`The fake facets route does not know ${field}`);
  }
}

/** One `filter` parameter: keys AND-ed, repeated keys OR-ed, compared lower-case. */
function matches(entity: Entity, filter: string): boolean {
  const byKey = new Map<string, string[]>();
  for (const part of filter.split(',')) {
    const [key = '', value = ''] = part.split('=');
    byKey.set(key.toLowerCase(), [...(byKey.get(key.toLowerCase()) ?? []), value.toLowerCase()]);
  }
  return [...byKey].every(([key, values]) =>
    fieldValues(entity, key).some(value => values.includes(value.toLowerCase())),
  );
}

/** GET /entity-facets over `entities`, counting as the server does; one filter at most. */
export function fakeFacetsRoute(entities: Entity[]): FakeRoute {
  return url => {
    const filter = url.searchParams.get('filter');
    const matching = entities.filter(entity => filter === null || matches(entity, filter));
    const facets: Record<string, Array<{ value: string; count: number }>> = {};
    for (const facet of url.searchParams.getAll('facet')) {
      const counts = new Map<string, number>();
      for (const value of matching.flatMap(entity => fieldValues(entity, facet))) {
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      facets[facet] = [...counts].map(([value, count]) => ({ value, count }));
    }
    return { facets };
  };
}

export function ownedEntity(kind: string, name: string, type: string, owner: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind,
    metadata: { name, namespace: 'default' },
    spec: { type, owner },
    relations: [{ type: 'ownedBy', targetRef: owner }],
  };
}
