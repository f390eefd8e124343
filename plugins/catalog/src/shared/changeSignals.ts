/**
 * What the catalog tells open pages when entities change (through the signals plugin): each
 * changed entity on a channel of its own, which only a page that already names it listens to, and
 * how many changed on one channel for lists. No signal names an entity to a page that did not.
 */

/** The channel of one entity's changes; the ref compares without regard to case. */
export function catalogEntityChannel(entityRef: string): string {
  return `catalog.entity:${entityRef.toLowerCase()}`;
}

/** Sent on `catalogEntityChannel(entityRef)` when the entity was written or removed. */
export interface EntityChangedSignal {
  entityRef: string;
}

/** The channel where lists hear that the catalog changed. */
export const CATALOG_CHANGES_CHANNEL = 'catalog.changes';

/** Sent on CATALOG_CHANGES_CHANNEL, at most a few times a second. */
export interface CatalogChangedSignal {
  /** How many entities were written or removed since the last one. */
  changed: number;
  /**
   * False when too many changed at once for a signal each (a bulk load): every page showing an
   * entity should read it again.
   */
  each: boolean;
}
