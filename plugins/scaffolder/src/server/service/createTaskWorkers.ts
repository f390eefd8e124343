import { toError } from '@atrium/model';
import {
  LeaseLostError,
  SchedulerStoppedError,
  type Logger,
  type QueueItem,
  type QueueWorker,
} from '@atrium/server-core';
import type { LogEventBody, TaskSpec } from '../../shared';
import type { TaskRunner } from '../engine/TaskRunner';
import type { SecretsCipher } from '../secrets/createSecretsCipher';
import { insertTaskEvent } from '../store/taskEventStore';
import { finishTask, recordHeartbeat, startTask } from '../store/taskStore';
import type { ScaffolderDb, TaskRow } from '../store/tables';
import { completionBody, type RunOutcome } from './completionBody';
import {
  createWorkspace,
  taskWorkspacePrefix,
  workspaceBase,
  type Workspace,
} from './createWorkspace';
import { enqueueOpenTasks } from './enqueueOpenTasks';
import { createLeaseHolder, releaseLeaseHolder } from './leaseHolder';
import { recoverAbandonedTasks } from './recoverAbandonedTasks';
import { recoverTask } from './recoverTask';
import { removeStaleWorkspaces } from './removeStaleWorkspaces';
import { redactSecrets } from './redactSecrets';
import type { TaskEventBus } from './createTaskEventBus';
import type { TaskNotifier } from './createTaskNotifier';
import type { TaskQueue } from './taskQueue';

export interface TaskWorkersOptions {
  db: ScaffolderDb;
  /** The scheduler's task queue in the same database (service/taskQueue.ts). */
  queue: TaskQueue;
  runner: TaskRunner;
  cipher: SecretsCipher;
  bus: TaskEventBus;
  /** Tells the task's creator how a run ended; absent when notifications are off. */
  notifier?: TaskNotifier;
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
 * Runs tasks from the scheduler's task queue: its worker claims their items under a lease and
 * renews it; each task runs in its own workspace through the TaskRunner, every log line is
 * persisted as it comes, and the task ends with a completion event. An item taken over from a
 * worker that died ends its task instead of running it again (recoverTask.ts).
 */
export function createTaskWorkers(options: TaskWorkersOptions): TaskWorkers {
  const { db, queue, logger } = options;
  const holder = createLeaseHolder();
  // One controller per task this process runs: cancel asked here aborts it without a heartbeat.
  const running = new Map<string, AbortController>();
  let worker: QueueWorker | undefined;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let stopped = false;

  /** On start: what a killed server held ends at once, and its workspaces are removed. */
  async function startUp() {
    (await recoverAbandoned()).forEach(notify);
    const directory = workspaceBase(options.workingDirectory);
    const removed = await removeStaleWorkspaces(db, directory, logger);
    if (removed.length > 0) {
      logger.info({ count: removed.length }, 'Removed workspaces of tasks no longer running');
    }
  }

  function recoverAbandoned() {
    return recoverAbandonedTasks({ db, queue, holder, leaseMs: options.leaseMs, now: options.now });
  }

  function notify(taskId: string) {
    options.bus.notify(taskId);
  }

  async function handle(item: QueueItem<null>, signal: AbortSignal): Promise<void> {
    const taskId = item.key;
    // Taken over from a worker that stopped, or tried again after a run that could not end the
    // task: whatever it did may have had effects, so the task ends rather than runs again.
    const takenOver = item.expiredHolder !== undefined || item.lastError !== undefined;
    if (takenOver && (await recoverTask(db, taskId, options.now()))) {
      notify(taskId);
      return;
    }
    const row = await startTask(db, taskId, { holder, now: options.now() });
    if (!row) return;
    // A run of this task still here lost its lease (the task was recovered and retried) and its
    // heartbeat, under the same holder id, would not notice: it must not go on nor end the task.
    running.get(taskId)?.abort(new LeaseLostError('Another worker ended this task'));
    const controller = new AbortController();
    const forward = () => controller.abort(signal.reason);
    if (signal.aborted) forward();
    else signal.addEventListener('abort', forward, { once: true });
    running.set(taskId, controller);
    try {
      await runTask(row, controller.signal);
    } finally {
      signal.removeEventListener('abort', forward);
      if (running.get(taskId) === controller) running.delete(taskId);
    }
  }

  // After the queue renewed the item's lease: the task's row says whether cancel was asked. The
  // run is stopped here rather than through the worker, so its lease is still renewed while the
  // run winds down.
  async function onHeartbeat(item: QueueItem<null>) {
    const run = running.get(item.key);
    // Not started yet (the row is still open), or ended: the row says nothing about this run.
    if (!run) return;
    const { held, cancelRequested } = await recordHeartbeat(db, item.key, {
      holder,
      now: options.now(),
    });
    if (!held) run.abort(new LeaseLostError('Another worker ended this task'));
    else if (cancelRequested) run.abort(new TaskCancelledError('Task cancelled'));
  }

  async function runTask(row: TaskRow, signal: AbortSignal): Promise<void> {
    let secrets: Record<string, string>;
    let workspace: Workspace;
    try {
      secrets = row.secrets ? options.cipher.open(row.secrets) : {};
      workspace = await createWorkspace(options.workingDirectory, taskWorkspacePrefix(row.id));
    } catch (error) {
      await end(row, { status: 'failed', error: describe(toError(error)) });
      return;
    }
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
      await workspace.remove().catch(error => {
        logger.warn({ err: error, taskId: row.id }, 'Scaffolder workspace could not be removed');
      });
    }
    if (signal.reason instanceof LeaseLostError) return;
    await end(row, outcome);
  }

  async function end(row: TaskRow, outcome: RunOutcome) {
    const taskId = row.id;
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
    if (!ended) return;
    notify(taskId);
    await options.notifier?.taskEnded(row, outcome);
  }

  function describe(error: Error, secrets: Record<string, string> = {}) {
    if (error instanceof SchedulerStoppedError) {
      return { name: 'Error', message: 'The server stopped while the task ran' };
    }
    return { name: error.name, message: redactSecrets(error.message, secrets) };
  }

  function startWorker() {
    worker = queue.process({
      concurrency: options.concurrency,
      leaseMs: options.leaseMs,
      heartbeatMs: options.heartbeatMs,
      pollMs: options.pollMs,
      holder,
      handler: handle,
      onHeartbeat,
    });
    // Tasks of a holder known to be gone (another process of this host that died) are taken
    // over at once rather than when their leases run out; so are those of older servers.
    timer = setInterval(() => {
      void recoverAbandoned()
        .then(ended => ended.forEach(notify))
        .catch(error => logger.error({ err: error }, 'Scaffolder workers could not recover tasks'));
    }, options.pollMs).unref();
  }

  return {
    holder,
    start() {
      if (starting || stopped) return;
      starting = startUp()
        .catch(error => logger.error({ err: error }, 'Scaffolder workers could not start up'))
        .finally(() => {
          if (!stopped) startWorker();
        })
        // Tasks opened before tasks were queued have no item yet; the worker is not kept waiting.
        .then(() => enqueueOpenTasks(db, queue))
        .then(enqueued => {
          if (enqueued.length > 0) worker?.wake();
        })
        .catch(error => logger.error({ err: error }, 'Scaffolder workers could not queue tasks'));
    },
    wake: () => worker?.wake(),
    abortLocal(taskId) {
      running.get(taskId)?.abort(new TaskCancelledError('Task cancelled'));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await starting;
      await worker?.stop();
      // A task still running past the wait is this process's no more: a server started next in
      // this process ends it at once.
      releaseLeaseHolder(holder);
    },
  };
}
