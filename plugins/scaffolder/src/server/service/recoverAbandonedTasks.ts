import { listRunningTasks } from '../store/taskStore';
import type { ScaffolderDb } from '../store/tables';
import { isLeaseHolderGone } from './leaseHolder';
import { recoverTask } from './recoverTask';
import type { TaskQueue } from './taskQueue';

export interface RecoverAbandonedTasksOptions {
  db: ScaffolderDb;
  queue: TaskQueue;
  /** This process's worker, which takes the items over. */
  holder: string;
  leaseMs: number;
  now(): number;
}

/**
 * Ends the running tasks nobody will finish, without waiting for their leases to run out: those
 * whose holder is known to be gone (leaseHolder.ts: this host's process that was killed), and
 * those an older server ran before tasks had queue items, once the lease it kept in the task's
 * row lapsed. Answers the ids it ended.
 */
export async function recoverAbandonedTasks(
  options: RecoverAbandonedTasksOptions,
): Promise<string[]> {
  const { db, queue, holder, leaseMs, now } = options;
  const running = await listRunningTasks(db);
  const gone = running.filter(
    task => task.lease_holder !== null && isLeaseHolderGone(task.lease_holder),
  );
  const holders = [...new Set(gone.map(task => task.lease_holder ?? ''))];
  if (holders.length > 0) await queue.expireLeasesOf(holders);
  const ended: string[] = [];
  for (const task of running) {
    const lapsed = task.lease_until !== null && Number(task.lease_until) < now();
    if (!gone.includes(task) && !lapsed) continue;
    const item = await queue.claim({ key: task.id, holder, leaseMs });
    // Another replica took the item over first; a task from before the queue has no item.
    if (!item && (await queue.get(task.id))) continue;
    if (await recoverTask(db, task.id, now())) ended.push(task.id);
    if (item) await queue.complete(item);
  }
  return ended;
}
