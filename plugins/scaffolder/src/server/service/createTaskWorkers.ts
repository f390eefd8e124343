import { toError } from '@atrium/model';
import type { DatabaseEngine, Logger } from '@atrium/server-core';
import type { LogEventBody, TaskSpec } from '../../shared';
import type { TaskRunner } from '../engine/TaskRunner';
import type { SecretsCipher } from '../secrets/createSecretsCipher';
import { insertTaskEvent } from '../store/taskEventStore';
import {
  claimOpenTask,
  finishTask,
  listLeaseHolders,
  releaseTask,
  renewLease,
} from '../store/taskStore';
import type { ScaffolderDb, TaskRow } from '../store/tables';
import { completionBody, type RunOutcome } from './completionBody';
import {
  createWorkspace,
  taskWorkspacePrefix,
  workspaceBase,
  type Workspace,
} from './createWorkspace';
import { createLeaseHolder, isLeaseHolderGone, releaseLeaseHolder } from './leaseHolder';
import { recoverExpiredTasks } from './recoverExpiredTasks';
import { removeStaleWorkspaces } from './removeStaleWorkspaces';
import { redactSecrets } from './redactSecrets';
import type { TaskEventBus } from './createTaskEventBus';

export interface TaskWorkersOptions {
  db: ScaffolderDb;
  engine: DatabaseEngine;
  runner: TaskRunner;
  cipher: SecretsCipher;
  bus: TaskEventBus;
  logger: Logger;
  /** Tasks this process runs at once (`scaffolder.concurrentTasksLimit`). */
  concurrency: number;
  /** Where workspaces are made (`scaffolder.workingDirectory`); the OS temp dir otherwise. */
  workingDirectory?: string;
  /** How long a claim holds without a heartbeat before another worker may end the task. */
  leaseMs: number;
  /** How often a running task's lease is renewed and its cancel flag read. */
  heartbeatMs: number;
  /** How often the database is asked for work besides the wake-ups of local dispatches. */
  pollMs: number;
  /** How long a run may ignore its aborted signal before the task ends without it (10 s). */
  abortGraceMs?: number;
  now(): number;
}

export interface TaskWorkers {
  /** This instance's lease holder id. */
  readonly holder: string;
  start(): void;
  /** Looks for work now: a task was just dispatched in this process. */
  wake(): void;
  /** Aborts the task's run if this process holds it (cancel asked here: no heartbeat wait). */
  abortLocal(taskId: string): void;
  /** Stops claiming, stops the running tasks and waits for them to end. */
  stop(): Promise<void>;
}

class TaskCancelledError extends Error {
  override name = 'TaskCancelledError';
}
class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}
class ShutdownError extends Error {
  override name = 'ShutdownError';
}

const SHUTDOWN_WAIT_MS = 5_000;
/** How long a run may go on after its signal aborted before the task ends without it. */
const ABORT_GRACE_MS = 10_000;

/**
 * Rejects with the signal's reason `graceMs` after it aborts: a step that ignores its signal
 * cannot keep a cancelled task `processing` for ever.
 */
