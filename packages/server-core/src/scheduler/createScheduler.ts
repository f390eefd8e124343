import { randomUUID } from 'node:crypto';
import { runMigrations } from '../database/runMigrations';
import type { PluginDatabase } from '../database/types';
import type { Logger } from '../logging/createLogger';
import { createQueue } from './createQueue';
import { durationMs } from './durationMs';
import { globalTaskStep } from './globalTaskStep';
import type { Queue, QueueWorker } from './Queue';
import type { ScheduleTaskOptions, SchedulerService } from './SchedulerService';
import { schedulerMigrations } from './schedulerMigrations';
import type { SchedulerDb, SchedulerTables } from './schedulerTables';
import { startTaskLoop, type TaskLoop, type TaskStep, type TaskTiming } from './startTaskLoop';
import { waitAtMost } from './waitAtMost';

export interface CreateSchedulerOptions {
  /** The plugin's own database: the scheduler's tables live beside the plugin's. */
  database: PluginDatabase;
  logger: Logger;
  pluginId: string;
  /** The clock leases and run times are read from; `Date.now` unless given (tests). */
  now?: () => number;
  /** How long `stop` waits for running tasks and handlers; 10 s unless given. */
  stopTimeoutMs?: number;
}

const DEFAULT_STOP_TIMEOUT_MS = 10_000;

export function createScheduler(options: CreateSchedulerOptions): SchedulerService {
  const { database, logger, pluginId } = options;
  const now = options.now ?? Date.now;
  const stopTimeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  // The scheduler's tables sit beside the plugin's own in its database.
  const db: SchedulerDb = database.db.withTables<SchedulerTables>();
  // Names this process in the tasks' leases.
  const holder = `${pluginId}/${randomUUID()}`;
  const loops = new Map<string, TaskLoop>();
  const queues = new Map<string, Queue<unknown>>();
  const workers = new Set<QueueWorker>();
  let migrating: Promise<void> | undefined;
  let migrated = false;
  let stopping: Promise<void> | undefined;

  /** The tables, made on first use; a failed attempt is tried again by the next caller. */
  function ready(): Promise<void> {
    migrating ??= runMigrations(db, database.engine, 'scheduler_migrations', schedulerMigrations)
      .then(() => {
        migrated = true;
      })
      .catch(error => {
        migrating = undefined;
        throw error;
      });
    return migrating;
  }

  async function readyDatabase(): Promise<SchedulerDb> {
    await ready();
    return db;
  }

  function assertRunning() {
    if (stopping) throw new Error('The scheduler has stopped');
  }

  function scheduleTask(task: ScheduleTaskOptions) {
    assertRunning();
    if (loops.has(task.id)) throw new Error(`Task '${task.id}' is already scheduled`);
    const timing = timingOf(task);
    const step: TaskStep =
      task.scope === 'global'
        ? globalTaskStep({ task: timing, holder, database: readyDatabase, now })
        : async run => {
            const startedAt = now();
            await run();
            return startedAt + timing.frequencyMs;
          };
    loops.set(task.id, startTaskLoop({ task: timing, fn: task.fn, step, now, logger }));
  }

  async function stop() {
    for (const loop of loops.values()) loop.stop();
    const workersStopped = [...workers].map(worker => worker.stop());
    await waitAtMost(stopTimeoutMs, [
      ...[...loops.values()].map(loop => loop.done),
      ...workersStopped,
      // Tables half made would be left to the next start; the connection must outlive it.
      ...(migrating ? [migrating] : []),
    ]);
  }

  return {
    scheduleTask,
    createQueue<Payload>(name: string): Queue<Payload> {
      assertRunning();
      let queue = queues.get(name);
      if (!queue) {
        queue = createQueue<unknown>(name, {
          engine: database.engine,
          database: readyDatabase,
          isReady: () => migrated,
          now,
          logger,
          holderPrefix: pluginId,
          stopTimeoutMs,
          addWorker(start) {
            assertRunning();
            const worker = start();
            workers.add(worker);
            return worker;
          },
        });
        queues.set(name, queue);
      }
      return queue as Queue<Payload>;
    },
    ready,
    stop() {
      stopping ??= stop();
      return stopping;
    },
  };
}

function timingOf(task: ScheduleTaskOptions): TaskTiming {
  const timing = {
    id: task.id,
    frequencyMs: durationMs(task.frequency, 'frequency'),
    timeoutMs: durationMs(task.timeout, 'timeout'),
    initialDelayMs: durationMs(task.initialDelay ?? 0, 'initialDelay'),
  };
  if (timing.frequencyMs === 0) throw new TypeError('frequency must be longer than 0');
  if (timing.timeoutMs === 0) throw new TypeError('timeout must be longer than 0');
  return timing;
}
