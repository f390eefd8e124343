import type { Duration } from './durationMs';
import type { Queue } from './Queue';

export interface ScheduleTaskOptions {
  /** Unique among the plugin's tasks; a global task's row is found by it. */
  id: string;
  /** Time from the start of one run to the start of the next. */
  frequency: Duration;
  /** A run's signal aborts after this long; a global run's claim lasts about as long. */
  timeout: Duration;
  /** Time from scheduling to the first run in this process (and, for a new global task, anywhere). */
  initialDelay?: Duration;
  /**
   * `local`: every process runs the task on its own timer. `global`: one run per interval across
   * every process sharing the plugin's database, claimed through a row.
   */
  scope: 'global' | 'local';
  fn(signal: AbortSignal): Promise<void> | void;
}

/**
 * Recurring tasks and leased work queues for one plugin, stored in the plugin's own database.
 * Nothing touches the database until a global task or a queue is first used.
 */
export interface SchedulerService {
  /** Runs `fn` every `frequency` until the scheduler stops. A run never overlaps another of it. */
  scheduleTask(task: ScheduleTaskOptions): void;
  /** The queue of this name (one per name; each queue keeps its own keys). */
  createQueue<Payload = unknown>(name: string): Queue<Payload>;
  /**
   * Resolves once the scheduler's tables exist. Tasks and queues wait for it themselves; await it
   * before enqueueing inside a transaction (see `Queue.enqueue`).
   */
  ready(): Promise<void>;
  /**
   * Stops every task and queue worker: aborts what runs and waits for it, at most
   * `stopTimeoutMs`. Nothing can be scheduled afterwards.
   */
  stop(): Promise<void>;
}
