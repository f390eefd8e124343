import {
  createTestDatabaseManager,
  describeEachDatabase,
  type TestDatabaseId,
} from '@atrium/server-core/testing';
import type { DatabaseManager, PluginDatabase } from '@atrium/server-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { catalogMigrations } from '../migrations';
import type { CatalogDb } from './catalogDb';
import type { CatalogTables } from './tables';
import {
  beatInstance,
  registerInstance,
  releaseDeadInstances,
  removeInstance,
} from './instanceStore';
import { claimSources, dueSources, postponeSources } from './sourceStore';

const NOW = 1_000_000;
const KEYS = ['a', 'b', 'c', 'd', 'e'];

describeEachDatabase('source leases', (id: TestDatabaseId) => {
  let manager: DatabaseManager;
  let database: PluginDatabase;
  let db: CatalogDb;

  beforeAll(async () => {
    manager = createTestDatabaseManager(id);
    database = await manager.forPlugin<CatalogTables>('catalog');
    await database.migrate(catalogMigrations);
    db = database.db;
  });
  afterAll(() => manager?.destroy());

  beforeEach(async () => {
    await db.deleteFrom('catalog_sources').execute();
    await db.deleteFrom('catalog_instances').execute();
    await db
      .insertInto('catalog_sources')
      .values(
        KEYS.map((key, index) => ({
          source_key: key,
          location_id: 'loc',
          type: 'file',
          target: `/srv/${key}.yaml`,
          depth: 0,
          next_refresh_at: NOW - 100 + index,
        })),
      )
      .execute();
  });

  const lease = (now: number, owner = 'me') => ({ now, leaseMs: 1000, owner });
  const leases = async () =>
    Object.fromEntries(
      (
        await db
          .selectFrom('catalog_sources')
          .select(['source_key', 'lease_until', 'lease_owner'])
          .execute()
      ).map(row => [
        row.source_key,
        row.lease_until === null ? null : `${row.lease_owner}@${row.lease_until}`,
      ]),
    );

  it('never leases a source twice, until its lease has run out', async () => {
    const first = await claimSources(db, database.engine, ['a', 'b'], lease(NOW));
    expect(first.map(row => row.source_key).sort()).toEqual(['a', 'b']);
    expect(first[0]!.lease_owner).toBe('me');

    expect(await claimSources(db, database.engine, ['a', 'b', 'c'], lease(NOW, 'other'))).toEqual([
      expect.objectContaining({ source_key: 'c', lease_owner: 'other' }),
    ]);
    const due = await dueSources(db, { now: NOW, limit: 10 });
    expect(due.map(row => row.source_key)).toEqual(['d', 'e']);

    const later = await claimSources(db, database.engine, ['a', 'b'], lease(NOW + 2000, 'other'));
    expect(later.map(row => row.source_key).sort()).toEqual(['a', 'b']);
  });

  it('answers due sources oldest first, and postponing moves them behind the others', async () => {
    expect((await dueSources(db, { now: NOW, limit: 2 })).map(r => r.source_key)).toEqual([
      'a',
      'b',
    ]);
    await postponeSources(db, ['a', 'b'], NOW);
    expect((await dueSources(db, { now: NOW, limit: 10 })).map(r => r.source_key)).toEqual([
      'c',
      'd',
      'e',
      'a',
      'b',
    ]);
  });

  it('renews the leases of an instance that beats, and only those', async () => {
    await registerInstance(db, 'me', NOW);
    await claimSources(db, database.engine, ['a'], lease(NOW, 'me'));
    await claimSources(db, database.engine, ['b'], lease(NOW, 'other'));
    await beatInstance(db, 'me', { now: NOW + 500, leaseMs: 1000 });
    expect(await leases()).toMatchObject({ a: `me@${NOW + 1500}`, b: `other@${NOW + 1000}` });
    const row = await db.selectFrom('catalog_instances').selectAll().executeTakeFirstOrThrow();
    expect(Number(row.heartbeat_at)).toBe(NOW + 500);
  });

  it('frees at once, to be read first, the sources of an instance that is gone', async () => {
    await registerInstance(db, 'dead', NOW - 60_000);
    await registerInstance(db, 'me', NOW);
    await claimSources(db, database.engine, ['a', 'b'], {
      now: NOW,
      leaseMs: 120_000,
      owner: 'dead',
    });
    await claimSources(db, database.engine, ['c'], lease(NOW, 'me'));

    const released = await releaseDeadInstances(db, database.engine, {
      self: 'me',
      now: NOW + 10,
      staleBefore: NOW - 30_000,
    });
    expect(released).toBe(2);
    expect(await leases()).toMatchObject({ a: null, b: null, c: `me@${NOW + 1000}` });
    const due = await dueSources(db, { now: NOW + 10, limit: 10 });
    expect(due.map(row => row.source_key)).toEqual(['d', 'e', 'a', 'b']);
    const instances = await db.selectFrom('catalog_instances').select('id').execute();
    expect(instances.map(i => i.id)).toEqual(['me']);
  });

  it('gives back every lease of an instance that stops', async () => {
    await registerInstance(db, 'me', NOW);
    await claimSources(db, database.engine, ['a'], lease(NOW, 'me'));
    await claimSources(db, database.engine, ['b'], lease(NOW, 'other'));
    await removeInstance(db, 'me', NOW);
    expect(await leases()).toMatchObject({ a: null, b: `other@${NOW + 1000}` });
    expect(await db.selectFrom('catalog_instances').selectAll().execute()).toEqual([]);
  });

  if (id === 'pg') {
    it('never frees the lease of a replica that is still beating', async () => {
      await registerInstance(db, 'replica', NOW - 5_000);
      await registerInstance(db, 'me', NOW);
      await claimSources(db, database.engine, ['a'], lease(NOW, 'replica'));
      const released = await releaseDeadInstances(db, database.engine, {
        self: 'me',
        now: NOW,
        staleBefore: NOW - 30_000,
      });
      expect(released).toBe(0);
      expect(await leases()).toMatchObject({ a: `replica@${NOW + 1000}` });
    });
  } else {
    it('frees every other lease on SQLite, where only one process uses the database', async () => {
      await registerInstance(db, 'previous', NOW);
      await registerInstance(db, 'me', NOW);
      await claimSources(db, database.engine, ['a'], lease(NOW, 'previous'));
      await db
        .updateTable('catalog_sources')
        .set({ lease_until: NOW + 120_000, lease_owner: null })
        .where('source_key', '=', 'b')
        .execute();
      await claimSources(db, database.engine, ['c'], lease(NOW, 'me'));
      const released = await releaseDeadInstances(db, database.engine, {
        self: 'me',
        now: NOW,
        staleBefore: NOW - 30_000,
      });
      expect(released).toBe(2);
      expect(await leases()).toMatchObject({ a: null, b: null, c: `me@${NOW + 1000}` });
    });
  }
});
