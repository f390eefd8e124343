import type { Entity } from '@atrium/model';
import type { CatalogTables } from './tables';

/** Columns processing writes for an entity, in the order bulk inserts list them. */
export const ENTITY_COLUMNS = [
  'entity_ref',
  'kind',
  'namespace',
  'name',
  'source_key',
  'location_id',
  'parent_key',
  'final',
  'processed_hash',
  'errors',
  'orphan',
  'updated_at',
] as const;

/** An entity row as processing writes it (its final body is its processed form). */
export type ProcessedColumns = Pick<
  CatalogTables['catalog_entities'],
  (typeof ENTITY_COLUMNS)[number]
>;

/**
 * A new entity's row, not inserted yet: stitching inserts it complete, so a new row is written
 * once instead of inserted bare and then rewritten.
 */
export interface PendingEntity {
  id: string;
  entity_key: string;
  /** The processed entity, so stitching need not parse `columns.final` again. */
  entity: Entity;
  columns: ProcessedColumns;
}
