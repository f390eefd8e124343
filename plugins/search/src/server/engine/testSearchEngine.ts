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
  const engine = await createSearchEngine(plugin);
  return { engine, destroy: () => manager.destroy() };
}
