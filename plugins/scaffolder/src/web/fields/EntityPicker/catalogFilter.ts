import type { EntityFilterQuery } from '@atrium/plugin-catalog/react';

/**
 * A `catalogFilter` of a picker's `ui:options`, as templates write it: values of one object are
 * AND-ed, objects of a list are OR-ed, and `{ exists: true }` asks only that the field exists.
 */
export type CatalogFilterValue = string | string[] | { exists: true };
export type CatalogFilter = Record<string, CatalogFilterValue>;

/** The same filter as the catalog's client takes it (`true` for "exists"). */
export function toEntityFilter(filter: CatalogFilter): EntityFilterQuery {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [
      key,
      typeof value === 'object' && !Array.isArray(value) ? true : value,
    ]),
  );
}
