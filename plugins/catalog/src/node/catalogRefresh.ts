import { createServiceRef } from '@atrium/server-core';

/**
 * Reads sources again now rather than at their next interval: what a webhook asks for when a
 * repository changed. Provided by the catalog plugin.
 */
export interface CatalogRefresh {
  /**
   * Every source of `type` whose target starts with `targetPrefix` (`url` and a repository's
   * browse URL; a provider type and an instance id) is read at once. Answers how many.
   */
  refreshTargets(options: { type: string; targetPrefix: string }): Promise<number>;
}

export const catalogRefreshServiceRef = createServiceRef<CatalogRefresh>({
  id: 'catalog.refresh',
  plugin: 'catalog',
});
