import type { Logger } from '../logging/createLogger';
import { createSleeper } from './createSleeper';
import { runTaskOnce } from './runTaskOnce';
import { SchedulerStoppedError } from './schedulerErrors';

/** A task's settings, in milliseconds. */
export interface TaskTiming {
  id: string;
  frequencyMs: number;
  timeoutMs: number;
  initialDelayMs: number;
}

/**
 * One round of a task, called when it may be due: runs it through `run` if it is this process's
 * to run now, and answers the clock time at which to look again.
 */
export type TaskStep = (run: () => Promise<void>) => Promise<number>;

export interface TaskLoop {
  /** Aborts a running round and ends the loop; `done` settles once the round has ended. */
  stop(): void;
  readonly done: Promise<void>;
}

/** Shortest wait between rounds: a clock that does not move must not make the loop spin. */
const MIN_WAIT_MS = 5;
/** Wait after a round failed (the database was unreachable), unless the task is more frequent. */
const RETRY_MS = 10_000;

/**
 * Runs a task's rounds one after another, so a run never overlaps another of the same task in
 * this process. Waits are measured on the scheduler's clock but never longer than one interval,
 * so a clock that jumps (or a test's clock) is noticed within an interval.
 */
export function startTaskLoop(options: {
  task: TaskTiming;
  fn(signal: AbortSignal): Promise<void> | void;
  step: TaskStep;
  now(): number;
  logger: Logger;
}): TaskLoop {
  const { task, now, logger } = options;
  const stopping = new AbortController();
  const sleeper = createSleeper();
  const run = () =>
    runTaskOnce(options.fn, {
      taskId: task.id,
      timeoutMs: task.timeoutMs,
      stopSignal: stopping.signal,
      logger,
    });
  const maxWaitMs = Math.max(task.frequencyMs, MIN_WAIT_MS);

  async function loop() {
    let wakeAt = now() + task.initialDelayMs;
    while (!stopping.signal.aborted) {
      if (now() >= wakeAt) {
        try {
          wakeAt = await options.step(run);
        } catch (error) {
          logger.error({ err: error, taskId: task.id }, 'Scheduled task could not be claimed');
          wakeAt = now() + Math.min(task.frequencyMs, RETRY_MS);
        }
      }
      if (stopping.signal.aborted) break;
      await sleeper.sleep(Math.min(Math.max(wakeAt - now(), MIN_WAIT_MS), maxWaitMs));
    }
  }

  return {
    // Every round's failure is caught inside; this only guards against a clock that throws.
    done: loop().catch(error =>
      logger.error({ err: error, taskId: task.id }, 'Scheduled task stopped unexpectedly'),
    ),
    stop() {
      stopping.abort(new SchedulerStoppedError('The scheduler stopped'));
      sleeper.wake();
    },
  };
}
