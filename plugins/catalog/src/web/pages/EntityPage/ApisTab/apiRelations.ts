import {
  RELATION_API_CONSUMED_BY,
  RELATION_API_PROVIDED_BY,
  RELATION_CONSUMES_API,
  RELATION_HAS_PART,
  RELATION_PROVIDES_API,
  type Entity,
} from '@atrium/model';

function targetsOf(entity: Entity, type: string): string[] {
  return (entity.relations ?? [])
    .filter(relation => relation.type === type)
    .map(relation => relation.targetRef);
}

/**
 * The APIs an entity provides and consumes. A System's own APIs are its parts of kind API, as in
 * Backstage's system page, since systems seldom carry providesApi relations themselves.
 */
export function apiRelations(entity: Entity): { provided: string[]; consumed: string[] } {
  const provided = targetsOf(entity, RELATION_PROVIDES_API);
  if (entity.kind.toLowerCase() === 'system') {
    for (const ref of targetsOf(entity, RELATION_HAS_PART)) {
      if (ref.toLowerCase().startsWith('api:') && !provided.includes(ref)) provided.push(ref);
    }
  }
  return { provided, consumed: targetsOf(entity, RELATION_CONSUMES_API) };
}

/** The condition of the APIs tab. */
export function hasApiRelations(entity: Entity): boolean {
  if (entity.kind.toLowerCase() === 'system') return true;
  const { provided, consumed } = apiRelations(entity);
  return provided.length > 0 || consumed.length > 0;
}

/** The components that provide and consume an API entity. */
export function apiUsers(entity: Entity): { providers: string[]; consumers: string[] } {
  return {
    providers: targetsOf(entity, RELATION_API_PROVIDED_BY),
    consumers: targetsOf(entity, RELATION_API_CONSUMED_BY),
  };
}

export function isApiEntity(entity: Entity): boolean {
  return entity.kind.toLowerCase() === 'api';
}
