import type { LogEventBody } from '../../shared';
import { insertTaskEvent, listTaskEvents } from '../store/taskEventStore';
import { finishTask, getTaskRow } from '../store/taskStore';
import type { ScaffolderDb, ScaffolderExecutor } from '../store/tables';
import { completionBody } from './completionBody';

export const RECOVERY_ERROR_NAME = 'TaskRecoveryError';
const RECOVERY_MESSAGE =
  'The server running this task stopped before the task finished, so it was failed rather ' +
  'than run a second time; retry it to run it again';

/**
 * Ends a task whose worker stopped while running it (its queue item was taken over). A step may
 * have changed things outside the workspace (a pushed repository, a registered entity), so running
 * the task again unasked could do them twice: it is failed, or cancelled when cancel had been
 * asked, and the user may retry it. Answers whether the task was running and is ended now.
 */
export async function recoverTask(db: ScaffolderDb, id: string, now: number): Promise<boolean> {
  return db.transaction().execute(async tx => {
    const task = await getTaskRow(tx, id);
    if (task?.status !== 'processing') return false;
    const status = Number(task.cancel_requested) === 1 ? 'cancelled' : 'failed';
    if (!(await finishTask(tx, id, status, undefined))) return false;
    for (const stepId of await unfinishedSteps(tx, id)) {
      const body: LogEventBody = { message: RECOVERY_MESSAGE, stepId, status };
      await insertTaskEvent(tx, { taskId: id, type: 'log', body: { ...body }, now });
    }
    await insertTaskEvent(tx, {
      taskId: id,
      type: 'completion',
      body: completionBody(
        status === 'cancelled'
          ? { status }
          : { status, error: { name: RECOVERY_ERROR_NAME, message: RECOVERY_MESSAGE } },
      ),
      now,
    });
    return true;
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
