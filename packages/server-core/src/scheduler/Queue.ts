import type { Kysely } from 'kysely';

// Plugins hand over their own transactions, typed with their own tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKysely = Kysely<any>;

/** What is put in a queue. `key` is unique in the queue: enqueueing it again adds no item. */
export interface QueueEntry<Payload> {
  key: string;
  /** Stored as JSON. */
  payload: Payload;
  /** Not claimed before this many milliseconds have passed. */
  delayMs?: number;
}

export interface EnqueueOptions {
  /**
   * A transaction of the same plugin database: the item is written in it, so it exists exactly
   * when the caller's own rows do. The scheduler must be ready first (`Queue.ready()`).
   */
  executor?: AnyKysely;
}

export interface ClaimOptions {
  /** Names the claimer, e.g. one process's worker; stored with the lease. */
  holder: string;
  /** How long the claim lasts unless renewed by `heartbeat`. */
  leaseMs: number;
  /** Claims this item only (when it is free), rather than the next available one. */
  key?: string;
}

/** An item as one claim holds it. */
export interface QueueItem<Payload> {
  readonly queue: string;
  readonly key: string;
  readonly payload: Payload;
  readonly enqueuedAt: number;
  /** Claims that counted so far, this one included. */
  readonly attempts: number;
  /** The error of the last failed attempt. */
  readonly lastError: string | undefined;
  /**
   * Set when the item was taken over: the holder named here claimed it before and its lease ran
   * out (it died, or stopped renewing) without completing or giving it back.
   */
  readonly expiredHolder: string | undefined;
  readonly holder: string;
  /** This claim: heartbeats, completion and release only act while it is the item's latest. */
  readonly leaseId: string;
  readonly leaseUntil: number;
}

/** An item as stored, whoever holds it. */
export interface QueueItemState<Payload> {
  readonly key: string;
  readonly payload: Payload;
  readonly enqueuedAt: number;
  readonly availableAt: number;
  readonly attempts: number;
  readonly lastError: string | undefined;
  readonly leaseHolder: string | undefined;
  readonly leaseUntil: number | undefined;
}

export interface ReleaseOptions {
  /** The attempt failed: it counts, and its message is kept as `lastError`. */
  error?: unknown;
  /** Not claimed again before this many milliseconds have passed. */
  retryAfterMs?: number;
}

export interface ProcessOptions<Payload> {
  /** Items handled at once by this worker. */
  concurrency: number;
  leaseMs: number;
  /** How often each running item's lease is renewed; well under `leaseMs`. */
  heartbeatMs: number;
  /** How often the worker looks for items besides `wake()` and finished handlers. */
  pollMs: number;
  /**
   * Handles one item. Resolving completes it; rejecting gives it back for a later attempt. The
   * signal aborts when the lease is lost (`LeaseLostError`: the item is no longer this worker's)
   * or the worker stops (`SchedulerStoppedError`: the item is given back).
   */
  handler(item: QueueItem<Payload>, signal: AbortSignal): Promise<void>;
  /**
   * Runs after each renewal of an item's lease, e.g. to read a cancel flag from the plugin's own
   * row; `abort(reason)` aborts the handler's signal with that reason. A handler that takes such
   * an abort as the end of its work resolves (the item completes); rejecting retries it.
   */
  onHeartbeat?(item: QueueItem<Payload>, abort: (reason: unknown) => void): Promise<void> | void;
  /** Wait before a failed item is claimed again: exponential from 1 s up to 10 min unless set. */
  retryDelayMs?: number | ((item: QueueItem<Payload>) => number);
  /** Names this worker in leases; a new id otherwise. */
  holder?: string;
}

/** One worker loop over a queue. */
export interface QueueWorker {
  readonly holder: string;
  /** Looks for items now (one was just enqueued in this process). */
  wake(): void;
  /** Stops claiming, aborts the running handlers and waits for them (bounded); gives items back. */
  stop(): Promise<void>;
}

/**
 * A work queue in the plugin's database. Items are claimed under a lease that the claimer renews
 * (`heartbeat`); an item whose lease runs out is claimable again, so a dead worker's items are
 * taken over. On PostgreSQL, concurrent claimers skip each other's rows (`FOR UPDATE SKIP LOCKED`).
 */
export interface Queue<Payload> {
  readonly name: string;
  /** Resolves once the scheduler's tables exist. */
  ready(): Promise<void>;
  /**
   * Adds an item, or keeps the one with its key: a waiting item takes the new payload; an item
   * being handled takes it too and is handled once more after it completes, so work enqueued
   * during a run is not lost.
   */
  enqueue(entry: QueueEntry<Payload>, options?: EnqueueOptions): Promise<void>;
  /** The next available item (or `key`'s), leased to `holder`; undefined when none is free. */
  claim(options: ClaimOptions): Promise<QueueItem<Payload> | undefined>;
  /** Renews the lease; answers whether this claim still holds the item. */
  heartbeat(item: QueueItem<Payload>, leaseMs: number): Promise<boolean>;
  /** Deletes the handled item (or readies it again when it was enqueued meanwhile). */
  complete(item: QueueItem<Payload>): Promise<boolean>;
  /** Gives the item back to be claimed again; see `ReleaseOptions`. */
  release(item: QueueItem<Payload>, options?: ReleaseOptions): Promise<boolean>;
  /**
   * Ends the leases of holders known to have stopped (e.g. this host's process that was killed),
   * so their items are taken over now rather than when the leases run out. Answers how many.
   */
  expireLeasesOf(holders: readonly string[]): Promise<number>;
  get(key: string): Promise<QueueItemState<Payload> | undefined>;
  /** Starts a worker loop over this queue; the scheduler stops it when it stops. */
  process(options: ProcessOptions<Payload>): QueueWorker;
}
