/** While changes keep coming this fast, a bulk load is under way (a big location, a restore). */
export const BULK_QUIET_MS = 1_000;
/** A bulk load never keeps the index waiting longer than this. */
export const BULK_MAX_WAIT_MS = 30_000;

export interface PendingChanges {
  /** Entity keys waiting to be sent. */
  readonly pending: number;
  /** Keys sent at a time: more than one batch waiting means a burst. */
  readonly batchSize: number;
  /** How long a few changes are gathered before they are sent. */
  readonly delayMs: number;
  /** When the last change arrived, and since when a burst has been held back, if it has. */
  readonly lastChangeAt: number;
  readonly heldSince: number | undefined;
  readonly now: number;
}

/**
 * How long to wait before sending the pending changes. A few are sent after `delayMs`, so an
 * edit is searchable at once. More than a batch are held until the changes pause for
 * `BULK_QUIET_MS` (at most `BULK_MAX_WAIT_MS`): indexing costs about as much as ingesting, and
 * on a loaded machine the catalog's own ingestion comes first; the backlog is then sent in full
 * batches.
 */
export function changeSendDelay(changes: PendingChanges): number {
  const { pending, batchSize, delayMs, lastChangeAt, heldSince, now } = changes;
  if (pending <= batchSize) return delayMs;
  const quietAt = lastChangeAt + BULK_QUIET_MS;
  const deadline = (heldSince ?? now) + BULK_MAX_WAIT_MS;
  return Math.max(delayMs, Math.min(quietAt, deadline) - now);
}
