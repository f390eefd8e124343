import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseManager } from '../database/createDatabaseManager';
import type { PluginDatabase } from '../database/types';
import { createTestDatabaseManager, describeEachDatabase } from '../testing/testDatabases';
import { captureLogs } from './captureLogs';
import { createManualClock } from './createManualClock';
import { createScheduler, type CreateSchedulerOptions } from './createScheduler';
import { openReplicaDatabases } from './openReplicaDatabases';
import { SchedulerStoppedError, TaskTimeoutError } from './schedulerErrors';
import type { SchedulerService } from './SchedulerService';

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

let manager: DatabaseManager | undefined;
const schedulers: SchedulerService[] = [];

afterEach(async () => {
  await Promise.all(schedulers.splice(0).map(scheduler => scheduler.stop()));
  await manager?.destroy();
  manager = undefined;
});

function startScheduler(
  options: Omit<CreateSchedulerOptions, 'pluginId' | 'logger'> & {
    logger?: CreateSchedulerOptions['logger'];
  },
) {
  const scheduler = createScheduler({
    pluginId: 'jobs',
    logger: captureLogs().logger,
    ...options,
  });
  schedulers.push(scheduler);
  return scheduler;
}

async function tableExists(database: PluginDatabase, table: string) {
  try {
    await sql`select 1 from ${sql.table(table)} where 1 = 0`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}

describe('local tasks', () => {
  async function openDatabase() {
    manager = createTestDatabaseManager('sqlite');
    return manager.forPlugin('jobs');
  }

  it('run in every process on their own timers, and leave the database alone', async () => {
    const database = await openDatabase();
    const runs = { one: 0, two: 0 };
    for (const name of ['one', 'two'] as const) {
      startScheduler({ database }).scheduleTask({
        id: 'refresh-cache',
        scope: 'local',
        frequency: 20,
        timeout: 1_000,
        fn: () => {
          runs[name] += 1;
        },
      });
    }
    await vi.waitFor(() => {
      expect(runs.one).toBeGreaterThanOrEqual(3);
      expect(runs.two).toBeGreaterThanOrEqual(3);
    });
    expect(await tableExists(database, 'scheduler_migrations')).toBe(false);
  });

  it('wait out the initial delay before the first run', async () => {
    const database = await openDatabase();
    let runs = 0;
    startScheduler({ database }).scheduleTask({
      id: 'warm-up',
      scope: 'local',
      frequency: { minutes: 5 },
      timeout: 1_000,
      initialDelay: 80,
      fn: () => {
        runs += 1;
      },
    });
    await sleep(40);
    expect(runs).toBe(0);
    await vi.waitFor(() => expect(runs).toBe(1));
  });

  it('abort a run at its timeout, log it, and run again next interval', async () => {
    const database = await openDatabase();
    const logs = captureLogs();
    const reasons: unknown[] = [];
    startScheduler({ database, logger: logs.logger }).scheduleTask({
      id: 'slow',
      scope: 'local',
      frequency: 10,
      timeout: 30,
      fn: signal =>
        new Promise<void>((_, reject) => {
          signal.addEventListener('abort', () => {
            reasons.push(signal.reason);
            reject(signal.reason as Error);
          });
        }),
    });
    await vi.waitFor(() => expect(reasons.length).toBeGreaterThanOrEqual(2));
    expect(reasons[0]).toBeInstanceOf(TaskTimeoutError);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'Scheduled task timed out', taskId: 'slow' }),
    );
  });

  it('log a failing run and keep going', async () => {
    const database = await openDatabase();
    const logs = captureLogs();
    let runs = 0;
    startScheduler({ database, logger: logs.logger }).scheduleTask({
      id: 'flaky',
      scope: 'local',
      frequency: 10,
      timeout: 1_000,
      fn: () => {
        runs += 1;
        throw new Error('upstream unavailable');
      },
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2));
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        msg: 'Scheduled task failed',
        taskId: 'flaky',
        err: expect.objectContaining({ message: 'upstream unavailable' }) as unknown,
      }),
    );
  });

  it('never overlap a run with the next one, even when it outlasts the interval', async () => {
    const database = await openDatabase();
    let active = 0;
    let mostActive = 0;
    let runs = 0;
    startScheduler({ database }).scheduleTask({
      id: 'long',
      scope: 'local',
      frequency: 5,
      timeout: 1_000,
      fn: async () => {
        active += 1;
        mostActive = Math.max(mostActive, active);
        await sleep(30);
        active -= 1;
        runs += 1;
      },
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    expect(mostActive).toBe(1);
  });

  it('stop: running tasks are aborted and waited for', async () => {
    const database = await openDatabase();
    let started = false;
    let ended = false;
    let reason: unknown;
    const scheduler = startScheduler({ database });
    scheduler.scheduleTask({
      id: 'index',
      scope: 'local',
      frequency: { hours: 1 },
      timeout: { minutes: 1 },
      fn: signal =>
        new Promise<void>(resolve => {
          started = true;
          signal.addEventListener('abort', () => {
            reason = signal.reason;
            // Cleaning up takes a moment: stop must wait for it.
            setTimeout(() => {
              ended = true;
              resolve();
            }, 50);
          });
        }),
    });
    await vi.waitFor(() => expect(started).toBe(true));
    await scheduler.stop();
    expect(ended).toBe(true);
    expect(reason).toBeInstanceOf(SchedulerStoppedError);
    expect(() =>
      scheduler.scheduleTask({ id: 'late', scope: 'local', frequency: 1, timeout: 1, fn() {} }),
    ).toThrow('The scheduler has stopped');
  });

  it('stop: a run that ignores its signal is waited for only so long', async () => {
    const database = await openDatabase();
    let started = false;
    const scheduler = startScheduler({ database, stopTimeoutMs: 100 });
    scheduler.scheduleTask({
      id: 'stubborn',
      scope: 'local',
      frequency: { hours: 1 },
      timeout: { minutes: 1 },
      fn: () =>
        new Promise<void>(() => {
          started = true;
        }),
    });
    await vi.waitFor(() => expect(started).toBe(true));
    const stopping = Date.now();
    await scheduler.stop();
    expect(Date.now() - stopping).toBeLessThan(1_000);
  });

  it('rejects settings that cannot work and a second task with the same id', async () => {
    const scheduler = startScheduler({ database: await openDatabase() });
    const task = { id: 'once', scope: 'local', timeout: 100, fn() {} } as const;
    expect(() => scheduler.scheduleTask({ ...task, frequency: 0 })).toThrow(
      'frequency must be longer than 0',
    );
    expect(() => scheduler.scheduleTask({ ...task, frequency: 10, timeout: -5 })).toThrow(
      'timeout must be a finite, non-negative duration',
    );
    scheduler.scheduleTask({ ...task, frequency: { hours: 1 } });
    expect(() => scheduler.scheduleTask({ ...task, frequency: { hours: 1 } })).toThrow(
      "Task 'once' is already scheduled",
    );
  });
});

