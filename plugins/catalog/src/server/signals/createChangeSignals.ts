import type { Logger, SignalsService } from '@atrium/server-core';
import {
  CATALOG_CHANGES_CHANNEL,
  catalogEntityChannel,
  type CatalogChangedSignal,
  type EntityChangedSignal,
} from '../../shared';

/** Changes are gathered this long, so a burst of writes makes one round of signals. */
export const CHANGE_SIGNAL_DELAY_MS = 200;
/** Past this many entities in one round, only the list's signal goes (with `each: false`). */
export const MAX_ENTITY_SIGNALS = 100;

/**
 * Tells open pages which entities the catalog wrote or removed: each on its own channel, and how
 * many on the list's, a few times a second at most.
 */
export function createChangeSignals(signals: SignalsService, logger: Logger) {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  async function send(keys: string[]) {
    const each = keys.length <= MAX_ENTITY_SIGNALS;
    const broadcast = { type: 'broadcast' } as const;
    const summary: CatalogChangedSignal = { changed: keys.length, each };
    await Promise.all([
      ...(each ? keys : []).map(entityRef => {
        const message: EntityChangedSignal = { entityRef };
        return signals.publish({
          recipients: broadcast,
          channel: catalogEntityChannel(entityRef),
          message: { ...message },
        });
      }),
      signals.publish({
        recipients: broadcast,
        channel: CATALOG_CHANGES_CHANNEL,
        message: { ...summary },
      }),
    ]);
  }

  function flush() {
    timer = undefined;
    const keys = [...pending];
    pending.clear();
    // A page that misses a signal shows the older state until it reads again: worth a warning,
    // never a failed write.
    send(keys).catch(error => logger.warn({ err: error }, 'Could not signal catalog changes'));
  }

  return {
    /** The keys (lower-case refs) of entities just written or removed. */
    entitiesChanged(entityKeys: readonly string[]) {
      if (entityKeys.length === 0) return;
      for (const key of entityKeys) pending.add(key);
      timer ??= setTimeout(flush, CHANGE_SIGNAL_DELAY_MS);
    },
    close() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
