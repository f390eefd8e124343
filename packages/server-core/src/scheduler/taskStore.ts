import { sql } from 'kysely';
import type { SchedulerDb } from './schedulerTables';

/**
 * Makes sure the global task has its row. A new row is first due at `firstRunAt`; an existing one
 * keeps its time, but never waits past `latestRunAt`, so shortening a task's frequency takes
 * effect at the next start rather than after the old, longer interval.
 */
export async function ensureTaskRow(
  db: SchedulerDb,
  task: { id: string; frequencyMs: number; firstRunAt: number; latestRunAt: number },
): Promise<void> {
  await db
    .insertInto('scheduler_tasks')
    .values({
      id: task.id,
      frequency_ms: task.frequencyMs,
      next_run_at: task.firstRunAt,
      lease_holder: null,
      lease_until: null,
    })
    .onConflict(conflict =>
      conflict.column('id').doUpdateSet({
        frequency_ms: eb => eb.ref('excluded.frequency_ms'),
        next_run_at: sql<number>`case when scheduler_tasks.next_run_at > ${task.latestRunAt} then ${task.latestRunAt} else scheduler_tasks.next_run_at end`,
      }),
    )
    .execute();
}

/**
 * Takes this interval's run of the task when it is due and nobody runs it, in one conditional
 * update: replicas racing for it serialise on the row, and only the first finds it due. The next
 * run is due one interval after this one started; the lease keeps others off meanwhile, however
 * short the interval.
 */
export async function claimTaskRun(
  db: SchedulerDb,
  run: { id: string; holder: string; now: number; frequencyMs: number; leaseMs: number },
): Promise<boolean> {
  const { now } = run;
  const result = await db
    .updateTable('scheduler_tasks')
    .set({
      lease_holder: run.holder,
      lease_until: now + run.leaseMs,
      next_run_at: now + run.frequencyMs,
    })
    .where('id', '=', run.id)
    .where('next_run_at', '<=', now)
    .where(eb => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a run this holder claimed (unless its lease ran out and another claimed the task since). */
export async function endTaskRun(
  db: SchedulerDb,
  run: { id: string; holder: string },
): Promise<void> {
  await db
    .updateTable('scheduler_tasks')
    .set({ lease_holder: null, lease_until: null })
    .where('id', '=', run.id)
    .where('lease_holder', '=', run.holder)
    .execute();
}

/** When the task may next be claimed: it is due, and any lease has run out (`<` in the claim). */
export async function nextClaimTime(db: SchedulerDb, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('scheduler_tasks')
    .select(['next_run_at', 'lease_until'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return Math.max(Number(row.next_run_at), Number(row.lease_until ?? -1) + 1);
}
