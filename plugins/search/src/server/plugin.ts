import {
  databaseTables,
  definePlugin,
  optionalService,
  permissionsServiceRef,
} from '@atrium/server-core';
import { searchCollators } from '../node/searchCollators';
import { checkCollators, connectCollators } from './collators/connectCollators';
import { scheduleFullPasses } from './collators/scheduleFullPasses';
import {
  checkEngineChoice,
  DEFAULT_MAX_PAGE_LIMIT,
  DEFAULT_PAGE_LIMIT,
  searchConfig,
} from './config/searchConfig';
import { createSearchEngine } from './engine/createSearchEngine';
import type { SearchTables } from './engine/searchTables';
import { registerSearchRoutes } from './router';
import { createReadableFilter } from './service/createReadableFilter';
import { createSearchService } from './service/createSearchService';

/** Search over every collated document type, permission-aware (README.md). */
export const searchPlugin = definePlugin({
  id: 'search',
  config: searchConfig,
  deps: { permissions: optionalService(permissionsServiceRef) },
  database: databaseTables<SearchTables>(),
  async setup({ config, pluginConfig, database, router, deps, extensions, ...context }) {
    checkEngineChoice(config, pluginConfig.search?.engine, database.engine);
    const collators = extensions.list(searchCollators);
    checkCollators(collators);
    const engine = await createSearchEngine(database);
    const search = createSearchService(
      engine,
      createReadableFilter(() => deps.permissions),
    );
    registerSearchRoutes(router, search, {
      defaultPageLimit: DEFAULT_PAGE_LIMIT,
      maxPageLimit: pluginConfig.search?.query?.pageLimit ?? DEFAULT_MAX_PAGE_LIMIT,
      knownTypes: collators.map(collator => collator.type),
    });
    // Collators are called only once every plugin is set up (the extension point promises it).
    context.lifecycle.onStart(() => {
      connectCollators(collators, engine, context.logger);
      scheduleFullPasses(collators, engine, context.scheduler, context.logger);
    });
  },
});
