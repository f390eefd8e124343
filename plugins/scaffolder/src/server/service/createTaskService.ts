import { randomUUID } from 'node:crypto';
import { stringifyEntityRef, ConflictError, NotFoundError } from '@atrium/model';
import type { Principal } from '@atrium/server-core';
import type { CatalogEntities } from '@atrium/plugin-catalog/node';
import type {
  JsonObject,
  ListTasksResponse,
  SerializedTask,
  SerializedTaskEvent,
  TaskSpec,
} from '../../shared';
import type { SecretsCipher } from '../secrets/createSecretsCipher';
import { deleteRunEndEvents, insertTaskEvent, listTaskEvents } from '../store/taskEventStore';
import {
  cancelOpenTask,
  getTaskRow,
  insertTask,
  listTaskRows,
  reopenTask,
  requestCancel,
  type TaskListQuery,
} from '../store/taskStore';
import type { ScaffolderDb } from '../store/tables';
import { cancelledEventBody, runningStepId } from './cancelledEventBody';
import { completionBody } from './completionBody';
import type { TaskEventBus } from './createTaskEventBus';
import type { TemplateReader } from './createTemplateReader';
import { serializeTask, serializeTaskEvent } from './serializeTask';
import { enqueueTask, type TaskQueue } from './taskQueue';
import { parameterSteps, taskSteps, templateBaseUrl } from './templateEntity';
import { taskUser } from './taskUser';
import { validateValues } from './validateValues';

export interface CreateTaskRequestOptions {
  principal: Principal;
  templateRef: string;
  values: JsonObject;
  secrets?: Record<string, string>;
}

/** Tasks as the API sees them: create, read, follow, cancel, retry. */
export interface TaskService {
  create(request: CreateTaskRequestOptions): Promise<{ id: string }>;
  get(id: string): Promise<SerializedTask>;
  list(query: TaskListQuery): Promise<ListTasksResponse>;
  /** Events after `after` (and always the completion); waits up to `waitMs` for some if none. */
  events(
    id: string,
    options: { after?: number; waitMs?: number; signal?: AbortSignal },
  ): Promise<SerializedTaskEvent[]>;
  cancel(id: string): Promise<void>;
  retry(id: string, secrets: Record<string, string> | undefined): Promise<void>;
}

export interface TaskServiceOptions {
  db: ScaffolderDb;
  /** The task queue, ready: a task's item is written in the transaction that opens the task. */
  queue: TaskQueue;
  cipher: SecretsCipher;
  bus: TaskEventBus;
  templates: TemplateReader;
  catalog: () => CatalogEntities | undefined;
  /** Called after a task is opened here: local workers start it without waiting for a poll. */
  onDispatch(): void;
  /** Called after cancel is asked: a local worker running the task stops it at once. */
  onCancel(id: string): void;
  /** How often a waiting follower looks in the database (events written by other replicas). */
  eventPollMs: number;
  now(): number;
}

