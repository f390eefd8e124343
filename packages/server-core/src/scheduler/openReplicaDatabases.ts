import type { DatabaseManager } from '../database/createDatabaseManager';
import type { PluginDatabase } from '../database/types';
import type { TestDatabaseId } from '../testing/testDatabases';

/**
 * One plugin's database as two replicas see it. PostgreSQL: two connection pools on the same
 * schema, as two processes would have. SQLite: the same handle twice, since an in-memory
 * database exists only on its own connection (and SQLite deployments run one process anyway).
 */
export async function openReplicaDatabases(
  manager: DatabaseManager,
  database: TestDatabaseId,
  pluginId: string,
): Promise<[PluginDatabase, PluginDatabase]> {
  const first = await manager.forPlugin(pluginId);
  return [first, database === 'sqlite' ? first : await manager.forPlugin(pluginId)];
}
