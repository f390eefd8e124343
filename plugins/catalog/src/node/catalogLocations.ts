import type { Entity } from '@atrium/model';
import { createServiceRef, type Principal } from '@atrium/server-core';

/** A place the catalog reads entities from (spec 001 §3 "Location"). */
export interface CatalogLocationSpec {
  /** `url` or `file`. */
  type: string;
  target: string;
}

/** What adding a location answers, as `POST /locations` does (spec 001 §7). */
export interface AddCatalogLocationResult {
  location: CatalogLocationSpec & { id: string };
  /** The entities read through it. */
  entities: Entity[];
  /** Set on a dry run: whether the location is already registered. */
  exists?: boolean;
}

/**
 * Registers locations in the catalog for other plugins in the same process (the scaffolder's
 * `catalog:register`), as a given caller: the caller needs `catalog.location.create`. Provided by
 * the catalog plugin.
 */
export interface CatalogLocations {
  /**
   * Adds the location and reads it at once. A location already registered is a ConflictError; a
   * dry run writes nothing and answers what would be read, with `exists`.
   */
  addLocation(
    location: CatalogLocationSpec,
    options: { principal: Principal; dryRun?: boolean },
  ): Promise<AddCatalogLocationResult>;
}

export const catalogLocationsServiceRef = createServiceRef<CatalogLocations>({
  id: 'catalog.locations',
  plugin: 'catalog',
});
