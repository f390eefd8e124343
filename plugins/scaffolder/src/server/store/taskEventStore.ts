import type { JsonObject, TaskEventType } from '../../shared';
import type { ScaffolderExecutor } from './tables';

export interface TaskEventRow {
  id: number;
  task_id: string;
  event_type: TaskEventType;
  body: string;
  created_at: number;
}

export async function insertTaskEvent(
  db: ScaffolderExecutor,
  event: { taskId: string; type: TaskEventType; body: JsonObject; now: number },
): Promise<number> {
  const row = await db
    .insertInto('scaffolder_task_events')
    .values({
      task_id: event.taskId,
      event_type: event.type,
      body: JSON.stringify(event.body),
      created_at: event.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * A task's events in order. With `after`, those after that id, and the completion event whatever
 * its id, as Backstage answers: a client resuming past the end still learns the task ended.
 */
export async function listTaskEvents(
  db: ScaffolderExecutor,
  taskId: string,
  after: number | undefined,
): Promise<TaskEventRow[]> {
  let query = db.selectFrom('scaffolder_task_events').selectAll().where('task_id', '=', taskId);
  if (after !== undefined) {
    query = query.where(eb => eb.or([eb('id', '>', after), eb('event_type', '=', 'completion')]));
  }
  const rows = await query.orderBy('id').execute();
  return rows.map(row => ({ ...row, id: Number(row.id) }));
}

/** Ends of a previous run, removed when the task is retried so followers wait for the new one. */
export async function deleteRunEndEvents(db: ScaffolderExecutor, taskId: string): Promise<void> {
  await db
    .deleteFrom('scaffolder_task_events')
    .where('task_id', '=', taskId)
    .where('event_type', 'in', ['completion', 'cancelled'])
    .execute();
}
