import { createLazyPage, type EntityCard } from '@atrium/web-core';
import { relationTableDefinitions } from './relationTableDefinitions';

// One chunk for every relation table: the overview shows its other cards while it loads.
const relationTable = createLazyPage(() =>
  import('./RelationTable').then(module => module.RelationTable),
);

/**
 * The overview cards listing an entity's related entities as tables: a system's components, APIs
 * and resources, a domain's systems, a resource's dependents, a component's subcomponents and
 * APIs, an API's providers and consumers. Each applies to one kind and shows its empty state
 * when the entity has no such relation.
 */
export const relationEntityCards: EntityCard[] = relationTableDefinitions.map(
  ({ id, entityKind, ...table }) => ({
    id,
    if: entity => entity.kind.toLowerCase() === entityKind,
    element: <relationTable.Page {...table} />,
  }),
);
