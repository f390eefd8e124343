import { listOpenTaskIds } from '../store/taskStore';
import type { ScaffolderDb } from '../store/tables';
import { enqueueTask, type TaskQueue } from './taskQueue';

/**
 * Gives the open tasks that have no queue item one: tasks created before tasks were queued would
 * otherwise never run. Answers the ids it enqueued.
 */
export async function enqueueOpenTasks(db: ScaffolderDb, queue: TaskQueue): Promise<string[]> {
  const enqueued: string[] = [];
  for (const id of await listOpenTaskIds(db)) {
    if (await queue.get(id)) continue;
    await enqueueTask(queue, id);
    enqueued.push(id);
  }
  return enqueued;
}
