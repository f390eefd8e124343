import type { Generated, Kysely, Transaction } from 'kysely';
import type { TaskEventType, TaskStatus } from '../../shared';

/**
 * The scaffolder's tables. Times are milliseconds since the epoch. A task is `open` until a worker
 * takes up its item of the scheduler's task queue (service/taskQueue.ts) and marks it `processing`
 * under its holder id; the queue item's lease, renewed by the worker, says the worker is alive. A
 * lease that runs out means the worker died, and the worker that takes the item over fails the
 * task.
 */
export interface ScaffolderTables {
  scaffolder_tasks: {
    id: string;
    /** The TaskSpec as JSON, frozen at creation. */
    spec: string;
    status: TaskStatus;
    /** `template:<namespace>/<name>` of the template the task was created from. */
    template_ref: string | null;
    created_by: string | null;
    created_at: number;
    last_heartbeat_at: number | null;
    /** The worker running the task: its holder id in the task queue. */
    lease_holder: string | null;
    /** Unused since tasks are leased through the task queue; kept so no migration drops data. */
    lease_until: number | null;
    /** 1 once cancel was asked; the holding worker sees it on its next heartbeat. */
    cancel_requested: number;
    /** The user's secrets, encrypted (secrets/createSecretsCipher.ts); null once the task ends. */
    secrets: string | null;
  };
  scaffolder_task_events: {
    id: Generated<number>;
    task_id: string;
    event_type: TaskEventType;
    /** JSON object. */
    body: string;
    created_at: number;
  };
}

export type ScaffolderDb = Kysely<ScaffolderTables>;
/** Either the database or a transaction on it: store functions accept both. */
export type ScaffolderExecutor = ScaffolderDb | Transaction<ScaffolderTables>;
export type TaskRow = ScaffolderTables['scaffolder_tasks'];
