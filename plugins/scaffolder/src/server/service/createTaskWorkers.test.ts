import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createConfig,
  createLogger,
  createScheduler,
  type PluginDatabase,
  type SchedulerService,
} from '@atrium/server-core';
import {
  createTestDatabaseManager,
  describeEachDatabase,
  MOCK_USER,
} from '@atrium/server-core/testing';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, onTestFinished } from 'vitest';
import type { TaskRunner } from '../engine/TaskRunner';
import { scaffolderMigrations } from '../migrations';
import { createSecretsCipher } from '../secrets/createSecretsCipher';
import { deleteRunEndEvents, listTaskEvents } from '../store/taskEventStore';
import {
  finishTask,
  getTaskRow,
  insertTask,
  reopenTask,
  requestCancel,
  startTask,
} from '../store/taskStore';
import type { ScaffolderDb, TaskRow } from '../store/tables';
import { testTemplate } from '../testing/fixtures';
import { createTaskEventBus } from './createTaskEventBus';
import { createTaskService } from './createTaskService';
import { createTaskWorkers, type TaskWorkers } from './createTaskWorkers';
import { leaseHolderOf } from './leaseHolder';
import { recoverTask } from './recoverTask';
import { enqueueTask, TASK_QUEUE, type TaskQueue } from './taskQueue';
import { asTemplate } from './templateEntity';

const SPEC = JSON.stringify({
  apiVersion: 'scaffolder.backstage.io/v1beta3',
  parameters: {},
  steps: [],
  output: {},
});
const logger = createLogger({ level: 'silent' });
const cipher = createSecretsCipher(createConfig({ scaffolder: { secretsKey: 'test key' } }));