// Task ids are UUIDs; anything else cannot name a task (and would upset a uuid comparison).
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTaskService(options: TaskServiceOptions): TaskService {
  const { db, bus, now } = options;

  async function existing(id: string) {
    const row = uuidPattern.test(id) ? await getTaskRow(db, id) : undefined;
    if (!row) throw new NotFoundError(`Task with id ${id} does not exist`);
    return row;
  }

  return {
    async create({ principal, templateRef, values, secrets }) {
      const template = await options.templates.read(templateRef, principal);
      validateValues(parameterSteps(template), values);
      const user = await taskUser(options.catalog, principal);
      const entityRef = stringifyEntityRef({
        kind: template.kind,
        namespace: template.metadata.namespace ?? 'default',
        name: template.metadata.name,
      });
      const baseUrl = templateBaseUrl(template);
      const spec: TaskSpec = {
        apiVersion: 'scaffolder.backstage.io/v1beta3',
        parameters: values,
        steps: taskSteps(template),
        output: (template.spec.output ?? {}) as TaskSpec['output'],
        templateInfo: {
          entityRef,
          ...(baseUrl !== undefined && { baseUrl }),
          entity: { metadata: template.metadata as unknown as JsonObject },
        },
        user,
      };
      const id = randomUUID();
      const sealed =
        secrets && Object.keys(secrets).length > 0 ? options.cipher.seal(secrets) : undefined;
      await db.transaction().execute(async tx => {
        await insertTask(tx, {
          id,
          spec: JSON.stringify(spec),
          templateRef: entityRef,
          createdBy: user.ref,
          secrets: sealed,
          now: now(),
        });
        await enqueueTask(options.queue, id, tx);
      });
      options.onDispatch();
      return { id };
    },

    async get(id) {
      return serializeTask(await existing(id));
    },

    async list(query) {
      const { rows, total } = await listTaskRows(db, query);
      return { tasks: rows.map(serializeTask), totalTasks: total };
    },

    async events(id, { after, waitMs = 0, signal }) {
      await existing(id);
      const read = async () => (await listTaskEvents(db, id, after)).map(serializeTaskEvent);
      if (waitMs <= 0) return read();
      // Subscribed before the first read, so an event written in between still wakes us.
      let writes = 0;
      let wake: (() => void) | undefined;
      const unsubscribe = bus.subscribe(id, () => {
        writes += 1;
        wake?.();
      });
      const deadline = Date.now() + waitMs;
      try {
        for (;;) {
          const seen = writes;
          const events = await read();
          const remaining = deadline - Date.now();
          if (events.length > 0 || signal?.aborted || remaining <= 0) return events;
          if (writes === seen) {
            await pause(Math.min(remaining, options.eventPollMs), signal, resume => {
              wake = resume;
            });
          }
          wake = undefined;
        }
      } finally {
        unsubscribe();
      }
    },

    async cancel(id) {
      const row = await existing(id);
      // The status and the completion event in one transaction: a cancelled task without its
      // completion would leave its event streams waiting for ever.
      const cancelledOpen = await db.transaction().execute(async tx => {
        if (!(await cancelOpenTask(tx, id))) return false;
        const body = cancelledEventBody(undefined);
        await insertTaskEvent(tx, { taskId: id, type: 'cancelled', body, now: now() });
        await insertTaskEvent(tx, {
          taskId: id,
          type: 'completion',
          body: completionBody({ status: 'cancelled' }),
          now: now(),
        });
        return true;
      });
      if (!cancelledOpen) {
        if (await requestCancel(db, id)) {
          const body = cancelledEventBody(runningStepId(await listTaskEvents(db, id, undefined)));
          await insertTaskEvent(db, { taskId: id, type: 'cancelled', body, now: now() });
          options.onCancel(id);
        } else if (!(await isCancelling(id))) {
          throw new ConflictError(`Task ${id} is already ${row.status} and cannot be cancelled`);
        }
      }
      bus.notify(id);
    },

    async retry(id, secrets) {
      const row = await existing(id);
      const sealed =
        secrets && Object.keys(secrets).length > 0 ? options.cipher.seal(secrets) : undefined;
      const reopened = await db.transaction().execute(async tx => {
        if (!(await reopenTask(tx, id, sealed))) return false;
        await enqueueTask(options.queue, id, tx);
        await deleteRunEndEvents(tx, id);
        await insertTaskEvent(tx, {
          taskId: id,
          type: 'recovered',
          body: { message: 'The task was retried', recoverStrategy: 'none' },
          now: now(),
        });
        return true;
      });
      if (!reopened) {
        throw new ConflictError(
          `Task ${id} is ${row.status}: only a failed or cancelled task can be retried`,
        );
      }
      bus.notify(id);
      options.onDispatch();
    },
  };

  async function isCancelling(id: string): Promise<boolean> {
    const row = await getTaskRow(db, id);
    return row?.status === 'processing' || row?.status === 'cancelled';
  }
}

/** Waits `ms`, or less if woken or aborted. */
function pause(ms: number, signal: AbortSignal | undefined, onWake: (wake: () => void) => void) {
  return new Promise<void>(resolve => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
    onWake(done);
  });
}
