import type { Queue } from '@atrium/server-core';
import type { ScaffolderExecutor } from '../store/tables';

/**
 * The scheduler queue of tasks to run: one item per open task, keyed by the task id. The task's
 * status stays in `scaffolder_tasks`; the item only says that a worker should take it up.
 */
export type TaskQueue = Queue<null>;

export const TASK_QUEUE = 'tasks';

/**
 * Asks the workers to run the task. With `executor`, in the caller's transaction: the item exists
 * exactly when the task's row says it is open (the queue must be ready first).
 */
export async function enqueueTask(
  queue: TaskQueue,
  taskId: string,
  executor?: ScaffolderExecutor,
): Promise<void> {
  await queue.enqueue({ key: taskId, payload: null }, { executor });
}
