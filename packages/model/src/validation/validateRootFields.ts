import type { EntityProblem } from './EntityProblem';

const ROOT_FIELDS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata', 'spec']);

// What the catalog computes cannot be given in a file, as in Backstage's catalog: a file that set
// them would claim relations or a processing status nobody checked.
const COMPUTED_FIELDS: ReadonlySet<string> = new Set(['relations', 'status']);

/** An entity has apiVersion, kind, metadata and spec at its root, and nothing else. */
export function validateRootFields(entity: Record<string, unknown>): EntityProblem[] {
  return Object.keys(entity)
    .filter(field => !ROOT_FIELDS.has(field))
    .map(field => ({
      path: field,
      message: COMPUTED_FIELDS.has(field)
        ? `${field} cannot be given in an entity: the catalog computes it`
        : `${field} is not a field of an entity, which has only apiVersion, kind, metadata and spec`,
    }));
}
