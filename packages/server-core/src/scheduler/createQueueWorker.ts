import type { Logger } from '../logging/createLogger';
import type { ProcessOptions, Queue, QueueItem, QueueWorker } from './Queue';
import { LeaseLostError, SchedulerStoppedError } from './schedulerErrors';
import { waitAtMost } from './waitAtMost';

export interface QueueWorkerOptions<Payload> extends ProcessOptions<Payload> {
  holder: string;
  queue: Queue<Payload>;
  now(): number;
  logger: Logger;
  /** How long `stop` waits for running handlers. */
  stopTimeoutMs: number;
}

interface RunningItem {
  controller: AbortController;
  heartbeat: NodeJS.Timeout;
  done: Promise<void>;
}

type Outcome = { ok: true } | { ok: false; error: unknown };

const MAX_RETRY_DELAY_MS = 10 * 60_000;

/**
 * Claims items while it has free slots (on a timer, on `wake()`, and whenever a handler ends),
 * runs each through the handler under a lease it renews, and settles the item by the outcome:
 * completed on success, given back with the error for a later attempt on failure, left alone
 * when the lease was lost (another worker has the item now).
 */
export function createQueueWorker<Payload>(options: QueueWorkerOptions<Payload>): QueueWorker {
  const { queue, holder, logger, now } = options;
  const running = new Map<string, RunningItem>();
  let stopping: Promise<void> | undefined;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;
  const poll = setInterval(() => pump(), options.pollMs).unref();

  function pump() {
    if (stopping) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = claimWhileFree()
      .catch(error => logger.error({ err: error, queue: queue.name }, 'Queue items not claimed'))
      .finally(() => {
        pumping = undefined;
      });
  }

  async function claimWhileFree() {
    do {
      pumpAgain = false;
      while (!stopping && running.size < options.concurrency) {
        const item = await queue.claim({ holder, leaseMs: options.leaseMs });
        if (!item) break;
        // Claimed as the worker began to stop: another worker may start it at once.
        if (stopping) await queue.release(item);
        else start(item);
      }
    } while (pumpAgain && !stopping);
  }

  function start(item: QueueItem<Payload>) {
    const controller = new AbortController();
    const heartbeat = startHeartbeat(item, controller);
    const done = runItem(item, controller)
      .finally(() => clearInterval(heartbeat))
      .then(outcome => settle(item, controller.signal, outcome))
      .catch(error =>
        logger.error(
          { err: error, queue: queue.name, key: item.key },
          'Queue item not completed nor given back',
        ),
      )
      .finally(() => {
        running.delete(item.leaseId);
        pump();
      });
    running.set(item.leaseId, { controller, heartbeat, done });
  }

  async function runItem(item: QueueItem<Payload>, controller: AbortController): Promise<Outcome> {
    try {
      await options.handler(item, controller.signal);
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    }
  }

  function startHeartbeat(item: QueueItem<Payload>, controller: AbortController) {
    let leaseUntil = item.leaseUntil;
    let beating = false;
    const abort = (reason: unknown) => controller.abort(reason);
    const beat = async () => {
      // A renewal slower than the interval (a busy database) is not piled on.
      if (beating || controller.signal.aborted) return;
      beating = true;
      const at = now();
      try {
        if (!(await queue.heartbeat(item, options.leaseMs))) {
          abort(new LeaseLostError('Another worker claimed this item'));
          return;
        }
        leaseUntil = at + options.leaseMs;
        await options.onHeartbeat?.(item, abort);
      } catch (error) {
        logger.warn({ err: error, queue: queue.name, key: item.key }, 'Queue heartbeat failed');
        // Not renewed in time: another worker may claim the item from now on.
        if (now() >= leaseUntil) abort(new LeaseLostError('The lease ran out unrenewed'));
      } finally {
        beating = false;
      }
    };
    return setInterval(() => void beat(), options.heartbeatMs).unref();
  }

  async function settle(item: QueueItem<Payload>, signal: AbortSignal, outcome: Outcome) {
    const meta = { queue: queue.name, key: item.key };
    if (signal.reason instanceof LeaseLostError) {
      logger.warn(meta, 'Queue item lease lost; another worker may handle it');
    } else if (outcome.ok) {
      if (!(await queue.complete(item))) {
        logger.warn(meta, 'Queue item handled after its lease was lost');
      }
    } else if (signal.reason instanceof SchedulerStoppedError) {
      await queue.release(item);
    } else {
      logger.warn({ ...meta, err: outcome.error, attempts: item.attempts }, 'Queue item failed');
      await queue.release(item, { error: outcome.error, retryAfterMs: retryDelay(item) });
    }
  }

  function retryDelay(item: QueueItem<Payload>): number {
    const { retryDelayMs } = options;
    if (typeof retryDelayMs === 'function') return retryDelayMs(item);
    if (retryDelayMs !== undefined) return retryDelayMs;
    return Math.min(1_000 * 2 ** Math.max(0, item.attempts - 1), MAX_RETRY_DELAY_MS);
  }

  async function stop() {
    clearInterval(poll);
    await pumping;
    const runs = [...running.values()];
    for (const run of runs) {
      run.controller.abort(new SchedulerStoppedError('The queue worker stopped'));
    }
    await waitAtMost(
      options.stopTimeoutMs,
      runs.map(run => run.done),
    );
    // Still running past the wait: its lease runs out and another worker takes the item over.
    for (const run of running.values()) clearInterval(run.heartbeat);
  }

  pump();
  return {
    holder,
    wake: pump,
    stop() {
      stopping ??= stop();
      return stopping;
    },
  };
}
