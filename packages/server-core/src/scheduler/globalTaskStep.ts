import type { SchedulerDb } from './schedulerTables';
import type { TaskStep, TaskTiming } from './startTaskLoop';
import { claimTaskRun, endTaskRun, ensureTaskRow, nextClaimTime } from './taskStore';

/**
 * How much longer than its timeout a global run's claim lasts: an aborted run needs a moment to
 * end, and another process must not start the next one meanwhile. A run that ignores its signal
 * for longer no longer keeps other processes off (this process still never overlaps it).
 */
const SETTLE_MS = 1_000;

/**
 * The round of a global task: claim this interval's run through the task's row, run it, end the
 * claim; when another process has it (or it is not due), look again when the row says it may be.
 */
export function globalTaskStep(options: {
  task: TaskTiming;
  holder: string;
  database(): Promise<SchedulerDb>;
  now(): number;
}): TaskStep {
  const { task, holder, now } = options;
  let registered = false;
  return async run => {
    const db = await options.database();
    if (!registered) {
      // This process waited out its initial delay before its first round: a new row is due now.
      const at = now();
      await ensureTaskRow(db, {
        id: task.id,
        frequencyMs: task.frequencyMs,
        firstRunAt: at,
        latestRunAt: at + task.frequencyMs,
      });
      registered = true;
    }
    const at = now();
    const claim = {
      id: task.id,
      holder,
      now: at,
      frequencyMs: task.frequencyMs,
      leaseMs: task.timeoutMs + SETTLE_MS,
    };
    if (await claimTaskRun(db, claim)) {
      try {
        await run();
      } finally {
        await endTaskRun(db, claim);
      }
      return at + task.frequencyMs;
    }
    const claimable = await nextClaimTime(db, task.id);
    // A row removed meanwhile is made again on the next round.
    if (claimable === undefined) registered = false;
    // Looked at again within an interval even while another process runs it: that run may end
    // (and its process die) long before its lease would.
    return Math.min(claimable ?? at, at + task.frequencyMs);
  };
}