describeEachDatabase('scaffolder task workers', id => {
  let manager: ReturnType<typeof createTestDatabaseManager>;
  let first: PluginDatabase;
  /** The same database through a second connection pool on PostgreSQL: another replica. */
  let second: PluginDatabase;
  let clock = 1_000_000;
  const started: TaskWorkers[] = [];
  /** Each replica's scheduler, on the test's clock. */
  const schedulers = new Map<PluginDatabase, SchedulerService>();

  beforeAll(async () => {
    manager = createTestDatabaseManager(id);
    first = await manager.forPlugin('scaffolder');
    await first.migrate(scaffolderMigrations);
    second = id === 'pg' ? await manager.forPlugin('scaffolder') : first;
    for (const database of new Set([first, second])) {
      const scheduler = createScheduler({
        database,
        logger,
        pluginId: 'scaffolder',
        now: () => clock,
      });
      // One after the other: both replicas' schedulers make the same tables.
      await scheduler.ready();
      schedulers.set(database, scheduler);
    }
  });
  afterAll(async () => {
    await Promise.all([...schedulers.values()].map(scheduler => scheduler.stop()));
    await manager?.destroy();
  });
  beforeEach(async () => {
    clock = 1_000_000;
    await db(first).deleteFrom('scaffolder_task_events').execute();
    await db(first).deleteFrom('scaffolder_tasks').execute();
    await sql`delete from scheduler_queue_items`.execute(db(first));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map(workers => workers.stop()));
  });

  const db = (database: PluginDatabase) => database.db as ScaffolderDb;
  const queueOf = (database: PluginDatabase): TaskQueue =>
    schedulers.get(database)!.createQueue<null>(TASK_QUEUE);

  /** Claims the next task (or `key`'s) as a worker named `holder` does, without running it. */
  async function claimOpenTask(
    database: PluginDatabase,
    lease: { holder: string; leaseMs: number; key?: string },
  ): Promise<TaskRow | undefined> {
    const item = await queueOf(database).claim(lease);
    return item && startTask(db(database), item.key, { holder: lease.holder, now: clock });
  }

  /**
   * What another replica whose clock reads `now` does with the tasks whose leases ran out by
   * then: takes their items over and ends the tasks. Answers the ids it ended.
   */
  async function recoverExpiredTasks(database: PluginDatabase, now: number): Promise<string[]> {
    const replica = createScheduler({ database, logger, pluginId: 'scaffolder', now: () => now });
    const queue = replica.createQueue<null>(TASK_QUEUE);
    const ended: string[] = [];
    const seen = new Set<string>();
    try {
      for (;;) {
        const item = await queue.claim({ holder: 'recovering-replica', leaseMs: 1_000 });
        if (!item || seen.has(item.key)) {
          if (item) await queue.release(item);
          return ended;
        }
        seen.add(item.key);
        if (item.expiredHolder === undefined) {
          await queue.release(item);
          continue;
        }
        if (await recoverTask(db(database), item.key, now)) ended.push(item.key);
        await queue.complete(item);
      }
    } finally {
      await replica.stop();
    }
  }

  function startWorkers(
    database: PluginDatabase,
    runner: TaskRunner,
    concurrency = 3,
    abortGraceMs?: number,
  ) {
    const workers = createTaskWorkers({
      db: db(database),
      queue: queueOf(database),
      runner,
      cipher,
      bus: createTaskEventBus(),
      logger,
      concurrency,
      leaseMs: 1_000,
      heartbeatMs: 20,
      pollMs: 20,
      abortGraceMs,
      now: () => clock,
    });
    workers.start();
    started.push(workers);
    return workers;
  }

  async function addTasks(count: number): Promise<string[]> {
    const ids = Array.from(
      { length: count },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const [index, taskId] of ids.entries()) {
      await db(first)
        .transaction()
        .execute(async tx => {
          await insertTask(tx, {
            id: taskId,
            spec: SPEC,
            templateRef: undefined,
            createdBy: undefined,
            secrets: undefined,
            now: clock + index,
          });
          await enqueueTask(queueOf(first), taskId, tx);
        });
    }
    return ids;
  }

  async function until(check: () => Promise<boolean>) {
    for (let attempt = 0; attempt < 500; attempt++) {
      if (await check()) return;
      await new Promise(resolve => setTimeout(resolve, 10));
    }
    throw new Error('Timed out');
  }

  const statuses = async () =>
    (await db(first).selectFrom('scaffolder_tasks').select('status').execute()).map(
      row => row.status,
    );

  it('never lets two claimers take the same task', async () => {
    const ids = await addTasks(20);
    const claims = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        claimOpenTask(i % 2 ? second : first, {
          holder: `worker-${i % 2}`,
          leaseMs: 1_000,
        }),
      ),
    );
    const claimed = claims.filter(row => row !== undefined).map(row => row.id);
    expect(claimed.sort()).toEqual(ids.sort());
  });

  it('runs every task exactly once with two workers on one database', async () => {
    const ids = await addTasks(24);
    const runs: string[] = [];
    const runner =
      (name: string): TaskRunner =>
      async request => {
        runs.push(`${request.taskId}`);
        await request.emit({ message: `run by ${name}` });
        await new Promise(resolve => setTimeout(resolve, 5));
        return { output: {} };
      };
    startWorkers(first, runner('a'));
    startWorkers(second, runner('b'));
    await until(async () => (await statuses()).every(status => status === 'completed'));
    expect(runs.sort()).toEqual(ids.sort());
  });

  it('fails a task whose worker died, once its lease expired, and marks its step failed', async () => {
    const [taskId] = await addTasks(1);
    await claimOpenTask(first, { holder: 'dead-worker', leaseMs: 1_000 });
    await db(first)
      .insertInto('scaffolder_task_events')
      .values({
        task_id: taskId!,
        event_type: 'log',
        body: JSON.stringify({
          message: 'Beginning step',
          stepId: 'publish',
          status: 'processing',
        }),
        created_at: clock,
      })
      .execute();

    clock += 500;
    expect(await recoverExpiredTasks(second, clock)).toEqual([]);
    expect((await getTaskRow(db(first), taskId!))?.status).toBe('processing');

    const runs: string[] = [];
    clock += 1_000;
    startWorkers(second, async request => {
      runs.push(request.taskId);
      return { output: {} };
    });
    await until(async () => (await getTaskRow(db(first), taskId!))?.status === 'failed');
    expect(runs).toEqual([]);
    const events = await listTaskEvents(db(first), taskId!, undefined);
    expect(events.slice(1).map(event => [event.event_type, JSON.parse(event.body)])).toEqual([
      [
        'log',
        {
          message: expect.stringContaining('stopped before the task finished'),
          stepId: 'publish',
          status: 'failed',
        },
      ],
      [
        'completion',
        {
          message: 'Run completed with status: failed',
          error: { name: 'TaskRecoveryError', message: expect.stringContaining('retry it') },
        },
      ],
    ]);
  });

  it('stops a worker that lost its lease from ending the task a second time', async () => {
    const [taskId] = await addTasks(1);
    let aborted: unknown;
    startWorkers(
      first,
      request =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => {
            aborted = request.signal.reason;
            reject(request.signal.reason);
          });
        }),
    );
    await until(async () => (await getTaskRow(db(first), taskId!))?.status === 'processing');
    // Another replica whose clock is past the lease (the worker stalled that long) ends the task.
    expect(await recoverExpiredTasks(second, clock + 5_000)).toEqual([taskId]);
    await until(async () => aborted !== undefined);
    await new Promise(resolve => setTimeout(resolve, 50));
    const events = await listTaskEvents(db(first), taskId!, undefined);
    expect(events.filter(event => event.event_type === 'completion')).toHaveLength(1);
    expect((await getTaskRow(db(first), taskId!))?.status).toBe('failed');
  });

  it('stops the stale run when a task recovered and retried comes back to the same worker', async () => {
    const [taskId] = await addTasks(1);
    let calls = 0;
    let staleReason: unknown;
    const workers = createTaskWorkers({
      db: db(first),
      queue: queueOf(first),
      runner: request => {
        calls += 1;
        if (calls > 1) return new Promise(resolve => setTimeout(() => resolve({ output: {} }), 50));
        return new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => {
            staleReason = request.signal.reason;
            reject(request.signal.reason);
          });
        });
      },
      cipher,
      bus: createTaskEventBus(),
      logger,
      concurrency: 3,
      leaseMs: 1_000,
      // No heartbeat in the test's time: the stale run cannot find out from the database.
      heartbeatMs: 60_000,
      pollMs: 60_000,
      now: () => clock,
    });
    workers.start();
    started.push(workers);
    await until(async () => calls === 1);
    expect(await recoverExpiredTasks(second, clock + 5_000)).toEqual([taskId]);
    await db(first)
      .transaction()
      .execute(async tx => {
        await reopenTask(tx, taskId!, undefined);
        await enqueueTask(queueOf(first), taskId!, tx);
        await deleteRunEndEvents(tx, taskId!);
      });
    workers.wake();
    await until(async () => (await getTaskRow(db(first), taskId!))?.status === 'completed');
    expect(calls).toBe(2);
    expect((staleReason as Error | undefined)?.name).toBe('LeaseLostError');
    const events = await listTaskEvents(db(first), taskId!, undefined);
    expect(events.filter(event => event.event_type === 'completion')).toHaveLength(1);
  });

  it('stores secrets encrypted and deletes them when the task ends', async () => {
    const template = asTemplate(testTemplate('plain', [{ action: 'test:log' }], {}));
    let wake = () => {};
    const tasks = createTaskService({
      db: db(first),
      queue: queueOf(first),
      cipher,
      bus: createTaskEventBus(),
      templates: { read: async () => template },
      catalog: () => undefined,
      onDispatch: () => wake(),
      onCancel: () => {},
      eventPollMs: 20,
      now: () => clock,
    });
    const { id: taskId } = await tasks.create({
      principal: { type: 'user', ...MOCK_USER },
      templateRef: 'plain',
      values: {},
      secrets: { githubToken: 'ghp_very-secret' },
    });
    const stored = await getTaskRow(db(first), taskId);
    expect(JSON.stringify(stored)).not.toContain('ghp_very-secret');
    expect(stored?.secrets).toMatch(/^v1:/);

    const seen: Array<Record<string, string>> = [];
    const workers = startWorkers(first, async request => {
      seen.push({ ...request.secrets });
      return { output: {} };
    });
    wake = workers.wake;
    await until(async () => (await getTaskRow(db(first), taskId))?.status === 'completed');
    expect(seen).toEqual([{ githubToken: 'ghp_very-secret' }]);
    expect((await getTaskRow(db(first), taskId))?.secrets).toBeNull();
  });

  it('fails a task whose secrets another key sealed, saying why', async () => {
    const [taskId] = await addTasks(1);
    const foreign = createSecretsCipher(createConfig({}));
    await db(first)
      .updateTable('scaffolder_tasks')
      .set({ secrets: foreign.seal({ token: 'x' }) })
      .where('id', '=', taskId!)
      .execute();
    startWorkers(first, async () => ({ output: {} }));
    await until(async () => (await getTaskRow(db(first), taskId!))?.status === 'failed');
    const completion = (await listTaskEvents(db(first), taskId!, undefined)).at(-1);
    expect(JSON.parse(completion!.body).error.message).toContain('scaffolder.secretsKey');
  });

  it('ends a cancelled task whose step ignores the signal, after a grace period', async () => {
    const [taskId] = await addTasks(1);
    const workers = startWorkers(first, () => new Promise(() => undefined), 1, 50);
    await until(async () => (await getTaskRow(db(first), taskId!))?.status === 'processing');
    await requestCancel(db(first), taskId!);
    workers.abortLocal(taskId!);
    await until(async () => (await getTaskRow(db(first), taskId!))?.status === 'cancelled');
    const completion = (await listTaskEvents(db(first), taskId!, undefined)).at(-1);
    expect(JSON.parse(completion!.body)).toEqual({
      message: 'Run completed with status: cancelled',
    });
  });

  it('leaves an open task open when its cancellation cannot be written whole', async () => {
    const [taskId] = await addTasks(1);
    const real = db(first);
    // The database goes away between the status change and the completion event.
    const failing = new Proxy(real, {
      get(target, key) {
        if (key === 'transaction') {
          return () => ({
            execute: async () => {
              throw new Error('connection lost');
            },
          });
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const tasks = createTaskService({
      db: failing,
      queue: queueOf(first),
      cipher,
      bus: createTaskEventBus(),
      templates: { read: async () => asTemplate(testTemplate('plain', [], {})) },
      catalog: () => undefined,
      onDispatch: () => {},
      onCancel: () => {},
      eventPollMs: 20,
      now: () => clock,
    });
    await expect(tasks.cancel(taskId!)).rejects.toThrow('connection lost');
    // A cancelled task without its completion event would keep its followers waiting for ever.
    expect((await getTaskRow(real, taskId!))?.status).toBe('open');
  });

  it('starts a dispatched task at once, without waiting for a poll', async () => {
    let startedAt = Number.POSITIVE_INFINITY;
    const workers = createTaskWorkers({
      db: db(first),
      queue: queueOf(first),
      runner: async () => {
        startedAt = Date.now();
        return { output: {} };
      },
      cipher,
      bus: createTaskEventBus(),
      logger,
      concurrency: 1,
      leaseMs: 1_000,
      heartbeatMs: 1_000,
      pollMs: 60_000,
      now: () => clock,
    });
    workers.start();
    started.push(workers);
    await new Promise(resolve => setTimeout(resolve, 20));
    const [taskId] = await addTasks(1);
    const dispatched = Date.now();
    workers.wake();
    await until(async () => (await getTaskRow(db(first), taskId!))?.status === 'completed');
    // Without the wake-up it would wait for the next poll, a minute away.
    expect(startedAt - dispatched).toBeLessThan(500);
  });

  it('runs the tasks opened before tasks were queued', async () => {
    await insertTask(db(first), {
      id: '00000000-0000-4000-8000-00000000000a',
      spec: SPEC,
      templateRef: undefined,
      createdBy: undefined,
      secrets: undefined,
      now: clock,
    });
    startWorkers(first, async () => ({ output: {} }));
    await until(async () => (await statuses()).every(status => status === 'completed'));
  });

  it('ends a task an older server ran once the lease kept in its row lapsed', async () => {
    const [lapsed, current] = await addTasks(2);
    await sql`delete from scheduler_queue_items`.execute(db(first));
    for (const [taskId, leaseUntil] of [
      [lapsed!, clock - 1],
      [current!, clock + 60_000],
    ] as const) {
      await db(first)
        .updateTable('scaffolder_tasks')
        .set({ status: 'processing', lease_holder: 'older-server', lease_until: leaseUntil })
        .where('id', '=', taskId)
        .execute();
    }
    startWorkers(first, async () => ({ output: {} }));
    await until(async () => (await getTaskRow(db(first), lapsed!))?.status === 'failed');
    const completion = (await listTaskEvents(db(first), lapsed!, undefined)).at(-1);
    expect(JSON.parse(completion!.body)).toMatchObject({ error: { name: 'TaskRecoveryError' } });
    expect((await getTaskRow(db(first), current!))?.status).toBe('processing');
  });

  it('on start, ends at once what a killed server held and removes the workspaces of tasks no longer running', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'scaffolder-restart-'));
    onTestFinished(() => rm(directory, { recursive: true, force: true }));
    const [killed, elsewhere, finished] = await addTasks(3);
    const lease = { leaseMs: 60_000 };
    // The server's previous run, killed: its process is gone, its lease has a minute to go.
    await claimOpenTask(first, { ...lease, key: killed, holder: leaseHolderOf(endedPid()) });
    // A live replica on this host (the test's parent process stands for it).
    await claimOpenTask(first, { ...lease, key: elsewhere, holder: leaseHolderOf(process.ppid) });
    await claimOpenTask(first, { ...lease, key: finished, holder: 'replica-elsewhere' });
    await finishTask(db(first), finished!, 'completed', undefined);
    const unknown = '7d4f1c8e-1111-4000-8000-000000000000';
    const folders = {
      killed: `task-${killed}-a1B2c3`,
      elsewhere: `task-${elsewhere}-d4E5f6`,
      finished: `task-${finished}-g7H8i9`,
      unknown: `task-${unknown}-j1K2l3`,
      notOurs: `other-${killed}`,
    };
    for (const name of Object.values(folders)) {
      await mkdir(path.join(directory, name));
      await writeFile(path.join(directory, name, 'secret.txt'), 'left behind');
    }

    const workers = createTaskWorkers({
      db: db(first),
      queue: queueOf(first),
      runner: async () => ({ output: {} }),
      cipher,
      bus: createTaskEventBus(),
      logger,
      concurrency: 1,
      workingDirectory: directory,
      leaseMs: 60_000,
      heartbeatMs: 1_000,
      pollMs: 60_000,
      now: () => clock,
    });
    const startedAt = Date.now();
    workers.start();
    started.push(workers);

    await until(async () => (await getTaskRow(db(first), killed!))?.status === 'failed');
    // Neither the lease (a minute) nor a poll (a minute) was waited for.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    const completion = (await listTaskEvents(db(first), killed!, undefined)).at(-1);
    expect(JSON.parse(completion!.body)).toMatchObject({ error: { name: 'TaskRecoveryError' } });
    expect((await getTaskRow(db(first), elsewhere!))?.status).toBe('processing');
    await until(async () => !(await readdir(directory)).includes(folders.finished));
    expect((await readdir(directory)).sort()).toEqual(
      [folders.elsewhere, folders.unknown, folders.notOurs].sort(),
    );
  });
});

/** The pid of a process that has ended. */
function endedPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('no process started');
  return pid;
}
