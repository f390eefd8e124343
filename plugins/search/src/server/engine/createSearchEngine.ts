import type { PluginDatabase } from '@atrium/server-core';
import type { SearchEngine } from './SearchEngine';
import type { SearchTables } from './searchTables';
import { createPostgresSearchEngine } from './createPostgresSearchEngine';
import { createSqliteSearchEngine } from './createSqliteSearchEngine';
import { searchMigrations } from './migrations';

/** The engine that fits the plugin's database, its tables migrated. */
export async function createSearchEngine(
  database: PluginDatabase<SearchTables>,
): Promise<SearchEngine> {
  await database.migrate(searchMigrations(database.engine));
  return database.engine === 'pg'
    ? createPostgresSearchEngine(database.db)
    : createSqliteSearchEngine(database.db);
}
