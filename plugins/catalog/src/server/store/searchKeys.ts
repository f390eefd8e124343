import type { CatalogExecutor } from './catalogDb';
import { chunked } from '@atrium/server-core';

/**
 * Numbers for search field names (`catalog_search_keys`). Ids never change once given, so they
 * are cached; the cache is dropped when a write fails, since the ids it added may have been
 * rolled back with it.
 */
export interface SearchKeys {
  /** Ids for these keys, creating missing ones (inside the caller's write transaction). */
  ensure(db: CatalogExecutor, keys: Iterable<string>): Promise<Map<string, number>>;
  /** Ids of those keys some entity has had; unknown keys are simply absent. */
  lookup(db: CatalogExecutor, keys: Iterable<string>): Promise<Map<string, number>>;
  /** Forgets cached ids, after a write that may have been rolled back. */
  reset(): void;
}

export function createSearchKeys(): SearchKeys {
  let cache = new Map<string, number>();

  async function load(db: CatalogExecutor, keys: string[], into: Map<string, number>) {
    for (const chunk of chunked(keys, 500)) {
      const rows = await db
        .selectFrom('catalog_search_keys')
        .select(['id', 'key'])
        .where('key', 'in', chunk)
        .execute();
      for (const row of rows) {
        cache.set(row.key, row.id);
        into.set(row.key, row.id);
      }
    }
  }

  async function lookup(db: CatalogExecutor, keys: Iterable<string>) {
    const found = new Map<string, number>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const id = cache.get(key);
      if (id === undefined) missing.push(key);
      else found.set(key, id);
    }
    if (missing.length > 0) await load(db, missing, found);
    return found;
  }

  return {
    lookup,
    async ensure(db, keys) {
      const wanted = [...new Set(keys)];
      const found = await lookup(db, wanted);
      const missing = wanted.filter(key => !found.has(key));
      for (const chunk of chunked(missing, 500)) {
        await db
          .insertInto('catalog_search_keys')
          .values(chunk.map(key => ({ key })))
          .onConflict(oc => oc.column('key').doNothing())
          .execute();
      }
      if (missing.length > 0) await load(db, missing, found);
      return found;
    },
    reset() {
      cache = new Map();
    },
  };
}
