import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabaseManager, type DatabaseManager } from '@atrium/server-core';
import type { SearchTables } from './searchTables';
import { createSearchEngine } from './createSearchEngine';
import { generateCatalog } from './relevance/generateCatalog';

describe('SQLite search engine on a database file', () => {
  let manager: DatabaseManager | undefined;
  let directory: string | undefined;
  afterEach(async () => {
    await manager?.destroy();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  it('writes on the writing thread and answers from the reading threads', async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-search-'));
    manager = createDatabaseManager({ client: 'better-sqlite3', connection: { directory } });
    const engine = await createSearchEngine(await manager.forPlugin<SearchTables>('search'));
    await engine.index(generateCatalog());
    const [first] = await engine.query({ term: 'paymnets api', limit: 5 });
    expect(first!.document.key).toBe('api:default/payments-api');
    expect(fs.existsSync(path.join(directory, 'search.sqlite'))).toBe(true);

    // A second start on the same file finds its tables migrated and its documents kept.
    await manager.destroy();
    manager = createDatabaseManager({ client: 'better-sqlite3', connection: { directory } });
    const again = await createSearchEngine(await manager.forPlugin<SearchTables>('search'));
    expect((await again.query({ term: 'ets', limit: 5 }))[0]!.document.key).toBe(
      'component:default/petstore',
    );
  });
});