describeEachDatabase('global tasks', database => {
  const FREQUENCY = 40;

  async function twoReplicas(clock = createManualClock()) {
    manager = createTestDatabaseManager(database);
    const databases = await openReplicaDatabases(manager, database, 'jobs');
    const [one, two] = databases;
    return {
      clock,
      databases,
      one: startScheduler({ database: one, now: clock.now }),
      two: startScheduler({ database: two, now: clock.now }),
    };
  }

  it('run once per interval across two schedulers on the same database', async () => {
    const { clock, one, two } = await twoReplicas();
    const runs: string[] = [];
    for (const [name, scheduler] of [
      ['one', one],
      ['two', two],
    ] as const) {
      scheduler.scheduleTask({
        id: 'sweep',
        scope: 'global',
        frequency: FREQUENCY,
        timeout: 1_000,
        fn: () => {
          runs.push(name);
        },
      });
    }
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    for (let interval = 2; interval <= 4; interval++) {
      // Long enough for both schedulers to look again: the interval has not passed yet.
      await sleep(3 * FREQUENCY);
      expect(runs).toHaveLength(interval - 1);
      clock.advance(FREQUENCY);
      await vi.waitFor(() => expect(runs).toHaveLength(interval));
    }
    await sleep(3 * FREQUENCY);
    expect(runs).toHaveLength(4);
  });

  it('never start a run anywhere while the last one still runs', async () => {
    const { clock, one, two } = await twoReplicas();
    let active = 0;
    let mostActive = 0;
    let runs = 0;
    let finishFirst = () => {};
    const firstRunEnds = new Promise<void>(resolve => {
      finishFirst = resolve;
    });
    for (const scheduler of [one, two]) {
      scheduler.scheduleTask({
        id: 'export',
        scope: 'global',
        frequency: FREQUENCY,
        timeout: { minutes: 1 },
        fn: async () => {
          active += 1;
          mostActive = Math.max(mostActive, active);
          runs += 1;
          if (runs === 1) await firstRunEnds;
          active -= 1;
        },
      });
    }
    await vi.waitFor(() => expect(runs).toBe(1));
    for (let interval = 0; interval < 3; interval++) {
      clock.advance(FREQUENCY);
      await sleep(2 * FREQUENCY);
    }
    expect(runs).toBe(1);
    finishFirst();
    // Overdue by then: the next run starts once the first has ended, and only one.
    await vi.waitFor(() => expect(runs).toBe(2));
    await sleep(3 * FREQUENCY);
    expect(runs).toBe(2);
    expect(mostActive).toBe(1);
  });

  it('wait out the initial delay, and make no tables before', async () => {
    manager = createTestDatabaseManager(database);
    const jobs = await manager.forPlugin('jobs');
    let runs = 0;
    startScheduler({ database: jobs }).scheduleTask({
      id: 'report',
      scope: 'global',
      frequency: { hours: 1 },
      timeout: 1_000,
      initialDelay: 100,
      fn: () => {
        runs += 1;
      },
    });
    await sleep(50);
    expect(runs).toBe(0);
    expect(await tableExists(jobs, 'scheduler_tasks')).toBe(false);
    await vi.waitFor(() => expect(runs).toBe(1));
    expect(await tableExists(jobs, 'scheduler_tasks')).toBe(true);
  });

  it('keep running after a failed run; a scheduler never used makes no tables', async () => {
    const { clock, databases } = await twoReplicas();
    const logs = captureLogs();
    const other = startScheduler({
      database: await manager!.forPlugin('other'),
      now: clock.now,
      logger: logs.logger,
    });
    let runs = 0;
    other.scheduleTask({
      id: 'failing',
      scope: 'global',
      frequency: FREQUENCY,
      timeout: 1_000,
      fn: () => {
        runs += 1;
        throw new Error('no route to host');
      },
    });
    await vi.waitFor(() => expect(runs).toBe(1));
    clock.advance(FREQUENCY);
    await vi.waitFor(() => expect(runs).toBe(2));
    expect(logs.messages()).toContain('Scheduled task failed');
    expect(await tableExists(databases[0], 'scheduler_migrations')).toBe(false);
  });
});
