import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseManager } from '@atrium/server-core';
import { createTestDatabaseManager, describeEachDatabase } from '@atrium/server-core/testing';
import { HOME_PLUGIN_ID } from '../../shared';
import { homeMigrations } from '../migrations';
import { createVisitsStore, type HomeDb, type NewVisit, type VisitsStore } from './visitsStore';

describeEachDatabase('visitsStore', database => {
  let manager: DatabaseManager;
  let store: VisitsStore;
  let nextId = 0;

  beforeAll(async () => {
    manager = createTestDatabaseManager(database);
    const pluginDb = await manager.forPlugin<HomeDb>(HOME_PLUGIN_ID);
    await pluginDb.migrate(homeMigrations);
    store = createVisitsStore(pluginDb.db);
  });
  afterAll(() => manager?.destroy());

  function visit(userRef: string, pathname: string, timestamp: number): NewVisit {
    nextId += 1;
    return { userRef, id: `id-${nextId}`, pathname, entityRef: undefined, timestamp };
  }

  const pathnamesOf = (rows: Array<{ pathname: string }>) => rows.map(row => row.pathname);

  it('adds a row for a new page and counts later views on it', async () => {
    const user = 'user:default/counting';
    const first = await store.record(
      { ...visit(user, '/catalog/default/component/a', 1000), entityRef: 'component:default/a' },
      100,
    );
    expect(first).toMatchObject({ pathname: '/catalog/default/component/a', hits: 1 });
    expect(Number(first.timestamp)).toBe(1000);

    const again = await store.record(visit(user, '/catalog/default/component/a', 2000), 100);
    expect(again).toMatchObject({ id: first.id, hits: 2, entity_ref: null });
    expect(Number(again.timestamp)).toBe(2000);
    expect(await store.list({ userRef: user, orderBy: 'timestamp', limit: 10 })).toHaveLength(1);
  });

  it('orders by time or by hits, most recent first among equal hits', async () => {
    const user = 'user:default/ordering';
    await store.record(visit(user, '/a', 1), 100);
    await store.record(visit(user, '/b', 2), 100);
    await store.record(visit(user, '/c', 3), 100);
    await store.record(visit(user, '/a', 4), 100);
    await store.record(visit(user, '/a', 5), 100);
    await store.record(visit(user, '/d', 6), 100);

    const byTime = await store.list({ userRef: user, orderBy: 'timestamp', limit: 10 });
    expect(pathnamesOf(byTime)).toEqual(['/d', '/a', '/c', '/b']);
    const byHits = await store.list({ userRef: user, orderBy: 'hits', limit: 10 });
    expect(pathnamesOf(byHits)).toEqual(['/a', '/d', '/c', '/b']);
    const firstTwo = await store.list({ userRef: user, orderBy: 'hits', limit: 2 });
    expect(pathnamesOf(firstTwo)).toEqual(['/a', '/d']);
  });

  it('keeps the most recently visited, the one just recorded among them', async () => {
    const user = 'user:default/keeping';
    for (let i = 1; i <= 4; i += 1) await store.record(visit(user, `/page/${i}`, i * 10), 3);
    const kept = await store.list({ userRef: user, orderBy: 'timestamp', limit: 10 });
    expect(pathnamesOf(kept)).toEqual(['/page/4', '/page/3', '/page/2']);

    // A view of a kept page moves it forward, so the next new one drops another.
    await store.record(visit(user, '/page/2', 50), 3);
    await store.record(visit(user, '/page/5', 60), 3);
    const after = await store.list({ userRef: user, orderBy: 'timestamp', limit: 10 });
    expect(pathnamesOf(after)).toEqual(['/page/5', '/page/2', '/page/4']);

    // Recorded with an older time than all the others, it still stays.
    await store.record(visit(user, '/page/6', 5), 3);
    const late = await store.list({ userRef: user, orderBy: 'timestamp', limit: 10 });
    expect(pathnamesOf(late)).toEqual(['/page/5', '/page/2', '/page/6']);
  });

  it("keeps each user's visits apart, also when trimming", async () => {
    const ada = 'user:default/ada';
    const bob = 'user:default/bob';
    await store.record(visit(bob, '/shared', 1), 1);
    await store.record(visit(ada, '/shared', 2), 1);
    await store.record(visit(ada, '/only-ada', 3), 1);
    expect(pathnamesOf(await store.list({ userRef: ada, orderBy: 'hits', limit: 10 }))).toEqual([
      '/only-ada',
    ]);
    const bobs = await store.list({ userRef: bob, orderBy: 'hits', limit: 10 });
    expect(bobs).toMatchObject([{ pathname: '/shared', hits: 1 }]);
  });
});
