import {
  createLogger,
  createScheduler,
  type DatabaseManager,
  type SchedulerService,
} from '@atrium/server-core';
import {
  createTestDatabaseManager,
  describeEachDatabase,
  type TestDatabaseId,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { techdocsMigrations } from '../migrations';
import { BUILD_QUEUE, createBuildLeases, type BuildQueue } from './createBuildLeases';

describeEachDatabase('docs build leases', (id: TestDatabaseId) => {
  let manager: DatabaseManager;
  let scheduler: SchedulerService;
  let queue: BuildQueue;
  let now = 1_000_000;

  beforeAll(async () => {
    manager = createTestDatabaseManager(id);
    const database = await manager.forPlugin('techdocs');
    await database.migrate(techdocsMigrations);
    scheduler = createScheduler({
      database,
      logger: createLogger({ level: 'silent' }),
      pluginId: 'techdocs',
      now: () => now,
    });
    queue = scheduler.createQueue<null>(BUILD_QUEUE);
  });
  afterAll(async () => {
    await scheduler?.stop();
    await manager?.destroy();
  });

  const replica = (holder: string) => createBuildLeases({ queue, holder, leaseMs: 1_000 });

  it('lets one replica at a time build a site', async () => {
    const [a, b] = [replica('a'), replica('b')];
    const claims = await Promise.all([
      a.claim('default/component/x'),
      b.claim('default/component/x'),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const holder = claims[0] ? a : b;
    const other = claims[0] ? b : a;
    expect(await other.claim('default/component/x')).toBe(false);
    await holder.release('default/component/x');
    expect(await other.claim('default/component/x')).toBe(true);
  });

  it('frees a lease that lapsed, as when its replica died mid-build', async () => {
    const [a, b] = [replica('a'), replica('b')];
    expect(await a.claim('default/component/y')).toBe(true);
    now += 500;
    await a.renew('default/component/y');
    now += 900;
    expect(await b.claim('default/component/y')).toBe(false);
    now += 200;
    expect(await b.claim('default/component/y')).toBe(true);
    // The replica that lost its lease cannot release the new holder's.
    await a.release('default/component/y');
    expect(await a.claim('default/component/y')).toBe(false);
  });
});
