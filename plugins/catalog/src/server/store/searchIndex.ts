import { withoutStatementTimeout, type DatabaseEngine } from '@atrium/server-core';
import type { CatalogDb } from './catalogDb';

// As migration 0001 created it (migrations stay as they were written, so it is not imported).
const INDEX = 'catalog_search_key_value';
const COLUMNS = ['key_id', 'value', 'original_value'] as const;

export interface SearchIndex {
  /**
   * Before the engine's first pass: an empty catalog loads without the index; a catalog that has
   * entities gets it back once idle, in case an earlier load stopped before building it.
   */
  prepare(): Promise<void>;
  /** Builds the index if it was left out; called when nothing is left to read or stitch. */
  complete(): Promise<void>;
}

/**
 * The index filters and facets read `catalog_search` through. Keeping it up to date one row at a
 * time is most of what a search row costs to write (a 100,000-entity catalog has 1.9 million),
 * while building it once sorts them in about 2 s. So a first load into an empty catalog runs
 * without it and builds it at the end; queries meanwhile give the same answers, more slowly.
 */
export function createSearchIndex(db: CatalogDb, engine: DatabaseEngine): SearchIndex {
  let deferred = false;
  return {
    async prepare() {
      const any = await db.selectFrom('catalog_entities').select('seq').limit(1).execute();
      if (any.length === 0) await db.schema.dropIndex(INDEX).ifExists().execute();
      deferred = true;
    },
    async complete() {
      if (!deferred) return;
      await withoutStatementTimeout(db, engine, connection =>
        connection.schema
          .createIndex(INDEX)
          .ifNotExists()
          .on('catalog_search')
          .columns([...COLUMNS])
          .execute(),
      );
      deferred = false;
    },
  };
}
