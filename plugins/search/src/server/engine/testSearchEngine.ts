import { sql, type Kysely } from 'kysely';
import { createTestDatabaseManager, type TestDatabaseId } from '@atrium/server-core/testing';
import type { SearchTables } from './searchTables';
import type { SearchEngine } from './SearchEngine';
import { createSearchEngine } from './createSearchEngine';

export interface TestSearchEngine {
  readonly engine: SearchEngine;
  destroy(): Promise<void>;
}

/** A search engine on a fresh test database of the given kind. */
export async function startTestSearchEngine(database: TestDatabaseId): Promise<TestSearchEngine> {
  const manager = createTestDatabaseManager(database);
  const plugin = await manager.forPlugin<SearchTables>('search');
  if (database === 'pg') await installPgTrgmShared(plugin.db);
  const engine = await createSearchEngine(plugin);
  return { engine, destroy: () => manager.destroy() };
}

/**
 * Test databases are schemas dropped with CASCADE when done: an extension created inside one
 * would take other suites' indexes with it, so tests install pg_trgm once, in `public`.
 */
export async function installPgTrgmShared(db: Kysely<SearchTables>): Promise<void> {
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  } catch (error) {
    // Another suite installed it at the same moment.
    if ((error as { code?: string }).code !== '23505') throw error;
  }
}
