import { sql, type ExpressionBuilder } from 'kysely';
import type { DatabaseEngine } from '../database/types';
import type { SchedulerDb, SchedulerTables } from './schedulerTables';

export type QueueItemRow = SchedulerTables['scheduler_queue_items'];

type ItemsBuilder = ExpressionBuilder<SchedulerTables, 'scheduler_queue_items'>;

/** Nobody holds the item: never claimed, given back, or its lease ran out before `now`. */
const isFree = (now: number) => (eb: ItemsBuilder) =>
  eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]);

const NO_LEASE = { lease_holder: null, lease_id: null, lease_until: null } as const;

/** One claim of one item: what heartbeats, completion and release match on. */
export interface ClaimRef {
  queue: string;
  key: string;
  leaseId: string;
}

/** The row this claim holds, while it is the item's latest claim. */
const isClaim = (claim: ClaimRef) => (eb: ItemsBuilder) =>
  eb.and([
    eb('queue', '=', claim.queue),
    eb('item_key', '=', claim.key),
    eb('lease_id', '=', claim.leaseId),
  ]);

export async function enqueueItem(
  db: SchedulerDb,
  item: { queue: string; key: string; payload: string; now: number; availableAt: number },
): Promise<void> {
  await db
    .insertInto('scheduler_queue_items')
    .values({
      queue: item.queue,
      item_key: item.key,
      payload: item.payload,
      enqueued_at: item.now,
      available_at: item.availableAt,
      attempts: 0,
      last_error: null,
      lease_holder: null,
      lease_id: null,
      lease_until: null,
      expired_holder: null,
      again: 0,
    })
    // One statement, so a concurrent completion cannot fall between a lookup and a write.
    .onConflict(conflict =>
      conflict.columns(['queue', 'item_key']).doUpdateSet({
        payload: eb => eb.ref('excluded.payload'),
        available_at: sql<number>`case when excluded.available_at < scheduler_queue_items.available_at then excluded.available_at else scheduler_queue_items.available_at end`,
        // Claimed: the running handler has the old payload, so the item must be handled again.
        again: sql<number>`case when scheduler_queue_items.lease_id is null then 0 else 1 end`,
      }),
    )
    .execute();
}

export interface ClaimItemOptions {
  queue: string;
  holder: string;
  leaseId: string;
  now: number;
  leaseMs: number;
  key?: string;
}

/**
 * Leases one free, available item to `holder` in one statement. On PostgreSQL the pick locks its
 * row with SKIP LOCKED, so concurrent claimers take different items; it is a scalar subquery
 * because inside `IN (…)` PostgreSQL may run it per row and lease more than one. SQLite runs one
 * statement at a time.
 */
export async function claimItem(
  db: SchedulerDb,
  engine: DatabaseEngine,
  options: ClaimItemOptions,
): Promise<QueueItemRow | undefined> {
  const { queue, now } = options;
  let target;
  if (options.key !== undefined) {
    target = options.key;
  } else {
    let next = db
      .selectFrom('scheduler_queue_items')
      .select('item_key')
      .where('queue', '=', queue)
      .where('available_at', '<=', now)
      .where(isFree(now))
      .orderBy('available_at')
      .limit(1);
    if (engine === 'pg') next = next.forUpdate().skipLocked();
    target = next;
  }
  return db
    .updateTable('scheduler_queue_items')
    .set(eb => ({
      // Read before this update: the holder whose lease ran out, if any.
      expired_holder: eb.ref('lease_holder'),
      lease_holder: options.holder,
      lease_id: options.leaseId,
      lease_until: now + options.leaseMs,
      attempts: eb('attempts', '+', 1),
    }))
    .where('queue', '=', queue)
    .where('item_key', '=', target)
    .where('available_at', '<=', now)
    .where(isFree(now))
    .returningAll()
    .executeTakeFirst();
}

/** Extends the lease while this claim is still the item's latest; answers whether it is. */
export async function renewItemLease(
  db: SchedulerDb,
  claim: ClaimRef,
  leaseUntil: number,
): Promise<boolean> {
  const result = await db
    .updateTable('scheduler_queue_items')
    .set({ lease_until: leaseUntil })
    .where(isClaim(claim))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the handled item; one enqueued again while it ran is readied for its next run instead.
 * Answers whether this claim still held it. Two statements are safe: only a completion or a
 * release of this claim clears `again`, and the delete only matches while it is clear.
 */
export async function completeItem(
  db: SchedulerDb,
  claim: ClaimRef,
  now: number,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('scheduler_queue_items')
    .where(isClaim(claim))
    .where('again', '=', 0)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 1) return true;
  const readied = await db
    .updateTable('scheduler_queue_items')
    .set({ ...NO_LEASE, again: 0, attempts: 0, last_error: null, available_at: now })
    .where(isClaim(claim))
    .where('again', '=', 1)
    .executeTakeFirst();
  return Number(readied.numUpdatedRows) === 1;
}

/**
 * Gives the item back, claimable from `availableAt`. With an error the attempt counts and its
 * message is kept; without one (the worker stopped, or claimed more than it could start) the
 * claim is taken back.
 */
export async function releaseItem(
  db: SchedulerDb,
  claim: ClaimRef,
  options: { availableAt: number; error?: string },
): Promise<boolean> {
  const { error } = options;
  const result = await db
    .updateTable('scheduler_queue_items')
    .set(eb => ({
      ...NO_LEASE,
      again: 0,
      available_at: options.availableAt,
      ...(error === undefined ? { attempts: eb('attempts', '-', 1) } : { last_error: error }),
    }))
    .where(isClaim(claim))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the leases these holders have in the queue at once; answers how many. */
export async function expireLeasesOf(
  db: SchedulerDb,
  queue: string,
  holders: readonly string[],
): Promise<number> {
  if (holders.length === 0) return 0;
  const result = await db
    .updateTable('scheduler_queue_items')
    // Kept as the holder, so the next claim reports whose lease it took over.
    .set({ lease_until: 0 })
    .where('queue', '=', queue)
    .where('lease_holder', 'in', [...holders])
    .where('lease_until', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function getItem(
  db: SchedulerDb,
  queue: string,
  key: string,
): Promise<QueueItemRow | undefined> {
  return db
    .selectFrom('scheduler_queue_items')
    .selectAll()
    .where('queue', '=', queue)
    .where('item_key', '=', key)
    .executeTakeFirst();
}
