import { databaseTables, definePlugin } from '@atrium/server-core';
import { USER_SETTINGS_PLUGIN_ID } from '../shared';
import { userSettingsMigrations } from './migrations';
import { registerUserSettingsRoutes } from './router';
import { createUserSettingsService } from './service/createUserSettingsService';
import { createUserSettingsStore, type UserSettingsDb } from './store/userSettingsStore';

/** Per-user settings storage (starred entities and other preferences, spec 001 §3). */
export const userSettingsPlugin = definePlugin({
  id: USER_SETTINGS_PLUGIN_ID,
  database: databaseTables<UserSettingsDb>(),
  async setup({ database, router }) {
    await database.migrate(userSettingsMigrations);
    const store = createUserSettingsStore(database.db);
    registerUserSettingsRoutes(router, createUserSettingsService(store));
  },
});
