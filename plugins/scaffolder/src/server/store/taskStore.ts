import { chunked } from '@atrium/server-core';
import type { TaskStatus } from '../../shared';
import type { ScaffolderExecutor, TaskRow } from './tables';

export interface NewTask {
  id: string;
  spec: string;
  templateRef: string | undefined;
  createdBy: string | undefined;
  secrets: string | undefined;
  now: number;
}

export async function insertTask(db: ScaffolderExecutor, task: NewTask): Promise<void> {
  await db
    .insertInto('scaffolder_tasks')
    .values({
      id: task.id,
      spec: task.spec,
      status: 'open',
      template_ref: task.templateRef ?? null,
      created_by: task.createdBy ?? null,
      created_at: task.now,
      last_heartbeat_at: null,
      lease_holder: null,
      lease_until: null,
      cancel_requested: 0,
      secrets: task.secrets ?? null,
    })
    .execute();
}

export async function getTaskRow(db: ScaffolderExecutor, id: string): Promise<TaskRow | undefined> {
  return db.selectFrom('scaffolder_tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface TaskListQuery {
  createdBy?: readonly string[];
  status?: readonly TaskStatus[];
  limit?: number;
  offset?: number;
}

/** Newest first (spec 001 §9 "default task order descending"), with the total before paging. */
export async function listTaskRows(
  db: ScaffolderExecutor,
  query: TaskListQuery,
): Promise<{ rows: TaskRow[]; total: number }> {
  let base = db.selectFrom('scaffolder_tasks');
  if (query.createdBy?.length) base = base.where('created_by', 'in', [...query.createdBy]);
  if (query.status?.length) base = base.where('status', 'in', [...query.status]);
  let page = base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (query.limit !== undefined) page = page.limit(query.limit);
  if (query.offset !== undefined) {
    // SQLite accepts OFFSET only after a LIMIT; -1 is its "no limit".
    if (query.limit === undefined) page = page.limit(Number.MAX_SAFE_INTEGER);
    page = page.offset(query.offset);
  }
  const [rows, count] = await Promise.all([
    page.execute(),
    base.select(eb => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export interface RunOptions {
  /** The queue worker running the task (its holder id). */
  holder: string;
  now: number;
}

/**
 * Marks an open task as run by `holder`, once its queue item was claimed. Answers the task, or
 * undefined when it is no longer open (cancelled while queued, or run already).
 */
export async function startTask(
  db: ScaffolderExecutor,
  id: string,
  { holder, now }: RunOptions,
): Promise<TaskRow | undefined> {
  return db
    .updateTable('scaffolder_tasks')
    .set({ status: 'processing', lease_holder: holder, last_heartbeat_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records that the holder still runs the task. Answers whether it does, and whether cancel was
 * asked meanwhile (possibly on another replica).
 */
export async function recordHeartbeat(
  db: ScaffolderExecutor,
  id: string,
  { holder, now }: RunOptions,
): Promise<{ held: boolean; cancelRequested: boolean }> {
  const row = await db
    .updateTable('scaffolder_tasks')
    .set({ last_heartbeat_at: now })
    .where('id', '=', id)
    .where('lease_holder', '=', holder)
    .where('status', '=', 'processing')
    .returning('cancel_requested')
    .executeTakeFirst();
  return { held: row !== undefined, cancelRequested: Number(row?.cancel_requested ?? 0) === 1 };
}

/**
 * Ends a processing task: its final status, no lease, secrets gone. `holder` limits it to the
 * worker holding the lease; undefined ends it whoever held it (recovery of an expired lease).
 * Answers whether this call ended it.
 */
export async function finishTask(
  db: ScaffolderExecutor,
  id: string,
  status: Extract<TaskStatus, 'completed' | 'failed' | 'cancelled'>,
  holder: string | undefined,
): Promise<boolean> {
  let update = db
    .updateTable('scaffolder_tasks')
    .set({ status, lease_holder: null, lease_until: null, secrets: null })
    .where('id', '=', id)
    .where('status', '=', 'processing');
  if (holder !== undefined) update = update.where('lease_holder', '=', holder);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels a task nobody runs yet. Answers whether it was open. */
export async function cancelOpenTask(db: ScaffolderExecutor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('scaffolder_tasks')
    .set({ status: 'cancelled', secrets: null })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Asks the worker running a task to stop it. Answers whether it was running. */
export async function requestCancel(db: ScaffolderExecutor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('scaffolder_tasks')
    .set({ cancel_requested: 1 })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('cancel_requested', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Opens a failed or cancelled task again, with the secrets of the new run. */
export async function reopenTask(
  db: ScaffolderExecutor,
  id: string,
  secrets: string | undefined,
): Promise<boolean> {
  const result = await db
    .updateTable('scaffolder_tasks')
    .set({
      status: 'open',
      cancel_requested: 0,
      lease_holder: null,
      lease_until: null,
      secrets: secrets ?? null,
    })
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'cancelled'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The running tasks: who runs each, and the end of its lease when an older server ran it. */
export async function listRunningTasks(
  db: ScaffolderExecutor,
): Promise<Array<Pick<TaskRow, 'id' | 'lease_holder' | 'lease_until'>>> {
  return db
    .selectFrom('scaffolder_tasks')
    .select(['id', 'lease_holder', 'lease_until'])
    .where('status', '=', 'processing')
    .execute();
}

/** The ids of the tasks waiting for a worker. */
export async function listOpenTaskIds(db: ScaffolderExecutor): Promise<string[]> {
  const rows = await db
    .selectFrom('scaffolder_tasks')
    .select('id')
    .where('status', '=', 'open')
    .orderBy('created_at')
    .execute();
  return rows.map(row => row.id);
}

/** The statuses of the given tasks, by id; ids not stored are absent. */
export async function getTaskStatuses(
  db: ScaffolderExecutor,
  ids: readonly string[],
): Promise<Map<string, TaskStatus>> {
  const statuses = new Map<string, TaskStatus>();
  for (const slice of chunked(ids, 500)) {
    const rows = await db
      .selectFrom('scaffolder_tasks')
      .select(['id', 'status'])
      .where('id', 'in', slice)
      .execute();
    for (const row of rows) statuses.set(row.id, row.status);
  }
  return statuses;
}
