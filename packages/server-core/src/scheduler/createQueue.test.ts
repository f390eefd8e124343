import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseManager, type DatabaseManager } from '../database/createDatabaseManager';
import { createTestDatabaseManager, describeEachDatabase } from '../testing/testDatabases';
import { captureLogs } from './captureLogs';
import { createManualClock } from './createManualClock';
import { createScheduler } from './createScheduler';
import { openReplicaDatabases } from './openReplicaDatabases';
import type { SchedulerService } from './SchedulerService';

interface Build {
  site: string;
  revision: number;
}

interface NotesDb {
  notes: { id: string; text: string };
}

describeEachDatabase('queue', database => {
  let manager: DatabaseManager | undefined;
  const schedulers: SchedulerService[] = [];
  afterEach(async () => {
    await Promise.all(schedulers.splice(0).map(scheduler => scheduler.stop()));
    await manager?.destroy();
    manager = undefined;
  });

  /** Two replicas of one plugin, on one database and one clock. */
  async function twoReplicas() {
    manager = createTestDatabaseManager(database);
    const databases = await openReplicaDatabases(manager, database, 'docs');
    const clock = createManualClock();
    const [one, two] = databases.map(plugin => {
      const scheduler = createScheduler({
        database: plugin,
        logger: captureLogs().logger,
        pluginId: 'docs',
        now: clock.now,
      });
      schedulers.push(scheduler);
      return scheduler.createQueue<Build>('builds');
    });
    return { clock, databases, one: one!, two: two! };
  }

  it('hands an item to one claimer, with its payload, until it is completed', async () => {
    const { one, two } = await twoReplicas();
    await one.enqueue({ key: 'default/component/api', payload: { site: 'api', revision: 1 } });
    const item = await one.claim({ holder: 'a', leaseMs: 1_000 });
    expect(item).toMatchObject({
      queue: 'builds',
      key: 'default/component/api',
      payload: { site: 'api', revision: 1 },
      attempts: 1,
      lastError: undefined,
      expiredHolder: undefined,
      holder: 'a',
    });
    expect(await two.claim({ holder: 'b', leaseMs: 1_000 })).toBeUndefined();
    expect(await one.complete(item!)).toBe(true);
    expect(await one.get(item!.key)).toBeUndefined();
    expect(await two.claim({ holder: 'b', leaseMs: 1_000 })).toBeUndefined();
  });

  it('keeps one item per key: enqueueing it again only updates the payload', async () => {
    const { one, two } = await twoReplicas();
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } });
    await two.enqueue({ key: 'api', payload: { site: 'api', revision: 2 } });
    const item = await one.claim({ holder: 'a', leaseMs: 1_000 });
    expect(item?.payload).toEqual({ site: 'api', revision: 2 });
    expect(await two.claim({ holder: 'b', leaseMs: 1_000 })).toBeUndefined();
  });

  it('handles an item once more when it is enqueued again while claimed', async () => {
    const { one } = await twoReplicas();
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } });
    const first = await one.claim({ holder: 'a', leaseMs: 1_000 });
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 2 } });
    expect(await one.claim({ holder: 'b', leaseMs: 1_000 })).toBeUndefined();
    expect(await one.complete(first!)).toBe(true);
    const second = await one.claim({ holder: 'b', leaseMs: 1_000 });
    expect(second).toMatchObject({ payload: { site: 'api', revision: 2 }, attempts: 1 });
    expect(await one.complete(second!)).toBe(true);
    expect(await one.get('api')).toBeUndefined();
  });

  it('enqueues in the caller’s transaction: the item exists exactly when the caller’s row does', async () => {
    const { databases, one } = await twoReplicas();
    const plugin = databases[0];
    await plugin.db.schema
      .createTable('notes')
      .addColumn('id', 'varchar(64)', col => col.primaryKey())
      .addColumn('text', 'text', col => col.notNull())
      .execute();
    const db = plugin.db as Kysely<NotesDb>;
    await one.ready();

    await expect(
      db.transaction().execute(async tx => {
        await tx.insertInto('notes').values({ id: 'n1', text: 'rolled back' }).execute();
        await one.enqueue({ key: 'n1', payload: { site: 'n1', revision: 1 } }, { executor: tx });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await one.get('n1')).toBeUndefined();
    expect(await one.claim({ holder: 'a', leaseMs: 1_000 })).toBeUndefined();

    await db.transaction().execute(async tx => {
      await tx.insertInto('notes').values({ id: 'n2', text: 'kept' }).execute();
      await one.enqueue({ key: 'n2', payload: { site: 'n2', revision: 1 } }, { executor: tx });
    });
    expect(await db.selectFrom('notes').select('id').execute()).toEqual([{ id: 'n2' }]);
    expect((await one.claim({ holder: 'a', leaseMs: 1_000 }))?.key).toBe('n2');
  });

  it('refuses to enqueue in a transaction before its tables exist, rather than wait on it', async () => {
    const { databases, one } = await twoReplicas();
    await expect(
      databases[0].db
        .transaction()
        .execute(tx =>
          one.enqueue({ key: 'early', payload: { site: 'early', revision: 1 } }, { executor: tx }),
        ),
    ).rejects.toThrow("Queue 'builds' is not ready: await its ready()");
  });

  it('lets another claimer take an item over once its lease ran out unrenewed', async () => {
    const { clock, one, two } = await twoReplicas();
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } });
    const dead = await one.claim({ holder: 'dead', leaseMs: 100 });
    clock.advance(100);
    expect(await two.claim({ holder: 'alive', leaseMs: 100 })).toBeUndefined();
    clock.advance(1);
    const taken = await two.claim({ holder: 'alive', leaseMs: 100 });
    expect(taken).toMatchObject({ key: 'api', attempts: 2, expiredHolder: 'dead' });
    // The old claim is void: it can neither renew, complete nor give the item back.
    expect(await one.heartbeat(dead!, 100)).toBe(false);
    expect(await one.complete(dead!)).toBe(false);
    expect(await one.release(dead!)).toBe(false);
    expect(await two.complete(taken!)).toBe(true);
  });

  it('keeps an item while heartbeats renew its lease', async () => {
    const { clock, one, two } = await twoReplicas();
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } });
    const item = await one.claim({ holder: 'a', leaseMs: 100 });
    for (let beat = 0; beat < 3; beat++) {
      clock.advance(80);
      expect(await one.heartbeat(item!, 100)).toBe(true);
      expect(await two.claim({ holder: 'b', leaseMs: 100 })).toBeUndefined();
    }
  });

  it('counts a failed attempt, keeps its error, and waits out the retry delay', async () => {
    const { clock, one } = await twoReplicas();
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } });
    const item = await one.claim({ holder: 'a', leaseMs: 1_000 });
    const released = await one.release(item!, {
      error: new TypeError('mkdocs.yml is missing'),
      retryAfterMs: 500,
    });
    expect(released).toBe(true);
    expect(await one.get('api')).toMatchObject({
      attempts: 1,
      lastError: 'TypeError: mkdocs.yml is missing',
      leaseHolder: undefined,
      availableAt: clock.now() + 500,
    });
    expect(await one.claim({ holder: 'a', leaseMs: 1_000 })).toBeUndefined();
    clock.advance(500);
    expect(await one.claim({ holder: 'a', leaseMs: 1_000 })).toMatchObject({
      attempts: 2,
      lastError: 'TypeError: mkdocs.yml is missing',
    });
  });

  it('does not count a claim given back without an error', async () => {
    const { one } = await twoReplicas();
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } });
    const item = await one.claim({ holder: 'a', leaseMs: 1_000 });
    expect(await one.release(item!)).toBe(true);
    expect((await one.claim({ holder: 'b', leaseMs: 1_000 }))?.attempts).toBe(1);
  });

  it('claims the oldest available item first, a delayed one once its delay passed', async () => {
    const { clock, one } = await twoReplicas();
    await one.enqueue({ key: 'later', payload: { site: 'later', revision: 1 }, delayMs: 200 });
    clock.advance(10);
    await one.enqueue({ key: 'first', payload: { site: 'first', revision: 1 } });
    clock.advance(10);
    await one.enqueue({ key: 'second', payload: { site: 'second', revision: 1 } });
    const claim = async () => (await one.claim({ holder: 'a', leaseMs: 1_000 }))?.key;
    expect(await claim()).toBe('first');
    expect(await claim()).toBe('second');
    expect(await claim()).toBeUndefined();
    clock.advance(200);
    expect(await claim()).toBe('later');
  });

  it('claims one item by its key when it is free', async () => {
    const { one, two } = await twoReplicas();
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } });
    await one.enqueue({ key: 'web', payload: { site: 'web', revision: 1 } });
    const web = await one.claim({ holder: 'a', leaseMs: 1_000, key: 'web' });
    expect(web?.key).toBe('web');
    expect(await two.claim({ holder: 'b', leaseMs: 1_000, key: 'web' })).toBeUndefined();
    expect(await two.claim({ holder: 'b', leaseMs: 1_000, key: 'missing' })).toBeUndefined();
  });

  it('ends the leases of holders known to have stopped at once', async () => {
    const { one, two } = await twoReplicas();
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } });
    await one.claim({ holder: 'killed', leaseMs: 60_000 });
    expect(await two.expireLeasesOf(['killed', 'unknown'])).toBe(1);
    expect(await two.claim({ holder: 'b', leaseMs: 1_000 })).toMatchObject({
      key: 'api',
      expiredHolder: 'killed',
    });
  });

  it('gives concurrent claimers of two replicas different items, every item once', async () => {
    const { one, two } = await twoReplicas();
    const keys = Array.from({ length: 30 }, (_, index) => `site-${index}`);
    for (const key of keys) await one.enqueue({ key, payload: { site: key, revision: 1 } });
    const claimed: string[] = [];
    const drain = async (queue: typeof one, holder: string) => {
      for (;;) {
        const item = await queue.claim({ holder, leaseMs: 60_000 });
        if (!item) return;
        claimed.push(item.key);
      }
    };
    await Promise.all([drain(one, 'a1'), drain(one, 'a2'), drain(two, 'b1'), drain(two, 'b2')]);
    expect(claimed.toSorted()).toEqual(keys.toSorted());
  });

  it('makes its tables once when replicas start together', async () => {
    await twoReplicas();
    await Promise.all(schedulers.map(scheduler => scheduler.ready()));
    await Promise.all(schedulers.map(scheduler => scheduler.ready()));
  });

  it('keeps queues apart', async () => {
    const { one } = await twoReplicas();
    const scheduler = schedulers[0]!;
    const other = scheduler.createQueue<Build>('previews');
    expect(scheduler.createQueue<Build>('builds')).toBe(one);
    await one.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } });
    await other.enqueue({ key: 'api', payload: { site: 'api', revision: 9 } });
    expect((await other.claim({ holder: 'a', leaseMs: 1_000 }))?.payload.revision).toBe(9);
    expect((await one.claim({ holder: 'a', leaseMs: 1_000 }))?.payload.revision).toBe(1);
  });
});

