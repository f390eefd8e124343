import type { Entity } from '@atrium/model';
import type { Principal } from '../auth/principal';
import { createServiceRef } from '../plugin/serviceRegistry';

/**
 * The catalog's entities for other plugins in the same process, read as a given caller: what
 * that caller may not read is not there. Provided by the catalog plugin.
 */
export interface CatalogEntities {
  /** The entity (`kind:namespace/name`), or undefined when absent or not readable by the caller. */
  getEntityByRef(entityRef: string, options: { principal: Principal }): Promise<Entity | undefined>;
}

export const catalogEntitiesServiceRef = createServiceRef<CatalogEntities>('core.catalogEntities');
