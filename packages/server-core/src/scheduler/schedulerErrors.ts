/** The reason a task's signal aborts when the run outlasts its `timeout`. */
export class TaskTimeoutError extends Error {
  override name = 'TaskTimeoutError';
}

/** The reason a task's or a handler's signal aborts when the scheduler or the worker stops. */
export class SchedulerStoppedError extends Error {
  override name = 'SchedulerStoppedError';
}

/**
 * The reason a handler's signal aborts when its worker no longer holds the item: the lease ran
 * out and another worker claimed it, or the lease could not be renewed before it ran out.
 */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}