// Files are written by a thread of their own and read by others: the paths in-memory tests skip.
describe('the scheduler on a SQLite file', () => {
  let directory: string | undefined;
  let manager: DatabaseManager | undefined;
  let scheduler: SchedulerService | undefined;
  afterEach(async () => {
    await scheduler?.stop();
    await manager?.destroy();
    if (directory) await rm(directory, { recursive: true, force: true });
    [scheduler, manager, directory] = [undefined, undefined, undefined];
  });

  async function openFile() {
    directory = await mkdtemp(path.join(os.tmpdir(), 'atrium-scheduler-'));
    manager = createDatabaseManager({ client: 'better-sqlite3', connection: { directory } });
    return manager.forPlugin('docs');
  }

  it('runs a global task', async () => {
    const plugin = await openFile();
    scheduler = createScheduler({
      database: plugin,
      logger: captureLogs().logger,
      pluginId: 'docs',
    });
    let runs = 0;
    scheduler.scheduleTask({
      id: 'prune',
      scope: 'global',
      frequency: 20,
      timeout: 1_000,
      fn: () => {
        runs += 1;
      },
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
  });

  it('enqueues in a transaction, and a worker handles the item', async () => {
    const plugin = await openFile();
    scheduler = createScheduler({
      database: plugin,
      logger: captureLogs().logger,
      pluginId: 'docs',
    });
    const queue = scheduler.createQueue<Build>('builds');
    await queue.ready();
    await plugin.db
      .transaction()
      .execute(tx =>
        queue.enqueue({ key: 'api', payload: { site: 'api', revision: 1 } }, { executor: tx }),
      );
    expect(await queue.get('api')).toMatchObject({ attempts: 0 });
    const handled: Build[] = [];
    queue.process({
      concurrency: 1,
      leaseMs: 1_000,
      heartbeatMs: 100,
      pollMs: 20,
      handler: async item => {
        handled.push(item.payload);
      },
    });
    await vi.waitFor(async () => expect(await queue.get('api')).toBeUndefined());
    expect(handled).toEqual([{ site: 'api', revision: 1 }]);
  });
});