function abandonAfterAbort(signal: AbortSignal, graceMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => {
    timer = setTimeout(() => reject(signal.reason), graceMs);
  };
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<never>((_, rejectPromise) => {
    reject = rejectPromise;
  });
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return {
    promise,
    dispose() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * Runs tasks from the database: claims open ones under a lease (polling, and at once when this
 * process dispatched one), runs each in its own workspace through the TaskRunner, persists every
 * log line as it comes, heartbeats the lease and ends the task with a completion event.
 */
export function createTaskWorkers(options: TaskWorkersOptions): TaskWorkers {
  const { db, engine, logger } = options;
  const holder = createLeaseHolder();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;

  const lease = () => ({ holder, now: options.now(), leaseMs: options.leaseMs });

  /** Claims work while slots are free; `recover` first ends tasks of dead workers (timer ticks). */
  function pump(recover = false): Promise<void> {
    if (pumping) {
      pumpAgain = true;
      return pumping;
    }
    pumping = claimWhileFree(recover)
      .catch(error => logger.error({ err: error }, 'Scaffolder workers could not claim tasks'))
      .finally(() => {
        pumping = undefined;
      });
    return pumping;
  }

  async function claimWhileFree(recover: boolean) {
    if (recover) await recoverTasks();
    do {
      pumpAgain = false;
      while (!stopped && running.size < options.concurrency) {
        const row = await claimOpenTask(db, engine, lease());
        if (!row) break;
        // Claimed while stopping: handed back for another instance rather than started.
        if (stopped) await releaseTask(db, row.id, holder);
        else start(row);
      }
    } while (pumpAgain && !stopped);
  }

  // Tasks of a holder known to be gone (this server before it was killed, another process of
  // this host that died) end at once rather than when their lease runs out.
  async function recoverTasks() {
    const gone = (await listLeaseHolders(db)).filter(isLeaseHolderGone);
    (await recoverExpiredTasks(db, engine, options.now(), gone)).forEach(notify);
  }

  /** On start: what a killed server held ends at once, and its workspaces are removed. */
  async function startUp() {
    await recoverTasks();
    const directory = workspaceBase(options.workingDirectory);
    const removed = await removeStaleWorkspaces(db, directory, logger);
    if (removed.length > 0) {
      logger.info({ count: removed.length }, 'Removed workspaces of tasks no longer running');
    }
  }

  function notify(taskId: string) {
    options.bus.notify(taskId);
  }

  function start(row: TaskRow) {
    // A run of this task still here lost its lease (the task was recovered and retried) and its
    // heartbeat, under the same holder id, would not notice: it must not go on nor end the task.
    running.get(row.id)?.controller.abort(new LeaseLostError('Another worker ended this task'));
    const controller = new AbortController();
    const done: Promise<void> = runTask(row, controller)
      .catch(error => logger.error({ err: error, taskId: row.id }, 'Scaffolder task run crashed'))
      .finally(() => {
        if (running.get(row.id)?.done === done) running.delete(row.id);
        if (!stopped) void pump();
      });
    running.set(row.id, { controller, done });
  }

  async function runTask(row: TaskRow, controller: AbortController): Promise<void> {
    const { signal } = controller;
    let secrets: Record<string, string>;
    let workspace: Workspace;
    try {
      secrets = row.secrets ? options.cipher.open(row.secrets) : {};
      workspace = await createWorkspace(options.workingDirectory, taskWorkspacePrefix(row.id));
    } catch (error) {
      await end(row.id, { status: 'failed', error: describe(toError(error)) });
      return;
    }
    const heartbeat = setInterval(() => {
      renewLease(db, row.id, lease())
        .then(({ held, cancelRequested }) => {
          if (!held) controller.abort(new LeaseLostError('Another worker ended this task'));
          else if (cancelRequested) controller.abort(new TaskCancelledError('Task cancelled'));
        })
        .catch(error => logger.warn({ err: error, taskId: row.id }, 'Scaffolder heartbeat failed'));
    }, options.heartbeatMs);
    let outcome: RunOutcome;
    const abandon = abandonAfterAbort(signal, options.abortGraceMs ?? ABORT_GRACE_MS);
    try {
      const run = options.runner({
        taskId: row.id,
        spec: JSON.parse(row.spec) as TaskSpec,
        secrets,
        workspacePath: workspace.path,
        isDryRun: false,
        signal,
        emit: async (body: LogEventBody) => {
          if (signal.reason instanceof LeaseLostError) return;
          await insertTaskEvent(db, {
            taskId: row.id,
            type: 'log',
            body: { ...body, message: redactSecrets(body.message, secrets) },
            now: options.now(),
          });
          notify(row.id);
        },
      });
      // A rejection after the run was given up on has nobody left to tell.
      run.catch(() => undefined);
      const result = await Promise.race([run, abandon.promise]);
      outcome = { status: 'completed', output: result.output };
    } catch (error) {
      outcome =
        signal.reason instanceof TaskCancelledError
          ? { status: 'cancelled' }
          : { status: 'failed', error: describe(toError(error), secrets) };
    } finally {
      abandon.dispose();
      clearInterval(heartbeat);
      await workspace.remove().catch(error => {
        logger.warn({ err: error, taskId: row.id }, 'Scaffolder workspace could not be removed');
      });
    }
    if (signal.reason instanceof LeaseLostError) return;
    await end(row.id, outcome);
  }

  async function end(taskId: string, outcome: RunOutcome) {
    const ended = await db.transaction().execute(async tx => {
      if (!(await finishTask(tx, taskId, outcome.status, holder))) return false;
      await insertTaskEvent(tx, {
        taskId,
        type: 'completion',
        body: completionBody(outcome),
        now: options.now(),
      });
      return true;
    });
    if (ended) notify(taskId);
  }

  function describe(error: Error, secrets: Record<string, string> = {}) {
    if (error instanceof ShutdownError) {
      return { name: 'Error', message: 'The server stopped while the task ran' };
    }
    return { name: error.name, message: redactSecrets(error.message, secrets) };
  }

  return {
    holder,
    start() {
      if (timer) return;
      timer = setInterval(() => void pump(true), options.pollMs);
      timer.unref();
      pumping = startUp()
        .catch(error => logger.error({ err: error }, 'Scaffolder workers could not start up'))
        .finally(() => {
          pumping = undefined;
          if (!stopped) void pump();
        });
    },
    wake: () => void pump(),
    abortLocal(taskId) {
      running.get(taskId)?.controller.abort(new TaskCancelledError('Task cancelled'));
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await pumping;
      const runs = [...running.values()];
      for (const run of runs) run.controller.abort(new ShutdownError('Server stopping'));
      await Promise.race([
        Promise.allSettled(runs.map(run => run.done)),
        new Promise(resolve => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref()),
      ]);
      // A task still running past the wait is this process's no more: a server started next in
      // this process ends it at once.
      releaseLeaseHolder(holder);
    },
  };
}
