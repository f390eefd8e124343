import {
  createTestDatabaseManager,
  describeEachDatabase,
  type TestDatabaseId,
} from '@atrium/server-core/testing';
import type { DatabaseManager, PluginDatabase } from '@atrium/server-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogMigrations } from '../migrations';
import type { CatalogDb } from './catalogDb';
import { claimDueSources, claimSources } from './sourceStore';

const NOW = 1_000_000;

describeEachDatabase('source leases', (id: TestDatabaseId) => {
  let manager: DatabaseManager;
  let database: PluginDatabase;
  let db: CatalogDb;

  beforeAll(async () => {
    manager = createTestDatabaseManager(id);
    database = await manager.forPlugin('catalog');
    await database.migrate(catalogMigrations);
    db = database.db as CatalogDb;
    await db
      .insertInto('catalog_sources')
      .values(
        ['a', 'b', 'c', 'd', 'e'].map(key => ({
          source_key: key,
          location_id: 'loc',
          type: 'file',
          target: `/srv/${key}.yaml`,
          depth: 0,
          next_refresh_at: NOW - 1,
        })),
      )
      .execute();
  });
  afterAll(() => manager?.destroy());

  it('leases no more due sources than asked for, and never one already leased', async () => {
    const first = await claimDueSources(db, database.engine, { now: NOW, leaseMs: 1000, limit: 2 });
    expect(first).toHaveLength(2);

    const second = await claimDueSources(db, database.engine, {
      now: NOW,
      leaseMs: 1000,
      limit: 10,
    });
    expect(second).toHaveLength(3);
    expect(second.map(row => row.source_key)).not.toContain(first[0]!.source_key);

    expect(
      await claimSources(db, database.engine, ['a', 'b'], { now: NOW, leaseMs: 1000 }),
    ).toEqual([]);
    const later = await claimSources(db, database.engine, ['a', 'b'], {
      now: NOW + 2000,
      leaseMs: 1000,
    });
    expect(later.map(row => row.source_key).sort()).toEqual(['a', 'b']);
  });
});
