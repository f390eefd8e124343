import { randomUUID } from 'node:crypto';
import { toError } from '@atrium/model';
import type { DatabaseEngine } from '../database/types';
import type { Logger } from '../logging/createLogger';
import { createQueueWorker } from './createQueueWorker';
import type { Queue, QueueItem, QueueItemState, QueueWorker } from './Queue';
import {
  claimItem,
  completeItem,
  enqueueItem,
  expireLeasesOf,
  getItem,
  releaseItem,
  renewItemLease,
  type QueueItemRow,
} from './queueStore';
import type { SchedulerDb } from './schedulerTables';

export interface QueueDeps {
  engine: DatabaseEngine;
  /** The scheduler's database once its tables exist. */
  database(): Promise<SchedulerDb>;
  /** Whether the tables exist already (a caller's transaction cannot wait for them). */
  isReady(): boolean;
  now(): number;
  logger: Logger;
  /** Prefix of the holder ids of this process's workers. */
  holderPrefix: string;
  stopTimeoutMs: number;
  /** Starts a worker through `start`, and stops it when the scheduler stops. */
  addWorker(start: () => QueueWorker): QueueWorker;
}

/** Longest `lastError` kept: enough for a message and the start of a stack. */
const MAX_ERROR_LENGTH = 4_000;

export function createQueue<Payload>(name: string, deps: QueueDeps): Queue<Payload> {
  const { now } = deps;
  if (name.length === 0 || name.length > 255) {
    throw new TypeError('A queue name has 1 to 255 characters');
  }

  const toItem = (row: QueueItemRow): QueueItem<Payload> => ({
    queue: name,
    key: row.item_key,
    payload: JSON.parse(row.payload) as Payload,
    enqueuedAt: Number(row.enqueued_at),
    attempts: Number(row.attempts),
    lastError: row.last_error ?? undefined,
    expiredHolder: row.expired_holder ?? undefined,
    holder: row.lease_holder ?? '',
    leaseId: row.lease_id ?? '',
    leaseUntil: Number(row.lease_until),
  });
  const claimOf = (item: QueueItem<Payload>) => ({
    queue: name,
    key: item.key,
    leaseId: item.leaseId,
  });

  const queue: Queue<Payload> = {
    name,
    async ready() {
      await deps.database();
    },
    async enqueue(entry, options = {}) {
      let db: SchedulerDb;
      if (options.executor) {
        // On SQLite the caller's transaction holds the only writer: migrating now would wait on
        // it for ever. Plugins await `ready()` in their setup instead.
        if (!deps.isReady()) {
          throw new Error(
            `Queue '${name}' is not ready: await its ready() before enqueueing in a transaction`,
          );
        }
        db = options.executor as SchedulerDb;
      } else {
        db = await deps.database();
      }
      const at = now();
      await enqueueItem(db, {
        queue: name,
        key: entry.key,
        payload: JSON.stringify(entry.payload ?? null),
        now: at,
        availableAt: at + Math.max(0, entry.delayMs ?? 0),
      });
    },
    async claim({ holder, leaseMs, key }) {
      const db = await deps.database();
      const claimOptions = { queue: name, holder, leaseMs, key, leaseId: randomUUID(), now: now() };
      const row = await claimItem(db, deps.engine, claimOptions);
      return row && toItem(row);
    },
    async heartbeat(item, leaseMs) {
      return renewItemLease(await deps.database(), claimOf(item), now() + leaseMs);
    },
    async complete(item) {
      return completeItem(await deps.database(), claimOf(item), now());
    },
    async release(item, options = {}) {
      return releaseItem(await deps.database(), claimOf(item), {
        availableAt: now() + Math.max(0, options.retryAfterMs ?? 0),
        error: options.error === undefined ? undefined : describeError(options.error),
      });
    },
    async expireLeasesOf(holders) {
      return expireLeasesOf(await deps.database(), name, holders);
    },
    async get(key) {
      const row = await getItem(await deps.database(), name, key);
      return row && toState(row);
    },
    process(options) {
      return deps.addWorker(() =>
        createQueueWorker({
          ...options,
          holder: options.holder ?? `${deps.holderPrefix}/${randomUUID()}`,
          queue,
          now,
          logger: deps.logger,
          stopTimeoutMs: deps.stopTimeoutMs,
        }),
      );
    },
  };
  return queue;

  function toState(row: QueueItemRow): QueueItemState<Payload> {
    return {
      key: row.item_key,
      payload: JSON.parse(row.payload) as Payload,
      enqueuedAt: Number(row.enqueued_at),
      availableAt: Number(row.available_at),
      attempts: Number(row.attempts),
      lastError: row.last_error ?? undefined,
      leaseHolder: row.lease_holder ?? undefined,
      leaseUntil: row.lease_until === null ? undefined : Number(row.lease_until),
    };
  }
}

function describeError(value: unknown): string {
  const error = toError(value);
  return `${error.name}: ${error.message}`.slice(0, MAX_ERROR_LENGTH);
}
