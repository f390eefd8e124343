import type { Logger } from '../logging/createLogger';
import { SchedulerStoppedError, TaskTimeoutError } from './schedulerErrors';

export interface RunTaskOnceOptions {
  taskId: string;
  timeoutMs: number;
  /** Aborts the run when the scheduler stops. */
  stopSignal: AbortSignal;
  logger: Logger;
}

/**
 * Runs one round of a task with a signal that aborts at its timeout or when the scheduler stops.
 * Never rejects: a task's failure is logged and the task runs again next interval.
 */
export async function runTaskOnce(
  fn: (signal: AbortSignal) => Promise<void> | void,
  { taskId, timeoutMs, stopSignal, logger }: RunTaskOnceOptions,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new TaskTimeoutError(`Task '${taskId}' timed out`)),
    timeoutMs,
  );
  const onStop = () => controller.abort(stopSignal.reason);
  if (stopSignal.aborted) onStop();
  else stopSignal.addEventListener('abort', onStop, { once: true });
  let failure: { error: unknown } | undefined;
  try {
    await fn(controller.signal);
  } catch (error) {
    failure = { error };
  } finally {
    clearTimeout(timer);
    stopSignal.removeEventListener('abort', onStop);
  }
  const reason: unknown = controller.signal.reason;
  if (reason instanceof SchedulerStoppedError) return;
  // A run that ignored its signal and ended late is worth a warning even when it succeeded.
  if (reason instanceof TaskTimeoutError) {
    logger.warn({ taskId, timeoutMs }, 'Scheduled task timed out');
  } else if (failure) {
    logger.error({ err: failure.error, taskId }, 'Scheduled task failed');
  }
}
