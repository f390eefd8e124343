import { databaseTables, definePlugin } from '@atrium/server-core';
import { HOME_PLUGIN_ID } from '../shared';
import { homeMigrations } from './migrations';
import { registerVisitsRoutes } from './router';
import { createVisitsService } from './service/createVisitsService';
import { createVisitsStore, type HomeDb } from './store/visitsStore';

/** Home: the pages each person visited, for the home page's lists (see this plugin's README). */
export const homePlugin = definePlugin({
  id: HOME_PLUGIN_ID,
  database: databaseTables<HomeDb>(),
  async setup({ database, router }) {
    await database.migrate(homeMigrations);
    registerVisitsRoutes(router, createVisitsService(createVisitsStore(database.db)));
  },
});
