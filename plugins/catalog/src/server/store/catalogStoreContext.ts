import type { PluginDatabase } from '@atrium/server-core';
import type { SearchKeys } from './searchKeys';

/** What store functions need besides the executor: bulk inserts and the search key numbers. */
export interface CatalogStoreContext {
  engine: PluginDatabase['engine'];
  insertMany: PluginDatabase['insertMany'];
  searchKeys: SearchKeys;
}
