import type { Kysely } from 'kysely';

/**
 * The scheduler's tables, in the plugin's own database. Times are milliseconds since the epoch,
 * read from the scheduler's clock.
 */
export type SchedulerTables = {
  /** One row per global task: when it may run next, and who runs it now. */
  scheduler_tasks: {
    id: string;
    frequency_ms: number;
    next_run_at: number;
    lease_holder: string | null;
    lease_until: number | null;
  };
  /** Items waiting in a queue or being handled; an item is deleted once handled. */
  scheduler_queue_items: {
    queue: string;
    item_key: string;
    /** JSON. */
    payload: string;
    enqueued_at: number;
    /** The item is not claimed before this time (a delay, or a retry's back-off). */
    available_at: number;
    /** Claims that counted: a give-back without an error takes its claim back. */
    attempts: number;
    last_error: string | null;
    lease_holder: string | null;
    /** Names one claim: a later claim of the item, even by the same holder, has another. */
    lease_id: string | null;
    lease_until: number | null;
    /** The holder whose lease had run out when the item was last claimed. */
    expired_holder: string | null;
    /** 1 when the item was enqueued again while claimed: it is handled once more after. */
    again: number;
  };
};

export type SchedulerDb = Kysely<SchedulerTables>;
