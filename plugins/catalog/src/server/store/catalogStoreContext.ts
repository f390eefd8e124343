import type { PluginDatabase } from '@atrium/server-core';
import type { SearchKeys } from './searchKeys';

/** What store functions need besides the executor: bulk writes and the search key numbers. */
export interface CatalogStoreContext extends Pick<
  PluginDatabase,
  'engine' | 'insertMany' | 'updateMany' | 'deleteMany'
> {
  searchKeys: SearchKeys;
}
