import type { Logger, SchedulerService } from '@atrium/server-core';
import type { SearchCollator } from '../../node/searchCollators';
import type { SearchDocument, SearchEngine } from '../engine/SearchEngine';

/** A collator's full pass runs this often unless it says otherwise. */
export const DEFAULT_REFRESH_INTERVAL_MS = 60 * 60_000;
/** Soon after start, once the plugins that feed the collators have begun their own work. */
const INITIAL_DELAY_MS = 3_000;
/** A pass that has not finished by then is aborted, and another replica may take the next. */
const PASS_TIMEOUT_MS = 30 * 60_000;

/**
 * Each collator's full pass is a global task of the plugin's scheduler: one replica runs it per
 * interval, the others find its row claimed (scheduler/README.md in the server core).
 */
export function scheduleFullPasses(
  collators: readonly SearchCollator[],
  engine: SearchEngine,
  scheduler: SchedulerService,
  logger: Logger,
): void {
  for (const collator of collators) {
    scheduler.scheduleTask({
      id: `search-full-pass:${collator.type}`,
      scope: 'global',
      frequency: collator.refreshIntervalMs ?? DEFAULT_REFRESH_INTERVAL_MS,
      timeout: PASS_TIMEOUT_MS,
      initialDelay: INITIAL_DELAY_MS,
      fn: signal => runFullPass(collator, engine, signal, logger),
    });
  }
}

/**
 * Replaces the type's documents with what the collator gives now. A failure is logged and the
 * index left as it was: the engine removes missing documents only after the last batch.
 */
export async function runFullPass(
  collator: SearchCollator,
  engine: SearchEngine,
  signal: AbortSignal,
  logger: Logger,
): Promise<void> {
  const started = Date.now();
  let count = 0;
  async function* batches(): AsyncIterable<readonly SearchDocument[]> {
    for await (const batch of collator.documents()) {
      signal.throwIfAborted();
      count += batch.length;
      yield batch;
    }
  }
  try {
    await engine.replaceType(collator.type, batches());
    logger.info(
      { type: collator.type, documents: count, ms: Date.now() - started },
      'Search full pass done',
    );
  } catch (error) {
    logger.error({ err: error, type: collator.type }, 'Search full pass failed');
  }
}
