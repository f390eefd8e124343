import type { Entity } from '@atrium/model';
import { createServiceRef, type Principal } from '@atrium/server-core';

/**
 * The catalog's entities for other plugins in the same process, read as a given caller: what
 * that caller may not read is not there. Provided by the catalog plugin.
 */
export interface CatalogEntities {
  /** The entity (`kind:namespace/name`), or undefined when absent or not readable by the caller. */
  getEntityByRef(entityRef: string, options: { principal: Principal }): Promise<Entity | undefined>;
  /**
   * Entities whose fields have these values (e.g. `{ kind: 'resource', 'spec.type': 'database' }`,
   * compared without regard to case), at most `limit` (1,000 unless given), as the caller may read.
   */
  getEntities(
    fields: Readonly<Record<string, string>>,
    options: { principal: Principal; limit?: number },
  ): Promise<Entity[]>;
}

export const catalogEntitiesServiceRef = createServiceRef<CatalogEntities>({
  id: 'catalog.entities',
  plugin: 'catalog',
});
