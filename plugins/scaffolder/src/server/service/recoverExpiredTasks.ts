import type { DatabaseEngine } from '@atrium/server-core';
import type { LogEventBody } from '../../shared';
import { insertTaskEvent, listTaskEvents } from '../store/taskEventStore';
import { finishTask, lockExpiredTasks } from '../store/taskStore';
import type { ScaffolderDb, ScaffolderExecutor } from '../store/tables';
import { completionBody } from './completionBody';

export const RECOVERY_ERROR_NAME = 'TaskRecoveryError';
const RECOVERY_MESSAGE =
  'The server running this task stopped before the task finished, so it was failed rather ' +
  'than run a second time; retry it to run it again';

/**
 * Ends the tasks whose worker stopped renewing its lease (it died or lost the database), or whose
 * holder is among `stoppedHolders` (known dead: no need to wait for the lease). A step may have
 * changed things outside the workspace (a pushed repository, a registered entity), so running the
 * task again unasked could do them twice: it is failed, or cancelled when cancel had been asked,
 * and the user may retry it. Answers the ids it ended.
 */
export async function recoverExpiredTasks(
  db: ScaffolderDb,
  engine: DatabaseEngine,
  now: number,
  stoppedHolders: readonly string[] = [],
): Promise<string[]> {
  return db.transaction().execute(async tx => {
    const expired = await lockExpiredTasks(tx, engine, { now, limit: 20, holders: stoppedHolders });
    const ended: string[] = [];
    for (const task of expired) {
      const status = Number(task.cancel_requested) === 1 ? 'cancelled' : 'failed';
      if (!(await finishTask(tx, task.id, status, undefined))) continue;
      for (const stepId of await unfinishedSteps(tx, task.id)) {
        const body: LogEventBody = { message: RECOVERY_MESSAGE, stepId, status };
        await insertTaskEvent(tx, { taskId: task.id, type: 'log', body: { ...body }, now });
      }
      await insertTaskEvent(tx, {
        taskId: task.id,
        type: 'completion',
        body: completionBody(
          status === 'cancelled'
            ? { status }
            : { status, error: { name: RECOVERY_ERROR_NAME, message: RECOVERY_MESSAGE } },
        ),
        now,
      });
      ended.push(task.id);
    }
    return ended;
  });
}

/** Steps whose last reported status was `processing`: the ones the dead worker was running. */
async function unfinishedSteps(db: ScaffolderExecutor, id: string): Promise<string[]> {
  const last = new Map<string, unknown>();
  for (const event of await listTaskEvents(db, id, undefined)) {
    if (event.event_type !== 'log') continue;
    const body = JSON.parse(event.body) as Partial<LogEventBody>;
    if (body.stepId && body.status) last.set(body.stepId, body.status);
  }
  return [...last].filter(([, status]) => status === 'processing').map(([stepId]) => stepId);
}
