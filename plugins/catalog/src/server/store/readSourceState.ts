import { chunked } from '@atrium/server-core';
import type { CatalogExecutor } from './catalogDb';
import type { CatalogTables } from './tables';

/** What a write needs to know of a stored entity the outcome lists. */
export type StoredEntity = Pick<
  CatalogTables['catalog_entities'],
  'entity_key' | 'id' | 'source_key' | 'processed_hash' | 'orphan' | 'errors'
>;

/** The stored state a source's write plan is decided from. */
export interface StoredSourceState {
  /** Stored rows of the entities the outcome lists, by entity key; unknown keys are absent. */
  entities: Map<string, StoredEntity>;
  /** What the source holds now; read only when the outcome lists all of it (see withOwned). */
  owned?: {
    /** Keys of its entities that are not orphaned. */
    entities: string[];
    /** Keys of the child sources it declared. */
    children: string[];
  };
}

export interface SourceStateQuery {
  sourceKey: string;
  entityKeys: readonly string[];
  /** Also read what the source holds, to find what it no longer lists. */
  withOwned: boolean;
}

/** Reads, in the caller's transaction, what deciding a source's write needs. */
export async function readSourceState(
  db: CatalogExecutor,
  query: SourceStateQuery,
): Promise<StoredSourceState> {
  const entities = new Map<string, StoredEntity>();
  for (const chunk of chunked(query.entityKeys, 500)) {
    const rows = await db
      .selectFrom('catalog_entities')
      .select(['entity_key', 'id', 'source_key', 'processed_hash', 'orphan', 'errors'])
      .where('entity_key', 'in', chunk)
      .execute();
    for (const row of rows) entities.set(row.entity_key, row);
  }
  if (!query.withOwned) return { entities };

  const owned = await db
    .selectFrom('catalog_entities')
    .select('entity_key')
    .where('source_key', '=', query.sourceKey)
    .where('orphan', '=', 0)
    .execute();
  const children = await db
    .selectFrom('catalog_sources')
    .select('source_key')
    .where('declared_by', '=', query.sourceKey)
    .execute();
  return {
    entities,
    owned: {
      entities: owned.map(row => row.entity_key),
      children: children.map(row => row.source_key),
    },
  };
}
